import { plainError, webResponse, type Answer } from './answer'
import { readBody } from './body'
import { registerDirect } from './direct'
import { respond, withApiHeaders } from './edge'
import type { AnyEndpoint } from './endpoint'
import { REQUEST_ID, requestIdOf } from './request-id'

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }
type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>

const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type RouteMethod = (typeof ROUTE_METHODS)[number]

const NO_PARAMS: RouteContext = { params: Promise.resolve({}) }

/**
 * Next.js's exports of a route file (`export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(…)`):
 * each declared method answered by the edge, HEAD as GET without the body, OPTIONS with the methods taken, and
 * every other method 405 with `Allow` and a JSON error (Next.js's own 405 has an empty body). Direct endpoints
 * are registered with the instance server as the module loads.
 */
export function routeOf(...endpoints: AnyEndpoint[]): Record<RouteMethod, RouteHandler> {
  const byMethod = new Map(endpoints.map((endpoint) => [endpoint.method as string, endpoint]))
  if (byMethod.has('GET')) byMethod.set('HEAD', byMethod.get('GET')!)
  const allow = [...byMethod.keys(), 'OPTIONS'].join(', ')
  for (const endpoint of endpoints) if (endpoint.direct) registerDirect(endpoint)

  const handlers = {} as Record<RouteMethod, RouteHandler>
  for (const method of ROUTE_METHODS) {
    const endpoint = byMethod.get(method)
    handlers[method] = endpoint
      ? async (request, context = NO_PARAMS) => toResponse(await respond(endpoint, await incomingOf(request, context)), method !== 'HEAD')
      : method === 'OPTIONS'
        ? async (request) => toResponse(withApiHeaders({ status: 204, headers: { allow }, body: [] }, requestIdOf(request.headers.get(REQUEST_ID))), false)
        : async (request) => toResponse(withApiHeaders(plainError(405, 'method_not_allowed', `This address takes ${allow} requests.`, { allow }), requestIdOf(request.headers.get(REQUEST_ID))), true)
  }
  return handlers
}

async function incomingOf(request: Request, context: RouteContext) {
  const url = new URL(request.url)
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    header: (name: string) => request.headers.get(name),
    params: (await context.params) ?? {},
    read: (maxBytes: number) => readBody(request, maxBytes),
    chunks: () => request.body,
    request,
  }
}

function toResponse(answer: Answer, withBody: boolean): Response {
  if (!(answer instanceof Response)) return webResponse(answer, withBody)
  return withBody ? answer : new Response(null, { status: answer.status, headers: answer.headers })
}
