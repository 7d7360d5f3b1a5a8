/**
 * `npm start`: builds when the sources changed since the last build, migrates, seeds the demo into an empty
 * database, and serves every site. Demo mode is on unless FORECOURT_DEMO_MODE=false.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ConfigurationError, parseEnv, payloadSecret } from '../src/lib/env'

const root = path.resolve(import.meta.dirname, '..')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  FORECOURT_DEMO_MODE: process.env.FORECOURT_DEMO_MODE ?? 'true',
  PORT: process.env.PORT ?? '3000',
  NEXT_TELEMETRY_DISABLED: '1',
}

try {
  payloadSecret(parseEnv(env))
} catch (error) {
  if (error instanceof ConfigurationError) {
    console.error(`\nForecourt cannot start: ${error.message}\n`)
    process.exit(1)
  }
  throw error
}

/** What a build depends on: the sources, the configuration and the locked dependencies. */
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json']
const BUILD_STAMP = path.join(root, '.next', 'forecourt-build-inputs')

function hashInputs(): string {
  const hash = createHash('sha256')
  const visit = (file: string) => {
    if (!existsSync(file)) return
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) visit(path.join(file, entry))
      return
    }
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  for (const input of BUILD_INPUTS) visit(path.join(root, input))
  return hash.digest('hex')
}

/** The step running now; a stop signal goes to it, so no step outlives `npm start`. */
let current: ChildProcess | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current) current.kill(signal)
    else process.exit(130)
  })
}

function start(args: string[]): ChildProcess {
  current = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
  return current
}

function run(args: string[]): Promise<void> {
  const child = start(args)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      current = null
      if (code === 0) resolve()
      else process.exit(code ?? (signal ? 130 : 1))
    })
  })
}

const inputs = hashInputs()
const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === inputs
if (built && !process.argv.includes('--build')) {
  console.log('The build is up to date.')
} else {
  console.log('Building …')
  await run([path.join(root, 'node_modules/next/dist/bin/next'), 'build'])
  writeFileSync(BUILD_STAMP, inputs)
}

await run([path.join(root, 'node_modules/payload/bin.js'), 'run', 'scripts/prepare.ts'])

const server = start([path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', env.PORT!])
const port = env.PORT
server.once('spawn', () => {
  console.log(`\nNordvik Group demo: http://localhost:${port}/  http://se.localhost:${port}/  http://se2.localhost:${port}/  http://no.localhost:${port}/`)
  console.log(`  http://uk.localhost:${port}/  http://fi.localhost:${port}/  http://sk.localhost:${port}/  http://carstore.localhost:${port}/`)
  console.log(`  http://auction.localhost:${port}/  http://partner.localhost:${port}/   CMS: http://localhost:${port}/admin\n`)
})
server.on('exit', (code) => process.exit(code ?? 0))
