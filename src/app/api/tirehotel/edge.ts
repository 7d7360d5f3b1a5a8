import { isTireHotelError, notConfigured, type TireHotelError } from '@/features/tire-hotel/errors'
import { plainError } from '@/http/answer'
import type { EndpointRateLimit, ErrorMapping } from '@/http/endpoint'
import type { TireHotelApi } from '@/wiring/tire-hotel'

/**
 * What the /api/tirehotel declarations share at the edge: how the tire hotel's refusals are answered, how often
 * one client address may call, and the session token of a booking call.
 */

/** The tire hotel's refusals with their status and code; 503 while the encryption key is missing. */
export const TIRE_HOTEL_ERRORS: readonly ErrorMapping[] = [
  {
    is: isTireHotelError,
    answer: (error) => {
      const refusal = error as TireHotelError
      return plainError(refusal.status, refusal.code, refusal.message, refusal.headers)
    },
  },
  // Bundled more than once, the configuration error is recognised by its name.
  {
    is: (error) => error instanceof Error && error.name === 'ConfigurationError',
    answer: () => {
      const refusal = notConfigured()
      return plainError(refusal.status, refusal.code, refusal.message)
    },
  },
]

const TEN_MINUTES = 10 * 60_000

/** A per-address limit of one tire hotel call, with its message in the page's language. */
export function perAddressLimit(api: TireHotelApi, bucket: string, limit: () => number = api.perAddress): EndpointRateLimit {
  return {
    bucket: `tirehotel-${bucket}`,
    limit,
    windowMs: TEN_MINUTES,
    store: api.rateLimit,
    message: (seconds) =>
      `För många försök från din uppkoppling. Försök igen om ${Math.max(1, Math.ceil(seconds / 60))} ${Math.ceil(seconds / 60) > 1 ? 'minuter' : 'minut'}.`,
  }
}

/** The session token of a booking call: `Authorization: Bearer <token>`. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i.exec(authorization ?? '')
  return match ? match[1]! : null
}
