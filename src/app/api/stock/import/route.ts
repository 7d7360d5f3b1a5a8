import { env } from '@/lib/env'
import { withApiHeaders } from '@/server/api-headers'
import { cms } from '@/server/payload'

import { handleStockImport } from './handler'

export const dynamic = 'force-dynamic'

/** The dealer system's stock feed (see handler.ts); the key comes from FORECOURT_STOCK_API_KEY. */
export async function POST(request: Request) {
  // Kept out of the request pipeline (see proxy.ts): its answers get the pipeline's API headers here.
  return withApiHeaders(await handleStockImport(request, { apiKey: env().FORECOURT_STOCK_API_KEY, payload: cms }))
}
