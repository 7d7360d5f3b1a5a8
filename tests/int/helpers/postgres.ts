import { copyFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { migratedPostgresTemplate, migratedSqliteTemplate } from '@/db/test-database'

import { createDatabaseOn } from '../../helpers/postgres-server'

export { createDatabaseOn, freePort, postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from '../../helpers/postgres-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the `int-postgres` project (tests/int/helpers/postgres-setup.ts). */
    testPostgresUrl: string
  }
}

/** Whether this test run is the integration suite's PostgreSQL pass (the `int-postgres` project of vitest.config.ts). */
export function onPostgres(): boolean {
  return process.env.FORECOURT_TEST_DATABASE === 'postgres'
}

/**
 * The database of one test file, on the database of this pass, with the committed migrations already applied (copied
 * from src/db/test-database.ts's migrated template): a SQLite file in `dir`, or a database of its own on the pass's
 * PostgreSQL server. `drop` removes it.
 */
export async function testDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!onPostgres()) {
    const file = path.join(dir, 'test.db')
    copyFileSync(await migratedSqliteTemplate(), file)
    return { url: `file:${file}`, drop: async () => {} }
  }
  const serverUrl = inject('testPostgresUrl')
  return createDatabaseOn(serverUrl, { template: await migratedPostgresTemplate(serverUrl) })
}

/**
 * PostgreSQL: `read` answers while another connection holds `table` locked against every reader (ACCESS
 * EXCLUSIVE), so it never reads that table (a change counter answering without a scan); its answer is returned.
 */
export async function readsWithoutTable<T>(payload: Payload, table: string, read: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<{ query: (text: string) => Promise<unknown>; release: () => void }> } }).pool
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`)
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited for the ${table} table`)), 3_000))
    return await Promise.race([read(), timeout])
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}
