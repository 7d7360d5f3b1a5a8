import { databaseOf } from '@/db/database'
import { bookingChanges, type BookingChanges } from '@/features/service-booking/booking-change'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingEngine } from '@/features/service-booking/engine'
import { invalidSegment, isBookingError, type BookingError } from '@/features/service-booking/errors'
import type { WorkshopSystem } from '@/features/service-booking/ports'
import { plainJson, type PlainAnswer } from '@/http/answer'
import type { EndpointRateLimit } from '@/http/endpoint'
import { registerTable } from '@/integrations/vehicle-register/register-table'
import { sealer } from '@/lib/encryption'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'

import { cms } from '@/wiring/cms'

/**
 * The workshop system of this instance: Forecourt's own booking engine over its database, with the vehicle
 * register table. A workshop management system or a national register would be chosen here by environment
 * variables; until one is connected, these are the product's.
 */
const engine = processSingleton('workshopSystem', async () => {
  const payload = await cms()
  return bookingEngine({
    db: databaseOf(payload),
    directory: cachedDirectory(() => loadDirectory(payload)),
    register: registerTable(payload),
    sealer,
  })
})

/** The workshop system of this instance (the booking engine unless another adapter is configured). */
export function workshopSystem(): Promise<WorkshopSystem> {
  return engine()
}

const changes = processSingleton('serviceBookingChanges', async () => {
  const payload = await cms()
  return bookingChanges({
    db: databaseOf(payload),
    directory: cachedDirectory(() => loadDirectory(payload)),
    sealer,
    now: () => new Date(),
  })
})

/** Changing and cancelling service bookings by the links of their e-mails. */
export function serviceBookingChanges(): Promise<BookingChanges> {
  return changes()
}

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

/** The answer to /api/mechmate path segments out of their shape: 400 InvalidReg and the like (spec 3 §7, §8), not 404. */
export const invalidSegments = (names: string[]): PlainAnswer => bookingErrorAnswer(invalidSegment(names))

/** Runs a handler's work, answering the booking domain's errors. */
export async function answering(work: () => Promise<PlainAnswer | Response>): Promise<PlainAnswer | Response> {
  try {
    return await work()
  } catch (error) {
    if (isBookingError(error)) return bookingErrorAnswer(error)
    throw error
  }
}

const TEN_MINUTES = 10 * 60 * 1000

/** Look-ups one client address may make (FORECOURT_WORKSHOP_RATE_LIMIT per 10 minutes), across the workshop endpoints. */
export const workshopLookups: EndpointRateLimit = {
  bucket: 'workshop-lookups',
  limit: () => env().FORECOURT_WORKSHOP_RATE_LIMIT,
  windowMs: TEN_MINUTES,
  message: (seconds) => `Too many requests from this address. Try again in ${seconds} seconds.`,
}

/** Bookings one client address may make (FORECOURT_BOOKING_RATE_LIMIT per 10 minutes). */
export const workshopBookings: EndpointRateLimit = {
  bucket: 'workshop-bookings',
  limit: () => env().FORECOURT_BOOKING_RATE_LIMIT,
  windowMs: TEN_MINUTES,
  message: (seconds) => `Too many bookings from this address. Try again in ${seconds} seconds.`,
}
