/**
 * `npm run bench -- finance`: UK finance quotes (`POST /api/codeweaver/cfd`, spec 2 §7) on the bench server, at
 * 20 concurrent connections: 2,000 quotes on a £18,995 car of the uk-dealer's Leeds dealer, deposits, terms,
 * mileages and calculation types varying as a visitor's sliders do, each quote stored under its reference.
 * WARM_UP quotes go first (the JIT compiles the engine). Printed: p50, p95, p99 and max. Target: p95 ≤ 20 ms.
 */
import { Agent, request as httpRequest } from 'node:http'
import os from 'node:os'

import { BENCH, ensureServer } from './server'
import { summarize } from './stats'

const QUOTES = 2_000
const WARM_UP = 300
const CONCURRENCY = 20
const TARGET_P95_MS = 20
const HOST = 'uk.localhost'

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function post(body: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: BENCH.port,
        method: 'POST',
        path: '/api/codeweaver/cfd',
        agent,
        headers: { host: `${HOST}:${BENCH.port}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The n-th quote a visitor might ask for. */
function quoteRequest(n: number): string {
  const product = n % 2 === 0 ? 'PCP' : 'HP'
  return JSON.stringify({
    OrganisationIdentifier: { Value: 'NVM-LEEDS' },
    VehicleRequests: [
      {
        PhysicalVehicle: { Type: 'Car', VehicleId: '3100001', Status: 'PreOwned', Price: 18_995, Mileage: 21_000, Country: 'GB' },
        Parameters: {
          Term: [24, 36, 48][n % 3],
          CashDeposit: 1900 + (n % 40) * 100,
          RegularPayment: 250 + (n % 30) * 5,
          AnnualMileage: [6000, 8000, 10000, 12000][n % 4],
          FinanceProductFamilyKeys: [product],
          CalculationType: n % 5 === 0 ? 'ToCashDeposit' : 'ToRegularPayment',
        },
      },
    ],
  })
}

async function inTurns(count: number, offset: number): Promise<number[]> {
  const latencies: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = offset + next++
      const answer = await post(quoteRequest(n))
      if (answer.status !== 200) throw new Error(`quote ${n} answered ${answer.status}`)
      latencies.push(answer.ms)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies
}

export async function run() {
  const server = await ensureServer()
  try {
    await inTurns(WARM_UP, 0)
    const started = performance.now()
    const latencies = await inTurns(QUOTES, WARM_UP)
    const seconds = (performance.now() - started) / 1000
    const latency = summarize(latencies)
    console.log(`\nbench/finance — ${QUOTES.toLocaleString('en')} quotes at ${CONCURRENCY} connections (${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`)
    console.log(`quotes a second: ${(QUOTES / seconds).toFixed(0)}`)
    console.log(`p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms — target p95 ≤ ${TARGET_P95_MS} ms ${latency.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`)
    return { quotes: QUOTES, concurrency: CONCURRENCY, latency, targetP95Ms: TARGET_P95_MS }
  } finally {
    server.stop()
  }
}
