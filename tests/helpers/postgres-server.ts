import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

export { freePort } from './ports'

/** Debian's PostgreSQL server binaries (`apt-get install postgresql`), if present. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? path.join(root, version, 'bin') : null
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null
}

export type TemporaryPostgres = {
  /** The `forecourt` database of the server, owned by the superuser `forecourt` (no password). */
  url: string
  port: number
  /** Its folder (see temporaryPostgresControl). */
  dir: string
  /** Stops the server for good and deletes its data. */
  stop: () => void
  /** Stops the server, keeping its data (an outage); `resume` starts it again on the same port. */
  halt: () => void
  resume: () => void
}

type ServerControl = {
  /** Runs one of the server's programs as the user the server runs as. */
  run: (command: string, args: string[], options?: { check?: boolean }) => void
  start: () => void
  halt: () => void
}

/**
 * The programs of a throwaway server in `dir` (its data in `dir/data`, its socket and log beside it) on `port`.
 * PostgreSQL refuses to run as root, so as root they run as the `postgres` user the Debian package creates.
 */
function serverControl(dir: string, port: number): ServerControl {
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const isRoot = process.getuid?.() === 0
  const run = (command: string, args: string[], options: { check?: boolean } = {}) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args]
    if (options.check === false) spawnSync(file, argv as string[], { stdio: 'ignore' })
    else execFileSync(file, argv as string[], { stdio: 'pipe' })
  }
  const data = path.join(dir, 'data')
  // Many test files at once, each with a CMS's pool of its own.
  const settings = `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  return {
    run,
    start: () => run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']),
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], { check: false }),
  }
}

/**
 * An outage of a throwaway server another process started (startTemporaryPostgres's `dir` and `port`): `halt`
 * stops it, keeping its data; `resume` starts it again on the same port.
 */
export function temporaryPostgresControl(dir: string, port: number): { halt: () => void; resume: () => void } {
  const control = serverControl(dir, port)
  return { halt: control.halt, resume: control.start }
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on its own port (`fsync` off: nothing of it must survive
 * a crash).
 */
export function startTemporaryPostgres(port: number): TemporaryPostgres {
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-pg-'))
  chmodSync(dir, 0o777)
  const control = serverControl(dir, port)
  try {
    control.run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'forecourt', '--no-sync'])
    control.start()
    execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'forecourt', 'forecourt'], { stdio: 'pipe' })
  } catch (error) {
    control.halt()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://forecourt@127.0.0.1:${port}/forecourt`,
    port,
    dir,
    stop: () => {
      control.halt()
      rmSync(dir, { recursive: true, force: true })
    },
    halt: control.halt,
    resume: control.start,
  }
}

let created = 0

/**
 * A database of its own on the PostgreSQL server `serverUrl` points at (any database of it, to connect to):
 * a test file's, so files run side by side on one server. `drop` removes it, closing what is still connected.
 */
export async function createDatabaseOn(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forecourt_test_${process.pid}_${Date.now().toString(36)}_${++created}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
