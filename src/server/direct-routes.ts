import type { IncomingMessage, ServerResponse } from 'node:http'

import { readBody, type PlainAnswer, type PlainRequest } from '@/lib/http'
import { processSingleton } from '@/lib/process-singleton'

/**
 * Routes the HTTP server answers itself, without Next.js's router (scripts/serve.ts). A route handler
 * registers here when Next.js first loads its module, so its first request goes through Next.js as usual and
 * every later one is handed to the same handler, in the same module instance, straight from the socket. Next.js
 * spends about 2 ms of CPU on a request before a handler runs; a form or a search that itself takes 1–4 ms is
 * then answered several times as often under load.
 *
 * Only routes that need nothing of Next.js's request scope belong here: no `cookies()`, `headers()`, `after()`
 * or `draftMode()`, and no request pipeline (src/proxy.ts leaves them alone already). Their handlers read a
 * PlainRequest and give a PlainAnswer (src/lib/http.ts): the server makes and writes those straight from and to
 * Node's request and response, and `routeHandler` makes the same handler Next.js's route handler.
 */

export type DirectHandler = (request: PlainRequest) => Promise<PlainAnswer>

/** A registered route: its handler, and the largest body it reads (more is not read; the handler answers 413). */
export type DirectRoute = { handler: DirectHandler; maxBodyBytes: number }

const routes = processSingleton('directRoutes', () => new Map<string, DirectRoute>())

const routeKey = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`

/** From now on, `method pathname` is answered by `handler` directly (pathname exact, any query string). */
export function serveDirectly(method: string, pathname: string, handler: DirectHandler, options: { maxBodyBytes: number }): void {
  routes().set(routeKey(method, pathname), { handler, maxBodyBytes: options.maxBodyBytes })
}

/** The route registered for a request line, if any. */
export function directRoute(method: string | undefined, url: string | undefined): DirectRoute | undefined {
  const table = routes()
  if (!method || !url || table.size === 0) return undefined
  const query = url.indexOf('?')
  return table.get(routeKey(method, query === -1 ? url : url.slice(0, query)))
}

/**
 * A request body, read no further than one byte past `maxBytes` (the handler then sees it is too large and says
 * so). `complete` tells whether all of it was read: when not, the connection is closed after the answer.
 */
export function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; complete: boolean }> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ body: Buffer.alloc(0), complete: false })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (complete: boolean) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted)
      resolve({ body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), complete })
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.byteLength
      if (size > maxBytes) {
        req.pause()
        done(false)
      }
    }
    const onEnd = () => done(true)
    const onError = (error: Error) => {
      req.off('data', onData).off('end', onEnd).off('aborted', onAborted)
      reject(error)
    }
    const onAborted = () => onError(new Error('The client closed the connection while sending the body.'))
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted)
  })
}

/**
 * The request a direct route reads, from Node's: headers as sent, and `x-forwarded-for` from the socket when no
 * proxy set it, as Next.js does. `body` was read beforehand (see readNodeBody).
 */
export function nodeRequest(req: IncomingMessage, body: Buffer, tooLarge: boolean): PlainRequest {
  const headers = req.headers
  const socketAddress = headers['x-forwarded-for'] === undefined ? (req.socket.remoteAddress ?? null) : null
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    header(name) {
      if (name === 'x-forwarded-for' && socketAddress !== null) return socketAddress
      const value = headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    body,
    tooLarge,
  }
}

/** Writes an answer to Node's response: its parts leave in one write of the socket. */
export function writeAnswer(answer: PlainAnswer, res: ServerResponse): void {
  res.statusCode = answer.status
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]!)
  let length = 0
  for (const part of answer.body) length += part.byteLength
  res.setHeader('content-length', length)
  res.cork()
  for (const part of answer.body) res.write(part)
  res.end()
}

/** The request a direct route reads, from Next.js's Web request: the body read no further than `maxBodyBytes`. */
export async function plainRequest(request: Request, maxBodyBytes: number): Promise<PlainRequest> {
  const body = await readBody(request, maxBodyBytes)
  const url = new URL(request.url)
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    header: (name) => request.headers.get(name),
    body: body ?? new Uint8Array(0),
    tooLarge: body === null,
  }
}

/** An answer as a Web response; its parts are streamed one after the other. */
export function webResponse(answer: PlainAnswer): Response {
  const parts = answer.body
  let next = 0
  const body =
    parts.length === 1
      ? (parts[0] as Uint8Array<ArrayBuffer>)
      : new ReadableStream<Uint8Array>({
          pull(controller) {
            if (next < parts.length) controller.enqueue(parts[next++]!)
            if (next >= parts.length) controller.close()
          },
        })
  return new Response(body, { status: answer.status, headers: answer.headers })
}

/** A direct route's handler as Next.js's route handler, for the requests Next.js answers itself. */
export function routeHandler(handler: DirectHandler, options: { maxBodyBytes: number }): (request: Request) => Promise<Response> {
  return async (request) => webResponse(await handler(await plainRequest(request, options.maxBodyBytes)))
}

const INTERNAL_ERROR = JSON.stringify({ error: 'internal_error', message: 'The server could not answer this request. Try again later.' })
const BAD_REQUEST = JSON.stringify({ error: 'bad_request', message: 'The request could not be read.' })

/** Answers a request with its registered route. A handler that throws gets 500 and is logged, as Next.js would. */
export async function serveDirect(route: DirectRoute, req: IncomingMessage, res: ServerResponse, onError: (error: unknown) => void): Promise<void> {
  let request: PlainRequest
  try {
    const method = req.method ?? 'GET'
    const { body, complete } = method !== 'GET' && method !== 'HEAD' ? await readNodeBody(req, route.maxBodyBytes) : NO_BODY
    request = nodeRequest(req, body, !complete || body.byteLength > route.maxBodyBytes)
  } catch {
    if (!res.headersSent && !res.destroyed) res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' }).end(BAD_REQUEST)
    return
  }
  // The rest of a body too large to read is not waited for: the connection ends with the answer.
  if (request.tooLarge) res.setHeader('connection', 'close')
  try {
    writeAnswer(await route.handler(request), res)
  } catch (error) {
    onError(error)
    if (res.headersSent) res.destroy()
    else res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(INTERNAL_ERROR)
  }
}

const NO_BODY = { body: Buffer.alloc(0), complete: true }
