/**
 * `npm run bench`: runs every benchmark and prints its figures (`npm run bench -- pages` runs one).
 * Results are also written to bench/results/<name>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const BENCHMARKS: Record<string, () => Promise<{ run: () => Promise<unknown> }>> = {
  pages: () => import('./pages'),
  lighthouse: () => import('./lighthouse'),
  redirects: () => import('./redirects'),
  search: () => import('./search'),
  'stock-import': () => import('./stock-import'),
  leads: () => import('./leads'),
}

const wanted = process.argv.slice(2)
const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)
const resultsDir = path.resolve(import.meta.dirname, 'results')
mkdirSync(resultsDir, { recursive: true })
for (const name of names) {
  const load = BENCHMARKS[name]
  if (!load) {
    console.error(`No benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`)
    process.exit(1)
  }
  const result = await (await load()).run()
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), result }, null, 2)}\n`)
}
process.exit(0)
