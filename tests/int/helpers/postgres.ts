import path from 'node:path'

import { inject } from 'vitest'

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
 * The database of one test file, on the database of this pass: a SQLite file in `dir`, or a database of its own on
 * the pass's PostgreSQL server. `drop` removes it.
 */
export async function testDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!onPostgres()) return { url: `file:${path.join(dir, 'test.db')}`, drop: async () => {} }
  return createDatabaseOn(inject('testPostgresUrl'))
}
