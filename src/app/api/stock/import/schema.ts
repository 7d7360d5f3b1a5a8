import { z } from 'zod'

import { VEHICLE_INDICES } from '@/features/stock/car'
import type { FeedFormat } from '@/features/stock/feed'

/** `?index=vehicles-se&mode=full|upsert` (upsert when not given). */
export const stockImportQuery = z.object({
  index: z.enum(VEHICLE_INDICES),
  mode: z.enum(['upsert', 'full']).default('upsert'),
})

/** The largest market's full feed (100,000 cars of about 3 KB) with room to spare; larger uploads are refused. */
export const MAX_FEED_BYTES = 300 * 1024 * 1024

/** The feed's format by its Content-Type; none (or a generic one) is sniffed from the feed. */
export function feedFormatOf(contentType: string | null): FeedFormat | 'sniff' | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === '' || type === 'application/octet-stream' || type === 'text/plain') return 'sniff'
  if (type === 'application/json') return 'json'
  if (type === 'application/x-ndjson' || type === 'application/ndjson' || type === 'application/jsonl' || type === 'application/x-jsonlines') return 'ndjson'
  if (type === 'text/csv') return 'csv'
  return null
}
