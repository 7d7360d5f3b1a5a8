import { z } from 'zod'

import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { BOOKING_ERRORS, invalidSegments, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

/** `GET /api/mechmate/authorized-workshop/{brand}` (spec 3 §7; spaces as hyphens): `{ hasBrand }`, whether a workshop services the make. */
export const mechmateAuthorizedWorkshop = defineEndpoint({
  method: 'GET',
  path: '/api/mechmate/authorized-workshop/[brand]',
  summary: 'Whether the group has a workshop for a make',
  site: isSiteHost,
  params: z.object({ brand: z.string().regex(/^[\p{L}\p{N}-]{1,40}$/u, 'A make is letters and digits, spaces as hyphens.') }),
  invalidParams: invalidSegments,
  rateLimit: workshopLookups,
  errors: BOOKING_ERRORS,
  example: { params: { brand: 'Volkswagen' } },
  async handle({ params }) {
    return plainJson(200, { hasBrand: await (await workshopSystem()).hasBrand(params.brand) })
  },
})
