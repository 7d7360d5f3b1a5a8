import type { Database } from '@/db/database'

import type { VehicleIndex } from './car'
import { parseFeed, type FeedFormat, type FeedInput, type FeedProblem } from './feed'
import { importStoredCars, type StockChange } from './repository'
import { storedCar, type StockCounts, type StockImportMode } from './stored-car'
import { whileImportingStock } from './version'

export type StockImportOptions = {
  index: VehicleIndex
  mode: StockImportMode
  /** Sniffed from the feed when not given. */
  format?: FeedFormat
  /**
   * Runs once the feed is committed, with the cars it added, changed and removed (the saved searches' alerts);
   * it reports its own failures (the import has succeeded by then) and does not throw.
   */
  afterCommit?: (change: StockChange) => Promise<void>
} & ({ text: string } | { stream: Exclude<FeedInput, string> })

type Timing = { format: FeedFormat; rows: number; parseMs: number }
export type StockImportResult = (Timing & StockCounts & { ok: true; writeMs: number }) | (Timing & { ok: false; problems: FeedProblem[]; problemCount: number })

/**
 * A feed from the dealer system into an index: every car is validated first, and a feed with any bad car,
 * or an empty feed (which in full mode would remove the whole stock), writes nothing. The search indices'
 * background rebuilds wait while it runs (see `whileImportingStock`).
 */
export async function runStockImport(db: Database, options: StockImportOptions): Promise<StockImportResult> {
  let change: StockChange | null = null
  const result = await whileImportingStock(() => importFeed(db, options, (committed) => (change = committed)))
  if (change && options.afterCommit) await options.afterCommit(change)
  return result
}

async function importFeed(db: Database, options: StockImportOptions, onCommitted: (change: StockChange) => void): Promise<StockImportResult> {
  const started = performance.now()
  // Each valid car is made into its row as it is read: hashing and serialising count as reading.
  const feed = await parseFeed('text' in options ? options.text : options.stream, { format: options.format, keep: storedCar })
  const parsed = performance.now()
  const timing: Timing = { format: feed.format, rows: feed.rows, parseMs: parsed - started }
  if (feed.problemCount > 0) return { ok: false, ...timing, problems: feed.problems, problemCount: feed.problemCount }
  if (feed.rows === 0) {
    // An empty feed is a dealer system's export gone wrong: in full mode it would remove every car of the index.
    const message = options.mode === 'full' ? 'the feed has no cars: a full import of it would remove every car of the index' : 'the feed has no cars'
    return { ok: false, ...timing, problems: [{ position: 0, field: '', message }], problemCount: 1 }
  }
  const counts = await importStoredCars(db, { index: options.index, cars: feed.cars, mode: options.mode, onCommitted })
  return { ok: true, ...timing, ...counts, writeMs: performance.now() - parsed }
}

/** A problem as one line for a person: `row 12 (car 1000123): car_price: expected number`. */
export function describeProblem(problem: FeedProblem): string {
  const where = problem.position > 0 ? `row ${problem.position}${problem.carId ? ` (car ${problem.carId})` : ''}` : 'feed'
  return `${where}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`
}
