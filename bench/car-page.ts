/**
 * bench/car-page: a se-dealer-2 car page (se2.localhost/kop-bil/{car_id}/{slug}, the first car the car list shows),
 * rendered per request.
 *   - server render of the car page under 20 concurrent connections for 10 s (autocannon): requests per second
 *     and p50/p95/p99. Target: p95 ≤ 80 ms.
 *   - first-load JavaScript of the car page (gzip), read from the build. Target: ≤ 200 KB.
 *   - Lighthouse's mobile performance and accessibility of the car page (bench/lighthouse's runs). Targets:
 *     performance ≥ 90, accessibility 100. `BENCH_CAR_PAGE_LIGHTHOUSE=0` skips it.
 * The finance quote (`cfd`) figure of the same issue is the finance benchmark's.
 */
import { run as lighthouse } from './lighthouse'
import { CONNECTIONS, DURATION_SECONDS, firstLoadJavaScript, load } from './pages'
import { ensureServer, get } from './server'
import { formatKb } from './stats'

export const RENDER_P95_TARGET_MS = 80
export const FIRST_LOAD_JS_TARGET_KB = 200
const HOST = 'se2.localhost'
const LIST = '/kop-bil/alla-bilar-i-lager'

/** The first car page the car list links to. */
async function carPagePath(): Promise<string> {
  const list = await get(HOST, LIST)
  if (list.status !== 200) throw new Error(`${HOST}${LIST} answered ${list.status}`)
  const match = /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/.exec(list.body)
  if (!match) throw new Error(`${HOST}${LIST} links to no car page`)
  return match[1]!
}

export async function run() {
  const server = await ensureServer()
  try {
    const path = await carPagePath()
    const warm = await get(HOST, path)
    if (warm.status !== 200 || !warm.body.includes('data-car-page')) throw new Error(`${HOST}${path} answered ${warm.status} without a car page`)
    console.log(`\nbench/car-page — ${CONNECTIONS} connections × ${DURATION_SECONDS} s, production build, rendered per request\n`)
    const render = await load(HOST, path)
    console.log(`car page ${HOST}${path}`)
    console.log(`  ${render.rps.toFixed(0)} req/s, p50 ${render.p50.toFixed(1)} ms, p95 ${render.p95.toFixed(1)} ms, p99 ${render.p99.toFixed(1)} ms, errors ${render.errors}`)
    console.log(`  server render p95: ${render.p95.toFixed(1)} ms (target ≤ ${RENDER_P95_TARGET_MS} ms) ${render.p95 <= RENDER_P95_TARGET_MS ? 'met' : 'NOT MET'}`)

    const js = await firstLoadJavaScript(HOST, path)
    console.log(`\nfirst-load JavaScript of the car page, gzip level 9:`)
    for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${formatKb(file.gzip).padStart(9)}  ${file.src}`)
    console.log(`  total: ${formatKb(js.gzip)} gzip (${formatKb(js.brotli)} as Brotli; ${formatKb(js.raw)} raw) in ${js.files.length} files — target ≤ ${FIRST_LOAD_JS_TARGET_KB} KB ${js.gzip / 1024 <= FIRST_LOAD_JS_TARGET_KB ? 'met' : 'NOT MET'}`)

    const audit = process.env.BENCH_CAR_PAGE_LIGHTHOUSE === '0' ? null : await lighthouse({ path, report: 'lighthouse-car-page-report.html', accessibilityTarget: 100 })
    const { statuses, ...renderFigures } = render
    return { path, render: { ...renderFigures, statuses: Object.fromEntries(statuses), target: RENDER_P95_TARGET_MS }, firstLoadJs: { ...js, target: FIRST_LOAD_JS_TARGET_KB }, lighthouse: audit }
  } finally {
    server.stop()
  }
}
