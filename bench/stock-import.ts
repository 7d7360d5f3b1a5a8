/**
 * bench/stock-import: a dealer system's full feed into the stock table (src/features/stock), the way
 * `npm run stock:import` reads it (streamed from a file).
 *
 *   - 100,000 generated cars (tests/helpers/stock-cars.ts, about 4 KB each as JSON) as one NDJSON file,
 *     imported in 'full' mode into an empty index of a temporary SQLite database with the committed
 *     migrations, read the way runStockImport reads it: parse, validate and make each car its row (parseFeed
 *     with `storedCar`: hashing and serialising), write time (importStoredCars: the one transaction), total,
 *     and the process's CPU time. Target: total ≤ 60 s.
 *   - The same feed again: nothing may change (0 inserted, 0 updated); its time.
 *   - A day's feed: 1% of the cars sold and as many new ones, 1% repriced.
 *   - loadStock (what a search index reads when the stock changed) and stockVersion (what it polls).
 *
 * The CMS runs in this process (no server). `npm run bench -- stock-import`; BENCH_STOCK_CARS changes the count,
 * BENCH_STOCK_POSTGRES=1 runs it on a temporary PostgreSQL cluster instead (tests/int/helpers/postgres.ts).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { Migration, Payload } from 'payload'

import { payloadAdapter } from '../src/db/payload-adapter'

import type { Car } from '../src/features/stock/car'
import { parseFeed } from '../src/features/stock/feed'
import { testCar } from '../tests/helpers/stock-cars'
import { startTemporaryPostgres } from '../tests/helpers/postgres-server'

export const CARS = Number(process.env.BENCH_STOCK_CARS ?? 100_000)
export const TARGET_TOTAL_MS = 60_000
const INDEX = 'vehicles-se' as const

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function startCms(dir: string, databaseUrl: string): Promise<Payload> {
  process.env.DATABASE_URL = databaseUrl
  process.env.FORECOURT_DATA_DIR = dir
  process.env.FORECOURT_MEDIA_DIR = path.join(dir, 'media')
  process.env.LOG_LEVEL ??= 'warn'
  const postgres = databaseUrl.startsWith('postgres')
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    postgres ? import('../src/migrations/postgres') : import('../src/migrations/sqlite'),
  ])
  const payload = await getPayload({ config: await config })
  // The temporary cluster stops before the pool notices.
  payloadAdapter(payload).pool?.on?.('error', () => {})
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return payload
}

/** An NDJSON feed file of `count` cars, written car by car (never whole in memory). */
async function writeFeed(file: string, count: number, car: (n: number) => Car): Promise<number> {
  const out = createWriteStream(file)
  for (let n = 0; n < count; n++) {
    if (!out.write(`${JSON.stringify(car(n))}\n`)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
  return statSync(file).size
}

/** `--conditions=production`: the CMS's rich-text editor (Lexical) otherwise may never finish loading on Node 20 (exit code 13). */
const hasProductionConditions = () => [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag === '--conditions=production')

export async function run() {
  if (hasProductionConditions()) return measure()
  // `npm run bench` starts without the flag: measure in a child process that has it.
  const resultFile = path.join(os.tmpdir(), `forecourt-bench-stock-${process.pid}.json`)
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_STOCK_RESULT: resultFile },
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`bench/stock-import exited with ${code}`)
  const result: unknown = JSON.parse(readFileSync(resultFile, 'utf8'))
  rmSync(resultFile, { force: true })
  return result
}

async function measure() {
  const [{ importStoredCars, loadStock, stockVersion }, { storedCar }, { databaseOf }] = await Promise.all([import('../src/features/stock/repository'), import('../src/features/stock/stored-car'), import('../src/db/database')])
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-stock-'))
  const postgres = process.env.BENCH_STOCK_POSTGRES === '1' ? startTemporaryPostgres(58_000 + (process.pid % 1000)) : null
  const database = postgres ? 'PostgreSQL' : 'SQLite'
  let payload: Payload | undefined
  try {
    const cms = (payload = await startCms(dir, postgres?.url ?? `file:${path.join(dir, 'bench.db')}`))
    console.log(`\nbench/stock-import on ${database} (node ${process.version}, ${os.cpus().length} CPUs)\n`)
    let started = performance.now()
    const fullFeed = path.join(dir, 'stock.ndjson')
    const share = Math.max(1, Math.round(CARS / 100))
    const dayFeed = path.join(dir, 'stock-next-day.ndjson')
    const bytes = await writeFeed(fullFeed, CARS, testCar)
    await writeFeed(dayFeed, CARS, (n) => (n < share ? testCar(CARS + n) : n < 2 * share ? testCar(n, { car_price: testCar(n).car_price + 1_000 }) : testCar(n)))
    console.log(`generated ${CARS.toLocaleString('en')} cars, ${(bytes / 1024 / 1024).toFixed(0)} MB of NDJSON (${Math.round(bytes / CARS)} bytes a car) in ${seconds(performance.now() - started)}`)

    const importFeed = async (file: string) => {
      const begun = performance.now()
      const cpuBefore = process.cpuUsage()
      const parsed = await parseFeed(createReadStream(file), { format: 'ndjson', keep: storedCar })
      if (parsed.problemCount > 0) throw new Error(`the generated feed has problems: ${JSON.stringify(parsed.problems.slice(0, 3))}`)
      const parseMs = performance.now() - begun
      const counts = await importStoredCars(databaseOf(cms), { index: INDEX, cars: parsed.cars, mode: 'full' })
      const writeMs = performance.now() - begun - parseMs
      const cpu = process.cpuUsage(cpuBefore)
      // CPU time of this process (main thread, GC and I/O threads): what the import costs whatever else the machine runs.
      return { rows: parsed.rows, parseMs, writeMs, totalMs: parseMs + writeMs, cpuMs: (cpu.user + cpu.system) / 1000, counts }
    }
    const line = (label: string, result: Awaited<ReturnType<typeof importFeed>>) =>
      console.log(
        `${label.padEnd(26)} rows ${result.rows.toLocaleString('en')}  read (parse, validate, hash, serialise) ${seconds(result.parseMs)}  write ${seconds(result.writeMs)}  total ${seconds(result.totalMs)} (CPU ${seconds(result.cpuMs)})  → ${JSON.stringify(result.counts)}`,
      )

    const first = await importFeed(fullFeed)
    line('first import', first)
    const again = await importFeed(fullFeed)
    line('same feed again', again)
    if (again.counts.inserted + again.counts.updated + again.counts.removed !== 0) throw new Error('the same feed changed the stock')
    const day = await importFeed(dayFeed)
    line("a day's feed", day)

    started = performance.now()
    const loaded = await loadStock(databaseOf(cms), INDEX)
    const loadMs = performance.now() - started
    started = performance.now()
    const version = await stockVersion(databaseOf(cms), INDEX)
    const versionMs = performance.now() - started
    console.log(`loadStock: ${loaded.length.toLocaleString('en')} cars in ${seconds(loadMs)}; stockVersion ${version} in ${versionMs.toFixed(1)} ms`)
    const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
    console.log(`peak memory of the process (one feed's cars, loadStock's cars, the CMS): ${maxRssMb} MB`)
    const met = first.totalMs <= TARGET_TOTAL_MS
    console.log(`\nfirst import total ${seconds(first.totalMs)} — target ≤ ${seconds(TARGET_TOTAL_MS)} ${met ? 'met' : 'NOT MET'} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`)
    return { database, cars: CARS, feedBytes: bytes, first, again, day, loadMs, versionMs, maxRssMb, targetMs: TARGET_TOTAL_MS, met }
  } finally {
    await payload?.destroy()
    postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

// Run directly (`tsx --conditions=production bench/stock-import.ts`), or as run()'s child process.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await run()
  if (process.env.BENCH_STOCK_RESULT) writeFileSync(process.env.BENCH_STOCK_RESULT, JSON.stringify(result))
}
