import { describe, expect, it } from 'vitest'

import { testCar } from '../../../tests/helpers/stock-cars'

import { carHash } from './hash'
import { carColumns, storedCar, storedJson } from './stored-car'

describe('a car made into its row as a feed is read', () => {
  it('keeps the document as bytes that read back as the same car, text beyond Latin-1 included', () => {
    const car = testCar(7, { car_brand: 'Škoda', car_description: 'Räckvidd 420–450 km — “nästan ny”' })
    const row = storedCar(car)
    expect(Buffer.isBuffer(row.data)).toBe(true)
    expect(row.data.toString('latin1')).toBe(storedJson(car))
    expect(JSON.parse(row.data.toString('latin1'))).toEqual(car)
  })

  it('has the fingerprint a CMS save stores and the columns beside the document', () => {
    const car = testCar(11, { caroftheweek: true, car_has_campaign_price: true, car_campaign_price: 199_000 })
    const row = storedCar(car)
    const columns = carColumns(car)
    expect(row.hash).toBe(carHash(car))
    expect(row.carId).toBe(car.car_id)
    expect(row.columns).toEqual([true, columns.brand, columns.model, 199_000, columns.regno, columns.siteName, columns.title, columns.dealerSiteId])
  })
})
