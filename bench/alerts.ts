/**
 * bench/alerts: saved searches matched against a stock import (src/features/saved-searches, docs/saved-searches.md).
 *
 *   - Matching: 100,000 confirmed saved searches of realistic shapes — a make, a make and model (one or two), fuel,
 *     body or gearbox values, price, mileage and power ranges, keyphrases of the stock's own words — built from the
 *     demo stock generator's cars, against 1,000 new cars of a Swedish stock of 100,000. Indexed (the searches filed
 *     by anchor, each car looking up its own) beside the naive way (every search checked against every car), with
 *     the pairs of both compared. Target: indexed matching ≤ 2 s.
 *   - Exactly once, on a temporary SQLite database with the committed migrations: the searches stored and confirmed,
 *     the 100,000 cars imported, then 1,000 new cars imported through runStockImport with the alerts after commit;
 *     the same import again; then another 1,000 cars matched by two processes at once (two instances). Each time
 *     the alerts and e-mails written are counted against the pairs the matcher finds: every pair once, one e-mail per
 *     subscriber.
 *
 * `npm run bench -- alerts`; BENCH_ALERT_SEARCHES and BENCH_ALERT_STOCK change the sizes.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Migration, Payload } from 'payload'

import type { MatchableSearch } from '../src/features/saved-searches/model'
import type { Car } from '../src/features/stock/car'
import { generateStock } from '../scripts/demo/stock/generate'

export const SEARCHES = Number(process.env.BENCH_ALERT_SEARCHES ?? 100_000)
export const STOCK = Number(process.env.BENCH_ALERT_STOCK ?? 100_000)
export const NEW_CARS = 1_000
export const TARGET_MATCH_MS = 2_000
/** The naive way is timed on this many of the new cars and scaled to all of them (it takes minutes otherwise). */
const NAIVE_SAMPLE = 100
const INDEX = 'vehicles-se' as const
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
/** CPU time of this process since `from`: what the work costs whatever else the machine runs. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from)
  return (used.user + used.system) / 1000
}

/** A small deterministic generator: the same searches on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Searches as visitors make them, from the values of real cars of the stock. */
export function realisticSearches(cars: readonly Car[], count: number): MatchableSearch[] {
  const next = random(45)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const words = (car: Car) =>
    `${car.car_version} ${car.car_equipment.slice(0, 6).join(' ')}`.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4)
  const searches: MatchableSearch[] = []
  for (let id = 1; id <= count; id++) {
    const car = pick(cars)
    const filters: Record<string, unknown> = {}
    let keyphrase = ''
    const shape = next()
    // As visitors save them: mostly a make and model with a price cap and often a year or mileage cap; some a make
    // with a fuel or gearbox, a fuel and body, or a keyphrase within a body; each narrowed further now and then.
    if (shape < 0.5) filters['car_brand>car_model'] = { values: [{ value: car.car_brand, children: [{ value: car.car_model }] }] }
    else if (shape < 0.6)
      filters['car_brand>car_model'] = {
        values: [{ value: car.car_brand, children: [{ value: car.car_model }, { value: pick(cars).car_model }] }],
      }
    else if (shape < 0.75) {
      filters['car_brand>car_model'] = { values: [{ value: car.car_brand }] }
      filters[next() < 0.5 ? 'car_fuel' : 'car_gearbox'] = { values: [{ value: next() < 0.5 ? car.car_fuel : car.car_gearbox }] }
    } else if (shape < 0.88) {
      filters.car_fuel = { values: [{ value: car.car_fuel }] }
      filters.car_body = { values: [{ value: car.car_body }] }
    } else {
      keyphrase = pick(words(car).length ? words(car) : [car.car_model])
      filters.car_body = { values: [{ value: car.car_body }] }
    }
    if (next() < 0.9) filters.car_price = { range: [0, Math.round((car.car_price * (0.8 + next() * 0.4)) / 10_000) * 10_000] }
    if (next() < 0.6) filters.car_mileage = { range: [0, Math.round(20_000 + next() * 100_000)] }
    if (next() < 0.7) filters.car_year = { values: [{ value: String(car.car_year) }, { value: String(car.car_year + 1) }] }
    if (next() < 0.3) filters.car_color = { values: [{ value: car.car_color }] }
    if (next() < 0.15 && !filters.car_gearbox) filters.car_gearbox = { values: [{ value: car.car_gearbox }] }
    if (next() < 0.05) filters.car_power = { range: [Math.round(car.car_power * 0.8), Math.round(car.car_power * 1.5)] }
    searches.push({ id, criteria: { filters: filters as MatchableSearch['criteria']['filters'], keyphrase } })
  }
  return searches
}

const hasProductionConditions = () =>
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => flag === '--conditions=production')

export async function run() {
  if (hasProductionConditions()) return measure()
  const resultFile = path.join(os.tmpdir(), `forecourt-bench-alerts-${process.pid}.json`)
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_ALERTS_RESULT: resultFile },
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`bench/alerts exited with ${code}`)
  const result: unknown = JSON.parse(readFileSync(resultFile, 'utf8'))
  rmSync(resultFile, { force: true })
  return result
}

async function startCms(dir: string, migrate: boolean): Promise<Payload> {
  process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
  process.env.FORECOURT_DATA_DIR = dir
  process.env.FORECOURT_MEDIA_DIR = path.join(dir, 'media')
  process.env.PAYLOAD_SECRET ??= 'bench-alerts-secret-0123456789abcdef0123456789'
  process.env.LOG_LEVEL ??= 'warn'
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('../src/migrations/sqlite'),
  ])
  const payload = await getPayload({ config: await config })
  if (migrate) await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return payload
}

/** The service over a CMS, with one site that all searches belong to. */
async function serviceOf(payload: Payload, siteId: number) {
  const [{ databaseOf }, { savedSearchService }, { linkSigner }, { SAVED_SEARCH_TEXTS }] = await Promise.all([
    import('../src/db/database'),
    import('../src/features/saved-searches/saved-searches'),
    import('../src/features/saved-searches/links'),
    import('../src/features/saved-searches/texts'),
  ])
  const site = {
    id: siteId,
    key: 'bench',
    name: 'Bench',
    origin: 'http://bench.localhost',
    vehicleIndex: INDEX,
    defaultLocale: 'sv-SE',
    locales: ['sv-SE'],
    retentionDays: 30,
    detailBase: () => '/kop-bil',
    texts: async () => ({ ...SAVED_SEARCH_TEXTS }),
  }
  return savedSearchService(
    databaseOf(payload),
    { site: async () => site, sites: async () => [site], wakeDelivery: () => {} },
    linkSigner(process.env.PAYLOAD_SECRET!),
  )
}

/** Child mode: one more instance matching a change on the same database, printing what it wrote. */
async function instance() {
  const dir = process.env.BENCH_ALERTS_DIR!
  const payload = await startCms(dir, false)
  const service = await serviceOf(payload, Number(process.env.BENCH_ALERTS_SITE))
  const change = JSON.parse(readFileSync(path.join(dir, 'change.json'), 'utf8'))
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.BENCH_ALERTS_AT) - Date.now())))
  const result = await service.onStockChanged(change)
  writeFileSync(path.join(dir, `instance-${process.pid}.json`), JSON.stringify(result))
  await payload.destroy()
}

async function measure() {
  if (process.env.BENCH_ALERTS_DIR) return instance()
  const { buildMatcher, matchEverySearch } = await import('../src/features/saved-searches/matcher')
  console.log(`\nbench/alerts (node ${process.version}, ${os.cpus().length} CPUs)\n`)
  let started = performance.now()
  const stock = generateStock({ index: INDEX, count: STOCK + 2 * NEW_CARS })
  const [existing, fresh, later] = [stock.slice(0, STOCK), stock.slice(STOCK, STOCK + NEW_CARS), stock.slice(STOCK + NEW_CARS)]
  const searches = realisticSearches(existing, SEARCHES)
  console.log(
    `generated ${STOCK.toLocaleString('en')} + ${(2 * NEW_CARS).toLocaleString('en')} cars and ${SEARCHES.toLocaleString('en')} searches in ${seconds(performance.now() - started)}`,
  )

  // Matching.
  started = performance.now()
  const matcher = buildMatcher(searches)
  const buildMs = performance.now() - started
  const freshDocs = fresh as unknown as Array<Record<string, unknown>>
  const stats = { checked: 0 }
  started = performance.now()
  let cpu = process.cpuUsage()
  const pairs = matcher.match(freshDocs, stats)
  const matchMs = performance.now() - started
  const matchCpuMs = cpuMs(cpu)
  const sample = freshDocs.slice(0, NAIVE_SAMPLE)
  started = performance.now()
  cpu = process.cpuUsage()
  const naiveSample = matchEverySearch(searches, sample)
  const naiveSampleMs = performance.now() - started
  const naiveMs = (naiveSampleMs * NEW_CARS) / NAIVE_SAMPLE
  const naiveCpuMs = (cpuMs(cpu) * NEW_CARS) / NAIVE_SAMPLE
  const sampleIds = new Set(sample.map((car) => String(car.car_id)))
  const key = (pair: { searchId: number; carId: string }) => `${pair.searchId}:${pair.carId}`
  const indexedSample = pairs
    .filter((pair) => sampleIds.has(pair.carId))
    .map(key)
    .sort()
  const agree = JSON.stringify(indexedSample) === JSON.stringify(naiveSample.map(key).sort())
  console.log(`index of ${SEARCHES.toLocaleString('en')} searches built in ${seconds(buildMs)}`)
  console.log(
    `matching ${NEW_CARS.toLocaleString('en')} new cars: indexed ${seconds(matchMs)}, CPU ${seconds(matchCpuMs)} (target ≤ ${seconds(TARGET_MATCH_MS)}: ${Math.min(matchMs, matchCpuMs) <= TARGET_MATCH_MS ? 'met' : 'MISSED'}), ${(stats.checked / NEW_CARS).toFixed(0)} searches checked a car, ${pairs.length.toLocaleString('en')} matches`,
  )
  console.log(
    `naive (every search against every car): ${seconds(naiveMs)}, CPU ${seconds(naiveCpuMs)} (timed on ${NAIVE_SAMPLE} cars: ${seconds(naiveSampleMs)}) — ${(naiveCpuMs / matchCpuMs).toFixed(0)}× the indexed CPU time; same matches: ${agree ? 'yes' : 'NO'}`,
  )
  if (!agree) throw new Error('the indexed matcher and the naive one disagree')
  if (process.env.BENCH_ALERTS_MATCH_ONLY === '1') {
    const result = { searches: SEARCHES, buildMs, matchMs, matchCpuMs, naiveMs, naiveCpuMs, matches: pairs.length }
    if (process.env.BENCH_ALERTS_RESULT) writeFileSync(process.env.BENCH_ALERTS_RESULT, JSON.stringify(result))
    return result
  }

  // Exactly once, through the database.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-alerts-'))
  let payload: Payload | undefined
  try {
    payload = await startCms(dir, true)
    const [{ databaseOf }, { importStock }, { runStockImport }] = await Promise.all([
      import('../src/db/database'),
      import('../src/features/stock/repository'),
      import('../src/features/stock/import'),
    ])
    const db = databaseOf(payload)
    const site = await payload.create({
      collection: 'sites',
      overrideAccess: true,
      context: { skipRevalidate: true },
      data: {
        key: 'bench',
        name: 'Bench',
        type: 'dealer',
        country: 'SE',
        url: 'http://bench.localhost',
        hostnames: [{ hostname: 'bench.localhost' }],
        locales: ['sv-SE'],
        defaultLocale: 'sv-SE',
        fontPair: 'nordic',
        theme: 'nordvik',
      } as never,
    })
    started = performance.now()
    await importStock(db, { index: INDEX, cars: existing, mode: 'upsert' })
    const importMs = performance.now() - started
    started = performance.now()
    const subscribers = Math.ceil(SEARCHES / 3)
    const now = new Date().toISOString()
    const rows = searches.map((search) => [
      site.id,
      'search',
      `Search ${search.id}`,
      `reader${search.id % subscribers}@example.com`,
      `s${search.id % subscribers}`,
      INDEX,
      'sv-SE',
      'instant',
      'confirmed',
      '/kop-bil',
      JSON.stringify(search.criteria),
      'consent',
      'v',
      now,
      now,
      now,
      now,
    ])
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500)
      await db.execute({
        sql:
          'INSERT INTO saved_searches (site_id, kind, name, email, subscriber_key, vehicle_index, locale, frequency, status, list_url, criteria, consent_text, consent_version, consented_at, confirmed_at, updated_at, created_at, alerts_sent) VALUES ' +
          chunk.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,0)').join(','),
        args: chunk.flat(),
      })
    }
    console.log(
      `\nSQLite: ${STOCK.toLocaleString('en')} cars imported in ${seconds(importMs)}, ${SEARCHES.toLocaleString('en')} confirmed searches of ${subscribers.toLocaleString('en')} subscribers stored in ${seconds(performance.now() - started)}`,
    )
    const service = await serviceOf(payload, site.id)
    const count = async (sql: string) => Number((await db.execute({ sql, args: [] })).rows[0]!.n)
    const expectedEmails = (found: typeof pairs) => new Set(found.map((pair) => pair.searchId % subscribers)).size

    let afterImport: { alerts: number; emails: number; matchMs: number } | null = null
    started = performance.now()
    const feed = fresh.map((car) => JSON.stringify(car)).join('\n')
    await runStockImport(db, {
      index: INDEX,
      mode: 'upsert',
      text: feed,
      afterCommit: async (change) => void (afterImport = await service.onStockChanged(change)),
    })
    const firstMs = performance.now() - started
    const alerts1 = await count("SELECT count(*) AS n FROM saved_search_alerts WHERE event = 'new'")
    const emails1 = await count('SELECT count(*) AS n FROM email_outbox')
    console.log(
      `import of ${NEW_CARS.toLocaleString('en')} new cars with alerts: ${seconds(firstMs)} (matching ${seconds(afterImport!.matchMs)}); alerts ${alerts1.toLocaleString('en')} of ${pairs.length.toLocaleString('en')} matches, e-mails ${emails1.toLocaleString('en')} of ${expectedEmails(pairs).toLocaleString('en')} subscribers — ${alerts1 === pairs.length && emails1 === expectedEmails(pairs) ? 'exactly once' : 'WRONG'}`,
    )
    afterImport = null
    await runStockImport(db, {
      index: INDEX,
      mode: 'upsert',
      text: feed,
      afterCommit: async (change) => void (afterImport = await service.onStockChanged(change)),
    })
    await service.onStockChanged({ index: INDEX, changedCarIds: fresh.map((car) => car.car_id), removedCarIds: [] })
    const alerts2 = await count("SELECT count(*) AS n FROM saved_search_alerts WHERE event = 'new'")
    const emails2 = await count('SELECT count(*) AS n FROM email_outbox')
    console.log(
      `the same import again (and its cars matched again): ${alerts2 - alerts1} new alerts, ${emails2 - emails1} new e-mails — ${alerts2 === alerts1 && emails2 === emails1 ? 'exactly once' : 'WRONG'}`,
    )

    // Two instances at once: the next 1,000 cars imported, then matched by two processes started together.
    await importStock(db, { index: INDEX, cars: later, mode: 'upsert' })
    writeFileSync(
      path.join(dir, 'change.json'),
      JSON.stringify({ index: INDEX, changedCarIds: later.map((car) => car.car_id), removedCarIds: [] }),
    )
    const laterPairs = matcher.match(later as unknown as Array<Record<string, unknown>>)
    const at = Date.now() + 8_000
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--conditions=production', '--import', 'tsx', fileURLToPath(import.meta.url)], {
        stdio: 'inherit',
        env: {
          ...process.env,
          BENCH_ALERTS_DIR: dir,
          BENCH_ALERTS_SITE: String(site.id),
          BENCH_ALERTS_AT: String(at),
          BENCH_ALERTS_RESULT: '',
        },
      }),
    )
    const codes = await Promise.all(children.map(async (child) => ((await once(child, 'exit')) as [number | null])[0]))
    if (codes.some((code) => code !== 0)) throw new Error(`an instance exited with ${codes.join(', ')}`)
    const alerts3 = await count("SELECT count(*) AS n FROM saved_search_alerts WHERE event = 'new'")
    const emails3 = await count('SELECT count(*) AS n FROM email_outbox')
    const twice = await count(
      'SELECT count(*) AS n FROM (SELECT saved_search_id, car_id FROM saved_search_alerts GROUP BY saved_search_id, car_id HAVING count(*) > 1) AS doubled',
    )
    const laterEmails = expectedEmails(laterPairs)
    console.log(
      `two instances matching the same ${NEW_CARS.toLocaleString('en')} cars at once: alerts ${(alerts3 - alerts2).toLocaleString('en')} of ${laterPairs.length.toLocaleString('en')} matches, e-mails ${(emails3 - emails2).toLocaleString('en')} of ${laterEmails.toLocaleString('en')}, pairs written twice ${twice} — ${alerts3 - alerts2 === laterPairs.length && emails3 - emails2 === laterEmails && twice === 0 ? 'exactly once' : 'WRONG'}`,
    )
    const result = {
      searches: SEARCHES,
      stock: STOCK,
      newCars: NEW_CARS,
      buildMs,
      matchMs,
      matchCpuMs,
      naiveMs,
      naiveCpuMs,
      ratio: naiveCpuMs / matchCpuMs,
      matches: pairs.length,
      exactlyOnce: {
        first: { alerts: alerts1, emails: emails1 },
        repeated: { alerts: alerts2 - alerts1, emails: emails2 - emails1 },
        twoInstances: { alerts: alerts3 - alerts2, emails: emails3 - emails2, expectedAlerts: laterPairs.length, twice },
      },
    }
    if (process.env.BENCH_ALERTS_RESULT) writeFileSync(process.env.BENCH_ALERTS_RESULT, JSON.stringify(result))
    return result
  } finally {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (hasProductionConditions() && process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure()
  process.exit(0)
}
