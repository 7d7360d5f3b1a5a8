import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { drizzle as sqliteDrizzle } from 'drizzle-orm/libsql'
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { keepClientBusyTimeout, MIGRATION_DIRS, SQLITE_BUSY_TIMEOUT_MS } from './adapter'
import { postgresDatabase, sqliteDatabase, type Database } from './database'
import type { LibsqlClient, PgPool } from './payload-adapter'
import type { Dialect } from './sql'

/**
 * A throwaway database for a repository's own tests (`*.db.test.ts`): the committed migrations applied, without
 * booting the CMS. Each dialect's migrated database is made once per migration set and copied for every test
 * (a SQLite file copied, a PostgreSQL `CREATE DATABASE … TEMPLATE`), so a test file pays seconds, not a
 * migration run. SQLite opens a file in a temporary folder, as the server does (WAL, busy timeout, the group
 * writer for `together`); PostgreSQL a database of its own on TEST_POSTGRES_URL's server.
 */
export type ThrowawayDatabase = Database & {
  /** Closes the connections and removes the database. */
  drop: () => Promise<void>
}

type Migration = { name: string; up: (args: { db: unknown; payload: unknown; req: unknown }) => Promise<void> }

/** The dialect of this test run: PostgreSQL in the `repo-postgres` project (vitest.config.ts), SQLite otherwise. */
export function testDialect(): Dialect {
  return process.env.FORECOURT_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
}

export function throwawayDatabase(dialect: Dialect = testDialect()): Promise<ThrowawayDatabase> {
  return dialect === 'postgres' ? throwawayPostgres() : throwawaySqlite()
}

/** How a template is made: a change to `migrate` below changes it, so that no template made the old way is reused. */
const TEMPLATE_FORMAT = 'migrations-recorded'

/** The migrations of a dialect and a digest of their files: a template is reused while it matches. */
async function migrationsOf(dialect: Dialect): Promise<{ migrations: Migration[]; digest: string }> {
  const dir = MIGRATION_DIRS[dialect]
  const hash = createHash('sha256').update(TEMPLATE_FORMAT)
  for (const file of readdirSync(dir).sort()) if (file.endsWith('.ts')) hash.update(file).update(readFileSync(path.join(dir, file)))
  const { migrations } = (await import(/* @vite-ignore */ path.join(dir, 'index.ts'))) as { migrations: Migration[] }
  return { migrations, digest: hash.digest('hex').slice(0, 16) }
}

/**
 * Payload's migrations read only `db` (drizzle); none of them touches the CMS or a request. Each is recorded as
 * Payload records it (table `payload_migrations`, batch 1), so a CMS started on a copy finds nothing left to run.
 */
async function migrate(migrations: Migration[], db: unknown, database: Database): Promise<void> {
  for (const migration of migrations) await migration.up({ db, payload: undefined, req: undefined })
  const $ = database.placeholder
  const at = new Date().toISOString()
  for (const migration of migrations) {
    await database.execute({
      sql: `INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES (${$(1)}, 1, ${$(2, 'timestamptz')}, ${$(2, 'timestamptz')})`,
      args: [migration.name, at],
    })
  }
}

const TEMPLATE_DIR = path.join(tmpdir(), 'forecourt-test-templates')

async function openSqlite(file: string): Promise<LibsqlClient & { close: () => void }> {
  const client = createClient({ url: `file:${file}` })
  await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('PRAGMA synchronous = FULL')
  const libsql = client as unknown as LibsqlClient & { close: () => void }
  keepClientBusyTimeout(libsql)
  return libsql
}

/**
 * The migrated SQLite file, made once per set of migrations (written beside and renamed, so parallel test files
 * never see half of it): copy it to have a migrated database.
 */
export async function migratedSqliteTemplate(): Promise<string> {
  const { migrations, digest } = await migrationsOf('sqlite')
  const template = path.join(TEMPLATE_DIR, `sqlite-${digest}.db`)
  if (existsSync(template)) return template
  mkdirSync(TEMPLATE_DIR, { recursive: true })
  const partial = `${template}.${process.pid}.${Date.now()}`
  const client = createClient({ url: `file:${partial}` })
  try {
    await migrate(
      migrations,
      sqliteDrizzle(client),
      sqliteDatabase(() => client as unknown as LibsqlClient, null),
    )
  } finally {
    client.close()
  }
  renameSync(partial, template)
  return template
}

async function throwawaySqlite(): Promise<ThrowawayDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-repo-'))
  const file = path.join(dir, 'test.db')
  copyFileSync(await migratedSqliteTemplate(), file)
  const client = await openSqlite(file)
  return {
    ...sqliteDatabase(() => client, file),
    drop: async () => {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let created = 0

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Ends a pool once each of its connections has closed. `pool.end()` answers as soon as it has asked them to
 * close: a `DROP DATABASE … WITH (FORCE)` right after it would end those still open from the server's side, and
 * the pool, with nobody listening for its `error` event, would throw that in the middle of the next test.
 */
export async function closePool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      if (--open <= 0) resolve()
    })
  })
  await pool.end()
  await closed
}

/**
 * The name of the migrated PostgreSQL template database on the server, made once per set of migrations (an
 * advisory lock keeps parallel test files from making it twice): `CREATE DATABASE … TEMPLATE` it to have a migrated
 * database. A template may have no connection while it is copied, so its own closes when migrated.
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const { migrations, digest } = await migrationsOf('postgres')
  const name = `forecourt_template_${digest}`
  await onServer(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(4343)')
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (found.rowCount) return
      await admin.query(`CREATE DATABASE ${name}_partial`)
      const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, `${name}_partial`), max: 1 })
      try {
        await migrate(
          migrations,
          postgresDrizzle(pool),
          postgresDatabase(() => pool as unknown as PgPool),
        )
      } finally {
        await closePool(pool)
      }
      await admin.query(`ALTER DATABASE ${name}_partial RENAME TO ${name}`)
    } finally {
      await admin.query('SELECT pg_advisory_unlock(4343)')
    }
  })
  return name
}

async function throwawayPostgres(): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL names no PostgreSQL server for the repository tests.')
  const template = await migratedPostgresTemplate(serverUrl)
  const name = `forecourt_repo_${process.pid}_${Date.now().toString(36)}_${++created}`
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 5 })
  return {
    ...postgresDatabase(() => pool as unknown as PgPool),
    drop: async () => {
      await closePool(pool)
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** A website row (table `sites`) for rows that name one: the least the table takes. Answers its id. */
export async function insertTestSite(db: Database, site: { key: string; country?: string; locale?: string }): Promise<number> {
  const $ = db.placeholder
  const { rows } = await db.execute({
    sql: `INSERT INTO sites (name, key, country, url, default_locale) VALUES (${$(1)}, ${$(2)}, ${$(3)}, ${$(4)}, ${$(5)}) RETURNING id`,
    args: [site.key, site.key, site.country ?? 'SE', `https://${site.key}.example`, site.locale ?? 'sv-SE'],
  })
  return Number(rows[0]!.id)
}

/** A dealer site and its workshop (tables `dealer_sites`, `workshops`): the least they take. Answers the workshop's id. */
export async function insertTestWorkshop(db: Database, workshop: { departmentId: string }): Promise<number> {
  const $ = db.placeholder
  const { rows: site } = await db.execute({
    sql:
      'INSERT INTO dealer_sites (site_official_name, site_id, slug, country, site_street, site_zip, site_city, site_region) ' +
      `VALUES (${$(1)}, ${$(2)}, ${$(3)}, 'SE', 'Verkstadsgatan 1', '111 22', 'Stockholm', 'Stockholm') RETURNING id`,
    args: [`Verkstad ${workshop.departmentId}`, workshop.departmentId, `verkstad-${workshop.departmentId}`],
  })
  const { rows } = await db.execute({
    sql: `INSERT INTO workshops (name, department_id, dealer_site_id) VALUES (${$(1)}, ${$(2)}, ${$(3)}) RETURNING id`,
    args: [`Verkstad ${workshop.departmentId}`, workshop.departmentId, Number(site[0]!.id)],
  })
  return Number(rows[0]!.id)
}
