import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'
import type { CarMediaProvider } from '@/features/media/ports'
import { stockRecordMedia } from '@/features/media/stock-record'

/** The car media of the stock records (the built-in adapter; a media provider would be chosen here). */
export function carMedia(payload: () => Promise<Payload>): CarMediaProvider {
  return stockRecordMedia(async () => databaseOf(await payload()))
}
