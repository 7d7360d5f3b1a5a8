/**
 * bench/search: the car search engine (src/features/car-search/engine) on a market's full stock.
 *
 * Part 1, in process (no server):
 *   - 100,000 cars of vehicles-se from the deterministic generator (scripts/demo/stock/generate.ts), each turned
 *     to JSON and parsed back as the server reads a car from the database, timed on their own. The index
 *     built from them as the server builds it (VEHICLE_INDEX_CONFIG, Swedish collation): build time (target
 *     ≤ 5 s) and the heap after a forced collection (target ≤ 500 MB, cars and index), with the cars' heap
 *     before the build (the build shares their equal strings) and the index's typed arrays beside it.
 *   - Three requests, parsed through searchRequestSchema as the endpoint parses them:
 *     (a) every car-list facet (CAR_LIST_FACETS), limit 0;
 *     (b) keyphrase 'volvo automat', brand Volvo on the brand > model facet, price 150,000–600,000 SEK on the
 *         price facet, every other car-list facet, sort price_asc, 48 cars;
 *     (c) (b) at offset 960 (page 21).
 *     Each 1,000 times after a warm-up, every run timed alone (process.hrtime.bigint()): p50/p95/p99/mean.
 *     Target: (b) p95 ≤ 10 ms. The engine keeps no answers (the service's 60 s cache sits above it); to
 *     show it, (b) is also run with a different price range every time.
 *   - The same cars in Orama (@orama/orama, a dev dependency of this benchmark only), with the same words
 *     (Orama's tokenizer replaced by the engine's own folding and splitting, so 'Škoda' and 'skoda' are one
 *     word in both and no stemming or stop words apply), every text field in one full-text property `text`
 *     and again as a word list `words` (enum[]), the facets as enums and numbers (ranges from the engine's
 *     histogram buckets), sortBy the effective price. Orama's own term search (threshold 0, prefixes on)
 *     counts other cars: it drops a car when a keyphrase word starts two of its words ('automat' and
 *     'automatisk'). So (b) and (c) are asked as each keyphrase word expanded to the indexed words it starts
 *     (read from Orama's radix tree) in a where-clause, ANDed with the brand and price filters: on `words`
 *     (timed; the ratio) and on `text` (slower: Orama gathers a word's cars with Array.includes). Both
 *     must count the engine's total_items. Orama runs until 60 s are spent (at least 10 runs): one run takes
 *     seconds at 100,000 cars. Target: (b) Orama p95 / engine p95 ≥ 5.
 *
 * Part 2, over HTTP (the bench demo on port 3200; BENCH_SEARCH_HTTP=0 skips it):
 *   - the same 100,000 cars imported into vehicles-se through POST /api/stock/import as streamed NDJSON
 *     (timed; the issue's import target is ≤ 60 s): the cars are about 9 KB each and the endpoint takes at
 *     most 300 MB a feed, so the first part goes in full mode and the rest in upsert mode. The parts are
 *     written to NDJSON files first and each is sent from its file, as a dealer system sends its export
 *     (`curl --data-binary @stock.ndjson`): what is timed is the import, not this process turning its
 *     100,000 cars into text beside Orama's index.
 *   - autocannon (20 connections × 10 s after a short warm-up) on POST /api/search with a (b)-shaped body
 *     that differs on every request (price range and page), so the service's 60 s answer cache never
 *     answers. autocannon runs in a process of its own (bench/search-load.ts), whose CPU use is printed. Target: ≥ 300 requests a second. Then the same with `fields: ['car_id']`, to show what
 *     sending 48 whole cars costs.
 *   - Afterwards the demo's 640 cars of vehicles-se are imported again in full mode.
 *
 * BENCH_SEARCH_CARS, BENCH_SEARCH_RUNS and BENCH_SEARCH_ORAMA_SECONDS change the stock size, the runs per
 * request and the time Orama gets per request.
 */
import { once } from 'node:events'
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'

import { fold, search, type SearchIndex } from '../src/features/car-search/engine'
import { words } from '../src/features/car-search/engine/fold'
import { CAR_BRAND_MODEL_FACET, CAR_LIST_FACETS, CAR_RANGE_FACETS, effectivePrice, VEHICLE_INDEX_CONFIG } from '../src/features/car-search/index-config'
import { searchRequestSchema, type HistogramBucket, type ParsedSearchRequest, type SearchResponse } from '../src/features/car-search/schema'
import { MAX_FEED_BYTES } from '../src/app/api/stock/import/schema'
import type { Car } from '../src/features/stock/car'
import { buildVehicleIndex } from '../src/features/car-search/vehicle-index'
import { DEMO_DEALER_SITES } from '../scripts/demo/dealer-sites/index'
import { DEMO_STOCK_PER_INDEX } from '../scripts/seed/stock'
import { generateStock, generateStockStream } from '../scripts/demo/stock/generate'

import { BRAND, DEEP_OFFSET, INDEX, KEYPHRASE, PAGE_SIZE, PRICE_RANGE, searchBody } from './search-request'
import { LOAD_YOUNG_GENERATION_MB, searchLoad, type LoadResult } from './search-load'
import { BENCH, BENCH_KEYS, ensureServer } from './server'
import { percentile } from './stats'

export const CARS = Number(process.env.BENCH_SEARCH_CARS ?? 100_000)
export const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 1_000)
const WARMUP_RUNS = Math.max(10, Math.round(RUNS / 10))
/**
 * Orama's runs of one request stop after this long, once it has run ORAMA_MIN_RUNS times: at 100,000 cars
 * one run takes seconds. BENCH_SEARCH_ORAMA_SECONDS changes it.
 */
const ORAMA_BUDGET_MS = Number(process.env.BENCH_SEARCH_ORAMA_SECONDS ?? 60) * 1000
const ORAMA_WARMUP_RUNS = 2
const ORAMA_MIN_RUNS = 10
/** The locale the server builds vehicles-se with (src/wiring/search.ts). */
const LOCALE = 'sv'


export const CONNECTIONS = 20
export const DURATION_SECONDS = 10
export const WARMUP_SECONDS = 3

export const TARGETS = {
  queryP95Ms: 10,
  buildMs: 5_000,
  heapMb: 500,
  oramaRatio: 5,
  httpRps: 300,
  importMs: 60_000,
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mb = (bytes: number) => bytes / 1024 / 1024
/** The JS heap and the array buffers outside it: the index keeps its postings, columns and sort orders in typed arrays. */
const heapBytes = () => {
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.arrayBuffers
}
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ')

/** Forces a full collection (the flag set at run time; `gc` is then found in a new context). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  return () => {
    gc()
    gc()
  }
}

// ---------------------------------------------------------------------------------------------------------
// The requests

type Query = 'a' | 'b' | 'c'
const QUERY_LABELS: Record<Query, string> = {
  a: '(a) all facets, limit 0',
  b: `(b) '${KEYPHRASE}', ${BRAND}, price, facets, price_asc, 48`,
  c: `(c) (b) at offset ${DEEP_OFFSET}`,
}


const REQUESTS: Record<Query, ParsedSearchRequest> = {
  a: searchRequestSchema.parse({ index: INDEX, facets: CAR_LIST_FACETS, limit: 0 }),
  b: searchRequestSchema.parse(searchBody(PRICE_RANGE, 0)),
  c: searchRequestSchema.parse(searchBody(PRICE_RANGE, DEEP_OFFSET)),
}

type Latency = { runs: number; p50: number; p95: number; p99: number; mean: number; max: number }

/**
 * Runs `runOnce` after a warm-up, each run timed alone; milliseconds. With a budget, stops early once the
 * budget is spent (Orama's slowest request takes over a second a run).
 */
function timeRuns(runOnce: (run: number) => unknown, runs = RUNS, warmup = WARMUP_RUNS, budgetMs = Number.POSITIVE_INFINITY, minRuns = runs): Latency {
  for (let run = 0; run < warmup; run++) runOnce(run)
  const samples: number[] = []
  const started = performance.now()
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint()
    const result = runOnce(run)
    samples.push(Number(process.hrtime.bigint() - start) / 1e6)
    if (result === undefined) throw new Error('a search answered nothing')
    if (run + 1 >= minRuns && performance.now() - started > budgetMs) break
  }
  const sorted = samples.sort((a, b) => a - b)
  return {
    runs: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    max: sorted.at(-1) ?? Number.NaN,
  }
}

const fmtMs = (value: number) => (value < 10 ? value.toFixed(3) : value.toFixed(1)).padStart(9)
function printLatencyHeader(first = 'request') {
  console.log(first.padEnd(58), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9), 'p99 ms'.padStart(9), 'mean ms'.padStart(9), 'max ms'.padStart(9), '  total_items')
}
function printLatency(label: string, latency: Latency, totalItems: number | string) {
  console.log(label.padEnd(58), fmtMs(latency.p50), fmtMs(latency.p95), fmtMs(latency.p99), fmtMs(latency.mean), fmtMs(latency.max), `  ${typeof totalItems === 'number' ? totalItems.toLocaleString('en') : totalItems}`)
}

// ---------------------------------------------------------------------------------------------------------
// Orama

const ORAMA_VALUE_FACETS = [
  'car_brand',
  'car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_year',
  'car_condition',
  'car_vehicle_type',
  'car_site_city',
  'car_site_region',
  'car_site_name',
] as const

/**
 * One text property holding every text field of VEHICLE_INDEX_CONFIG: with threshold 0 Orama keeps only
 * documents having every word in one property, while the engine takes the words from any of its fields.
 * The same words also as a list (`words`, enum[]): filtering on it is Orama's fastest way to require a word.
 */
const ORAMA_SCHEMA = {
  text: 'string',
  words: 'enum[]',
  ...Object.fromEntries(ORAMA_VALUE_FACETS.map((field) => [field, 'enum'])),
  car_equipment: 'enum[]',
  ...Object.fromEntries(CAR_RANGE_FACETS.map((field) => [field, 'number'])),
  effective_price: 'number',
} as const

type OramaCarDocument = Record<string, unknown> & { id: string; car: Car }

/** The values at a dotted path, through arrays ('car_campaigns.title'). */
function valuesAt(source: unknown, steps: readonly string[], into: unknown[]): void {
  if (source === null || source === undefined) return
  if (Array.isArray(source)) {
    for (const item of source) valuesAt(item, steps, into)
    return
  }
  if (steps.length === 0) {
    if (typeof source === 'string' || typeof source === 'number') into.push(source)
    return
  }
  if (typeof source === 'object') valuesAt((source as Record<string, unknown>)[steps[0]!], steps.slice(1), into)
}

const TEXT_PATHS = VEHICLE_INDEX_CONFIG.textFields.map((field) => field.split('.'))

function oramaDocument(car: Car, sharedWords: Map<string, string>): OramaCarDocument {
  const values: unknown[] = []
  for (const steps of TEXT_PATHS) valuesAt(car, steps, values)
  const text = values.join('\n')
  const words = engineWords(text).map((word) => {
    const shared = sharedWords.get(word)
    if (shared !== undefined) return shared
    sharedWords.set(word, word)
    return word
  })
  const source = car as unknown as Record<string, unknown>
  const doc: OramaCarDocument = { id: car.car_id, car, text, words, effective_price: effectivePrice(car) }
  // Orama refuses null for an enum or a number; a missing value is left out, as the engine leaves it out.
  for (const field of [...ORAMA_VALUE_FACETS, 'car_equipment', ...CAR_RANGE_FACETS]) {
    const value = source[field]
    if (value !== null && value !== undefined) doc[field] = value
  }
  return doc
}

/** The engine's own words ('Škoda' → 'skoda', split on anything not a letter or digit), for Orama to index and query. */
const engineWords = (text: string): string[] => words(text)

/** Orama's radix tree node (orama/src/trees/radix.ts): edge label `s`, word `w` when `e`, children by first letter. */
type RadixNode = { s: string; w: string; e: boolean; c: Map<string, RadixNode>; find: (params: { term: string; exact: boolean }) => Record<string, number[]> }

/**
 * The indexed words starting with `prefix`, read from Orama's tree without collecting their documents:
 * Orama's own prefix lookup (`find`) also gathers every document of every word, de-duplicating them with
 * Array.includes, which costs seconds for a word held by tens of thousands of cars.
 */
function radixWordsStarting(root: RadixNode, prefix: string): string[] {
  let node = root
  let i = 0
  while (i < prefix.length) {
    const child = node.c.get(prefix[i]!)
    if (child === undefined) return []
    let j = 0
    while (j < child.s.length && i + j < prefix.length && child.s[j] === prefix[i + j]) j++
    if (j < child.s.length && i + j < prefix.length) return []
    node = child
    i += j
  }
  const found: string[] = []
  const stack = [node]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (next.e) found.push(next.w)
    for (const child of next.c.values()) stack.push(child)
  }
  return found.sort()
}

type OramaModule = typeof import('@orama/orama')
type OramaResult = { count: number; hits: { id: string; document: OramaCarDocument }[]; facets?: Record<string, { count: number; values: Record<string, number> }> }

async function buildOrama(orama: OramaModule, docs: OramaCarDocument[]) {
  const db = orama.create({
    schema: ORAMA_SCHEMA,
    components: {
      tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => (typeof raw === 'string' ? engineWords(raw) : [raw]) },
    },
    // Only the effective price is sorted on: the others would cost Orama sorted lists the engine does not build.
    sort: { unsortableProperties: Object.keys(ORAMA_SCHEMA).filter((field) => field !== 'effective_price') },
  })
  await orama.insertMultiple(db, docs as never, 1_000)
  return db
}

// ---------------------------------------------------------------------------------------------------------
// Part 1

type QueryFigures = {
  label: string
  ours: Latency & { totalItems: number }
  orama: Latency & { totalItems: number; variant: string }
  oramaTextWhere?: (Latency | { oneRunMs: number }) & { totalItems: number }
  oramaTermSearch?: { oneRunMs: number; totalItems: number }
  totalsEqual: boolean
  ratioP95: number
}

async function inProcess(cars: Car[], generateMs: number) {
  const gc = collector()
  console.log(`\nbench/search — part 1, in process (node ${process.version}, ${os.cpus().length} CPUs, heap limit ${mb(v8.getHeapStatistics().heap_size_limit).toFixed(0)} MB, load average ${loadAverage()})\n`)
  console.log(`generated ${cars.length.toLocaleString('en')} cars of ${INDEX}, each parsed from its JSON as the server reads it, in ${seconds(generateMs)} (not part of the build)`)

  gc()
  const heapWithCars = heapBytes()
  const buffersWithCars = process.memoryUsage().arrayBuffers
  let started = performance.now()
  // As every instance builds it: each car's price insight, then the index.
  const index = buildVehicleIndex(cars, { locale: LOCALE }).index as unknown as SearchIndex<Car>
  const buildMs = performance.now() - started
  gc()
  const heapAfterBuild = heapBytes()
  const heapTotalMb = mb(heapAfterBuild)
  const heapChangeMb = mb(heapAfterBuild - heapWithCars)
  // The index's columns, postings and sort orders: its typed arrays (its term and value dictionaries are a few MB of heap besides).
  const indexBuffersMb = mb(process.memoryUsage().arrayBuffers - buffersWithCars)
  console.log(`index build: ${seconds(buildMs)} — target ≤ ${seconds(TARGETS.buildMs)} ${verdict(buildMs <= TARGETS.buildMs)}`)
  console.log(
    `heap after build (forced GC; JS heap + array buffers): ${heapTotalMb.toFixed(0)} MB in all, cars and index — target ≤ ${TARGETS.heapMb} MB ${verdict(heapTotalMb <= TARGETS.heapMb)}. ` +
      `The cars alone took ${mb(heapWithCars).toFixed(0)} MB before the build; the build shares their equal strings (${heapChangeMb >= 0 ? '+' : '−'}${Math.abs(heapChangeMb).toFixed(0)} MB in all) ` +
      `and the index's typed arrays take ${indexBuffersMb.toFixed(0)} MB`,
  )

  const ask = (request: ParsedSearchRequest): SearchResponse<Car> => search(index, request)
  // The first answer of each request, before any warm-up (columns only filtered on are built on first use).
  const first: Partial<Record<Query, { ms: number; response: SearchResponse<Car> }>> = {}
  for (const query of ['a', 'b', 'c'] as const) {
    started = performance.now()
    const response = ask(REQUESTS[query])
    first[query] = { ms: performance.now() - started, response }
  }
  const totals = { a: first.a!.response.total_items, b: first.b!.response.total_items, c: first.c!.response.total_items }
  console.log(`total_items: (a) ${totals.a.toLocaleString('en')}, (b) ${totals.b.toLocaleString('en')}, (c) ${totals.c.toLocaleString('en')} (${first.c!.response.content.length} cars on page 21)`)
  if (totals.b <= PAGE_SIZE) throw new Error(`(b) matches ${totals.b} cars: not more than a page, choose another price range`)
  if (totals.c <= DEEP_OFFSET + PAGE_SIZE) console.log(`note: (c) has fewer than ${DEEP_OFFSET + PAGE_SIZE} cars: page 21 is not full`)
  console.log(`first answers (cold): (a) ${first.a!.ms.toFixed(1)} ms, (b) ${first.b!.ms.toFixed(1)} ms, (c) ${first.c!.ms.toFixed(1)} ms`)

  console.log(`\nthe engine, ${RUNS.toLocaleString('en')} runs each after ${WARMUP_RUNS} warm-up runs (load average ${loadAverage()}):`)
  printLatencyHeader()
  const ours = {} as Record<Query, Latency>
  for (const query of ['a', 'b', 'c'] as const) {
    ours[query] = timeRuns(() => ask(REQUESTS[query]))
    printLatency(QUERY_LABELS[query], ours[query], totals[query])
  }
  // No cache in the engine: the same request with a different price range every run costs the same.
  const distinctB = timeRuns((run) => ask(searchRequestSchema.parse(searchBody([PRICE_RANGE[0] + 2 * RUNS + run, PRICE_RANGE[1] - run], 0))), RUNS, 0)
  printLatency('(b) with a different price range every run (no repeats)', distinctB, 'varies')
  const parseB = timeRuns(() => searchRequestSchema.parse(searchBody(PRICE_RANGE, 0)))
  console.log(`(parsing a (b) body through searchRequestSchema, included in the row above: p50 ${parseB.p50.toFixed(3)} ms, p95 ${parseB.p95.toFixed(3)} ms)`)
  const bMet = ours.b.p95 <= TARGETS.queryP95Ms
  console.log(`(b) p95 ${ours.b.p95.toFixed(2)} ms — target ≤ ${TARGETS.queryP95Ms} ms ${verdict(bMet)}`)

  // ---- Orama
  const orama = (await import('@orama/orama')) as OramaModule
  const oramaVersion = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'node_modules', '@orama', 'orama', 'package.json'), 'utf8')) as { version: string }).version
  started = performance.now()
  const sharedWords = new Map<string, string>()
  const oramaDocs = cars.map((car) => oramaDocument(car, sharedWords))
  sharedWords.clear()
  const prepareMs = performance.now() - started
  gc()
  const heapBeforeOrama = heapBytes()
  started = performance.now()
  const db = await buildOrama(orama, oramaDocs)
  const oramaInsertMs = performance.now() - started
  gc()
  const oramaHeapMb = mb(heapBytes() - heapBeforeOrama)
  console.log(`\nOrama ${oramaVersion}: ${oramaDocs.length.toLocaleString('en')} documents prepared in ${seconds(prepareMs)}, inserted (insertMultiple; the text property and the words list) in ${seconds(oramaInsertMs)}; its index adds ${oramaHeapMb.toFixed(0)} MB of heap`)

  // Number facets: the ranges of the engine's histogram buckets over the whole stock.
  const histograms = new Map(first.a!.response.facet.filter((facet) => facet.type === 'histogram').map((facet) => [facet.name, facet.values as HistogramBucket[]]))
  const facets: Record<string, unknown> = {}
  for (const field of [...ORAMA_VALUE_FACETS, 'car_equipment']) facets[field] = { limit: 10_000, sort: 'ASC' }
  for (const field of CAR_RANGE_FACETS) facets[field] = { ranges: (histograms.get(field) ?? []).map((bucket) => ({ from: bucket.min, to: bucket.max })) }
  const brandFilter = { car_brand: { eq: BRAND } }
  const priceFilter = { car_price: { between: PRICE_RANGE } }
  const sortBy = { property: 'effective_price', order: 'ASC' }
  const textNode = (db.data.index as unknown as { indexes: Record<string, { node: RadixNode }> }).indexes.text!.node
  const keyphraseWords = engineWords(KEYPHRASE)

  const runOrama = (params: Record<string, unknown>): OramaResult => {
    const result = orama.search(db, params as never) as unknown
    if (result instanceof Promise) throw new Error('Orama answered asynchronously')
    return result as OramaResult
  }
  const page = (offset: number) => ({ facets, sortBy, limit: PAGE_SIZE, offset })
  /** Orama's full-text search: the keyphrase as its term, every word required (threshold 0), prefixes on. */
  const termSearch = (offset: number) => runOrama({ term: KEYPHRASE, properties: ['text'], threshold: 0, exact: false, tolerance: 0, where: { ...brandFilter, ...priceFilter }, ...page(offset) })
  /** Each keyphrase word expanded to the indexed words it starts, one where-clause per word on `property`, ANDed with the filters. */
  const prefixWhere = (property: 'text' | 'words', offset: number) =>
    runOrama({
      where: {
        and: [
          brandFilter,
          priceFilter,
          ...keyphraseWords.map((word) => {
            const expanded = radixWordsStarting(textNode, word)
            return property === 'text' ? { text: expanded } : { words: { containsAny: expanded } }
          }),
        ],
      },
      ...page(offset),
    })
  const oramaRequests: Record<Query, () => OramaResult> = {
    a: () => runOrama({ facets, limit: 0 }),
    b: () => prefixWhere('words', 0),
    c: () => prefixWhere('words', DEEP_OFFSET),
  }

  const timedOnce = (runOnce: () => OramaResult) => {
    const begun = performance.now()
    const result = runOnce()
    return { result, ms: performance.now() - begun }
  }
  const oramaFirst = { a: oramaRequests.a(), b: oramaRequests.b(), c: oramaRequests.c() }
  const textWhereFirst = { b: timedOnce(() => prefixWhere('text', 0)), c: timedOnce(() => prefixWhere('text', DEEP_OFFSET)) }
  const termFirst = { b: timedOnce(() => termSearch(0)), c: timedOnce(() => termSearch(DEEP_OFFSET)) }
  const prefixWords = keyphraseWords
    .map((word) => `'${word}' → ${radixWordsStarting(textNode, word).map((found) => `${found} (${((db.data.index as unknown as { indexes: Record<string, { node: { find: (key: string) => unknown[] | null } }> }).indexes.words!.node.find(found) ?? []).length.toLocaleString('en')} cars)`).join(', ')}`)
    .join('; ')
  console.log(`keyphrase words and the indexed words they start: ${prefixWords}`)

  const expectedTermCount = countOramaThresholdZero(cars, keyphraseWords)
  const count = (value: number) => value.toLocaleString('en')
  console.log('\ntotal_items   engine   Orama: words where   equal   text where   equal   term search (threshold 0)')
  for (const query of ['a', 'b', 'c'] as const) {
    const text = query === 'a' ? null : textWhereFirst[query].result.count
    const term = query === 'a' ? null : termFirst[query].result.count
    console.log(
      `${query.padEnd(9)} ${count(totals[query]).padStart(10)} ${count(oramaFirst[query].count).padStart(20)}   ${String(totals[query] === oramaFirst[query].count).padEnd(5)} ${(text === null ? '—' : count(text)).padStart(12)}   ${(text === null ? '' : String(text === totals[query])).padEnd(5)} ${(term === null ? '—' : count(term)).padStart(27)}`,
    )
  }
  console.log(
    `Orama's term search with threshold 0 keeps a car only when, in one property, the number of (keyphrase word, indexed word it starts) matches equals the number of keyphrase words: ` +
      `a car with 'automat' and 'automatisk' counts 3 and is dropped (counted from the cars with that rule: ${count(expectedTermCount)}). ` +
      'The equivalent requests expand each word to the indexed words it starts and filter with where: on the words list (enum[], the fast one) and on the full-text property.',
  )
  // The page must hold the same cars in the same order (ties on price go by car id in both).
  const samePage = (query: 'b' | 'c') => first[query]!.response.content.map((car) => car.car_id).join(',') === oramaFirst[query].hits.map((hit) => hit.id).join(',')
  console.log(`same cars in the same order on the page: (b) ${samePage('b')}, (c) ${samePage('c')}`)
  const brandCountsEqual = (() => {
    const engineBrands = new Map<string, number>()
    for (const node of (first.a!.response.facet.find((facet) => facet.name === CAR_BRAND_MODEL_FACET)?.values ?? []) as { text: string; count: number }[]) engineBrands.set(node.text, node.count)
    const oramaBrands = oramaFirst.a.facets?.car_brand?.values ?? {}
    return engineBrands.size === Object.keys(oramaBrands).length && [...engineBrands].every(([brand, value]) => oramaBrands[brand] === value)
  })()
  console.log(`(a) brand facet counts equal: ${brandCountsEqual}`)

  console.log(`\nOrama, up to ${RUNS.toLocaleString('en')} runs each, at most ${ORAMA_BUDGET_MS / 1000} s a request (at least ${ORAMA_MIN_RUNS} runs), after ${ORAMA_WARMUP_RUNS} warm-up runs (load average ${loadAverage()}):`)
  printLatencyHeader()
  const oramaLatency = {} as Record<Query, Latency>
  for (const query of ['a', 'b', 'c'] as const) {
    oramaLatency[query] = timeRuns(oramaRequests[query], RUNS, ORAMA_WARMUP_RUNS, ORAMA_BUDGET_MS, ORAMA_MIN_RUNS)
    const variant = query === 'a' ? '(a) no term, no filter' : `(${query}) words where`
    printLatency(`${variant} (${oramaLatency[query].runs} runs)`, oramaLatency[query], oramaFirst[query].count)
  }
  // The full-text property: every where-clause or term on it collects each word's cars with Array.includes.
  const textWhereB = timeRuns(() => prefixWhere('text', 0), RUNS, 0, ORAMA_BUDGET_MS / 4, 3)
  printLatency(`(b) text where (${textWhereB.runs} runs)`, textWhereB, textWhereFirst.b.result.count)
  console.log(
    `one run each: (c) text where ${seconds(textWhereFirst.c.ms)}; term search (other totals) (b) ${seconds(termFirst.b.ms)}, (c) ${seconds(termFirst.c.ms)}`,
  )

  console.log('\nOrama p95 / engine p95:')
  const queries = {} as Record<Query, QueryFigures>
  for (const query of ['a', 'b', 'c'] as const) {
    const ratio = oramaLatency[query].p95 / ours[query].p95
    const totalsEqual = totals[query] === oramaFirst[query].count
    queries[query] = {
      label: QUERY_LABELS[query],
      ours: { ...ours[query], totalItems: totals[query] },
      orama: { ...oramaLatency[query], totalItems: oramaFirst[query].count, variant: query === 'a' ? 'no term, no filter' : 'where on the words list (enum[]) with prefix-expanded words' },
      ...(query === 'a'
        ? {}
        : {
            oramaTextWhere: query === 'b' ? { ...textWhereB, totalItems: textWhereFirst.b.result.count } : { oneRunMs: textWhereFirst.c.ms, totalItems: textWhereFirst.c.result.count },
            oramaTermSearch: { oneRunMs: termFirst[query].ms, totalItems: termFirst[query].result.count },
          }),
      totalsEqual,
      ratioP95: ratio,
    }
    const textNote = query === 'b' ? `; with the text where ${(textWhereB.p95 / ours.b.p95).toFixed(0)}×` : ''
    console.log(`  ${QUERY_LABELS[query].padEnd(56)} ${ratio.toFixed(1)}×${totalsEqual ? '' : ' (totals differ!)'}${textNote}`)
  }
  const ratioMet = queries.b.ratioP95 >= TARGETS.oramaRatio && queries.b.totalsEqual
  console.log(`(b) ${queries.b.ratioP95.toFixed(1)}× faster than Orama at p95 — target ≥ ${TARGETS.oramaRatio}× ${verdict(ratioMet)}`)

  return {
    cars: cars.length,
    generateMs,
    build: { ms: buildMs, targetMs: TARGETS.buildMs, met: buildMs <= TARGETS.buildMs },
    heap: {
      afterBuildMb: heapTotalMb,
      carsMb: mb(heapWithCars),
      changeMb: heapChangeMb,
      indexBuffersMb,
      targetMb: TARGETS.heapMb,
      met: heapTotalMb <= TARGETS.heapMb,
    },
    firstAnswerMs: { a: first.a!.ms, b: first.b!.ms, c: first.c!.ms },
    queries,
    distinctB,
    parseBodyMs: { p50: parseB.p50, p95: parseB.p95 },
    bP95: { ms: ours.b.p95, targetMs: TARGETS.queryP95Ms, met: bMet },
    orama: {
      version: oramaVersion,
      prepareMs,
      insertMs: oramaInsertMs,
      heapMb: oramaHeapMb,
      termThresholdZeroExpected: expectedTermCount,
      samePage: { b: samePage('b'), c: samePage('c') },
      brandCountsEqual,
      ratioTarget: TARGETS.oramaRatio,
      ratioMet,
    },
  }
}

/**
 * The cars Orama's threshold-0 term search keeps for (b): brand and price filters, then in the one text
 * property the number of distinct indexed words starting with some keyphrase word must equal the number
 * of keyphrase words (Orama counts one match per indexed word found, not per keyphrase word).
 */
function countOramaThresholdZero(cars: readonly Car[], keyphraseWords: readonly string[]): number {
  let kept = 0
  for (const car of cars) {
    if (fold(car.car_brand) !== fold(BRAND) || car.car_price < PRICE_RANGE[0] || car.car_price > PRICE_RANGE[1]) continue
    const text: unknown[] = []
    for (const steps of TEXT_PATHS) valuesAt(car, steps, text)
    const docWords = engineWords(text.join('\n'))
    let matches = 0
    const found = new Set<string>()
    for (const word of keyphraseWords) {
      for (const docWord of docWords) {
        if (docWord.startsWith(word)) {
          matches++
          found.add(word)
        }
      }
    }
    if (found.size === keyphraseWords.length && matches === keyphraseWords.length) kept++
  }
  return kept
}

// ---------------------------------------------------------------------------------------------------------
// Part 2

type Answer = { status: number; body: string }

function post(pathname: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: BENCH.port, method: 'POST', path: pathname, headers: { host: `localhost:${BENCH.port}`, 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const searchHeaders = () => ({ 'content-type': 'application/json', 'x-api-key': BENCH_KEYS.search })
const stockHeaders = () => ({ 'content-type': 'application/x-ndjson', 'x-api-key': BENCH_KEYS.stock })

/** A feed sent to the import endpoint as it is read from `body`. */
function sendFeed(mode: 'full' | 'upsert', body: AsyncIterable<string | Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: BENCH.port, method: 'POST', path: `/api/stock/import?index=${INDEX}&mode=${mode}`, headers: { host: `localhost:${BENCH.port}`, ...stockHeaders() } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    const write = async () => {
      let batch = ''
      const flush = async () => {
        const flushed = req.write(batch)
        batch = ''
        if (!flushed) await once(req, 'drain')
      }
      for await (const chunk of body) {
        if (typeof chunk !== 'string') {
          if (batch !== '') await flush()
          if (!req.write(chunk)) await once(req, 'drain')
          continue
        }
        batch += chunk
        if (batch.length >= 1 << 20) await flush()
      }
      req.end(batch)
    }
    write().catch(reject)
  })
}

type FeedPart = { file: string; mode: 'full' | 'upsert'; cars: number; bytes: number }

/** The cars as NDJSON files of at most `maxBytes` each: the first for full mode, the rest for upsert mode. */
async function writeFeedParts(cars: readonly Car[], dir: string, maxBytes: number): Promise<FeedPart[]> {
  const parts: FeedPart[] = []
  let from = 0
  while (from < cars.length) {
    const file = path.join(dir, `part-${parts.length + 1}.ndjson`)
    const out = createWriteStream(file)
    let bytes = 0
    let next = from
    while (next < cars.length) {
      const line = `${JSON.stringify(cars[next])}\n`
      const lineBytes = Buffer.byteLength(line)
      if (bytes + lineBytes > maxBytes && bytes > 0) break
      bytes += lineBytes
      next++
      if (!out.write(line)) await once(out, 'drain')
    }
    out.end()
    await once(out, 'close')
    parts.push({ file, mode: from === 0 ? 'full' : 'upsert', cars: next - from, bytes })
    from = next
  }
  return parts
}

const json = (text: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
}

/** The whole stock into the index: one full-mode feed, or, above the endpoint's size limit, a full part and upsert parts. */
async function importOverHttp(cars: readonly Car[]) {
  // Parts stay under the endpoint's limit with room for a line.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-bench-feed-'))
  try {
    const files = await writeFeedParts(cars, dir, Math.floor(MAX_FEED_BYTES * 0.95))
    const parts: { mode: 'full' | 'upsert'; cars: number; mb: number; ms: number; status: number; answer: Record<string, unknown> | null }[] = []
    const started = performance.now()
    for (const file of files) {
      const partStarted = performance.now()
      const answer = await sendFeed(file.mode, createReadStream(file.file, { highWaterMark: 1 << 20 }))
      const part = { mode: file.mode, cars: file.cars, mb: mb(file.bytes), ms: performance.now() - partStarted, status: answer.status, answer: json(answer.body) } as const
      parts.push(part)
      console.log(`  part ${parts.length}: ${part.cars.toLocaleString('en')} cars, ${part.mb.toFixed(0)} MB of NDJSON, ${file.mode} mode → ${answer.status} in ${seconds(part.ms)} ${answer.body.slice(0, 300)}`)
      if (answer.status !== 200) return { ok: false as const, parts, ms: performance.now() - started }
    }
    return { ok: true as const, parts, ms: performance.now() - started }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

type OverHttp = { skipped: string; [key: string]: unknown } | Record<string, unknown>

async function overHttp(cars: readonly Car[], expectedB: number): Promise<OverHttp> {
  console.log(`\nbench/search — part 2, over HTTP (port ${BENCH.port}, load average ${loadAverage()})\n`)
  if (process.env.BENCH_SEARCH_HTTP === '0') {
    console.log('skipped: BENCH_SEARCH_HTTP=0')
    return { skipped: 'BENCH_SEARCH_HTTP=0' }
  }
  if (!existsSync(path.resolve(import.meta.dirname, '..', 'node_modules', 'autocannon'))) {
    console.log('skipped: node_modules/autocannon is not installed')
    return { skipped: 'autocannon is not installed' }
  }
  const server = await ensureServer()
  try {
    const probe = await post('/api/search', searchHeaders(), JSON.stringify({ index: INDEX, limit: 0 }))
    if (probe.status === 401) {
      console.log(
        `skipped: POST /api/search refused the bench search key (401). The server on port ${BENCH.port} was started without ` +
          `FORECOURT_SEARCH_API_KEY=${BENCH_KEYS.search} (bench/server.ts sets it when it starts the server): stop that server and run again.`,
      )
      return { skipped: 'search key refused' }
    }
    if (probe.status !== 200) {
      console.log(`skipped: POST /api/search answered ${probe.status}: ${probe.body.slice(0, 300)}`)
      return { skipped: `search answered ${probe.status}` }
    }

    console.log(`importing ${cars.length.toLocaleString('en')} cars into ${INDEX} through POST /api/stock/import (NDJSON files written first, each sent as a stream; the endpoint takes at most ${mb(MAX_FEED_BYTES).toFixed(0)} MB a feed):`)
    const imported = await importOverHttp(cars)
    // Filled in once the demo's stock is back (after the figures are returned).
    const restore: { status?: number; answer?: unknown } = {}
    try {
      if (!imported.ok) {
        const last = imported.parts.at(-1)!
        if (last.status === 503 || last.status === 401) {
          console.log(
            `skipped: the stock import answered ${last.status}. The server on port ${BENCH.port} was started without FORECOURT_STOCK_API_KEY=${BENCH_KEYS.stock} ` +
              '(bench/server.ts sets it when it starts the server): stop that server and run again.',
          )
        } else console.log(`skipped: the stock import answered ${last.status}`)
        return { skipped: `import answered ${last.status}`, import: imported, restore }
      }
      const importMet = imported.ms <= TARGETS.importMs
      console.log(`import: ${seconds(imported.ms)} in ${imported.parts.length} part(s) — target ≤ ${seconds(TARGETS.importMs)} ${verdict(importMet)}`)

      // The first search after the import loads the stock from the database and builds the index.
      const firstStarted = performance.now()
      const first = await post('/api/search', searchHeaders(), JSON.stringify(searchBody(PRICE_RANGE, 0)))
      const firstMs = performance.now() - firstStarted
      const firstTotal = json(first.body)?.total_items
      console.log(`first search after the import (index loaded and built): ${first.status} in ${seconds(firstMs)}, total_items ${String(firstTotal)} (in process: ${expectedB}), ${(first.body.length / 1024).toFixed(0)} KB`)
      if (first.status !== 200) return { skipped: `first search answered ${first.status}`, import: imported, restore }

      // Every body differs (the lowest price and the page change with a counter), so the 60 s cache never answers.
      const report = (measured: LoadResult) =>
        console.log(
          `  ${measured.label}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, ` +
            `non-2xx ${measured.non2xx}, errors ${measured.errors}, timeouts ${measured.timeouts}, statuses ${JSON.stringify(measured.statuses)}, ${(measured.bytesPerResponse / 1024).toFixed(1)} KB a response; ` +
            `the load process used ${(measured.loadCores * 100).toFixed(0)} % of a core`,
        )
      const loadOf = (label: string, from: number, fields?: string[]) =>
        searchLoad({ label, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, durationSeconds: DURATION_SECONDS, from, priceRange: PRICE_RANGE, pageSize: PAGE_SIZE, fields })
      console.log(`load average before the load: ${loadAverage()}`)
      console.log(
        `\n${CONNECTIONS} connections × ${DURATION_SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), every body distinct; autocannon in a process of its own ` +
          `with a ${LOAD_YOUNG_GENERATION_MB} MB young generation (bench/search-load.ts says why):`,
      )
      const measured = await loadOf('POST /api/search, distinct (b) bodies', 0)
      report(measured)
      // The same requests answering only car ids: what the 48 whole cars of every answer cost to send.
      const idsOnly = await loadOf("the same with fields: ['car_id'] (diagnostic)", measured.next, ['car_id'])
      report(idsOnly)
      const counter = idsOnly.next
      console.log(`(${counter.toLocaleString('en')} distinct bodies sent in all)`)
      const rpsMet = measured.rps >= TARGETS.httpRps && measured.non2xx === 0
      console.log(`${measured.rps.toFixed(0)} uncached requests per second — target ≥ ${TARGETS.httpRps} ${verdict(rpsMet)}`)
      return {
        import: { ...imported, targetMs: TARGETS.importMs, met: importMet },
        firstSearch: { ms: firstMs, status: first.status, totalItems: firstTotal, bytes: first.body.length },
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        bodies: counter,
        search: measured,
        idsOnly,
        rpsTarget: TARGETS.httpRps,
        met: rpsMet,
        restore,
      }
    } finally {
      // The demo's own stock of vehicles-se back, as the seed made it.
      const demo = generateStock({ index: INDEX, count: DEMO_STOCK_PER_INDEX, facilities: DEMO_DEALER_SITES })
      const lines = async function* () {
        for (const car of demo) yield `${JSON.stringify(car)}\n`
      }
      const answer = await sendFeed('full', lines()).catch((error: Error) => ({ status: 0, body: error.message }))
      restore.status = answer.status
      restore.answer = json(answer.body) ?? answer.body.slice(0, 300)
      console.log(`restored the demo's ${DEMO_STOCK_PER_INDEX} cars of ${INDEX} (full mode): ${answer.status} ${answer.body.slice(0, 300)}`)
    }
  } finally {
    server.stop()
  }
}

// ---------------------------------------------------------------------------------------------------------

type Row = { figure: string; value: string; target: string; met: boolean | null }

function printSummary(rows: Row[]) {
  console.log('\nsummary')
  console.log('figure'.padEnd(58), 'value'.padStart(16), 'target'.padStart(12), '  ')
  for (const row of rows) console.log(row.figure.padEnd(58), row.value.padStart(16), row.target.padStart(12), ` ${row.met === null ? '' : verdict(row.met)}`)
}

export async function run() {
  const started = performance.now()
  // The server builds its index from the cars it reads from the database, each row's JSON parsed on its own
  // (src/features/stock/store.ts): the cars go through the same round trip, one by one as they are made.
  const cars = Array.from(generateStockStream({ index: INDEX, count: CARS }), (car) => JSON.parse(JSON.stringify(car)) as Car)
  const generateMs = performance.now() - started
  const part1 = await inProcess(cars, generateMs)
  const part2 = await overHttp(cars, part1.queries.b.ours.totalItems)

  const rows: Row[] = [
    { figure: `generate ${CARS.toLocaleString('en')} cars (not part of the build)`, value: seconds(part1.generateMs), target: '—', met: null },
    { figure: 'index build', value: seconds(part1.build.ms), target: `≤ ${seconds(TARGETS.buildMs)}`, met: part1.build.met },
    { figure: 'heap after build, whole (cars + index)', value: `${part1.heap.afterBuildMb.toFixed(0)} MB`, target: `≤ ${TARGETS.heapMb} MB`, met: part1.heap.met },
    { figure: 'heap before build, the cars alone', value: `${part1.heap.carsMb.toFixed(0)} MB`, target: '—', met: null },
    { figure: "the index's typed arrays", value: `${part1.heap.indexBuffersMb.toFixed(0)} MB`, target: '—', met: null },
  ]
  for (const query of ['a', 'b', 'c'] as const) {
    const figures = part1.queries[query]
    rows.push({
      figure: `${QUERY_LABELS[query]}: p95`,
      value: `${figures.ours.p95.toFixed(2)} ms`,
      target: query === 'b' ? `≤ ${TARGETS.queryP95Ms} ms` : '—',
      met: query === 'b' ? part1.bP95.met : null,
    })
  }
  for (const query of ['a', 'b', 'c'] as const) {
    const figures = part1.queries[query]
    rows.push({
      figure: `(${query}) Orama p95 / engine p95 (total_items ${figures.totalsEqual ? 'equal' : 'DIFFER'})`,
      value: `${figures.ratioP95.toFixed(1)}×`,
      target: query === 'b' ? `≥ ${TARGETS.oramaRatio}×` : '—',
      met: query === 'b' ? part1.orama.ratioMet : null,
    })
  }
  if ('skipped' in part2) rows.push({ figure: 'HTTP', value: 'skipped', target: '', met: null })
  else {
    const imported = part2.import as { ms: number; met: boolean }
    const measured = part2.search as { rps: number }
    rows.push({ figure: `import of ${CARS.toLocaleString('en')} cars over HTTP`, value: seconds(imported.ms), target: `≤ ${seconds(TARGETS.importMs)}`, met: imported.met })
    rows.push({ figure: 'uncached POST /api/search, 20 connections', value: `${measured.rps.toFixed(0)} req/s`, target: `≥ ${TARGETS.httpRps}`, met: part2.met as boolean })
  }
  printSummary(rows)
  return { targets: TARGETS, request: { keyphrase: KEYPHRASE, brand: BRAND, priceRange: PRICE_RANGE, pageSize: PAGE_SIZE, deepOffset: DEEP_OFFSET }, inProcess: part1, overHttp: part2, summary: rows }
}

// Run directly: `tsx bench/search.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run()
