import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

type DemoInstanceOptions = { port: number; dataDir: string; env?: Record<string, string> }

/** The environment of a demo instance on a port and data folder of its own. */
function demoInstanceEnv(options: DemoInstanceOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    DATABASE_URL: `file:./${options.dataDir}/forecourt.db`,
    FORECOURT_DATA_DIR: `./${options.dataDir}`,
    FORECOURT_MEDIA_DIR: `./${options.dataDir}/media`,
    LOG_LEVEL: 'warn',
    // The demo even on a machine whose own environment is production (where `npm start` defaults to demo-off).
    FORECOURT_DEMO_MODE: 'true',
    ...options.env,
  }
}

/**
 * The demo on a port and data folder of its own, started through `npm start`'s path (build if needed,
 * migrate, seed an empty database, serve): used by the end-to-end tests and the benchmarks.
 */
export function startDemoInstance(options: DemoInstanceOptions & { stdio?: StdioOptions; ownGroup?: boolean }): ChildProcess {
  // tsx as a loader, as `npm start` runs it, not its CLI: the CLI kills a child that is slow to take a stop signal
  // with SIGKILL, and npm start's own steps and server would outlive it.
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: options.stdio ?? 'inherit',
    // A process group of its own: the caller can stop npm start with every step it started (kill(-pid)).
    detached: options.ownGroup ?? false,
    env: demoInstanceEnv(options),
  })
}

/**
 * `npm start`'s migration and seed step alone, for a demo instance's data folder: the database it leaves is the one
 * `startDemoInstance` would have seeded on the same port and environment, and a copy of it starts without seeding.
 */
export function seedDemoInstance(options: DemoInstanceOptions): Promise<void> {
  const step = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=production', 'scripts/prepare.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...demoInstanceEnv(options), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  )
  return new Promise((resolve, reject) => {
    step.on('error', reject)
    step.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Seeding ${options.dataDir} failed (${signal ?? `exit code ${code}`}).`)),
    )
  })
}
