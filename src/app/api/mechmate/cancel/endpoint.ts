import { CHANGE_PAGE_PATH } from '@/features/service-booking/booking-change'
import { isBookingError } from '@/features/service-booking/errors'
import { linkToken } from '@/features/service-booking/schema'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, textBody } from '@/http/endpoint'
import { BOOKING_ERRORS, workshopBookings } from '@/app/api/mechmate/edge'
import { serviceBookingChanges } from '@/wiring/service-booking'

/**
 * `POST /api/mechmate/cancel` with a service booking's change-link token, from the change page's form (`token=`;
 * 303 back to the page, which shows what became of it) or as JSON (`{ token }` → `{ status, reference }`): cancels
 * the booking until 24 hours before and e-mails the cancellation with its calendar update; 404 an unknown link, 409
 * `TooLate` within 24 hours.
 */
export const mechmateCancel = defineEndpoint({
  method: 'POST',
  path: '/api/mechmate/cancel',
  summary: 'Cancels a service booking by the change link of its e-mail, until 24 hours before',
  body: textBody({ maxBytes: 2 * 1024, contentTypes: ['application/x-www-form-urlencoded', 'application/json'] }),
  rateLimit: workshopBookings,
  errors: BOOKING_ERRORS,
  example: { body: 'token=Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd5GuC0oVb1sNz2aMq3eIx4yPw5tHl6jDr7gXk8' },
  async handle({ body, header }) {
    const form = (header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
    let sent: unknown
    try {
      sent = form ? new URLSearchParams(body).get('token') : (JSON.parse(body) as { token?: unknown } | null)?.token
    } catch {
      return plainError(400, 'invalid_json', 'The body is not JSON.')
    }
    const token = linkToken.safeParse(sent)
    if (!token.success) return plainError(400, 'invalid_request', 'token is the one in the e-mail’s link.')
    if (form) {
      await (await serviceBookingChanges()).cancel(token.data).catch((error: unknown) => {
        if (!isBookingError(error)) throw error
      })
      return { status: 303, headers: { location: `${CHANGE_PAGE_PATH}?${new URLSearchParams({ token: token.data })}` }, body: [] }
    }
    const view = await (await serviceBookingChanges()).cancel(token.data)
    return plainJson(200, { status: view.status, reference: view.reference })
  },
})
