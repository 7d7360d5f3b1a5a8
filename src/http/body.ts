/**
 * Request bodies as the edge reads them: never further than an endpoint's limit, text only as valid UTF-8,
 * and JSON only as deep as a form or a search can be.
 */

/** A body went past the limit its reader was given. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`)
    this.name = 'BodyTooLargeError'
  }
}

/** Why a body could not be read as JSON: the edge answers each with 400 and its own code. */
export class UnreadableBodyError extends Error {
  constructor(
    readonly code: 'invalid_encoding' | 'invalid_json' | 'too_deep',
    message: string,
  ) {
    super(message)
    this.name = 'UnreadableBodyError'
  }
}

/**
 * A body's chunks as they arrive, counted: past `maxBytes` it throws BodyTooLargeError without reading on.
 * The stream is released however the reading ends.
 */
export async function* boundedChunks(body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array, void, undefined> {
  let received = 0
  if ('getReader' in body) {
    const reader = body.getReader()
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
  for await (const chunk of body) {
    received += chunk.byteLength
    if (received > maxBytes) throw new BodyTooLargeError(maxBytes)
    yield chunk
  }
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

export const EMPTY_BODY = new Uint8Array(0)

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** Bytes as UTF-8 text; bytes that are not UTF-8 are refused rather than read as something else. */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    throw new UnreadableBodyError('invalid_encoding', 'The body is not valid UTF-8 text.')
  }
}

/** Deeper than any form or search body: a search's filters are five levels deep. */
export const MAX_JSON_DEPTH = 32

/**
 * JSON text as a value, refused before it is parsed when its arrays and objects nest deeper than `maxDepth`:
 * every reader after the parser (validation, the search engine) walks the value recursively, and a body of a
 * few kilobytes nested a thousand deep would run it out of stack.
 */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text) > maxDepth) throw new UnreadableBodyError('too_deep', `The JSON nests deeper than ${maxDepth} levels.`)
  try {
    return JSON.parse(text)
  } catch {
    throw new UnreadableBodyError('invalid_json', 'The body is not valid JSON.')
  }
}

/** How deep the arrays and objects of JSON text nest, counted without parsing it (brackets in strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c) i++ // a backslash: the next character is escaped
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > deepest) deepest = depth
    } else if (code === 0x5d || code === 0x7d) depth--
  }
  return deepest
}
