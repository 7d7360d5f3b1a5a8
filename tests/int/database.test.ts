import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SQLITE_BUSY_TIMEOUT_MS } from '@/db/adapter'

import { startCms, type TestCms } from './helpers/cms'
import { onPostgres } from './helpers/postgres'

type Rows = { rows: Array<Record<string, unknown>> }

describe('database', () => {
  let cms: TestCms
  beforeAll(async () => {
    cms = await startCms()
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const pragma = async (name: string) => {
    const client = (cms.payload.db as unknown as { client: { execute: (statement: string) => Promise<Rows> } }).client
    return Object.values((await client.execute(`PRAGMA ${name};`)).rows[0] ?? {})[0]
  }

  it.skipIf(onPostgres())('runs SQLite in WAL mode with the busy timeout set', async () => {
    expect(await pragma('journal_mode')).toBe('wal')
    expect(Number(await pragma('busy_timeout'))).toBe(SQLITE_BUSY_TIMEOUT_MS)
  })

  it.skipIf(onPostgres())('keeps the busy timeout on the connection opened after a transaction', async () => {
    const drizzle = (cms.payload.db as unknown as { drizzle: { transaction: (fn: (tx: { run: (query: unknown) => Promise<unknown> }) => Promise<void>) => Promise<void> } }).drizzle
    await drizzle.transaction(async (tx) => {
      await tx.run(sql`select 1`)
    })
    expect(Number(await pragma('busy_timeout'))).toBe(SQLITE_BUSY_TIMEOUT_MS)
  })

  // On each database in its pass: the latest snapshot of its own dialect's migrations.
  it('has committed migrations that match the CMS configuration', async () => {
    type DrizzleKit = {
      generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
      generateMigration: (before: unknown, after: unknown) => Promise<string[]>
      upSnapshot?: (snapshot: unknown) => unknown
    }
    const db = cms.payload.db as unknown as { migrationDir: string; schema: unknown; requireDrizzleKit: () => DrizzleKit }
    const kit = db.requireDrizzleKit()
    const latest = readdirSync(db.migrationDir).filter((file) => file.endsWith('.json')).sort().at(-1)!
    const committed = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8'))
    const current = await kit.generateDrizzleJson(db.schema)
    const statements = await kit.generateMigration(committed, current)
    expect(statements, 'the CMS configuration changed without a migration: run npm run migrate:create -- <name>').toEqual([])
  })
})
