import { rateLimitStore } from '@/integrations/rate-limit'
import { env } from '@/lib/env'
import type { PlainRequest } from '@/lib/http'
import { routeHandler, serveDirectly } from '@/server/direct-routes'
import { deliverSoon, intakeTarget } from '@/server/leads'

import { handleComhub, MAX_LEAD_BODY_BYTES } from './handler'

async function comhub(request: PlainRequest) {
  return handleComhub(request, {
    site: intakeTarget,
    rateLimit: await rateLimitStore(),
    submissionsPerWindow: env().FORECOURT_LEAD_RATE_LIMIT,
    stored: deliverSoon,
  })
}

export const POST = routeHandler(comhub, { maxBodyBytes: MAX_LEAD_BODY_BYTES })

// Every later form is answered by the HTTP server straight from the socket (src/server/direct-routes.ts).
serveDirectly('POST', '/api/forms/comhub', comhub, { maxBodyBytes: MAX_LEAD_BODY_BYTES })
