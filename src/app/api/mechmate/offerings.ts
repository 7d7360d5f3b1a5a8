import { z } from 'zod'

import { positionQuery, registrationParam } from '@/features/service-booking/schema'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { BOOKING_ERRORS, invalidSegments, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/**
 * `GET /api/mechmate/{services|addons}/{registrationNumber}?lat=&lng=` (spec 3 §7): the catalogue's services or
 * add-ons for the car as `{ serviceOfferingCategories }`, priced as the median of the workshops nearest the place
 * (all of them when none is given).
 */
export function offeringsEndpoint(segment: 'services' | 'addons') {
  const kind = segment === 'services' ? 'service' : 'addon'
  return defineEndpoint({
    method: 'GET',
    path: `/api/mechmate/${segment}/[registrationNumber]`,
    summary: `The ${segment === 'services' ? 'services' : 'add-ons'} for a car, priced near a place`,
    site: isSiteHost,
    params: z.object({ registrationNumber: registrationParam }),
    invalidParams: invalidSegments,
    query: positionQuery,
    rateLimit: workshopLookups,
    errors: BOOKING_ERRORS,
    example: { params: { registrationNumber: 'ABC123' }, query: { lat: '59.8586', lng: '17.6389' } },
    handle: async ({ params, query }) => {
      const near = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null
      return plainJson(200, { serviceOfferingCategories: await (await workshopSystem()).services(params.registrationNumber, kind, near) })
    },
  })
}
