import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'

/** The price a visitor pays for a British stock car (the campaign price when there is one), from the stock table. */
export function stockPriceOf(payload: () => Promise<Payload>) {
  return async (vehicleId: string): Promise<number | null> => {
    const db = databaseOf(await payload())
    const { rows } = await db.execute({
      sql: `SELECT price FROM cars WHERE vehicle_index = 'vehicles-uk' AND car_id = ${db.placeholder(1)}`,
      args: [vehicleId],
    })
    const price = rows[0]?.price
    return price === undefined || price === null ? null : Number(price)
  }
}
