/**
 * What an endpoint answers. The instance server writes it straight to Node's response (src/http/direct.ts),
 * Next.js's route handler turns it into a Web response (src/http/next-route.ts): headers by their names in
 * lower case, and the body's bytes in parts, sent one after the other and never joined (each car of a search
 * answer is kept as bytes of its own).
 */
export type PlainAnswer = { status: number; headers: Record<string, string>; body: readonly Uint8Array[] }

/** An endpoint answers plainly, or, where it needs Next.js's request scope (cookies, redirects), with a Web response. */
export type Answer = PlainAnswer | Response

/** A JSON answer. */
export function plainJson(status: number, value: unknown, headers: Record<string, string> = {}): PlainAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: [Buffer.from(JSON.stringify(value))] }
}

/** The error body of every endpoint: `{ error: code, message: text }`, and any details beside them (`fields`). */
export function plainError(status: number, error: string, message: string, headers?: Record<string, string>, details?: Record<string, unknown>): PlainAnswer {
  return plainJson(status, { error, message, ...details }, headers)
}

/** An answer with a body that is not JSON (a picture, a sitemap, a text file). */
export function plainBytes(status: number, contentType: string, body: Uint8Array | string, headers: Record<string, string> = {}): PlainAnswer {
  return { status, headers: { 'content-type': contentType, ...headers }, body: [typeof body === 'string' ? Buffer.from(body) : body] }
}

/**
 * A refusal an endpoint's handler throws: the edge answers it as `{ error, message }` with the status, so a
 * handler reads straight through its happy path.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'HttpError'
  }

  answer(): PlainAnswer {
    return plainError(this.status, this.code, this.message, this.headers, this.details)
  }
}

/** An answer as a Web response; its parts are streamed one after the other. */
export function webResponse(answer: PlainAnswer, withBody = true): Response {
  const parts = answer.body
  let next = 0
  const body = !withBody
    ? null
    : parts.length === 1
      ? (parts[0] as Uint8Array<ArrayBuffer>)
      : new ReadableStream<Uint8Array>({
          pull(controller) {
            if (next < parts.length) controller.enqueue(parts[next++]!)
            if (next >= parts.length) controller.close()
          },
        })
  return new Response(body, { status: answer.status, headers: answer.headers })
}

/** The byte length of an answer's body. */
export function answerLength(answer: PlainAnswer): number {
  let length = 0
  for (const part of answer.body) length += part.byteLength
  return length
}
