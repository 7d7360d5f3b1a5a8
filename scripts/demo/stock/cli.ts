/**
 * Writes a country's demo stock as a feed file, the way a dealer system would deliver it:
 *
 *   npm run stock:generate -- --index vehicles-se --count 100000 [--seed demo] [--format ndjson|json|csv] [--out file] [--now 2026-11-01T08:00:00Z]
 *
 * NDJSON by default, to standard output without --out. Cars are written as they are generated, so a
 * stock of any size needs little memory.
 */

import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import type { Writable } from 'node:stream'
import { parseArgs } from 'node:util'

import { VEHICLE_INDICES, type VehicleIndex } from '../../../src/features/stock/car'
import { FEED_FORMATS, feedWriter, type FeedFormat } from './feed'
import { DEFAULT_STOCK_NOW, DEFAULT_STOCK_SEED, generateStockStream, MAX_STOCK_PER_INDEX } from './generate'

/** Text is handed to the stream in pieces of about this size: fewer writes, steady memory. */
const WRITE_CHUNK_CHARS = 1 << 20

const USAGE = `Usage: npm run stock:generate -- --index <${VEHICLE_INDICES.join('|')}> --count <n> [--seed ${DEFAULT_STOCK_SEED}] [--format ${FEED_FORMATS.join('|')}] [--out file] [--now ISO date]`

type CliOptions = { index: VehicleIndex; count: number; seed: string; format: FeedFormat; out: string | null; now: Date }

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      index: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string', default: DEFAULT_STOCK_SEED },
      format: { type: 'string', default: 'ndjson' },
      out: { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) throw new UsageError('')
  const index = values.index as VehicleIndex | undefined
  if (!index || !(VEHICLE_INDICES as readonly string[]).includes(index)) throw new UsageError(`--index must be one of ${VEHICLE_INDICES.join(', ')}`)
  const count = Number(values.count)
  if (values.count === undefined || !/^\d+$/.test(values.count) || count > MAX_STOCK_PER_INDEX) throw new UsageError(`--count must be a whole number from 0 to ${MAX_STOCK_PER_INDEX}`)
  const format = values.format as FeedFormat
  if (!(FEED_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FEED_FORMATS.join(', ')}`)
  const now = values.now ? new Date(values.now) : DEFAULT_STOCK_NOW
  if (Number.isNaN(now.getTime())) throw new UsageError('--now must be a date, e.g. 2026-11-01T08:00:00Z')
  return { index, count, seed: values.seed ?? DEFAULT_STOCK_SEED, format, out: values.out ?? null, now }
}

class UsageError extends Error {}

async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain')
}

export async function writeFeed(options: CliOptions, stream: Writable): Promise<number> {
  const writer = feedWriter(options.format)
  let pending = writer.start
  let count = 0
  for (const car of generateStockStream({ index: options.index, count: options.count, seed: options.seed, now: options.now })) {
    pending += writer.car(car, count++)
    if (pending.length >= WRITE_CHUNK_CHARS) {
      await write(stream, pending)
      pending = ''
    }
  }
  pending += writer.end(count)
  if (pending) await write(stream, pending)
  return count
}

async function main(): Promise<void> {
  let options: CliOptions
  try {
    options = parseCli(process.argv.slice(2))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`${message ? `${message}\n` : ''}${USAGE}\n`)
    process.exitCode = error instanceof UsageError && !message ? 0 : 2
    return
  }
  const started = performance.now()
  const stream: Writable = options.out ? createWriteStream(options.out) : process.stdout
  // A reader that stops early (`| head`) is not an error of the generator.
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  const count = await writeFeed(options, stream)
  if (options.out) {
    stream.end()
    await once(stream, 'finish')
  }
  const seconds = (performance.now() - started) / 1000
  process.stderr.write(`${options.index}: ${count} cars (${options.format}${options.out ? ` → ${options.out}` : ''}) in ${seconds.toFixed(1)} s\n`)
}

// Run only as a command, not when a test imports the parser.
if (process.argv[1] && /stock[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  })
}
