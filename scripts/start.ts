/**
 * `npm start`: builds when the sources changed since the last build, migrates, seeds the demo into an empty
 * database in demo mode, and serves every site. Demo mode is on for a development machine and off when the
 * caller's environment has NODE_ENV=production, unless FORECOURT_DEMO_MODE says otherwise (src/lib/env.ts).
 *
 * It supervises the server: a server that ends on its own (a crash, or its watchdog ending a blocked process) is
 * started again, after a pause that grows while it keeps ending early (scripts/restart-policy.ts); one that
 * exits cleanly is not. SIGTERM or SIGINT ends the step or server running, and kills it when it has not ended
 * within STOP_GRACE_MS (a blocked event loop never runs its signal handler).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { cmsOrigin, ConfigurationError, parseEnv, payloadSecret, startDemoMode, watchdogSettings } from '../src/lib/env'
import { compressStaticAssets } from '../src/http/static-assets'

import { BUILD_COMMAND, buildInputsDigest, isBuildCurrent, recordBuild } from './build'
import { clearDiskCache } from './disk-cache'
import { afterServerEnd } from './restart-policy'

/** V8's profiler budget for the server (its default is 67,584): see where the server starts. */
const V8_INTERRUPT_BUDGET = 16_384
/** How long a step or the server has after SIGTERM or SIGINT before it is killed. */
const STOP_GRACE_MS = 3_000

const root = path.resolve(import.meta.dirname, '..')

/** The environment of every step: a production build and server, in the demo mode the caller's environment decides. */
function stepEnvironment(): NodeJS.ProcessEnv {
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      FORECOURT_DEMO_MODE: String(startDemoMode(process.env)),
      PORT: process.env.PORT ?? '3000',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    payloadSecret(parseEnv(env))
    watchdogSettings(parseEnv(env))
    return env
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    console.error(`\nForecourt cannot start: ${error.message}\n`)
    // Someone who meant to run the demo on a machine with NODE_ENV=production learns why it asks for a secret.
    if (/PAYLOAD_SECRET/.test(error.message) && !process.env.FORECOURT_DEMO_MODE) {
      console.error('Demo mode is off because NODE_ENV=production. FORECOURT_DEMO_MODE=true runs the demo instead.\n')
    }
    process.exit(1)
  }
}
const env = stepEnvironment()
const demoMode = env.FORECOURT_DEMO_MODE === 'true'

/** The step or server running now; a stop signal goes to it, so nothing outlives `npm start`. */
let current: ChildProcess | null = null
/** The signal that asked `npm start` to stop, once one did. */
let stopping: NodeJS.Signals | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches npm start twice, from the terminal and through npm: it is one stop.
    if (stopping) return
    stopping = signal
    const running = current
    if (!running) process.exit(0)
    running.kill(signal)
    setTimeout(() => {
      console.error(`It did not end within ${STOP_GRACE_MS / 1000} s of ${signal}: killing it (SIGKILL).`)
      running.kill('SIGKILL')
    }, STOP_GRACE_MS).unref()
  })
}

function start(args: string[], stdout: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  current = spawn(process.execPath, args, { cwd: root, env, stdio: ['inherit', stdout, 'inherit'] })
  return current
}

/**
 * Runs one step to its end and stops `npm start` when it fails. With `confirmation`, the step has only
 * succeeded when it printed that line: a step that exits early without doing its work must not let the
 * server start on top of it.
 */
function run(step: string, args: string[], confirmation?: RegExp): Promise<void> {
  const started = Date.now()
  const child = start(args, confirmation ? 'pipe' : 'inherit')
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    output = (output + chunk.toString('utf8')).slice(-4096)
  })
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      current = null
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (code === 0 && confirmation && !confirmation.test(output)) {
        console.error(`${step} ended after ${seconds} s without confirming that it finished.`)
        process.exit(1)
      }
      if (code === 0) {
        console.log(`${step}: done in ${seconds} s.`)
        resolve()
      } else {
        console.error(`${step} failed (${signal ?? `exit code ${code}`}) after ${seconds} s.`)
        process.exit(code ?? (signal ? 130 : 1))
      }
    })
  })
}

const inputs = buildInputsDigest()
if (isBuildCurrent(inputs) && !process.argv.includes('--build')) {
  console.log('The build is up to date.')
} else {
  console.log('Building …')
  await run('Build', BUILD_COMMAND)
  recordBuild(inputs)
}

// Brotli copies of the build's scripts and style sheets, made once per build (the server sends them to browsers
// that accept Brotli; see src/http/static-assets.ts).
const compressionStarted = Date.now()
const compression = await compressStaticAssets(path.join(root, '.next', 'static'))
if (compression.compressed > 0) {
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`
  console.log(
    `Scripts and styles compressed: ${compression.compressed} files, ${kb(compression.bytes)} → ${kb(compression.compressedBytes)} in ${((Date.now() - compressionStarted) / 1000).toFixed(1)} s.`,
  )
}

console.log('Migrating the database …')
// --conditions=production: Lexical's Node entry points load their builds through a top-level await that
// Node 20 sometimes never settles (the process then exits mid-import with code 13); its production build
// has none.
await run(
  'Migration and seed',
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=production', 'scripts/prepare.ts'],
  /database is up to date: \d+ sites\./,
)

// Cached pages and queries on disk belong to the database they were read from: another data directory, a
// fresh seed or a restored backup would otherwise be answered with what an earlier database held. Each start
// reads everything anew on first request. Another instance serving from this directory may be writing there
// meanwhile: the folder is first moved aside in one step (what it writes next starts a new one), then removed.
const diskCaches = [path.join(root, '.next', 'cache', 'fetch-cache'), path.join(root, '.next', 'server', 'route-cache')]
for (const folder of diskCaches) clearDiskCache(folder, console.warn)

// Next.js's request handler in a server of our own, which answers the busiest API routes directly (scripts/serve.ts).
// V8 optimises a function once it has run through a budget of bytecode; a quarter of the default budget gets a
// fresh server's request paths optimised after a few hundred requests instead of a few thousand (the lead
// intake: 0.42–0.49 ms of the request thread a form after 500 forms, against 0.56–0.76 ms).
const port = env.PORT
function banner() {
  if (demoMode) {
    console.log(
      `\nDemo mode: on — the Nordvik Group demo, every lead e-mail readable at /demo/inbox (off with FORECOURT_DEMO_MODE=false, and by default under NODE_ENV=production).`,
    )
    console.log(
      `Nordvik Group demo: http://localhost:${port}/  http://se.localhost:${port}/  http://se2.localhost:${port}/  http://no.localhost:${port}/`,
    )
    console.log(
      `  http://uk.localhost:${port}/  http://fi.localhost:${port}/  http://sk.localhost:${port}/  http://carstore.localhost:${port}/`,
    )
    console.log(`  http://auction.localhost:${port}/  http://partner.localhost:${port}/   CMS: http://localhost:${port}/admin\n`)
  } else {
    console.log(
      `\nDemo mode: off — a production deployment: no demo content and no demo inbox; lead e-mails go out through SMTP_URL or wait in the outbox.`,
    )
    console.log(`Forecourt: http://localhost:${port}/ (each site on its own host names)   CMS: ${cmsOrigin(parseEnv(env))}/admin\n`)
  }
}

// The server, started again whenever it ends on its own, until `npm start` is asked to stop.
let earlyEnds = 0
for (let restart = 0; ; restart++) {
  if (restart > 0) console.log(`Restart ${restart}: starting the server …`)
  const started = Date.now()
  const server = start([`--interrupt-budget=${V8_INTERRUPT_BUDGET}`, '--import', 'tsx', 'scripts/serve.ts'])
  if (restart === 0) server.once('spawn', banner)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    server.once('exit', (...end) => resolve(end)),
  )
  current = null
  if (stopping) process.exit(0)
  const next = afterServerEnd({ code, signal, ranMs: Date.now() - started }, earlyEnds)
  console.error(next.message)
  if (next.action === 'end') process.exit(next.exitCode)
  earlyEnds = next.earlyEnds
  // A stop signal meanwhile ends npm start at once: nothing runs.
  await new Promise((resolve) => setTimeout(resolve, next.delayMs))
}
