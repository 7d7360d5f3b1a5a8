import { rateLimitStore } from '@/integrations/rate-limit'
import { env } from '@/lib/env'
import { serveDirectly } from '@/server/direct-routes'
import { deliverSoon, intakeTarget } from '@/server/leads'

import { handleComhub, MAX_LEAD_BODY_BYTES } from './handler'

export async function POST(request: Request) {
  return handleComhub(request, {
    site: () => intakeTarget(request),
    rateLimit: await rateLimitStore(),
    submissionsPerWindow: env().FORECOURT_LEAD_RATE_LIMIT,
    stored: deliverSoon,
  })
}

// Every later form is answered by the HTTP server straight from the socket (src/server/direct-routes.ts).
serveDirectly('POST', '/api/forms/comhub', POST, { maxBodyBytes: MAX_LEAD_BODY_BYTES })
