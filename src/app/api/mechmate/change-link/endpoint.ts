import { changeLinkBody } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { publicOrigin } from '@/http/public-origin'
import { deliverSoon } from '@/wiring/lead-delivery'
import { BOOKING_ERRORS, workshopBookings } from '@/app/api/mechmate/edge'
import { serviceBookingChanges } from '@/wiring/service-booking'

/** The link changes the booking it names; sent only to the address that booking was made with. */
const SENT_MESSAGE = 'Vi har skickat länken till e-postadressen som bokningen gjordes med.'

/**
 * `POST /api/mechmate/change-link` `{ conflict }` (issue 42): the token a booking refused with CarAlreadyBooked
 * carries sends the change link of the booking it met to the address that booking was made with → 202. Neither
 * the address nor the booking is told; an unknown or expired token is 404, a token of a booking no longer booked
 * too.
 */
export const mechmateChangeLink = defineEndpoint({
  method: 'POST',
  path: '/api/mechmate/change-link',
  summary: 'Sends the change link of the booking a refused booking met to the address that booking was made with',
  body: jsonBody(changeLinkBody, { maxBytes: 2 * 1024, maxDepth: 2 }),
  rateLimit: workshopBookings,
  errors: BOOKING_ERRORS,
  example: { body: { conflict: 'Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd5GuC0oVb1sNz2aMq3eIx4yPw5tHl6jDr7gXk8' } },
  handle: async ({ body, header }) => {
    await (await serviceBookingChanges()).sendChangeLink(body.conflict, publicOrigin(header))
    deliverSoon()
    return plainJson(202, { status: 'sent', message: SENT_MESSAGE })
  },
})
