import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importRedirectCsv, tableVersion } from '@/features/redirects/service'

import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'
import { redirectVersionCases } from './helpers/redirect-version'

/** The redirect table version on PostgreSQL: statement-level triggers, and a check that never reads `redirects`. */
describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('redirects on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  let cms: TestCms
  let siteId: number

  beforeAll(async () => {
    const url = process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(55_000 + (process.pid % 1000))).url
    cms = await startCms({ databaseUrl: url })
    siteId = (await createSite(cms.payload, 'redirect-bulk')).id
  })
  afterAll(async () => {
    await cms?.stop()
    server?.stop()
  })

  const rules = (count: number, from = 0) =>
    ['source,destination', ...Array.from({ length: count }, (_, n) => `/bulk-${from + n},/kop-bil`)].join('\n')

  it('moves the table version once per statement, not once per rule', async () => {
    const before = Number(await tableVersion(cms.payload, siteId))
    // One insert statement (under the import's chunk size).
    expect(await importRedirectCsv(cms.payload, siteId, rules(300), 'append')).toEqual({ ok: true, imported: 300, removed: 0 })
    expect(Number(await tableVersion(cms.payload, siteId))).toBe(before + 1)
    // One delete statement and two insert statements (600 rules, 500 a statement).
    expect(await importRedirectCsv(cms.payload, siteId, rules(600, 1000), 'replace')).toEqual({ ok: true, imported: 600, removed: 300 })
    expect(Number(await tableVersion(cms.payload, siteId))).toBe(before + 4)
  })

  it('reads the table version without touching the redirects table', async () => {
    const pool = (cms.payload.db as unknown as { pool: { connect: () => Promise<{ query: (text: string) => Promise<unknown>; release: () => void }> } }).pool
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      // Blocks every statement that reads redirects until the transaction ends.
      await client.query('LOCK TABLE redirects IN ACCESS EXCLUSIVE MODE')
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('tableVersion waited for the redirects table')), 3_000))
      expect(await Promise.race([tableVersion(cms.payload, siteId), timeout])).toMatch(/^[1-9]\d*$/)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  describe('table version', () => {
    redirectVersionCases(
      () => cms,
      () => import('@/migrations/postgres/20261122_220000_redirect_versions'),
    )
  })
})
