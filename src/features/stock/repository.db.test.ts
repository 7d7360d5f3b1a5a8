import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'

import { testCar } from '../../../tests/helpers/stock-cars'
import { importStock, loadStock, stockVersion } from './repository'

let db: ThrowawayDatabase
beforeAll(async () => {
  db = await throwawayDatabase()
})
afterAll(() => db?.drop())

const cars = (from: number, count: number) => Array.from({ length: count }, (_, at) => testCar(from + at))
const ids = (list: { car_id: string }[]) => list.map((car) => car.car_id)

describe('the stock repository', () => {
  it('inserts a feed, then updates what changed, keeps what did not and removes what the full feed left out', async () => {
    const first = cars(0, 5)
    expect(await importStock(db, { index: 'vehicles-se', cars: first, mode: 'full' })).toEqual({
      inserted: 5,
      updated: 0,
      unchanged: 0,
      removed: 0,
    })
    const changed = testCar(1, { price_base_amount: 123_456 })
    const second = [first[0]!, changed, first[2]!, testCar(9)]
    expect(await importStock(db, { index: 'vehicles-se', cars: second, mode: 'full' })).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: 2,
      removed: 2,
    })
    const stored = await loadStock(db, 'vehicles-se')
    expect(ids(stored).sort()).toEqual(ids(second).sort())
    expect(stored.find((car) => car.car_id === changed.car_id)).toEqual(changed)
  })

  it('adds and updates without removing in an upsert, and keeps indexes apart', async () => {
    await importStock(db, { index: 'vehicles-no', cars: cars(20, 3), mode: 'full' })
    expect(await importStock(db, { index: 'vehicles-no', cars: [testCar(23)], mode: 'upsert' })).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
      removed: 0,
    })
    expect(ids(await loadStock(db, 'vehicles-no')).sort()).toEqual(ids(cars(20, 4)).sort())
    expect(ids(await loadStock(db, 'vehicles-se'))).not.toContain(testCar(23).car_id)
  })

  it('refuses a feed that names a car twice, and writes nothing of it', async () => {
    const before = await loadStock(db, 'vehicles-fi')
    await expect(importStock(db, { index: 'vehicles-fi', cars: [testCar(40), testCar(40)], mode: 'full' })).rejects.toThrow(/twice/)
    expect(await loadStock(db, 'vehicles-fi')).toEqual(before)
  })

  it('moves the index’s version on every write and never on an import that changes nothing', async () => {
    expect(await stockVersion(db, 'vehicles-sk')).toBe('0')
    await importStock(db, { index: 'vehicles-sk', cars: cars(60, 2), mode: 'full' })
    const written = await stockVersion(db, 'vehicles-sk')
    expect(Number(written)).toBeGreaterThan(0)
    await importStock(db, { index: 'vehicles-sk', cars: cars(60, 2), mode: 'full' })
    expect(await stockVersion(db, 'vehicles-sk')).toBe(written)
    await importStock(db, { index: 'vehicles-sk', cars: [], mode: 'full' })
    expect(Number(await stockVersion(db, 'vehicles-sk'))).toBeGreaterThan(Number(written))
  })
})
