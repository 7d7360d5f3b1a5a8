import { isDemoMode } from '@/lib/env'
import { cms } from '@/server/payload'

import { handleDemoInboxAttachment } from './handler'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return handleDemoInboxAttachment(request, { demoMode: isDemoMode(), payload: cms })
}
