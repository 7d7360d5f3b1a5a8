import type { AfterErrorHook } from 'payload'

import { parseJson, readBody, UnreadableBodyError, utf8Text } from '@/http/body'

import { withTasksOnceCommitted } from '../hooks/after-commit'

import { CMS_API_LIMITS } from './limits'
import { wholeNumber } from './query-check'

/**
 * The CMS's own REST and GraphQL routes (app/(payload)/api), as the rest of the API answers: a request Payload
 * would answer with a 500 or an empty body — a body that is not JSON, or not of a kind it reads — is refused with
 * a 400 (413, 415) first, and every error answer is `{ error, message }` (Payload's own `errors` list kept beside
 * it, which the admin reads). What a request asks for is checked by the collections' hook (guard.ts).
 */

type RouteContext = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, context: RouteContext) => Promise<Response>
export type GraphQLHandler = (request: Request) => Promise<Response>

/** Deeper than any document: a page's rich text in blocks in columns is about twenty levels. */
const MAX_BODY_DEPTH = 64
/** A document sent as JSON: pages with their rich text are a few hundred kilobytes. */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
}

const answer = (status: number, error: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error, message, errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * A route of Payload's document operations: `/api/<collection>`, `/api/<collection>/<id>` (ids are numbers here) or
 * `/api/globals/<global>`. Others are the collections' own endpoints (the redirects' CSV import takes text/csv)
 * and the logins', each reading its body as it says.
 */
function isDocumentRoute(url: string): boolean {
  const segments = new URL(url).pathname.replace(/\/+$/, '').split('/').slice(2)
  if (segments[0] === 'globals') return segments.length === 2
  return segments.length === 1 || (segments.length === 2 && /^\d+$/.test(segments[1]!))
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
const hasBody = (request: Request) => request.body !== null && request.headers.get('content-length') !== '0'

/** A JSON body read no further than its limit, as one object; or the answer refusing it. */
async function jsonObjectBody(request: Request, maxBytes: number): Promise<{ text: string } | { refused: Response }> {
  const bytes = await readBody(request, maxBytes)
  if (bytes === null) return { refused: answer(413, 'payload_too_large', `The body is at most ${Math.round(maxBytes / 1024)} KB.`) }
  let value: unknown
  let text: string
  try {
    text = utf8Text(bytes)
    value = parseJson(text, MAX_BODY_DEPTH)
  } catch (error) {
    if (error instanceof UnreadableBodyError) return { refused: answer(400, error.code, error.message) }
    throw error
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { refused: answer(400, 'invalid_request', 'The body is one JSON object: the fields to save.') }
  return { text }
}

/** The same request with the body already read. */
const withBody = (request: Request, body: string) => new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal })

/**
 * What every REST route's address is checked for before Payload reads it, whichever handler answers (the
 * collections' hook sees only their document operations): `depth` and `page` within the caps, a `where` given as
 * JSON that is a set of conditions, and no query at all on a preference (Payload's own `payload-preferences/<key>`,
 * which the admin reads and writes by key alone, and which would otherwise answer anything with 200).
 */
export function addressProblems(url: string): string[] {
  const { pathname, searchParams } = new URL(url)
  const problems: string[] = []
  const segments = pathname.replace(/\/+$/, '').split('/').slice(2)
  if (segments[0] === 'payload-preferences' && segments.length >= 2 && [...searchParams.keys()].length > 0) {
    return ['A preference is read, saved and deleted by its key alone, with no query.']
  }
  const whole = (name: string, min: number, max: number) => {
    if (searchParams.getAll(name).some((value) => !wholeNumber(value, min, max))) problems.push(`${name} is a whole number from ${min} to ${max}.`)
  }
  whole('depth', 0, CMS_API_LIMITS.maxDepth)
  whole('page', 1, CMS_API_LIMITS.maxPage)
  for (const value of searchParams.getAll('where')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      continue // Payload's own 400 says the JSON cannot be read (unreadableJsonIsBadRequest).
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) problems.push('where is a set of conditions, e.g. where[title][equals]=Kontakt.')
  }
  return problems
}

/**
 * The REST routes: a body that writes a document is JSON (one object) or a form with its files; the answers of
 * Payload's errors get `{ error, message }`; a collection without routes (Payload's migrations) is not found.
 */
export function guardedRest(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const problems = addressProblems(request.url)
    if (problems.length > 0) return answer(400, 'invalid_query', problems.join(' '))
    let forwarded = request
    const override = request.method === 'POST' && (request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override'))?.toUpperCase() === 'GET'
    if (['POST', 'PATCH', 'PUT'].includes(request.method) && hasBody(request) && isDocumentRoute(request.url)) {
      const type = mediaType(request)
      if (type === 'application/json') {
        const body = await jsonObjectBody(request, override ? CMS_API_LIMITS.maxQueryBodyBytes : MAX_JSON_BODY_BYTES)
        if ('refused' in body) return body.refused
        forwarded = withBody(request, body.text)
      } else if (override && type === 'application/x-www-form-urlencoded') {
        // The admin's long queries: a query string in the body.
        const bytes = await readBody(request, CMS_API_LIMITS.maxQueryBodyBytes)
        if (bytes === null) return answer(413, 'payload_too_large', `A query is at most ${CMS_API_LIMITS.maxQueryBodyBytes / 1024} KB.`)
        let text: string
        try {
          text = utf8Text(bytes)
        } catch (error) {
          if (error instanceof UnreadableBodyError) return answer(400, error.code, error.message)
          throw error
        }
        forwarded = withBody(request, text)
      } else if (type !== 'multipart/form-data') {
        return answer(415, 'unsupported_media_type', 'Send a document as JSON (Content-Type: application/json), or with its files as multipart/form-data.')
      }
    }
    return errorShaped(await withTasksOnceCommitted(() => handler(forwarded, context)))
  }
}

/** The GraphQL route: a body of at most 64 KB that is a GraphQL request, `{ query, variables?, operationName? }`. */
export function guardedGraphQL(handler: GraphQLHandler): GraphQLHandler {
  return async (request) => {
    if (mediaType(request) !== 'application/json') return answer(415, 'unsupported_media_type', 'Send a GraphQL request as JSON (Content-Type: application/json).')
    const body = await jsonObjectBody(request, CMS_API_LIMITS.graphQL.maxBodyBytes)
    if ('refused' in body) return body.refused
    const { query, variables, operationName } = JSON.parse(body.text) as Record<string, unknown>
    const shaped =
      typeof query === 'string' &&
      (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables))) &&
      (operationName === undefined || operationName === null || typeof operationName === 'string')
    if (!shaped) return answer(400, 'invalid_request', 'A GraphQL request is { "query": "…", "variables": { … }, "operationName": "…" }.')
    return requestErrorsAsBadRequest(await withTasksOnceCommitted(() => handler(withBody(request, body.text))))
  }
}

/**
 * A query GraphQL did not run (it could not be parsed, or broke a rule: a cap of limits.ts) is answered `{ errors }`
 * without `data`: that is the request's fault, a 400, as GraphQL over HTTP answers it (graphql-http says 200 to
 * clients that accept only application/json). So is one whose every field was refused for the caller's own reason
 * (a query over a cap, access): the status of those refusals. An answer with any data in it stays a 200.
 */
async function requestErrorsAsBadRequest(response: Response): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  let status = 200
  try {
    status = refusedStatus(JSON.parse(text) as Record<string, unknown>)
  } catch {
    // Not JSON after all: passed on as it came.
  }
  return new Response(text, { status, headers: response.headers })
}

function refusedStatus(body: Record<string, unknown>): number {
  const errors = Array.isArray(body.errors) ? (body.errors as Array<{ extensions?: { statusCode?: unknown } }>) : []
  if (errors.length === 0) return 200
  if (!('data' in body)) return 400
  const data = body.data
  const nothing = data === null || (typeof data === 'object' && Object.values(data as object).every((value) => value === null))
  const statuses = errors.map((error) => Number(error?.extensions?.statusCode))
  return nothing && statuses.every((code) => code >= 400 && code < 500) ? statuses[0]! : 200
}

/** An error answer of Payload's (`{ errors: [{ message }] }`, or `{ message }`) with `{ error, message }` as well. */
export async function errorShaped(response: Response): Promise<Response> {
  // A collection without routes answers 501 ("Cannot GET …"): there is nothing at that address.
  if (response.status === 501) return answer(404, 'not_found', 'Nothing is at this address.')
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  let body: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(text)
    body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    body = {}
  }
  if (typeof body.error !== 'string') {
    const errors = Array.isArray(body.errors) ? (body.errors as Array<{ message?: unknown; data?: { code?: unknown } }>) : []
    const named = errors.find((error) => typeof error?.data?.code === 'string')?.data?.code as string | undefined
    body.error = named ? named.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() : (CODES[response.status] ?? (response.status >= 500 ? 'internal_error' : 'bad_request'))
    // A refusal of fields (Payload's validation: `data.errors` with each field's path) keeps Payload's shape: the
    // admin puts each message beside its field only when the answer has no top-level message.
    const fieldErrors = errors.some((error) => Array.isArray((error?.data as { errors?: unknown } | undefined)?.errors))
    if (typeof body.message !== 'string' && !fieldErrors) {
      const messages = errors.map((error) => error?.message).filter((message): message is string => typeof message === 'string')
      body.message = messages.join(' ') || 'The request could not be answered.'
    }
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}

/** Which JSON a request sent could not be read, for the 400 that answers it. */
function unreadableJson(query: Record<string, unknown> | undefined): string {
  for (const name of ['where', 'data'] as const) {
    const value = query?.[name]
    if (typeof value !== 'string' || value === '') continue
    try {
      JSON.parse(value)
    } catch {
      return `${name} is JSON, or given as ${name}[field][operator]=value; ${JSON.stringify(value.slice(0, 40))} is neither.`
    }
  }
  return 'The request holds JSON that cannot be read (its body, or the _payload of its form).'
}

/**
 * Payload reads `where` and `data` given as JSON text, and a form's `_payload`, with JSON.parse: text that is not
 * JSON threw a SyntaxError, answered 500 "An unknown error occurred". It is the caller's mistake: 400, in words.
 */
export const unreadableJsonIsBadRequest: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof SyntaxError)) return
  const message = unreadableJson(req?.query as Record<string, unknown> | undefined)
  return { status: 400, response: { errors: [{ message, data: { code: 'InvalidJson' } }] } }
}
