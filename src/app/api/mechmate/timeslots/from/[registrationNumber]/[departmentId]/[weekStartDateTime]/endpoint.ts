import { z } from 'zod'

import { departmentIdParam, offeringsQuery, registrationParam, weekStartParam } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { BOOKING_ERRORS, invalidSegments, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/**
 * `GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{weekStartDateTime}/?serviceOfferings=A,B`
 * (spec 3 §7): the week (Monday to Sunday) of that day at the workshop, each day with its free start times and
 * whether the car can be left all day, for the chosen services' length.
 */
export const mechmateTimeslots = defineEndpoint({
  method: 'GET',
  path: '/api/mechmate/timeslots/from/[registrationNumber]/[departmentId]/[weekStartDateTime]',
  summary: 'A workshop’s free times in one week for chosen services',
  site: isSiteHost,
  params: z.object({ registrationNumber: registrationParam, departmentId: departmentIdParam, weekStartDateTime: weekStartParam }),
  invalidParams: invalidSegments,
  query: offeringsQuery,
  rateLimit: workshopLookups,
  errors: BOOKING_ERRORS,
  example: {
    params: { registrationNumber: 'ABC123', departmentId: 'SE-1001-VERKSTAD', weekStartDateTime: '2026-11-30' },
    query: { serviceOfferings: 'ORIGINAL_SERVICE' },
  },
  handle: async ({ params, query }) =>
    plainJson(
      200,
      await (
        await workshopSystem()
      ).timeSlots(params.registrationNumber, params.departmentId, params.weekStartDateTime, query.serviceOfferings),
    ),
})
