import { bookingPayload } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { publicOrigin } from '@/http/public-origin'
import { logger } from '@/lib/logger'
import { deliverSoon } from '@/wiring/lead-delivery'
import { siteOfRequestHost } from '@/wiring/site-hosts'
import { BOOKING_ERRORS, workshopBookings } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/** A booking is a few fields of text. */
export const MAX_BOOKING_BODY_BYTES = 16 * 1024

/**
 * `POST /api/mechmate/book` (spec 3 §3.1, §7): 200 with `{ id, registrationNumber, kobraProductIds }` once the
 * booking and its confirmation e-mail are stored (`id` is the booking's reference, e.g. NB-V2LBG8P7); otherwise
 * `{ error, message, errors: [{ code, message }] }` with the code of spec 3 §8 — 400 InvalidReg, 404
 * VehicleNotFound, 422 BrandNotSupported,{brand}, 409 TimeslotNotAvailable (someone else took the last place) — or
 * 409 CarAlreadyBooked (the car has a booking then; with `conflict`, the token that sends that booking's change
 * link), and nothing stored.
 */
export const mechmateBook = defineEndpoint({
  method: 'POST',
  path: '/api/mechmate/book',
  summary: 'Books a workshop time for a car and services, and e-mails the confirmation',
  site: isSiteHost,
  body: jsonBody(bookingPayload, {
    maxBytes: MAX_BOOKING_BODY_BYTES,
    tooLarge: `A booking is at most ${MAX_BOOKING_BODY_BYTES / 1024} KB.`,
  }),
  rateLimit: workshopBookings,
  errors: BOOKING_ERRORS,
  // Answered by the instance server straight from the socket, as the lead forms are: it needs nothing of
  // Next.js's request scope, and Next.js's routing with the request pipeline took about 3 ms of the request
  // thread a booking (a third of it), where the edge alone takes under 1 ms.
  direct: true,
  example: {
    // A time long past: the example (and every request made from it) is refused before anything is stored.
    body: {
      customer: { firstName: 'Vera', lastName: 'Nilsson', phone: '070 174 06 50', email: 'vera@example.com' },
      freeText: 'Det gnisslar från höger framhjul.',
      departmentId: 'SE-1001-VERKSTAD',
      timeSlot: '2020-01-07T09:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 4500,
      serviceOfferingRequests: [{ kobraId: 'K-1001' }],
    },
  },
  handle: async ({ body, header }) => {
    const site = await siteOfRequestHost(header('host')).catch(() => null)
    const confirmation = await (await workshopSystem()).book(body, { siteId: site?.id ?? null, origin: publicOrigin(header) })
    logger.info({ booking: confirmation.id, department: body.departmentId }, 'workshop booking stored')
    deliverSoon()
    return plainJson(200, confirmation)
  },
})
