import { invalidSegment, isBookingError, type BookingError } from '@/features/service-booking/errors'
import { plainJson, type PlainAnswer } from '@/http/answer'
import type { EndpointRateLimit, ErrorMapping } from '@/http/endpoint'
import { env } from '@/lib/env'
import { rateLimitStore } from '@/wiring/rate-limit'

/**
 * What the /api/mechmate declarations share at the edge: how the booking domain's errors are answered, and how
 * often one client address may call.
 */

/**
 * A booking domain error as the page reads it: `{ error: code, message, errors: [{ code, message }] }`, the
 * Error Result list of spec 3 §3.1 whose first entry the page maps to its message (spec 3 §8).
 */
function bookingErrorAnswer(error: BookingError): PlainAnswer {
  return plainJson(error.status, {
    error: error.code,
    message: error.message,
    errors: [{ code: error.code, message: error.message }],
    ...error.details,
  })
}

/** The booking domain's errors, each answered as its Error Result list. */
export const BOOKING_ERRORS: readonly ErrorMapping[] = [
  { is: isBookingError, answer: (error) => bookingErrorAnswer(error as BookingError) },
]

/** The answer to /api/mechmate path segments out of their shape: 400 InvalidReg and the like (spec 3 §7, §8), not 404. */
export const invalidSegments = (names: string[]): PlainAnswer => bookingErrorAnswer(invalidSegment(names))

const TEN_MINUTES = 10 * 60 * 1000

/** Look-ups one client address may make (FORECOURT_WORKSHOP_RATE_LIMIT per 10 minutes), across the workshop endpoints. */
export const workshopLookups: EndpointRateLimit = {
  bucket: 'workshop-lookups',
  limit: () => env().FORECOURT_WORKSHOP_RATE_LIMIT,
  windowMs: TEN_MINUTES,
  message: (seconds) => `Too many requests from this address. Try again in ${seconds} seconds.`,
  store: rateLimitStore,
}

/** Bookings one client address may make (FORECOURT_BOOKING_RATE_LIMIT per 10 minutes). */
export const workshopBookings: EndpointRateLimit = {
  bucket: 'workshop-bookings',
  limit: () => env().FORECOURT_BOOKING_RATE_LIMIT,
  windowMs: TEN_MINUTES,
  message: (seconds) => `Too many bookings from this address. Try again in ${seconds} seconds.`,
  store: rateLimitStore,
}
