/** The origin the visitor used (the Host header), not the address the server listens on. */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')
  return `${protocol}://${host}`
}
