import { expect, it } from 'vitest'

import { databaseOf } from '@/db/database'
import type { Car, VehicleIndex } from '@/features/stock/car'
import { importStock, stockVersion } from '@/features/stock/repository'

import { testCar, testCars } from '../../helpers/stock-cars'
import type { TestCms } from './cms'
import { expectVersionIsCounterRow, versionMoves } from './change-counters'

type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * The stock version (the `stock_versions` counters kept by triggers on `cars`), the same on SQLite and
 * PostgreSQL: it moves on every kind of write to an index, only that index's, and never on a feed that
 * changes nothing. Registers its tests in the caller's describe; `cms` is read once the CMS has started.
 * Uses two indices of its own (their cars are replaced) and car numbers from 700 up.
 */
export function stockVersionCases(cms: () => TestCms, migration: () => Promise<Migration>) {
  const index: VehicleIndex = 'vehicles-fi'
  const other: VehicleIndex = 'vehicles-uk'
  const version = (of: string) => stockVersion(cms().db, of)
  const run = (cars: Car[], mode: 'upsert' | 'full', into: VehicleIndex = index) => importStock(cms().db, { index: into, cars, mode })
  /** Makes a change and answers whether it moved the version of `index`; the other index's never moves. */
  const moves = versionMoves(version, index, other)
  const rawDelete = async (of: VehicleIndex) => {
    const payload = cms().payload
    return databaseOf(payload).execute({ sql: `DELETE FROM cars WHERE vehicle_index = ${databaseOf(payload).placeholder(1)}`, args: [of] })
  }

  it('answers 0 for an index never written, and a counter once it has cars', async () => {
    expect(await version('vehicles-xx')).toBe('0')
    await run(testCars(3, 800), 'full', other)
    await run(testCars(5, 700), 'full')
    expect(await version(index)).toMatch(/^[1-9]\d*$/)
    expect(await version(other)).toMatch(/^[1-9]\d*$/)
  })

  it('moves on an import that inserts, updates, removes, or removes as many cars as it adds', async () => {
    await run(testCars(5, 700), 'full')
    let counts = await run(testCars(2, 710), 'upsert')
    expect(counts).toMatchObject({ inserted: 2, updated: 0, removed: 0 })
    expect(await moves(async () => run(testCars(2, 712), 'upsert'))).toBe(true)

    const repriced = testCar(700, { car_price: 1 })
    expect(await moves(async () => (counts = await run([repriced], 'upsert')))).toBe(true)
    expect(counts).toEqual({ inserted: 0, updated: 1, unchanged: 0, removed: 0 })

    const kept = [repriced, ...testCars(4, 701), ...testCars(2, 710)]
    expect(await moves(async () => (counts = await run(kept, 'full')))).toBe(true)
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 7, removed: 2 })

    const swapped = [...kept.slice(0, 5), ...testCars(2, 720)]
    expect(await moves(async () => (counts = await run(swapped, 'full')))).toBe(true)
    expect(counts).toEqual({ inserted: 2, updated: 0, unchanged: 5, removed: 2 })

    expect(await moves(async () => (counts = await run(swapped, 'full')))).toBe(false)
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 7, removed: 0 })
    expect(await moves(async () => run(swapped.slice(0, 3), 'upsert'))).toBe(false)
  })

  it('moves on a save and a deletion in the CMS, and for both indices when a car changes index', async () => {
    const payload = cms().payload
    await run(testCars(3, 730), 'full')
    const { docs } = await payload.find({ collection: 'cars', where: { vehicleIndex: { equals: index } }, sort: 'carId', depth: 0, pagination: false, overrideAccess: true })
    expect(docs.map((doc) => doc.carId)).toEqual(['1000730', '1000731', '1000732'])

    const [first, second, third] = docs
    expect(await moves(() => payload.update({ collection: 'cars', id: first!.id, data: { data: testCar(730, { car_price: 12_345 }) } as never, overrideAccess: true }))).toBe(true)
    expect(await moves(() => payload.delete({ collection: 'cars', id: second!.id, overrideAccess: true }))).toBe(true)
    expect(await moves(() => payload.create({ collection: 'cars', data: { vehicleIndex: index, carId: '1000733', data: testCar(733) } as never, overrideAccess: true }))).toBe(true)

    const before = [await version(index), await version(other)]
    await payload.update({ collection: 'cars', id: third!.id, data: { vehicleIndex: other } as never, overrideAccess: true })
    const after = [await version(index), await version(other)]
    expect(after[0]).not.toBe(before[0])
    expect(after[1]).not.toBe(before[1])
  })

  it('moves on a statement that bypasses the CMS, and never goes back when the index empties', async () => {
    await run(testCars(2, 740), 'full')
    const seen = new Set([await version(index)])
    expect(await moves(() => rawDelete(index))).toBe(true)
    seen.add(await version(index))
    expect(await version(index)).not.toBe('0')
    await run(testCars(2, 740), 'full')
    seen.add(await version(index))
    expect(seen.size).toBe(3)
  })

  it('is one row per index, whatever the number of cars (no scan of the cars)', async () => {
    await run(testCars(3, 750), 'full')
    await expectVersionIsCounterRow(cms().payload, { table: 'stock_versions', keyColumn: 'vehicle_index', key: index }, () => version(index))
  })

  it('gives the indices already stocked a version when the migration runs on an existing database', async () => {
    const payload = cms().payload
    const { up, down } = await migration()
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await run(testCars(2, 760), 'full')
    await rawDelete(other)
    await down({ db, payload, req: {} } as never)
    await up({ db, payload, req: {} } as never)
    expect(await version(index)).toBe('1')
    expect(await version(other)).toBe('0')
    // The triggers are back.
    expect(await moves(() => run(testCars(1, 770), 'upsert'))).toBe(true)
    await run(testCars(1, 800), 'upsert', other)
    expect(await version(other)).toBe('1')
  })
}
