/**
 * `npm run bench`: runs every benchmark and prints its figures (`npm run bench -- pages` runs one).
 * Results are also written to bench/results/<name>.json. Several benchmarks run one after another, each in a
 * process of its own: what one leaves in memory (Lighthouse's modules, 100,000 redirect rules) is not counted
 * in the next one's heap figures.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const BENCHMARKS: Record<string, () => Promise<{ run: () => Promise<unknown> }>> = {
  pages: () => import('./pages'),
  lighthouse: () => import('./lighthouse'),
  redirects: () => import('./redirects'),
  search: () => import('./search'),
  'stock-import': () => import('./stock-import'),
  alerts: () => import('./alerts'),
  leads: () => import('./leads'),
  'car-list': () => import('./car-list'),
  finance: () => import('./finance'),
  'dealer-site': () => import('./dealer-site'),
  'service-booking': () => import('./service-booking'),
  'car-page': () => import('./car-page'),
  'tire-hotel': () => import('./tire-hotel'),
  cluster: () => import('./cluster'),
  valuation: () => import('./valuation'),
  shop: () => import('./shop'),
}

const wanted = process.argv.slice(2)
const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)
const unknown = names.find((name) => !BENCHMARKS[name])
if (unknown) {
  console.error(`No benchmark "${unknown}". Known: ${Object.keys(BENCHMARKS).join(', ')}`)
  process.exit(1)
}
if (names.length > 1) {
  const tsx = path.resolve(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs')
  for (const name of names) {
    const child = spawnSync(process.execPath, [tsx, import.meta.filename, name], { stdio: 'inherit' })
    if (child.status !== 0) process.exit(child.status ?? 1)
  }
  process.exit(0)
}
const name = names[0]!
const result = await (await BENCHMARKS[name]!()).run()
const resultsDir = path.resolve(import.meta.dirname, 'results')
mkdirSync(resultsDir, { recursive: true })
writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), result }, null, 2)}\n`)
process.exit(0)
