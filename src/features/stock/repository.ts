import type { Database } from '@/db/database'
import { booleanOf, type Dialect } from '@/db/sql'

import type { Car, VehicleIndex } from './car'
import { storedCar, type StockCounts, type StockImportMode, type StoredCar } from './stored-car'
import { bumpStockVersion } from './version'

/**
 * The stock table (`cars`, one row per car and country index, created by the `stock` migrations) read and
 * written in bulk: a dealer system's feed of 100,000 cars is one transaction of a few hundred statements,
 * not 100,000 CMS saves.
 */

/** The columns an import writes, in the order of `rowValues`. */
const WRITTEN_COLUMNS = ['vehicle_index', 'car_id', 'of_the_week', 'brand', 'model', 'price', 'regno', 'site_name', 'title', 'dealer_site_id', 'data', 'content_hash', 'updated_at', 'created_at'] as const
/** SQLite binds at most 32,766 values per statement, PostgreSQL 65,535: stay under both. */
const MAX_BOUND_VALUES = 30_000
const WRITE_CHUNK = Math.floor(MAX_BOUND_VALUES / WRITTEN_COLUMNS.length)
const DELETE_CHUNK = 5_000

/**
 * Writes a feed's cars into an index: new cars are inserted, cars whose content differs are updated, equal
 * cars are not touched (their updated_at stays), and in 'full' mode the index's cars missing from the feed
 * are removed (sold). One transaction: readers see the stock before or after, never half of it.
 * `cars` must be valid (carSchema) with distinct car_id.
 */
export function importStock(db: Database, options: { index: VehicleIndex; cars: readonly Car[]; mode: StockImportMode }): Promise<StockCounts> {
  return importStoredCars(db, { ...options, cars: options.cars.map(storedCar) })
}

/** `importStock` for cars already made into their rows (`storedCar`). */
export async function importStoredCars(
  db: Database,
  options: { index: VehicleIndex; cars: readonly StoredCar[]; mode: StockImportMode; onCommitted?: (change: StockChange) => void },
): Promise<StockCounts> {
  const { index, cars, mode } = options
  const change: StockChange = { index, changedCarIds: [], removedCarIds: [] }
  const feedIds = new Set<string>()
  for (const car of cars) {
    if (feedIds.has(car.carId)) throw new Error(`Car ${car.carId} is in the feed twice.`)
    feedIds.add(car.carId)
  }

  const counts: StockCounts = { inserted: 0, updated: 0, unchanged: 0, removed: 0 }
  await db.transaction(async (tx) => {
    const $ = tx.placeholder
    const stored = new Map<string, unknown>()
    for (const row of (await tx.execute({ sql: `SELECT car_id, content_hash FROM cars WHERE vehicle_index = ${$(1)}`, args: [index] })).rows) stored.set(String(row.car_id), row.content_hash)

    const changed: number[] = []
    for (let position = 0; position < cars.length; position++) {
      const before = stored.get(cars[position]!.carId)
      if (before === cars[position]!.hash) counts.unchanged++
      else {
        if (before === undefined) counts.inserted++
        else counts.updated++
        changed.push(position)
        change.changedCarIds.push(cars[position]!.carId)
      }
    }

    // Later than every stored row of the index, even within the millisecond of the last write or when this
    // process's clock is behind the one that wrote it: an updated car's updated_at always moves forward.
    const [newest] = (await tx.execute({ sql: NEWEST_UPDATE[tx.dialect], args: [index] })).rows
    const now = new Date(Math.max(Date.now(), updateMs(tx.dialect, newest?.newest) + 1)).toISOString()
    // An update keeps the row's id and created_at.
    const update = WRITTEN_COLUMNS.filter((column) => column !== 'vehicle_index' && column !== 'car_id' && column !== 'created_at')
    const onConflict = ` ON CONFLICT (vehicle_index, car_id) DO UPDATE SET ${update.map((column) => `${column} = excluded.${column}`).join(', ')}`
    for (let start = 0; start < changed.length; start += WRITE_CHUNK) {
      const chunk = changed.slice(start, start + WRITE_CHUNK)
      const values: unknown[] = []
      const tuples = chunk.map((position) => {
        const first = values.length
        values.push(...rowValues(tx.dialect, index, cars[position]!, now))
        return `(${WRITTEN_COLUMNS.map((_, column) => $(first + column + 1)).join(',')})`
      })
      await tx.execute({ sql: `INSERT INTO cars (${WRITTEN_COLUMNS.join(', ')}) VALUES ${tuples.join(',')}${onConflict}`, args: values })
    }

    if (mode === 'full') {
      const sold = [...stored.keys()].filter((carId) => !feedIds.has(carId))
      for (let start = 0; start < sold.length; start += DELETE_CHUNK) {
        const ids = sold.slice(start, start + DELETE_CHUNK)
        await tx.execute({ sql: `DELETE FROM cars WHERE vehicle_index = ${$(1)} AND car_id IN (${ids.map((_, at) => $(at + 2)).join(',')})`, args: [index, ...ids] })
      }
      counts.removed = sold.length
      change.removedCarIds.push(...sold)
    }
  }, { begin: LOCK_CARS })
  if (counts.inserted + counts.updated + counts.removed > 0) {
    bumpStockVersion()
    options.onCommitted?.(change)
  }
  return counts
}

/** The cars an import added or changed, and those it removed (sold), once committed. */
export type StockChange = { index: VehicleIndex; changedCarIds: string[]; removedCarIds: string[] }


function rowValues(dialect: Dialect, index: string, car: StoredCar, now: string): unknown[] {
  const [ofTheWeek, ...columns] = car.columns
  return [index, car.carId, booleanOf(dialect, ofTheWeek), ...columns, car.data.toString('latin1'), car.hash, now, now]
}


/** Every car of an index as the search index reads it, in the order they were first stored. */
export async function loadStock(db: Database, index: VehicleIndex | string): Promise<Car[]> {
  const { rows } = await db.execute({ sql: `SELECT data FROM cars WHERE vehicle_index = ${db.placeholder(1)} ORDER BY id`, args: [index] })
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
export async function stockVersion(db: Database, index: VehicleIndex | string): Promise<string> {
  const { rows } = await db.execute({ sql: `SELECT version FROM stock_versions WHERE vehicle_index = ${db.placeholder(1)}`, args: [index] })
  // PostgreSQL's bigint arrives as a string, SQLite's integer as a number.
  return String(rows[0]?.version ?? 0)
}

// The import speaks SQL to the database directly: 100,000 cars are 1.3 million bound values, and a query
// builder's per-value work would cost a fifth of the import.

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

