import { z } from 'zod'

import { registrationParam } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { BOOKING_ERRORS, invalidSegments, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/**
 * `GET /api/mechmate/car/{registrationNumber}` (spec 3 §7): the car from the vehicle register, with whether the
 * group's workshops service its make. 400 InvalidReg, 404 VehicleNotFound, each with the message the page shows.
 */
export const mechmateCar = defineEndpoint({
  method: 'GET',
  path: '/api/mechmate/car/[registrationNumber]',
  summary: 'A car by its registration number, and whether the workshops service it',
  site: isSiteHost,
  params: z.object({ registrationNumber: registrationParam }),
  invalidParams: invalidSegments,
  rateLimit: workshopLookups,
  errors: BOOKING_ERRORS,
  example: { params: { registrationNumber: 'ABC123' } },
  handle: async ({ params }) => plainJson(200, await (await workshopSystem()).car(params.registrationNumber)),
})
