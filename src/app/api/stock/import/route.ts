import { env } from '@/lib/env'
import { cms } from '@/server/payload'

import { handleStockImport } from './handler'

export const dynamic = 'force-dynamic'

/** The dealer system's stock feed (see handler.ts); the key comes from FORECOURT_STOCK_API_KEY. */
export async function POST(request: Request) {
  return handleStockImport(request, { apiKey: env().FORECOURT_STOCK_API_KEY, payload: cms })
}
