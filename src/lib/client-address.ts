/** A request's headers, or a function giving a header's value by its name in lower case. */
type HeaderSource = Headers | ((name: string) => string | null)

/** The client's address as the outermost proxy saw it (Next.js sets x-forwarded-for from the socket when absent). */
export function clientAddress(headers: HeaderSource): string {
  const header = typeof headers === 'function' ? headers : (name: string) => headers.get(name)
  return header('x-forwarded-for')?.split(',')[0]?.trim() || header('x-real-ip') || 'unknown'
}
