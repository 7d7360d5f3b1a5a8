import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The demo on a port and data folder of its own, started through `npm start`'s path (build if needed,
 * migrate, seed an empty database, serve): used by the end-to-end tests and the benchmarks.
 */
export function startDemoInstance(options: { port: number; dataDir: string; env?: Record<string, string>; stdio?: StdioOptions; ownGroup?: boolean }): ChildProcess {
  // tsx as a loader, as `npm start` runs it, not its CLI: the CLI kills a child that is slow to take a stop signal
  // with SIGKILL, and npm start's own steps and server would outlive it.
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: options.stdio ?? 'inherit',
    // A process group of its own: the caller can stop npm start with every step it started (kill(-pid)).
    detached: options.ownGroup ?? false,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_URL: `file:./${options.dataDir}/forecourt.db`,
      FORECOURT_DATA_DIR: `./${options.dataDir}`,
      FORECOURT_MEDIA_DIR: `./${options.dataDir}/media`,
      LOG_LEVEL: 'warn',
      // The demo even on a machine whose own environment is production (where `npm start` defaults to demo-off).
      FORECOURT_DEMO_MODE: 'true',
      ...options.env,
    },
  })
}
