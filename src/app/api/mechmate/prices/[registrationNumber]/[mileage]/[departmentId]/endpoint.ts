import { z } from 'zod'

import { MAX_MILEAGE } from '@/features/service-booking/booking-rules'
import { departmentIdParam, offeringsQuery, registrationParam } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { integerParam } from '@/http/query'
import { BOOKING_ERRORS, invalidSegments, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/**
 * `GET /api/mechmate/prices/{registrationNumber}/{mileage}/{departmentId}?serviceOfferings=A,B` (spec 3 §7, the
 * price lookup): one workshop's prices for the chosen offerings, as `{ serviceOfferings: [{ code, price, … }] }`.
 */
export const mechmatePrices = defineEndpoint({
  method: 'GET',
  path: '/api/mechmate/prices/[registrationNumber]/[mileage]/[departmentId]',
  summary: 'One workshop’s prices for chosen services',
  site: isSiteHost,
  params: z.object({
    registrationNumber: registrationParam,
    mileage: integerParam({ min: 0, max: MAX_MILEAGE, message: `mileage is a whole number of mil, 0–${MAX_MILEAGE}.` }),
    departmentId: departmentIdParam,
  }),
  invalidParams: invalidSegments,
  query: offeringsQuery,
  rateLimit: workshopLookups,
  errors: BOOKING_ERRORS,
  example: {
    params: { registrationNumber: 'ABC123', mileage: '4500', departmentId: 'SE-1001-VERKSTAD' },
    query: { serviceOfferings: 'ORIGINAL_SERVICE,WIPER_BLADES' },
  },
  handle: async ({ params, query }) => {
    const serviceOfferings = await (
      await workshopSystem()
    ).prices(params.registrationNumber, params.mileage, params.departmentId, query.serviceOfferings)
    return plainJson(200, { serviceOfferings })
  },
})
