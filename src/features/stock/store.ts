import { eq, type Column, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dialectOf, execute, inTransaction, placeholderOf, type Dialect, type Row, type SqlSession } from '@/cms/sql'

import type { Car, VehicleIndex } from './car'
import { canonicalCarJson, hashOfCanonical } from './feed-hash'
import { bumpStockVersion } from './version'

/**
 * The stock table (`cars`, one row per car and country index, created by the `stock` migrations) read and
 * written in bulk: a dealer system's feed of 100,000 cars is one transaction of a few hundred statements,
 * not 100,000 CMS saves.
 */

export const CARS = 'cars' as const

export type StockImportMode = 'upsert' | 'full'
export type StockCounts = { inserted: number; updated: number; unchanged: number; removed: number }

/** The columns an import writes, in the order of `rowValues`. */
const WRITTEN_COLUMNS = ['vehicle_index', 'car_id', 'of_the_week', 'brand', 'model', 'price', 'regno', 'site_name', 'title', 'data', 'content_hash', 'updated_at', 'created_at'] as const
/** SQLite binds at most 32,766 values per statement, PostgreSQL 65,535: stay under both. */
const MAX_BOUND_VALUES = 30_000
const WRITE_CHUNK = Math.floor(MAX_BOUND_VALUES / WRITTEN_COLUMNS.length)
const DELETE_CHUNK = 5_000

/** The columns beside the car document, derived exactly as the Cars collection's beforeChange hook does. */
export function carColumns(car: Car) {
  return {
    carId: car.car_id,
    title: [car.car_brand, car.car_model, car.car_version, car.car_year].filter(Boolean).join(' '),
    brand: car.car_brand,
    model: car.car_model,
    price: car.car_has_campaign_price && car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
    regno: car.car_regno,
    siteName: car.car_site_name,
    ofTheWeek: car.caroftheweek,
  }
}

/**
 * A valid car as an import writes it: its row's columns, its document (`storedJson`) and its fingerprint
 * (equal to the carHash a CMS save stores), both from one canonical text of the car. A feed is read into
 * these one car at a time (feed.ts `keep`), so its cars are not held as objects until the transaction. The
 * document is kept as Latin-1 bytes outside the JavaScript heap: held as objects or as text, the 33,000 cars
 * of a feed part (300 MB) survived every young-generation collection while they were read and were copied by
 * each, which took a third of an import's time. It becomes text again only as its row is written.
 */
export type StoredCar = {
  carId: string
  hash: string
  /** of_the_week to title, in the order of WRITTEN_COLUMNS. */
  columns: readonly [ofTheWeek: boolean, brand: string, model: string, price: number, regno: string, siteName: string, title: string]
  /** `storedJson(car)`, every character of which is Latin-1, as bytes. */
  data: Buffer
}

export function storedCar(car: Car): StoredCar {
  const columns = carColumns(car)
  const text = canonicalCarJson(car)
  return {
    carId: columns.carId,
    hash: hashOfCanonical(text),
    columns: [columns.ofTheWeek, columns.brand, columns.model, columns.price, columns.regno, columns.siteName, columns.title],
    data: Buffer.from(latin1Text(text), 'latin1'),
  }
}

/**
 * Writes a feed's cars into an index: new cars are inserted, cars whose content differs are updated, equal
 * cars are not touched (their updated_at stays), and in 'full' mode the index's cars missing from the feed
 * are removed (sold). One transaction: readers see the stock before or after, never half of it.
 * `cars` must be valid (carSchema) with distinct car_id.
 */
export function importStock(payload: Payload, options: { index: VehicleIndex; cars: readonly Car[]; mode: StockImportMode }): Promise<StockCounts> {
  return importStoredCars(payload, { ...options, cars: options.cars.map(storedCar) })
}

/** `importStock` for cars already made into their rows (`storedCar`). */
export async function importStoredCars(payload: Payload, options: { index: VehicleIndex; cars: readonly StoredCar[]; mode: StockImportMode }): Promise<StockCounts> {
  const { index, cars, mode } = options
  const feedIds = new Set<string>()
  for (const car of cars) {
    if (feedIds.has(car.carId)) throw new Error(`Car ${car.carId} is in the feed twice.`)
    feedIds.add(car.carId)
  }

  const counts: StockCounts = { inserted: 0, updated: 0, unchanged: 0, removed: 0 }
  await importTransaction(payload, async (session) => {
    const $ = session.placeholder
    const stored = new Map<string, unknown>()
    for (const row of await session.rows(`SELECT car_id, content_hash FROM cars WHERE vehicle_index = ${$(1)}`, [index])) stored.set(String(row.car_id), row.content_hash)

    const changed: number[] = []
    for (let position = 0; position < cars.length; position++) {
      const before = stored.get(cars[position]!.carId)
      if (before === cars[position]!.hash) counts.unchanged++
      else {
        if (before === undefined) counts.inserted++
        else counts.updated++
        changed.push(position)
      }
    }

    // Later than every stored row of the index, even within the millisecond of the last write or when this
    // process's clock is behind the one that wrote it: an updated car's updated_at always moves forward.
    const [newest] = await session.rows(session.newestUpdate, [index])
    const now = new Date(Math.max(Date.now(), updateMs(session.dialect, newest?.newest) + 1)).toISOString()
    // An update keeps the row's id and created_at.
    const update = WRITTEN_COLUMNS.filter((column) => column !== 'vehicle_index' && column !== 'car_id' && column !== 'created_at')
    const onConflict = ` ON CONFLICT (vehicle_index, car_id) DO UPDATE SET ${update.map((column) => `${column} = excluded.${column}`).join(', ')}`
    for (let start = 0; start < changed.length; start += WRITE_CHUNK) {
      const chunk = changed.slice(start, start + WRITE_CHUNK)
      const values: unknown[] = []
      const tuples = chunk.map((position) => {
        const first = values.length
        values.push(...rowValues(session.dialect, index, cars[position]!, now))
        return `(${WRITTEN_COLUMNS.map((_, column) => $(first + column + 1)).join(',')})`
      })
      await session.rows(`INSERT INTO cars (${WRITTEN_COLUMNS.join(', ')}) VALUES ${tuples.join(',')}${onConflict}`, values)
    }

    if (mode === 'full') {
      const sold = [...stored.keys()].filter((carId) => !feedIds.has(carId))
      for (let start = 0; start < sold.length; start += DELETE_CHUNK) {
        const ids = sold.slice(start, start + DELETE_CHUNK)
        await session.rows(`DELETE FROM cars WHERE vehicle_index = ${$(1)} AND car_id IN (${ids.map((_, at) => $(at + 2)).join(',')})`, [index, ...ids])
      }
      counts.removed = sold.length
    }
  })
  if (counts.inserted + counts.updated + counts.removed > 0) bumpStockVersion()
  return counts
}

function rowValues(dialect: Dialect, index: string, car: StoredCar, now: string): unknown[] {
  const [ofTheWeek, ...columns] = car.columns
  // SQLite stores booleans as 0/1, as the CMS does.
  return [index, car.carId, dialect === 'sqlite' ? (ofTheWeek ? 1 : 0) : ofTheWeek, ...columns, car.data.toString('latin1'), car.hash, now, now]
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/g
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * A car as the text of its `data` column: its canonical JSON (the keys of every object in order, the text its
 * fingerprint is taken of, so one text serves both), with every character beyond Latin-1 written as a JSON
 * escape ('–' as \u2013), which reads back as the same value. Nearly every car holds one (a dash in a range,
 * a 'Š'), and one such character makes JavaScript keep the whole text at two bytes a character, which the
 * database driver then converts to UTF-8 slowly: for 33,000 generated cars (290 MB) that conversion took
 * 2.5 s; escaping takes 1.1 s, and the conversion of the escaped text 0.1 s.
 */
export function storedJson(car: Car): string {
  return latin1Text(canonicalCarJson(car))
}

const latin1Text = (json: string) => json.replace(BEYOND_LATIN1, escapeUnit)

/** Every car of an index as the search index reads it, in the order they were first stored. */
export async function loadStock(payload: Payload, index: VehicleIndex | string): Promise<Car[]> {
  const db = adapter(payload)
  const table = carsTable(db)
  const rows = await db.drizzle.select({ data: table.data }).from(table).where(eq(table.vehicleIndex, index)).orderBy(table.id)
  // SQLite keeps the document as text, PostgreSQL as jsonb (already parsed by the driver).
  return rows.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Car)
}

/**
 * A token that changes whenever a car of the index is inserted, updated or deleted, cheap enough to ask
 * every few seconds: the index's counter in `stock_versions`, which triggers on `cars` (the `stock_versions`
 * migrations) move on every write, whoever makes it (an import, a save or deletion in the CMS, another
 * process or instance). One row read by its primary key, however many cars the index holds. '0' for an
 * index that was never written; a counter never goes back, even when the index is emptied.
 */
export async function stockVersion(payload: Payload, index: VehicleIndex | string): Promise<string> {
  const dialect = dialectOf(payload)
  const { rows } = await execute(payload, { sql: `SELECT version FROM stock_versions WHERE vehicle_index = ${placeholderOf(dialect)(1)}`, args: [index] })
  // PostgreSQL's bigint arrives as a string, SQLite's integer as a number.
  return String(rows[0]?.version ?? 0)
}

// ---------------------------------------------------------------------------------------------------------
// The databases, below Payload: the import speaks to the driver (libsql, pg) directly, because 100,000
// cars are 1.3 million bound values and a query builder's per-value work would cost a fifth of the import.

type ImportSession = SqlSession & {
  /** The newest updated_at of an index, as `newest`. */
  newestUpdate: string
}

/**
 * The newest change of an index. SQLite: walking the updated_at index from its newest row (`+` keeps the
 * planner off the vehicle_index index, which would read every row's updated_at, stored after the document).
 */
const NEWEST_UPDATE: Record<Dialect, string> = {
  sqlite: 'SELECT updated_at AS newest FROM cars WHERE +vehicle_index = ? ORDER BY updated_at DESC LIMIT 1',
  postgres: 'SELECT floor(extract(epoch from updated_at) * 1000) AS newest FROM cars WHERE vehicle_index = $1 ORDER BY updated_at DESC LIMIT 1',
}

/** updated_at in ms since 1970: SQLite keeps ISO text, PostgreSQL's epoch query gives a number. */
function updateMs(dialect: Dialect, value: unknown): number {
  if (value === null || value === undefined) return 0
  const ms = dialect === 'sqlite' ? Date.parse(String(value)) : Number(value)
  return Number.isFinite(ms) ? ms : 0
}

/** One import at a time, and editors' saves wait for it, so the newest updated_at never goes backwards (PostgreSQL). */
const LOCK_CARS = 'LOCK TABLE cars IN SHARE ROW EXCLUSIVE MODE'

function importTransaction(payload: Payload, work: (session: ImportSession) => Promise<void>): Promise<void> {
  return inTransaction(payload, (session) => work({ ...session, newestUpdate: NEWEST_UPDATE[session.dialect] }), { begin: LOCK_CARS })
}

// The part of Payload's Drizzle adapters (SQLite and PostgreSQL) the stock is read through.
type CarsTable = Record<'id' | 'vehicleIndex' | 'data', Column>
type SelectQuery = PromiseLike<Row[]> & {
  where: (condition: SQL | undefined) => SelectQuery
  orderBy: (...columns: Column[]) => SelectQuery
}
type StockAdapter = {
  tables: Record<string, CarsTable | undefined>
  drizzle: { select: (fields: Record<string, Column | SQL>) => { from: (table: CarsTable) => SelectQuery } }
}

const adapter = (payload: Payload) => payload.db as unknown as StockAdapter

function carsTable(db: StockAdapter): CarsTable {
  const table = db.tables[CARS]
  if (!table) throw new Error('The cars table is missing: run the migrations.')
  return table
}
