import type { Database } from '@/db/database'
import type { Car } from '@/features/stock/car'

import { normalRegNo, type CarMediaAnswer, type CarMediaProvider } from './ports'

/** What a car's stock record says about its views. */
export function mediaOfCar(car: Pick<Car, 'car_media'>): CarMediaAnswer {
  const media = car.car_media
  const videoUrl = media?.video_url ?? null
  const images360 = media?.exterior_360 ?? []
  const internal360 = media?.interior_360 ?? []
  return { videoUrl, images360, internal360, hasVideo: videoUrl !== null, hasInternal360: internal360.length > 0, has360: images360.length > 0 }
}

/** The default adapter: the car of the stock table with the registration number (any country's index). */
export function stockRecordMedia(db: () => Promise<Database>): CarMediaProvider {
  return {
    async mediaOf(regNo) {
      const database = await db()
      const { rows } = await database.execute({
        sql: `SELECT data FROM cars WHERE UPPER(REPLACE(regno, ' ', '')) = ${database.placeholder(1)} ORDER BY id LIMIT 1`,
        args: [normalRegNo(regNo)],
      })
      const row = rows[0]
      if (!row) return null
      // SQLite keeps the document as text, PostgreSQL as jsonb.
      const car = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Car
      return mediaOfCar(car)
    },
  }
}
