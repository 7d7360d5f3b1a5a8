import { isDemoMode } from '@/lib/env'
import { cms } from '@/server/payload'

import { handleDemoInbox } from './handler'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return handleDemoInbox(request, { demoMode: isDemoMode(), payload: cms })
}
