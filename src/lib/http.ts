/** The error body of every public endpoint: `{ error: code, message: text }`. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status, headers })
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

/** A request body as text, read no further than `maxBytes`; null when it is larger (answer 413). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const body = await readBody(request, maxBytes)
  return body === null ? null : textOf(body)
}

/** A request body, read no further than `maxBytes`; null when it is larger. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return EMPTY_BODY
  const chunks: Uint8Array[] = []
  try {
    for await (const chunk of boundedChunks(request.body, maxBytes)) chunks.push(chunk)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null
    throw error
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
}

const EMPTY_BODY = new Uint8Array(0)

/** Bytes as UTF-8 text, without copying them first. */
export const textOf = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')

/**
 * A request as a route read by both Next.js and the HTTP server itself reads it (src/server/direct-routes.ts):
 * the server makes it straight from Node's request, without a Web Request, whose headers, URL, signal and body
 * stream cost more than a small handler's own work; Next.js's route handler makes it from its Web Request.
 */
export type PlainRequest = {
  readonly method: string
  /** The path and query string as sent. */
  readonly url: string
  /** A header's value, by its name in lower case; null when it was not sent. */
  header(name: string): string | null
  /** The body, read no further than the route's limit. */
  readonly body: Uint8Array
  /** The body went past the route's limit and was not read to its end: the answer is 413. */
  readonly tooLarge: boolean
}

/**
 * The answer of such a route: headers by their names in lower case, and the body's bytes in parts, sent one
 * after the other and never joined (each car of a search answer is kept as bytes of its own).
 */
export type PlainAnswer = { status: number; headers: Record<string, string>; body: readonly Uint8Array[] }

/** A JSON answer. */
export function plainJson(status: number, value: unknown, headers: Record<string, string> = {}): PlainAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: [Buffer.from(JSON.stringify(value))] }
}

/** The error body of every public endpoint (`{ error, message }`), as a plain answer. */
export function plainError(status: number, error: string, message: string, headers?: Record<string, string>): PlainAnswer {
  return plainJson(status, { error, message }, headers)
}
