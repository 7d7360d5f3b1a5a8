import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Debian's PostgreSQL server binaries (`apt-get install postgresql`), if present. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? path.join(root, version, 'bin') : null
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null
}

export type TemporaryPostgres = { url: string; stop: () => void }

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on its own port, for one test file.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the Debian package creates.
 */
export function startTemporaryPostgres(port: number): TemporaryPostgres {
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-pg-'))
  chmodSync(dir, 0o777)
  const asServer = (command: string, args: string[]) => {
    const isRoot = process.getuid?.() === 0
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args]
    execFileSync(file, argv as string[], { stdio: 'pipe' })
  }
  const data = path.join(dir, 'data')
  asServer('initdb', ['-D', data, '-A', 'trust', '-U', 'forecourt', '--no-sync'])
  asServer('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start'])
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'forecourt', 'forecourt'], { stdio: 'pipe' })
  return {
    url: `postgres://forecourt@127.0.0.1:${port}/forecourt`,
    stop: () => {
      const isRoot = process.getuid?.() === 0
      const stopArgs = ['-D', data, '-m', 'fast', 'stop']
      if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...stopArgs])
      else spawnSync(path.join(bin, 'pg_ctl'), stopArgs)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
