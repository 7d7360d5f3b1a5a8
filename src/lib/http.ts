import { processSingleton } from './process-singleton'

/** The error body of every public endpoint: `{ error: code, message: text }`. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return jsonResponse({ error, message }, { status, headers })
}

/**
 * `Response.json`, with its bytes kept (see bytesResponse): a server that writes the answer itself sends them
 * without reading the body back from a stream, which costs more than making the answer did.
 */
export function jsonResponse(value: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  return bytesResponse(Buffer.from(JSON.stringify(value)), { ...init, headers })
}

/** A body went past the limit its reader was given. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`)
  }
}

/**
 * A body's chunks as they arrive, counted: past `maxBytes` it throws BodyTooLargeError without reading on.
 * The stream is released however the reading ends.
 */
export async function* boundedChunks(body: ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = body.getReader()
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      received += value.byteLength
      if (received > maxBytes) throw new BodyTooLargeError(maxBytes)
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}

/**
 * Bodies the HTTP server read from the socket before handing a request over (src/server/direct-routes.ts):
 * such a request has no body stream of its own, which spares a stream per request. Kept per process, as the
 * server and the route bundles each load this module.
 */
const bodiesRead = processSingleton('bodiesRead', () => new WeakMap<Request, Uint8Array>())

/** The body of `request`, already read: `readBodyText` answers with it. */
export function withBodyRead(request: Request, body: Uint8Array): Request {
  bodiesRead().set(request, body)
  return request
}

/** The bytes of responses made by `bytesResponse`, by response (see there). Kept per process, as above. */
const responseBytes = processSingleton('responseBytes', () => new WeakMap<Response, readonly Uint8Array[]>())

/**
 * A response whose body is bytes already in memory, handed over without a copy: a server that writes it
 * itself takes them from `bytesOf` (src/server/direct-routes.ts); anyone else reads the body stream, which
 * gives the same bytes. A Response made from bytes directly copies them, and reading it back copies them
 * again: for an answer of several hundred kilobytes that is most of what sending it costs. The body may be
 * given in parts (each car of a search answer is kept as bytes of its own): they are sent one after the
 * other and never joined, so an answer allocates no memory of its size.
 */
export function bytesResponse(bytes: Uint8Array | readonly Uint8Array[], init: ResponseInit = {}): Response {
  const parts = bytes instanceof Uint8Array ? [bytes] : bytes
  let next = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++]!)
      if (next >= parts.length) controller.close()
    },
  })
  const response = new Response(body, init)
  response.headers.set('content-length', String(byteLengthOf(parts)))
  responseBytes().set(response, parts)
  return response
}

/** The length of a body given in parts. */
export const byteLengthOf = (parts: readonly Uint8Array[]): number => {
  let length = 0
  for (const part of parts) length += part.byteLength
  return length
}

/** The bytes a `bytesResponse` was made with, in their parts, if `response` is one whose body nobody has read. */
export function bytesOf(response: Response): readonly Uint8Array[] | undefined {
  return response.bodyUsed ? undefined : responseBytes().get(response)
}

/** A request body as text, read no further than `maxBytes`; null when it is larger (answer 413). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  const read = bodiesRead().get(request)
  if (read) return read.byteLength > maxBytes ? null : Buffer.from(read.buffer, read.byteOffset, read.byteLength).toString('utf8')
  if (!request.body) return ''
  const chunks: Uint8Array[] = []
  try {
    for await (const chunk of boundedChunks(request.body, maxBytes)) chunks.push(chunk)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null
    throw error
  }
  return Buffer.concat(chunks).toString('utf8')
}
