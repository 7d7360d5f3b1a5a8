/**
 * Whether an error means the database could not be reached, rather than that a request or the code was wrong:
 * the connection was refused, reset or timed out, or PostgreSQL is shutting down, starting up or dropped the
 * connection (SQLSTATE class 08, 57P01–57P03). The edge answers these with 503 and Retry-After, as an outage
 * the client can wait out, not as a fault of the service (src/http/edge.ts). Drivers and query builders wrap the
 * driver's error, so its causes are searched too.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND'])
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123])$/
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/, /Connection terminated unexpectedly/]

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true
  }
  return false
}
