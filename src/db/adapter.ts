import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseKind, env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { payloadAdapter, type LibsqlClient } from './payload-adapter'

/** How long a SQLite connection waits for a lock before failing (set explicitly on every connection). */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000

/** Migrations are committed per database and applied by `npm start` (scripts/start.mjs) before serving. */
export const MIGRATION_DIRS = {
  sqlite: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  postgres: path.resolve(process.cwd(), 'src/migrations/postgres'),
} as const

export function databaseAdapter(url: string = env().DATABASE_URL) {
  if (databaseKind(url) === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url, max: 10 },
      migrationDir: MIGRATION_DIRS.postgres,
      push: false,
    })
  }
  const file = url.replace(/^file:(\/\/)?/, '')
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    wal: { synchronous: 'FULL' },
    migrationDir: MIGRATION_DIRS.sqlite,
    push: false,
  })
}

/**
 * The SQLite client opens a new connection after each transaction, and a busy timeout belongs to one
 * connection. Give every new connection the timeout as soon as it exists.
 */
export function keepSqliteBusyTimeout(payload: Payload): void {
  if (payload.db.name !== 'sqlite') return
  const client = payloadAdapter(payload).client
  if (client) keepClientBusyTimeout(client)
}

/** The same for a libsql client of its own. */
export function keepClientBusyTimeout(client: LibsqlClient): void {
  if ((client as { __busyTimeoutKept?: boolean }).__busyTimeoutKept) return
  const transaction = client.transaction.bind(client)
  client.transaction = async (mode) => {
    const tx = await transaction(mode)
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`)
    return tx
  }
  ;(client as { __busyTimeoutKept?: boolean }).__busyTimeoutKept = true
}

/**
 * When PostgreSQL restarts or drops connections, each idle connection of the pool reports an error, and the pool
 * passes it on as an `error` event: with nobody listening, that event would end the process. The pool has already
 * dropped such a connection and opens a new one when it is next needed, so the instance only logs it and carries
 * on (requests fail while the database is away, /healthz says so, and it serves again once it is back).
 */
export function keepPostgresPoolAlive(payload: Payload): void {
  const pool = payloadAdapter(payload).pool
  if (payload.db.name !== 'postgres' || !pool?.on || (pool as { __keptAlive?: boolean }).__keptAlive) return
  pool.on('error', (error: unknown) => logger.warn({ err: error }, 'a PostgreSQL connection was lost; the pool opens a new one when needed'))
  ;(pool as { __keptAlive?: boolean }).__keptAlive = true
}
