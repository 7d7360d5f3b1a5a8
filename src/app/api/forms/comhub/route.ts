import { rateLimitStore } from '@/integrations/rate-limit'
import { env } from '@/lib/env'
import { deliverSoon, intakeTarget } from '@/server/leads'

import { handleComhub } from './handler'

export async function POST(request: Request) {
  return handleComhub(request, {
    site: () => intakeTarget(request),
    rateLimit: await rateLimitStore(),
    submissionsPerWindow: env().FORECOURT_LEAD_RATE_LIMIT,
    stored: deliverSoon,
  })
}
