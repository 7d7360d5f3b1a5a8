import { REQUEST_ID_HEADER } from '@/features/sites/request-headers'
import { jotformSubmissions } from '@/integrations/jotform'
import { consume, rateLimitStore } from '@/integrations/rate-limit'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { requestLogger } from '@/lib/logger'

import { handleJotformSubmission } from './handler'

export const dynamic = 'force-dynamic'

/** The window of FORECOURT_LEAD_RATE_LIMIT: lead submissions per client address per 10 minutes. */
const LEAD_WINDOW_MS = 10 * 60 * 1000

/** A Jotform embed reports a finished submission (see handler.ts). */
export async function POST(request: Request) {
  return handleJotformSubmission(request, {
    submissions: jotformSubmissions(),
    log: requestLogger(request.headers.get(REQUEST_ID_HEADER)),
    allow: async (incoming) => consume(await rateLimitStore(), `jotform:${clientAddress(incoming.headers)}`, env().FORECOURT_LEAD_RATE_LIMIT, LEAD_WINDOW_MS),
  })
}
