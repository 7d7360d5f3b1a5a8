import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importStock, loadStock, stockVersion } from '@/features/stock/repository'

import { testCar, testCars } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'
import { stockVersionCases } from './helpers/stock-version'

/** The stock import's bulk statements on PostgreSQL (jsonb documents, timestamps, the table lock). */
describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('stock import on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  let cms: TestCms

  beforeAll(async () => {
    const url = process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(56_000 + (process.pid % 1000))).url
    cms = await startCms({ databaseUrl: url })
  })
  afterAll(async () => {
    await cms?.stop()
    server?.stop()
  })

  const rows = async () =>
    (await cms.payload.find({ collection: 'cars', where: { vehicleIndex: { equals: 'vehicles-no' } }, pagination: false, depth: 0, overrideAccess: true, sort: 'carId' })).docs

  it('upserts, removes in full mode, and changes nothing on a repeated feed', async () => {
    expect(await importStock(cms.db, { index: 'vehicles-no', cars: testCars(6), mode: 'upsert' })).toEqual({ inserted: 6, updated: 0, unchanged: 0, removed: 0 })
    const feed = [testCar(1, { car_price: 123_456 }), ...testCars(3, 2), testCar(9)]
    expect(await importStock(cms.db, { index: 'vehicles-no', cars: feed, mode: 'full' })).toEqual({ inserted: 1, updated: 1, unchanged: 3, removed: 2 })

    const before = await rows()
    const version = await stockVersion(cms.db, 'vehicles-no')
    expect(before.map((doc) => doc.carId)).toEqual(['1000001', '1000002', '1000003', '1000004', '1000009'])
    expect(before[0]).toMatchObject({ price: 123_456, data: feed[0] })
    expect(await importStock(cms.db, { index: 'vehicles-no', cars: feed, mode: 'full' })).toEqual({ inserted: 0, updated: 0, unchanged: 5, removed: 0 })
    expect(await rows()).toEqual(before)
    expect(await stockVersion(cms.db, 'vehicles-no')).toBe(version)
    expect(await loadStock(cms.db, 'vehicles-no')).toEqual([...testCars(4, 1).map((car, n) => (n === 0 ? feed[0] : car)), testCar(9)])
  })

  it('moves the stock version once per statement, not once per car', async () => {
    const before = Number(await stockVersion(cms.db, 'vehicles-no'))
    // One insert statement (under the chunk size) and one delete statement.
    expect(await importStock(cms.db, { index: 'vehicles-no', cars: testCars(300, 1000), mode: 'full' })).toMatchObject({ inserted: 300, removed: 5 })
    expect(Number(await stockVersion(cms.db, 'vehicles-no'))).toBe(before + 2)
  })

  it('reads the stock version without touching the cars table', async () => {
    const pool = (cms.payload.db as unknown as { pool: { connect: () => Promise<{ query: (text: string) => Promise<unknown>; release: () => void }> } }).pool
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      // Blocks every statement that reads cars until the transaction ends.
      await client.query('LOCK TABLE cars IN ACCESS EXCLUSIVE MODE')
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('stockVersion waited for the cars table')), 3_000))
      expect(await Promise.race([stockVersion(cms.db, 'vehicles-no'), timeout])).toMatch(/^[1-9]\d*$/)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  describe('stock version', () => {
    stockVersionCases(
      () => cms,
      () => import('@/migrations/postgres/20261122_210000_stock_versions'),
    )
  })
})
