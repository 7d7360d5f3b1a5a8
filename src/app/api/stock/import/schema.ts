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

const FORMATS: Record<string, FeedFormat | 'sniff'> = {
  'application/x-ndjson': 'ndjson',
  'application/ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
  'application/x-jsonlines': 'ndjson',
  'application/json': 'json',
  'text/csv': 'csv',
  // None, or a generic one: sniffed from the feed.
  'application/octet-stream': 'sniff',
  'text/plain': 'sniff',
  '': 'sniff',
}

/** The content types a feed may be sent as. */
export const FEED_CONTENT_TYPES = Object.keys(FORMATS)

/** The feed's format by its Content-Type; none (or a generic one) is sniffed from the feed; null: not a feed. */
export function feedFormatOf(contentType: string | null): FeedFormat | 'sniff' | null {
  return FORMATS[(contentType ?? '').split(';')[0]!.trim().toLowerCase()] ?? null
}
