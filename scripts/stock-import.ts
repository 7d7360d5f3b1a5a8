/**
 * `npm run stock:import -- <file> --index vehicles-se [--mode full|upsert] [--format json|ndjson|csv]`:
 * a dealer system's feed into the configured database. A feed with any bad car imports nothing; each
 * problem is printed and the exit code is 1.
 */
import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { VEHICLE_INDICES, type VehicleIndex } from '../src/features/stock/car'
import { FEED_FORMATS, formatFromFileName, type FeedFormat } from '../src/features/stock/feed'
import { databaseOf } from '../src/db/database'
import { describeProblem, runStockImport } from '../src/features/stock/import'
import type { StockImportMode } from '../src/features/stock/stored-car'

const USAGE = `Usage: npm run stock:import -- <file> --index <${VEHICLE_INDICES.join('|')}> [--mode upsert|full] [--format ${FEED_FORMATS.join('|')}]`

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { index: { type: 'string' }, mode: { type: 'string', default: 'upsert' }, format: { type: 'string' }, help: { type: 'boolean' } },
    })
  } catch (error) {
    return fail((error as Error).message)
  }
})()
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const file = positionals[0]
if (!file || positionals.length > 1) fail('Name one feed file.')
if (!existsSync(file)) fail(`No such file: ${file}`)
if (!values.index || !(VEHICLE_INDICES as readonly string[]).includes(values.index)) fail(`--index must be one of ${VEHICLE_INDICES.join(', ')}.`)
if (values.mode !== 'upsert' && values.mode !== 'full') fail('--mode must be upsert or full.')
if (values.format !== undefined && !(FEED_FORMATS as readonly string[]).includes(values.format)) fail(`--format must be one of ${FEED_FORMATS.join(', ')}.`)
const index = values.index as VehicleIndex
const mode = values.mode as StockImportMode
const format = (values.format as FeedFormat | undefined) ?? formatFromFileName(file)

// The configuration reads the environment when loaded: after the arguments are known to be usable.
const [{ default: config }, { getPayload }, { stockAlerts }] = await Promise.all([import('@payload-config'), import('payload'), import('../src/wiring/saved-searches')])
const payload = await getPayload({ config })
try {
  const started = performance.now()
  const result = await runStockImport(databaseOf(payload), { index, mode, format, stream: createReadStream(file), afterCommit: stockAlerts() })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const name = path.basename(file)
  if (result.ok) {
    console.log(
      `${name} → ${index} (${result.format}, ${mode}): ${result.rows} cars; ${result.inserted} inserted, ${result.updated} updated, ${result.unchanged} unchanged, ${result.removed} removed in ${seconds} s (read ${(result.parseMs / 1000).toFixed(1)} s, write ${(result.writeMs / 1000).toFixed(1)} s)`,
    )
  } else {
    for (const problem of result.problems) console.error(describeProblem(problem))
    const more = result.problemCount > result.problems.length ? `, the first ${result.problems.length} listed` : ''
    console.error(`${name} → ${index} (${result.format}, ${mode}): ${result.rows} cars read, ${result.problemCount} problems${more}; nothing imported (${seconds} s).`)
    process.exitCode = 1
  }
} finally {
  await payload.destroy()
}
// PostgreSQL keeps a pool client open after destroy() (see scripts/prepare.ts): end the process once done.
process.exit(process.exitCode ?? 0)
