import { rateLimitStore } from '@/integrations/rate-limit'
import { env } from '@/lib/env'
import { deliverSoon, intakeDeps, intakeSite } from '@/server/leads'
import { siteForRequest } from '@/server/request-site'

import { handleComhub } from './handler'

export async function POST(request: Request) {
  return handleComhub(request, {
    site: async () => {
      const site = await siteForRequest(request)
      return site ? { site: intakeSite(site), deps: await intakeDeps(site) } : null
    },
    rateLimit: await rateLimitStore(),
    submissionsPerWindow: env().FORECOURT_LEAD_RATE_LIMIT,
    stored: deliverSoon,
  })
}
