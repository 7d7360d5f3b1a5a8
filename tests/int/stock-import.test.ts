import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { stockImportEndpoint as StockImportEndpoint } from '@/app/api/stock/import/endpoint'
import type { VehicleIndex } from '@/features/stock/car'
import { runStockImport } from '@/features/stock/import'
import { importStock, loadStock, stockVersion } from '@/features/stock/repository'
import { IMPORT_SETTLE_MS, stockImportActive } from '@/features/stock/version'

import { carsToCsv, carsToNdjson, testCar, testCars } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { onPostgres, readsWithoutTable } from './helpers/postgres'
import { stockVersionCases } from './helpers/stock-version'

const API_KEY = 'stock-import-test-key-0123456789'

/** Stock import (spec 2 §3): upsert by car_id, full feeds remove sold cars, a bad feed changes nothing. */
describe('stock import', () => {
  let cms: TestCms
  let POST: (request: Request) => Promise<Response>
  let stockImportEndpoint: typeof StockImportEndpoint
  let stockKeyOf: typeof import('@/http/auth').stockKeyOf
  let routeOf: typeof import('@/http/next-route').routeOf
  /** The endpoint with another key or size limit, as Next.js's route serves it. */
  const handleStockImport = (request: Request, options: { apiKey: string | undefined; maxBytes?: number }) =>
    routeOf(stockImportEndpoint({ auth: stockKeyOf(() => options.apiKey), payload: async () => cms.payload, maxBytes: options.maxBytes })).POST(request)

  beforeAll(async () => {
    // Read once, with the rest of the configuration, when the CMS starts; the route and handler load the
    // configuration, so they are imported after it.
    process.env.FORECOURT_STOCK_API_KEY = API_KEY
    cms = await startCms()
    const { env } = await import('@/lib/env')
    if (env().DATABASE_URL !== cms.databaseUrl) throw new Error(`The CMS is not on the test database: ${env().DATABASE_URL}`)
    ;({ POST } = await import('@/app/api/stock/import/route'))
    ;({ stockImportEndpoint } = await import('@/app/api/stock/import/endpoint'))
    ;({ stockKeyOf } = await import('@/http/auth'))
    ;({ routeOf } = await import('@/http/next-route'))
  })
  afterAll(async () => cms?.stop())

  /** Every row of an index as stored, by car_id. */
  const snapshot = async (index: VehicleIndex) => {
    const found = await cms.payload.find({ collection: 'cars', where: { vehicleIndex: { equals: index } }, pagination: false, depth: 0, overrideAccess: true, sort: 'carId' })
    return found.docs
  }
  const carIds = async (index: VehicleIndex) => (await snapshot(index)).map((doc) => doc.carId)

  it('inserts new cars and updates changed ones, by car_id', async () => {
    const first = await importStock(cms.db, { index: 'vehicles-se', cars: testCars(10), mode: 'upsert' })
    expect(first).toEqual({ inserted: 10, updated: 0, unchanged: 0, removed: 0 })
    const before = await snapshot('vehicles-se')

    const repriced = testCar(5, { car_price: 99_000 })
    const second = await importStock(cms.db, { index: 'vehicles-se', cars: [repriced, ...testCars(9, 6), ...testCars(5, 15)], mode: 'upsert' })
    expect(second).toEqual({ inserted: 10, updated: 1, unchanged: 4, removed: 0 })

    const after = await snapshot('vehicles-se')
    expect(after.map((doc) => doc.carId)).toEqual(testCars(20).map((car) => car.car_id))
    const stored = after.find((doc) => doc.carId === '1000005')!
    const old = before.find((doc) => doc.carId === '1000005')!
    expect(stored).toMatchObject({ id: old.id, createdAt: old.createdAt, price: 99_000, data: repriced })
    expect(stored.updatedAt > old.updatedAt).toBe(true)
    // Cars the feed left out stay in upsert mode, untouched.
    expect(after.find((doc) => doc.carId === '1000000')).toEqual(before.find((doc) => doc.carId === '1000000'))
  })

  it('writes the same row as a save in the CMS', async () => {
    const campaign = testCar(30)
    expect(campaign.car_has_campaign_price).toBe(true)
    for (const car of [campaign, testCar(31)]) {
      const saved = await cms.payload.create({ collection: 'cars', data: { vehicleIndex: 'vehicles-sk', carId: car.car_id, data: car } as never, overrideAccess: true })
      await importStock(cms.db, { index: 'vehicles-fi', cars: [car], mode: 'upsert' })
      const [imported] = (await snapshot('vehicles-fi')).filter((doc) => doc.carId === car.car_id)
      const columns = ({ id, vehicleIndex, createdAt, updatedAt, ...rest }: Record<string, unknown>) => rest
      expect(columns(imported as never)).toEqual(columns(saved as never))
      // A feed with the car as the CMS saved it changes nothing: both write the same content hash.
      expect(await importStock(cms.db, { index: 'vehicles-sk', cars: [car], mode: 'upsert' })).toMatchObject({ unchanged: 1, updated: 0 })
    }
  })

  it('stores each car as JSON text of Latin-1 characters (PostgreSQL: jsonb) that reads back as the same car', async () => {
    const car = { ...testCar(40), car_description: 'Räckvidd 420–460 km, Škoda-service, 5 € i månaden 🚗\u2028slut', car_version: 'Ünïcødé “quoted”' }
    await importStock(cms.db, { index: 'vehicles-uk', cars: [car], mode: 'upsert' })
    const data = onPostgres() ? 'data::text AS data' : 'data'
    const { rows } = await cms.db.execute({ sql: `SELECT ${data} FROM cars WHERE vehicle_index = 'vehicles-uk' AND car_id = ${cms.db.placeholder(1)}`, args: [car.car_id] })
    const text = String(rows[0]!.data)
    if (!onPostgres()) {
      expect(text).toMatch(/\\u2013/)
      expect([...text].every((character) => character.charCodeAt(0) <= 0xff)).toBe(true)
    }
    expect(JSON.parse(text)).toEqual(car)
    expect((await loadStock(cms.db, 'vehicles-uk')).find((stored) => stored.car_id === car.car_id)).toEqual(car)
    const [saved] = (await snapshot('vehicles-uk')).filter((doc) => doc.carId === car.car_id)
    expect(saved!.data).toEqual(car)
  })

  it('changes nothing when the same feed comes again', async () => {
    const cars = testCars(20)
    const before = await snapshot('vehicles-se')
    const version = await stockVersion(cms.db, 'vehicles-se')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await runStockImport(cms.db, { index: 'vehicles-se', mode: 'full', text: carsToNdjson(cars.map((car, n) => (n === 5 ? testCar(5, { car_price: 99_000 }) : car))) })
    expect(again).toMatchObject({ ok: true, inserted: 0, updated: 0, unchanged: 20, removed: 0 })
    expect(await snapshot('vehicles-se')).toEqual(before)
    expect(await stockVersion(cms.db, 'vehicles-se')).toBe(version)
  })

  it('removes the cars a full feed leaves out, in that index only', async () => {
    const others = await snapshot('vehicles-fi')
    const version = await stockVersion(cms.db, 'vehicles-se')
    const result = await importStock(cms.db, { index: 'vehicles-se', cars: [...testCars(5, 10), testCar(40)], mode: 'full' })
    expect(result).toEqual({ inserted: 1, updated: 0, unchanged: 5, removed: 15 })
    expect(await carIds('vehicles-se')).toEqual(['1000010', '1000011', '1000012', '1000013', '1000014', '1000040'])
    expect(await snapshot('vehicles-fi')).toEqual(others)
    expect(await stockVersion(cms.db, 'vehicles-se')).not.toBe(version)
  })

  it('imports nothing from a feed with a bad car, and says which car and field', async () => {
    const before = await snapshot('vehicles-se')
    const version = await stockVersion(cms.db, 'vehicles-se')
    const feed = [testCar(10, { car_price: 1 }), testCar(50), testCar(51, { car_price: 'fri' }), testCar(52)]
    for (const mode of ['upsert', 'full'] as const) {
      const result = await runStockImport(cms.db, { index: 'vehicles-se', mode, text: carsToNdjson(feed) })
      expect(result).toMatchObject({ ok: false, rows: 4, problemCount: 1, problems: [{ position: 3, carId: '1000051', field: 'car_price', message: 'expected number, received string' }] })
    }
    const csv = await runStockImport(cms.db, { index: 'vehicles-se', mode: 'full', text: carsToCsv(feed) })
    expect(csv).toMatchObject({ ok: false, problems: [{ position: 4, carId: '1000051', field: 'car_price', message: 'expected number' }] })
    expect(await snapshot('vehicles-se')).toEqual(before)
    expect(await stockVersion(cms.db, 'vehicles-se')).toBe(version)
  })

  it('refuses an empty feed instead of removing the whole stock (full) or answering that all went well (upsert)', async () => {
    const before = await snapshot('vehicles-se')
    expect(await runStockImport(cms.db, { index: 'vehicles-se', mode: 'full', text: '[]' })).toMatchObject({ ok: false, problemCount: 1 })
    for (const text of ['[]', '\n\n\n', ''])
      expect(await runStockImport(cms.db, { index: 'vehicles-se', mode: 'upsert', text, format: text.startsWith('[') ? 'json' : 'ndjson' })).toMatchObject({
        ok: false,
        problems: [{ message: 'the feed has no cars' }],
      })
    expect(await snapshot('vehicles-se')).toEqual(before)
  })

  it('gives the same stock from JSON, NDJSON and CSV', async () => {
    const cars = testCars(12, 100)
    const feeds = { json: JSON.stringify({ cars }), ndjson: carsToNdjson(cars), csv: carsToCsv(cars) }
    const first = await runStockImport(cms.db, { index: 'vehicles-uk', mode: 'full', text: feeds.json })
    expect(first).toMatchObject({ ok: true, format: 'json', inserted: 12 })
    const stored = await snapshot('vehicles-uk')
    for (const format of ['ndjson', 'csv'] as const) {
      const again = await runStockImport(cms.db, { index: 'vehicles-uk', mode: 'full', text: feeds[format] })
      expect(again).toMatchObject({ ok: true, format, inserted: 0, updated: 0, unchanged: 12, removed: 0 })
    }
    expect(await snapshot('vehicles-uk')).toEqual(stored)
    expect(await loadStock(cms.db, 'vehicles-uk')).toEqual(cars)
  })

  it('reads a stream, and loads an index as the search reads it', async () => {
    const cars = testCars(30, 200)
    const stream = new Blob([carsToCsv(cars)]).stream()
    expect(await runStockImport(cms.db, { index: 'vehicles-no', mode: 'upsert', stream })).toMatchObject({ ok: true, format: 'csv', inserted: 30 })
    expect(await loadStock(cms.db, 'vehicles-no')).toEqual(cars)
  })

  it('counts as active from the first byte of a feed until a while after its answer, a refused feed too', async () => {
    // Cars the stream test above stored already: the index's counts stay as they were.
    for (const body of [carsToNdjson(testCars(3, 200)), '{"car_id": "x"}\n']) {
      let send: (text: string) => void = () => {}
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          send = (text) => {
            controller.enqueue(new TextEncoder().encode(text))
            controller.close()
          }
        },
      })
      const running = runStockImport(cms.db, { index: 'vehicles-no', mode: 'upsert', stream })
      // Still active long after the settling time: the feed has not arrived yet.
      expect(stockImportActive(performance.now() + 60_000)).toBe(true)
      send(body)
      const result = await running
      expect(result.ok).toBe(!body.startsWith('{"car_id": "x"}'))
      expect(stockImportActive()).toBe(true)
      expect(stockImportActive(performance.now() + IMPORT_SETTLE_MS)).toBe(false)
    }
  })

  it('changes the stock version on every insert, update and removal', async () => {
    const index = 'vehicles-sk'
    const versions = [await stockVersion(cms.db, index)]
    const step = async (cars: ReturnType<typeof testCars>, mode: 'upsert' | 'full') => {
      await importStock(cms.db, { index, cars, mode })
      versions.push(await stockVersion(cms.db, index))
    }
    await step(testCars(3, 300), 'upsert')
    await step([testCar(300, { car_price: 1 })], 'upsert')
    // As many cars removed as added, in one import.
    await step([testCar(30), testCar(31), testCar(300, { car_price: 1 }), testCar(301), testCar(303)], 'full')
    await step([testCar(30), testCar(31), testCar(300, { car_price: 1 }), testCar(301), testCar(303)], 'full')
    expect(new Set(versions.slice(0, -1)).size).toBe(versions.length - 1)
    expect(versions.at(-1)).toBe(versions.at(-2))
    expect(await stockVersion(cms.db, 'vehicles-fi')).not.toBe(await stockVersion(cms.db, 'vehicles-xx'))
  })

  describe('POST /api/stock/import', () => {
    const post = (query: string, body: string, headers: Record<string, string> = {}) =>
      new Request(`http://localhost/api/stock/import${query}`, { method: 'POST', body, headers: { 'x-api-key': API_KEY, 'content-type': 'application/x-ndjson', ...headers } })

    it('is switched off without a configured key', async () => {
      const response = await handleStockImport(post('?index=vehicles-se', carsToNdjson(testCars(1))), { apiKey: undefined })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error: 'not_configured', message: expect.stringContaining('FORECOURT_STOCK_API_KEY') })
    })

    it('refuses a missing or wrong key', async () => {
      for (const key of [undefined, 'wrong-key', `${API_KEY}x`]) {
        const request = post('?index=vehicles-se', carsToNdjson(testCars(1)))
        if (key === undefined) request.headers.delete('x-api-key')
        else request.headers.set('x-api-key', key)
        const response = await POST(request)
        expect(response.status).toBe(401)
        expect((await response.json()).error).toBe('unauthorized')
      }
    })

    it('refuses an unknown index, mode or content type', async () => {
      for (const query of ['', '?index=vehicles-xx', '?index=vehicles-se&mode=replace']) {
        const response = await POST(post(query, carsToNdjson(testCars(1))))
        expect(response.status).toBe(400)
        expect((await response.json()).error).toBe('invalid_query')
      }
      expect((await POST(post('?index=vehicles-se', '<cars/>', { 'content-type': 'application/xml' }))).status).toBe(415)
    })

    it('refuses a feed over the size limit, declared or streamed, and one that arrived cut short', async () => {
      const before = await snapshot('vehicles-se')
      const declared = await POST(post('?index=vehicles-se&mode=full', carsToNdjson(testCars(1)), { 'content-length': String(400 * 1024 * 1024) }))
      expect(declared.status).toBe(413)
      expect((await declared.json()).error).toBe('payload_too_large')

      const streamed = await handleStockImport(post('?index=vehicles-se&mode=full', carsToNdjson(testCars(5))), { apiKey: API_KEY, maxBytes: 10_000 })
      expect(streamed.status).toBe(413)

      const feed = carsToNdjson(testCars(2, 10))
      const cut = await POST(post('?index=vehicles-se&mode=full', feed, { 'content-length': String(Buffer.byteLength(feed) * 2) }))
      expect(cut.status).toBe(413)
      expect((await cut.json()).error).toBe('feed_truncated')
      expect(await snapshot('vehicles-se')).toEqual(before)
    })

    it('answers 422 with every problem for a bad feed, and imports nothing', async () => {
      const before = await snapshot('vehicles-se')
      const feed = JSON.stringify([testCar(10), testCar(60, { car_year: 1800 }), testCar(10)])
      const response = await POST(post('?index=vehicles-se&mode=full', feed, { 'content-type': 'application/json' }))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'invalid_feed',
        message: 'The feed has 2 problems; nothing was imported.',
        problemCount: 2,
        problems: [
          { position: 2, carId: '1000060', field: 'car_year', message: expect.stringContaining('>=1900') },
          { position: 3, carId: '1000010', field: 'car_id', message: 'the same car as row 1' },
        ],
      })
      expect(await snapshot('vehicles-se')).toEqual(before)
    })

    it('imports a feed and answers with the counts', async () => {
      const feed = carsToCsv([...testCars(5, 10), testCar(70)])
      const response = await POST(post('?index=vehicles-se&mode=full', feed, { 'content-type': 'text/csv; charset=utf-8' }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ index: 'vehicles-se', mode: 'full', format: 'csv', rows: 6, inserted: 1, updated: 0, unchanged: 5, removed: 1 })
      expect(await carIds('vehicles-se')).toEqual(['1000010', '1000011', '1000012', '1000013', '1000014', '1000070'])

      const sniffed = await POST(post('?index=vehicles-se', carsToNdjson([testCar(71)]), { 'content-type': 'application/octet-stream' }))
      expect(await sniffed.json()).toMatchObject({ mode: 'upsert', format: 'ndjson', inserted: 1 })
    })

    it('imports feeds sent at the same time one after the other', async () => {
      const responses = await Promise.all([
        POST(post('?index=vehicles-uk&mode=full', carsToNdjson(testCars(3, 400)))),
        POST(post('?index=vehicles-uk', carsToNdjson(testCars(2, 500)))),
        POST(post('?index=vehicles-no&mode=full', carsToNdjson(testCars(4, 400)))),
      ])
      expect(await Promise.all(responses.map((response) => response.json()))).toEqual([
        expect.objectContaining({ inserted: 3, removed: 12 }),
        expect.objectContaining({ inserted: 2, removed: 0 }),
        expect.objectContaining({ inserted: 4, removed: 30 }),
      ])
      expect(await carIds('vehicles-uk')).toEqual(['1000400', '1000401', '1000402', '1000500', '1000501'])
    })
  })

  // PostgreSQL's statement-level triggers and table lock (after the tests above: a full feed of vehicles-no).
  describe.runIf(onPostgres())('on PostgreSQL', () => {
    it('moves the stock version once per statement, not once per car', async () => {
      await importStock(cms.db, { index: 'vehicles-no', cars: testCars(5, 2000), mode: 'upsert' })
      const before = Number(await stockVersion(cms.db, 'vehicles-no'))
      // One insert statement (under the chunk size) and one delete statement.
      const result = await importStock(cms.db, { index: 'vehicles-no', cars: testCars(300, 1000), mode: 'full' })
      expect(result.inserted).toBe(300)
      expect(result.removed).toBeGreaterThanOrEqual(5)
      expect(Number(await stockVersion(cms.db, 'vehicles-no'))).toBe(before + 2)
    })

    it('reads the stock version without touching the cars table', async () => {
      expect(await readsWithoutTable(cms.payload, 'cars', () => stockVersion(cms.db, 'vehicles-no'))).toMatch(/^[1-9]\d*$/)
    })
  })

  // Last: these replace the cars of vehicles-fi and vehicles-uk.
  describe('stock version', () => {
    stockVersionCases(
      () => cms,
      () => (onPostgres() ? import('@/migrations/postgres/20261122_210000_stock_versions') : import('@/migrations/sqlite/20261122_210000_stock_versions')),
    )
  })
})
