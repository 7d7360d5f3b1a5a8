import type { Database } from '@/db/database'
import type { WorkshopDirectory } from '@/features/service-booking/directory'
import type { RateLimitStore } from '@/lib/rate-limit'
import type { SmsSender } from './ports'
import type { TireStorage } from './ports'
import type { Sealer } from '@/lib/encryption'

import { tireHotelAuthorization } from './authorization'
import { storeReview } from './repository'
import { wheelChanges, type DaysQuery, type WheelChangeRequest } from './wheel-change'

/**
 * The tire hotel (spec 3 §1, §2.5, §7 /api/tirehotel): the login by one-time code, then — for a session's own
 * cars only — the wheel change's days, times and booking; the cancel link; and the customer's rating.
 */
export type TireHotelDeps = {
  db: Database
  storage: TireStorage
  sms: SmsSender
  directory: () => Promise<WorkshopDirectory>
  rateLimit: () => Promise<RateLimitStore>
  sealer: () => Sealer
  now: () => Date
  reference?: () => string
  onSmsFailure?: (error: unknown) => void
}

export function tireHotel(deps: TireHotelDeps) {
  const authorization = tireHotelAuthorization(deps)
  const bookings = wheelChanges(deps)
  return {
    search: authorization.search,
    login: authorization.login,
    validate: authorization.validate,
    validateBySearch: authorization.validateBySearch,
    async availableDays(sessionToken: string | null, erpId: string, query: DaysQuery) {
      return bookings.availableDays(await authorization.session(sessionToken), erpId, query)
    },
    async timeslots(sessionToken: string | null, erpId: string, query: DaysQuery) {
      return bookings.timeslots(await authorization.session(sessionToken), erpId, query)
    },
    async book(
      sessionToken: string | null,
      erpId: string,
      request: WheelChangeRequest,
      context: { siteId: number | null; origin: string },
    ) {
      return bookings.book(await authorization.session(sessionToken), erpId, request, context)
    },
    cancellation: bookings.cancellation,
    cancel: bookings.cancel,
    /** Spec 3 §3.3 Review, kept on the site it was given on. */
    async review(review: { rating: number; comment: string; date: string }, siteId: number) {
      await storeReview(deps.db, {
        rating: review.rating,
        comment: review.comment,
        ratedAt: new Date(review.date),
        siteId,
        now: deps.now(),
      })
    },
  }
}

export type TireHotel = ReturnType<typeof tireHotel>
