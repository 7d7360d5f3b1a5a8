/**
 * bench/car-list: the se2 car list (se2.localhost/kop-bil/alla-bilar-i-lager), rendered per request for its query.
 *   - server render of a filtered car list (brand, fuel, a price range, a sort: the search is cached, the page is
 *     rendered anew for every request) under 20 concurrent connections for 10 s (autocannon): requests per second
 *     and p50/p95/p99. Target: p95 ≤ 80 ms.
 *   - first-load JavaScript of the car list (gzip), read from the build. Target: ≤ 180 KB.
 *   - Lighthouse's mobile performance and accessibility of the car list (bench/lighthouse's runs). Targets:
 *     performance ≥ 90, accessibility 100. `BENCH_CAR_LIST_LIGHTHOUSE=0` skips it.
 */
import { run as lighthouse } from './lighthouse'
import { CONNECTIONS, DURATION_SECONDS, firstLoadJavaScript, load } from './pages'
import { ensureServer, get } from './server'
import { formatKb } from './stats'

export const RENDER_P95_TARGET_MS = 80
export const FIRST_LOAD_JS_TARGET_KB = 180
const HOST = 'se2.localhost'
const LIST = '/kop-bil/alla-bilar-i-lager'
const FILTERED = `${LIST}?car_brand%3Ecar_model=Volvo&car_fuel=El,Laddhybrid&car_price=300000-900000&sortName=price_asc`

export async function run() {
  const server = await ensureServer()
  try {
    for (const path of [LIST, FILTERED]) {
      const warm = await get(HOST, path)
      if (warm.status !== 200) throw new Error(`${HOST}${path} answered ${warm.status}`)
      if (!warm.body.includes('data-car-card')) throw new Error(`${HOST}${path} shows no car`)
    }
    console.log(`\nbench/car-list — ${CONNECTIONS} connections × ${DURATION_SECONDS} s, production build, rendered per request\n`)
    const render = await load(HOST, FILTERED)
    console.log(`filtered car list ${HOST}${FILTERED}`)
    console.log(`  ${render.rps.toFixed(0)} req/s, p50 ${render.p50.toFixed(1)} ms, p95 ${render.p95.toFixed(1)} ms, p99 ${render.p99.toFixed(1)} ms, errors ${render.errors}`)
    console.log(`  server render p95: ${render.p95.toFixed(1)} ms (target ≤ ${RENDER_P95_TARGET_MS} ms) ${render.p95 <= RENDER_P95_TARGET_MS ? 'met' : 'NOT MET'}`)

    const js = await firstLoadJavaScript(HOST, LIST)
    console.log(`\nfirst-load JavaScript of the car list (${HOST}${LIST}), gzip level 9:`)
    for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${formatKb(file.gzip).padStart(9)}  ${file.src}`)
    console.log(`  total: ${formatKb(js.gzip)} gzip (${formatKb(js.brotli)} as Brotli; ${formatKb(js.raw)} raw) in ${js.files.length} files — target ≤ ${FIRST_LOAD_JS_TARGET_KB} KB ${js.gzip / 1024 <= FIRST_LOAD_JS_TARGET_KB ? 'met' : 'NOT MET'}`)

    const audit = process.env.BENCH_CAR_LIST_LIGHTHOUSE === '0' ? null : await lighthouse({ path: LIST, report: 'lighthouse-car-list-report.html', accessibilityTarget: 100 })
    const { statuses, ...renderFigures } = render
    return { render: { ...renderFigures, statuses: Object.fromEntries(statuses), target: RENDER_P95_TARGET_MS }, firstLoadJs: { ...js, target: FIRST_LOAD_JS_TARGET_KB }, lighthouse: audit }
  } finally {
    server.stop()
  }
}
