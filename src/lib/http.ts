/** The error body of every public endpoint: `{ error: code, message: text }`. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status, headers })
}
