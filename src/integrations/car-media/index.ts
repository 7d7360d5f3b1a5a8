import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'

import type { CarMediaProvider } from './port'
import { stockRecordMedia } from './stock-record'

export { normalRegNo, type CarMediaAnswer, type CarMediaProvider } from './port'
export { mediaOfCar, stockRecordMedia } from './stock-record'

/** The car media of the stock records (the built-in adapter; a media provider would be chosen here). */
export function carMedia(payload: () => Promise<Payload>): CarMediaProvider {
  return stockRecordMedia(async () => databaseOf(await payload()))
}
