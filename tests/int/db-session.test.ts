import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '@/db/database'

import { startCms, type TestCms } from './helpers/cms'
import { onPostgres } from './helpers/postgres'

/**
 * The data layer's session (src/db/database.ts) behaves the same on SQLite and PostgreSQL: statements, batches
 * that commit together or not at all, interactive transactions that roll back on failure, and group commit.
 * Runs on the database of the pass (tests/int/helpers/postgres.ts).
 */
describe('the database session', () => {
  const postgres = onPostgres()
  let cms: TestCms
  let db: Database

  beforeAll(async () => {
    cms = await startCms()
    db = cms.db
    await db.execute({ sql: 'CREATE TABLE session_test (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, seats INTEGER NOT NULL)', args: [] })
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const names = async () => (await db.execute({ sql: 'SELECT name FROM session_test ORDER BY id', args: [] })).rows.map((row) => String(row.name))
  const insert = (id: number, name: string, seats = 1) => ({ sql: `INSERT INTO session_test (id, name, seats) VALUES (${db.placeholder(1)}, ${db.placeholder(2)}, ${db.placeholder(3)})`, args: [id, name, seats] })

  it('runs a statement and tells its rows and changes, with the dialect’s placeholders', async () => {
    expect(db.dialect).toBe(postgres ? 'postgres' : 'sqlite')
    expect(await db.execute(insert(1, 'first'))).toMatchObject({ changes: 1 })
    const { rows } = await db.execute({ sql: `SELECT name, seats FROM session_test WHERE id = ${db.placeholder(1)} AND name = ${db.placeholder(2)}`, args: [1, 'first'] })
    expect(rows).toEqual([{ name: 'first', seats: 1 }])
  })

  it('commits a batch together, or none of it when one statement fails', async () => {
    const results = await db.atomically([insert(2, 'second'), insert(3, 'third'), { sql: 'SELECT count(*) AS n FROM session_test', args: [] }])
    expect(results.map((result) => result.changes).slice(0, 2)).toEqual([1, 1])
    await expect(db.atomically([insert(4, 'fourth'), insert(5, 'first')])).rejects.toThrow()
    expect(await names()).toEqual(['first', 'second', 'third'])
    await expect(db.together([insert(6, 'sixth'), insert(7, 'second')])).rejects.toThrow()
    expect(await db.together([insert(8, 'eighth')])).toMatchObject([{ changes: 1 }])
    expect(await names()).toEqual(['first', 'second', 'third', 'eighth'])
  })

  it('reads and decides inside a transaction, and rolls all of it back when the work throws', async () => {
    const seatsLeft = () => db.execute({ sql: `SELECT seats FROM session_test WHERE name = ${db.placeholder(1)}`, args: ['first'] })
    const take = () =>
      db.transaction(async (tx) => {
        const [row] = (await tx.execute({ sql: `SELECT seats FROM session_test WHERE name = ${tx.placeholder(1)}`, args: ['first'] })).rows
        if (Number(row!.seats) < 1) throw new Error('no seat left')
        await tx.execute({ sql: `UPDATE session_test SET seats = seats - 1 WHERE name = ${tx.placeholder(1)}`, args: ['first'] })
        return 'taken'
      }, postgres ? { begin: 'LOCK TABLE session_test IN SHARE ROW EXCLUSIVE MODE' } : {})
    // Ten at once for one seat: exactly one gets it.
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, take))
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    expect(Number((await seatsLeft()).rows[0]!.seats)).toBe(0)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(9, 'ninth'))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await names()).not.toContain('ninth')
  })
})
