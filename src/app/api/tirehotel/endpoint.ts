import {
  bookingBody,
  cancelToken,
  daysBody,
  departmentQuery,
  loginQuery,
  reviewBody,
  searchQuery,
  validateQuery,
  workshopQuery,
} from '@/features/tire-hotel/schema'
import type { TireHotel } from '@/features/tire-hotel/tire-hotel'
import { CANCEL_PAGE_PATH, type DaysQuery } from '@/features/tire-hotel/wheel-change'
import { noSiteHere, isTireHotelError } from '@/features/tire-hotel/errors'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody, textBody } from '@/http/endpoint'
import { publicOrigin } from '@/http/public-origin'
import { env } from '@/lib/env'
import { onSiteHosts } from '@/wiring/site-hosts'
import { bearerToken, perAddressLimit, TIRE_HOTEL_ERRORS } from '@/app/api/tirehotel/edge'
import { tireHotelApi, type TireHotelApi } from '@/wiring/tire-hotel'

/**
 * The tire hotel's calls (spec 3 §7 /api/tirehotel), as the tire hotel block on se2's
 * /dack-och-biltillbehor/dackhotell makes them. Every refusal is `{ error, message }`, the message in the
 * page's Swedish; the booking calls take the session of `validate` as `Authorization: Bearer <sessionToken>`.
 * The login's three calls are answered straight from the socket (`direct`): they are the busiest.
 */

const BOOKING_BODY_BYTES = 8 * 1024
const REVIEW_BODY_BYTES = 8 * 1024
const CANCEL_BODY_BYTES = 2 * 1024
/** An example of a sealed token for the endpoint table: well formed, sealed by nobody. */
const EXAMPLE_TOKEN = 'Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd5GuC0oVb1sNz2aMq3eIx4yPw5tHl6jDr7gXk8'

/** `GET /api/tirehotel/authorization/search?regNo=` → `{ encryptedPhoneNumber, obfuscatedPhoneNumber, regNo }`; 404 with the page's message when no agreement has the car. */
export function tireHotelSearchEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'GET',
    path: '/api/tirehotel/authorization/search',
    summary: 'The tire hotel agreement of a car: a sealed token for it and the phone number masked',
    query: searchQuery,
    rateLimit: perAddressLimit(api, 'search'),
    errors: TIRE_HOTEL_ERRORS,
    direct: true,
    example: { query: { regNo: 'TIR123' } },
    handle: async ({ query }) => plainJson(200, await (await api.tireHotel()).search(query.regNo)),
  })
}

/** `POST /api/tirehotel/authorization/login?encryptedPhoneNumber=` → a code by SMS and `{ authorizationToken }`; 429 past 3 codes a phone in 10 minutes. */
export function tireHotelLoginEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/tirehotel/authorization/login',
    summary: 'Sends a one-time code to the agreement’s phone; answers the token to check it with',
    query: loginQuery,
    rateLimit: perAddressLimit(api, 'login'),
    errors: TIRE_HOTEL_ERRORS,
    direct: true,
    example: { query: { encryptedPhoneNumber: EXAMPLE_TOKEN } },
    handle: async ({ query }) => plainJson(200, await (await api.tireHotel()).login(query.encryptedPhoneNumber)),
  })
}

/**
 * `POST /api/tirehotel/authorization/validate?authToken=&otpToken=` → `{ status: 0, vehicles, sessionToken,
 * sessionExpiresInSeconds }`; 401 with the page's message otherwise. `encryptedPhoneNumber=` (the search's token) in
 * place of `authToken` checks a code the visitor already holds against the agreement's open codes.
 */
export function tireHotelValidateEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/tirehotel/authorization/validate',
    summary: 'Checks a one-time code; answers the customer’s cars and a session of 30 minutes',
    query: validateQuery,
    rateLimit: perAddressLimit(api, 'validate'),
    errors: TIRE_HOTEL_ERRORS,
    direct: true,
    example: { query: { authToken: 'q3Jx9TzL0bWm2VsK7nPe4RyF1cHu8AgD5oIw6tZl3Ek', otpToken: '4711' } },
    handle: async ({ query }) => {
      const tireHotel = await api.tireHotel()
      const validated = query.authToken
        ? await tireHotel.validate(query.authToken, query.otpToken)
        : await tireHotel.validateBySearch(query.encryptedPhoneNumber!, query.otpToken)
      return plainJson(200, validated)
    },
  })
}

const daysExample = { query: { workshopIdentifier: 'SE-1101-DACK' }, body: { startDate: '2026-12-01', endDate: '2027-02-28', regNo: 'VO' } }

/** A logged-in customer's look-up of the free days or times at their car's workshop (`workshopIdentifier`). */
function freeTimesEndpoint(
  api: TireHotelApi,
  call: {
    path: string
    summary: string
    example: typeof daysExample
    answer: (tireHotel: TireHotel, session: string | null, erpId: string, body: DaysQuery) => Promise<unknown>
  },
) {
  return defineEndpoint({
    method: 'POST',
    path: call.path,
    summary: call.summary,
    query: workshopQuery,
    body: jsonBody(daysBody, { maxBytes: BOOKING_BODY_BYTES, maxDepth: 4 }),
    rateLimit: perAddressLimit(api, 'lookups', () => env().FORECOURT_WORKSHOP_RATE_LIMIT),
    errors: TIRE_HOTEL_ERRORS,
    example: call.example,
    handle: async ({ query, body, header }) =>
      plainJson(200, await call.answer(await api.tireHotel(), bearerToken(header('authorization')), query.workshopIdentifier, body)),
  })
}

/** `POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=` (session) → `{ availableDates: [{ date }] }`, today + 3 days to + 3 months. */
export function tireHotelDaysEndpoint(api: TireHotelApi) {
  return freeTimesEndpoint(api, {
    path: '/api/tirehotel/booking/GetTimeslotDays',
    summary: 'The days a wheel change can be booked at the car’s workshop (logged-in customers)',
    example: daysExample,
    answer: (tireHotel, session, erpId, body) => tireHotel.availableDays(session, erpId, body),
  })
}

/** `POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier=` (session) → `{ availableTimeSlotDates: [{ date, startTime: ["2026-12-01T07:00:00", …] }] }`. */
export function tireHotelTimeslotsEndpoint(api: TireHotelApi) {
  return freeTimesEndpoint(api, {
    path: '/api/tirehotel/booking/GetTimeslots',
    summary: 'The free times of a day for a wheel change at the car’s workshop (logged-in customers)',
    example: { ...daysExample, body: { ...daysExample.body, endDate: '2026-12-01' } },
    answer: (tireHotel, session, erpId, body) => tireHotel.timeslots(session, erpId, body),
  })
}

/** `POST /api/tirehotel/booking/create?departmentIdentifier=` (session) → the booking confirmation of spec 3 §3.3; 409 when the time is gone. */
export function tireHotelBookEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/tirehotel/booking/create',
    summary: 'Books a wheel change and e-mails the confirmation with a calendar invitation (logged-in customers)',
    query: departmentQuery,
    body: jsonBody(bookingBody, { maxBytes: BOOKING_BODY_BYTES, maxDepth: 4 }),
    rateLimit: perAddressLimit(api, 'bookings', () => env().FORECOURT_BOOKING_RATE_LIMIT),
    errors: TIRE_HOTEL_ERRORS,
    example: {
      query: { departmentIdentifier: 'SE-1101-DACK' },
      body: {
        bookingDate: '2026-12-01',
        bookingStart: '2026-12-01T09:00:00',
        regNo: 'TIR123',
        freeText: 'Vinterhjulen, tack.',
        customer: { firstName: 'Vera', lastName: 'Lindqvist', email: 'vera@example.com', phoneMobile: '070-174 06 10' },
      },
    },
    handle: async ({ query, body, header }) => {
      const site = await api.site(header('host'))
      const confirmation = await (
        await api.tireHotel()
      ).book(bearerToken(header('authorization')), query.departmentIdentifier, body, {
        siteId: site?.id ?? null,
        origin: publicOrigin(header),
      })
      return plainJson(200, confirmation)
    },
  })
}

/**
 * `POST /api/tirehotel/booking/cancel` with the e-mail link's token, from the cancel page's form (`token=`; 303
 * back to the page) or as JSON (`{ token }` → `{ status, bookingConfirmationId }`); until 24 hours before.
 */
export function tireHotelCancelEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/tirehotel/booking/cancel',
    summary: 'Cancels a wheel change by the link in its confirmation e-mail, until 24 hours before',
    body: textBody({ maxBytes: CANCEL_BODY_BYTES, contentTypes: ['application/x-www-form-urlencoded', 'application/json'] }),
    rateLimit: perAddressLimit(api, 'cancel'),
    errors: TIRE_HOTEL_ERRORS,
    example: { body: `token=${EXAMPLE_TOKEN}` },
    async handle({ body, header }) {
      const form = (header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
      let sent: unknown
      try {
        sent = form ? new URLSearchParams(body).get('token') : (JSON.parse(body) as { token?: unknown })?.token
      } catch {
        return plainError(400, 'invalid_json', 'The body is not JSON.')
      }
      const token = cancelToken.safeParse(sent)
      if (!token.success) return plainError(400, 'invalid_request', 'token is the one in the e-mail’s link.')
      if (form) {
        // The page shows what became of it, whatever it was.
        await (await api.tireHotel()).cancel(token.data).catch((error: unknown) => {
          if (!isTireHotelError(error)) throw error
        })
        return { status: 303, headers: { location: `${CANCEL_PAGE_PATH}?${new URLSearchParams({ token: token.data })}` }, body: [] }
      }
      const view = await (await api.tireHotel()).cancel(token.data)
      return plainJson(200, { status: view.status, bookingConfirmationId: view.reference })
    },
  })
}

/** `POST /api/tirehotel/review/addReview` `{ rating, comment, date }` → 201 `{ status: 'received' }`; no token, as the spec says. */
export function tireHotelReviewEndpoint(api: TireHotelApi) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/tirehotel/review/addReview',
    summary: 'A customer’s rating of booking a wheel change (1–5 stars and a comment)',
    body: jsonBody(reviewBody, { maxBytes: REVIEW_BODY_BYTES, maxDepth: 3 }),
    rateLimit: perAddressLimit(api, 'review'),
    errors: TIRE_HOTEL_ERRORS,
    example: { body: { rating: 5, comment: 'Smidigt att boka!', date: '2026-11-28T10:00:00.000Z' } },
    handle: async ({ body, header }) => {
      const site = await api.site(header('host'))
      if (!site) throw noSiteHere()
      await (await api.tireHotel()).review(body, site.id)
      return plainJson(201, { status: 'received' })
    },
  })
}

export const tireHotelSearch = onSiteHosts(tireHotelSearchEndpoint(tireHotelApi))
export const tireHotelLogin = onSiteHosts(tireHotelLoginEndpoint(tireHotelApi))
export const tireHotelValidate = onSiteHosts(tireHotelValidateEndpoint(tireHotelApi))
export const tireHotelDays = onSiteHosts(tireHotelDaysEndpoint(tireHotelApi))
export const tireHotelTimeslots = onSiteHosts(tireHotelTimeslotsEndpoint(tireHotelApi))
export const tireHotelBook = onSiteHosts(tireHotelBookEndpoint(tireHotelApi))
export const tireHotelCancel = onSiteHosts(tireHotelCancelEndpoint(tireHotelApi))
export const tireHotelReview = onSiteHosts(tireHotelReviewEndpoint(tireHotelApi))

/** Every tire hotel endpoint, for the endpoint table. */
export const TIRE_HOTEL_ENDPOINTS = [
  tireHotelSearch,
  tireHotelLogin,
  tireHotelValidate,
  tireHotelDays,
  tireHotelTimeslots,
  tireHotelBook,
  tireHotelCancel,
  tireHotelReview,
] as const
