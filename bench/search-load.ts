/**
 * The load of bench/search's HTTP part: autocannon on POST /api/search with a (b)-shaped body that differs on
 * every request, so the service's 60 s answer cache never answers.
 *
 * It runs as a process of its own (`searchLoad` starts it), with a young generation of 128 MB. autocannon
 * joins every answer's body into one string as it arrives (its `addBody`), and an answer of 48 whole cars is
 * 370 KB: with twenty answers arriving at once and Node's default young generation, a profile of the load in
 * the benchmark's own process put three quarters of its time in the garbage collector, and the load took a
 * whole core of the two the server shares. What is measured is the server, so the load gets a young
 * generation big enough for the answers in flight, and none of the benchmark's 100,000 cars on its heap.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type Autocannon from 'autocannon'

import { searchBody } from './search-request'
import { BENCH, BENCH_KEYS } from './server'
import { percentile } from './stats'

export const LOAD_YOUNG_GENERATION_MB = 128

export type LoadRequest = {
  label: string
  connections: number
  warmupSeconds: number
  durationSeconds: number
  /** The first body's number: every body has its own lowest price and page. */
  from: number
  /** The (b) body's price range and page size. */
  priceRange: [number, number]
  pageSize: number
  /** Asked for in every body when given (`['car_id']`: the answers without the 48 whole cars). */
  fields?: string[]
}

export type LoadResult = {
  label: string
  rps: number
  total: number
  non2xx: number
  errors: number
  timeouts: number
  statuses: Record<number, number>
  bytesPerResponse: number
  p50: number
  p95: number
  p99: number
  /** The next unused body number. */
  next: number
  /** CPU time the load process used per second of the measured run (1 = one whole core). */
  loadCores: number
}

/** Runs a load (warm-up, then the measured run) in its own process and gives its figures. */
export function searchLoad(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx's loader: tsx's command line would start the script in a process of its own, without the flag.
    const child = spawn(process.execPath, [`--max-semi-space-size=${LOAD_YOUNG_GENERATION_MB}`, '--import', 'tsx', import.meta.filename, JSON.stringify(request)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the search load exited with ${code}: ${out.slice(0, 500)}`))
      resolve(JSON.parse(out.slice(out.lastIndexOf('\n{') + 1)) as LoadResult)
    })
  })
}

async function load(request: LoadRequest, durationSeconds: number, counter: { next: number }): Promise<Omit<LoadResult, 'next' | 'loadCores'>> {
  const { default: autocannon } = await import('autocannon')
  const body = () => {
    const n = counter.next++
    const [low, high] = request.priceRange
    return JSON.stringify({ ...searchBody([low + n, high], request.pageSize * (n % 21)), ...(request.fields ? { fields: request.fields } : {}) })
  }
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let instance!: Autocannon.Instance
  const finished = new Promise<Autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${BENCH.port}`,
        connections: request.connections,
        duration: durationSeconds,
        requests: [
          {
            method: 'POST',
            path: '/api/search',
            headers: { host: `localhost:${BENCH.port}`, 'content-type': 'application/json', 'x-api-key': BENCH_KEYS.search },
            setupRequest: (req) => ({ ...req, body: body() }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
  })
  const result = await finished
  const sorted = latencies.sort((a, b) => a - b)
  return {
    label: request.label,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(statuses),
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

if (process.argv[1] === import.meta.filename) {
  const request = JSON.parse(process.argv[2]!) as LoadRequest
  const counter = { next: request.from }
  await load(request, request.warmupSeconds, counter)
  const cpu = process.cpuUsage()
  const started = performance.now()
  const measured = await load(request, request.durationSeconds, counter)
  const used = process.cpuUsage(cpu)
  const loadCores = (used.user + used.system) / 1000 / (performance.now() - started)
  process.stdout.write(`\n${JSON.stringify({ ...measured, next: counter.next, loadCores } satisfies LoadResult)}\n`)
  process.exit(0)
}
