import { isValidHost } from './client-address'
import type { HeaderReader } from './endpoint'

/**
 * The origin the visitor used: the host and scheme they asked for, not the address the server listens on.
 * The instance server sets `X-Forwarded-Host` and `X-Forwarded-Proto` from the socket, or from a trusted proxy
 * (src/http/transport.ts); they are checked again here, so no header can make a redirect leave for another
 * scheme (`javascript:`) or a malformed host.
 */
export function publicOrigin(header: HeaderReader, fallbackHost = 'localhost'): string {
  const host = [header('x-forwarded-host'), header('host')].find((value): value is string => Boolean(value && isValidHost(value))) ?? fallbackHost
  const protocol = header('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return `${protocol}://${host}`
}
