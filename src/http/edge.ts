import type { z } from 'zod'

import { isDatabaseUnavailable } from '@/db/unavailable'
import { requestLogger } from '@/lib/logger'
import { consume } from '@/lib/rate-limit'

import { HttpError, plainError, type Answer, type PlainAnswer } from './answer'
import { apiHeaders, NO_STORE } from './api-headers'
import { BodyTooLargeError, boundedChunks, parseJson, UnreadableBodyError, utf8Text } from './body'
import { clientAddress } from './client-address'
import type { AnyEndpoint, BodySpec, HeaderReader } from './endpoint'
import { REQUEST_ID, requestIdOf } from './request-id'

/** A request as the edge reads it, from Next.js's Web request or straight from Node's (the two transports). */
export type Incoming = {
  method: string
  /** The path and query as sent. */
  url: string
  header: HeaderReader
  /** Path segments by name, as the router matched them. */
  params: Record<string, string | string[] | undefined>
  /** The whole body, read no further than `maxBytes`: null when it is larger. */
  read(maxBytes: number): Promise<Uint8Array | null>
  /** The body as it arrives. */
  chunks(): AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null
  /** Next.js's request, when Next.js serves it. */
  request: Request | null
}

/**
 * Answers a request with an endpoint, doing what every endpoint needs the same way: who may call (401/403),
 * the site of a site-bound call (404 `unknown_site` on a host of no site), path (404, or the endpoint's own answer to segments out of their shape), query (400), content type (415),
 * rate (429 with Retry-After), body size (413), body text and JSON (400: not UTF-8, not JSON, nested too deep,
 * or not matching the schema, with `fields`), then the handler, whose refusals and mapped domain errors become
 * `{ error, message }` answers and anything else a logged 500. Every answer carries the API headers and the
 * request id.
 */
export async function respond(endpoint: AnyEndpoint, incoming: Incoming): Promise<Answer> {
  const requestId = requestIdOf(incoming.header(REQUEST_ID))
  let answer: Answer
  try {
    answer = await run(endpoint, incoming, requestId)
  } catch (error) {
    answer = errorAnswer(endpoint, error, requestId)
  }
  return withApiHeaders(answer, requestId)
}

async function run(endpoint: AnyEndpoint, incoming: Incoming, requestId: string): Promise<Answer> {
  const refused = endpoint.auth?.check(incoming.header)
  if (refused) return refused
  if (endpoint.site && !(await endpoint.site(incoming.header('host'))))
    return plainError(404, 'unknown_site', 'No site is configured for this host.')
  const params = endpoint.params ? endpoint.params.safeParse(plainParams(incoming.params)) : null
  if (params && !params.success)
    return endpoint.invalidParams?.(namesOf(params.error)) ?? plainError(404, 'not_found', 'Nothing is at this address.')
  const query = endpoint.query ? endpoint.query.safeParse(queryOf(incoming.url)) : null
  if (query && !query.success) return invalid('invalid_query', query.error)
  const spec = endpoint.body
  if (spec && spec.contentTypes.length > 0 && !takes(spec, incoming.header('content-type'))) {
    return plainError(415, 'unsupported_media_type', `Send the body as ${spec.contentTypes.join(' or ')} (Content-Type).`)
  }
  const client = clientAddress(incoming.header)
  if (endpoint.rateLimit) {
    const { bucket, limit, windowMs, message, store } = endpoint.rateLimit
    const decision = await consume(await store(), `${bucket}:client:${client}`, limit(), windowMs)
    if (!decision.allowed)
      return plainError(429, 'too_many_requests', message(decision.retryAfterSeconds), {
        'retry-after': String(decision.retryAfterSeconds),
      })
  }
  let body: unknown
  if (spec) {
    const read = await readBodyOf(spec, incoming)
    if (read.tooLarge) return plainError(413, 'payload_too_large', spec.tooLarge ?? 'The body is too large.')
    if (spec.kind === 'json' && spec.schema) {
      const parsed = spec.schema.safeParse(read.value)
      if (!parsed.success) return invalid('invalid_request', parsed.error)
      body = parsed.data
    } else body = read.value
  }
  return endpoint.handle({
    params: params?.data,
    query: query?.data,
    body,
    header: incoming.header,
    clientAddress: client,
    url: incoming.url,
    requestId,
    request: incoming.request,
  })
}

async function readBodyOf(spec: BodySpec<unknown>, incoming: Incoming): Promise<{ tooLarge: boolean; value?: unknown }> {
  if (spec.kind === 'stream') {
    const declared = Number(incoming.header('content-length') ?? 0)
    if (declared > spec.maxBytes) return { tooLarge: true }
    const chunks = incoming.chunks()
    return { tooLarge: false, value: chunks ? boundedChunks(chunks, spec.maxBytes) : emptyStream() }
  }
  const bytes = await incoming.read(spec.maxBytes)
  if (bytes === null) return { tooLarge: true }
  const text = utf8Text(bytes)
  return { tooLarge: false, value: spec.kind === 'json' ? parseJson(text, spec.maxDepth) : text }
}

async function* emptyStream(): AsyncGenerator<Uint8Array, void, undefined> {}

/** Whether a Content-Type is one the body takes (parameters such as charset aside). */
function takes(spec: BodySpec<unknown>, contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return spec.contentTypes.includes(type)
}

/** The query string's parameters, one value each (the first, as pages read them). */
export function queryOf(url: string): Record<string, string> {
  const start = url.indexOf('?')
  const query: Record<string, string> = {}
  if (start === -1) return query
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) if (!(name in query)) query[name] = value
  return query
}

function plainParams(params: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const plain: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(params)) if (value !== undefined) plain[name] = value
  return plain
}

/** The fields an error names, each once, in the order of its problems. */
function namesOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))]
}

/** A 400 naming each problem, and the first problem of each field in `fields`. */
function invalid(code: 'invalid_query' | 'invalid_request', error: z.ZodError): PlainAnswer {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || (code === 'invalid_query' ? 'query' : 'body')] ??= issue.message
  const message = error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || (code === 'invalid_query' ? 'query' : 'body')}: ${issue.message}`)
    .join('; ')
  return plainError(400, code, message, undefined, { fields })
}

/** How long a client is asked to wait while the database cannot be reached (PostgreSQL restarts in seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5

function errorAnswer(endpoint: AnyEndpoint, error: unknown, requestId: string): PlainAnswer {
  if (error instanceof HttpError) return error.answer()
  if (error instanceof BodyTooLargeError) return plainError(413, 'payload_too_large', endpoint.body?.tooLarge ?? error.message)
  if (error instanceof UnreadableBodyError) return plainError(400, error.code, error.message)
  for (const mapping of endpoint.errors ?? []) {
    if ('is' in mapping) {
      if (mapping.is(error)) return mapping.answer(error)
    } else if (error instanceof mapping.error) return plainError(mapping.status, mapping.code, (error as Error).message)
  }
  if (isDatabaseUnavailable(error)) {
    // An outage the client can wait out (a database restart): nothing was stored, the same request may be sent again.
    requestLogger(requestId).warn({ err: error, endpoint: `${endpoint.method} ${endpoint.path}` }, 'database unavailable')
    return plainError(503, 'unavailable', 'The service is briefly unavailable. Nothing was saved; try again in a moment.', {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    })
  }
  requestLogger(requestId).error({ err: error, endpoint: `${endpoint.method} ${endpoint.path}` }, 'endpoint failed')
  return plainError(500, 'internal_error', 'The server could not answer this request. Try again later.')
}

/** The API headers and the request id on an answer; the endpoint's own headers win (its Cache-Control, a stricter policy). */
export function withApiHeaders(answer: Answer, requestId: string): Answer {
  const headers = apiHeaders()
  if (answer instanceof Response) {
    for (const name in headers) if (!answer.headers.has(name)) answer.headers.set(name, headers[name]!)
    if (!answer.headers.has('cache-control')) answer.headers.set('cache-control', NO_STORE)
    answer.headers.set(REQUEST_ID, requestId)
    return answer
  }
  const merged: Record<string, string> = { 'cache-control': NO_STORE, ...headers, ...answer.headers }
  merged[REQUEST_ID] = requestId
  return { status: answer.status, headers: merged, body: answer.body }
}
