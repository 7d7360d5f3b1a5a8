import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import LibsqlDatabase from 'libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { commitWithOthers, groupWriter, sqliteFileOf, type Writer } from './group-commit'

const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-group-commit-'))
const file = path.join(dir, 'test.db')
let other: InstanceType<typeof LibsqlDatabase>
let writer: Writer

const insert = (id: string) => ({ sql: 'INSERT INTO leads (submission_id) VALUES (?1)', args: [id] })
const find = (id: string) => ({ sql: 'SELECT id, submission_id FROM leads WHERE submission_id = ?1', args: [id] })
const ids = () => (other.prepare('SELECT submission_id FROM leads ORDER BY id').all() as Array<{ submission_id: string }>).map((row) => row.submission_id)

beforeAll(() => {
  other = new LibsqlDatabase(file)
  other.exec('PRAGMA journal_mode = WAL')
  other.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY, submission_id TEXT NOT NULL UNIQUE)')
  writer = groupWriter(file)
})

afterAll(() => {
  other.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('group commit', () => {
  it('commits the groups handed in during one turn of the event loop in one transaction, each with its own results', async () => {
    // The thread is up.
    await commitWithOthers(writer, [find('none')])
    const before = writer.transactions
    const [first, second] = await Promise.all([commitWithOthers(writer, [insert('a-1'), find('a-1')]), commitWithOthers(writer, [insert('a-2'), find('a-2')])])
    expect(writer.transactions - before).toBe(1)
    expect(first.map((result) => result.changes)).toEqual([1, 0])
    expect(first[1]!.rows).toEqual([expect.objectContaining({ submission_id: 'a-1' })])
    expect(second[1]!.rows).toEqual([expect.objectContaining({ submission_id: 'a-2' })])
    // A group sees the groups committed before it in the same transaction.
    const [, repeat] = await Promise.all([commitWithOthers(writer, [insert('a-3')]), commitWithOthers(writer, [find('a-3')])])
    expect(repeat[0]!.rows).toHaveLength(1)
    expect(ids()).toEqual(['a-1', 'a-2', 'a-3'])
  })

  it('fails only the group whose statement fails, and keeps what the others wrote', async () => {
    const outcomes = await Promise.allSettled([
      commitWithOthers(writer, [insert('b-1')]),
      commitWithOthers(writer, [insert('b-2'), insert('b-1')]),
      commitWithOthers(writer, [insert('b-3')]),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const reason = (outcomes[1] as PromiseRejectedResult).reason as Error & { code?: string }
    expect(reason).toBeInstanceOf(Error)
    expect(reason.message).toMatch(/UNIQUE/)
    expect(reason.code).toMatch(/SQLITE_CONSTRAINT/)
    // The failing group wrote nothing, not even its first statement.
    expect(ids().filter((id) => id.startsWith('b-'))).toEqual(['b-1', 'b-3'])
  })

  it('answers a group that need not be durable once committed, and a durable one of the same commit once flushed', async () => {
    const answered: string[] = []
    const [durable, early] = await Promise.all([
      commitWithOthers(writer, [insert('n-1'), find('n-1')]).then((results) => (answered.push('durable'), results)),
      commitWithOthers(writer, [insert('n-2'), find('n-2')], true).then((results) => (answered.push('early'), results)),
    ])
    expect(answered).toEqual(['early', 'durable'])
    expect(durable[1]!.rows).toEqual([expect.objectContaining({ submission_id: 'n-1' })])
    expect(early[1]!.rows).toEqual([expect.objectContaining({ submission_id: 'n-2' })])
    await expect(commitWithOthers(writer, [insert('n-2')], true)).rejects.toThrow(/UNIQUE/)
    expect(writer.sent.size).toBe(0)
    expect(ids().filter((id) => id.startsWith('n-'))).toEqual(['n-1', 'n-2'])
  })

  it('a value the thread cannot be sent fails its group and nothing else', async () => {
    const outcomes = await Promise.allSettled([
      commitWithOthers(writer, [{ sql: 'INSERT INTO leads (submission_id) VALUES (?1)', args: [() => 'not a value'] }]),
    ])
    expect(outcomes[0]!.status).toBe('rejected')
    await expect(commitWithOthers(writer, [insert('g-1')])).resolves.toHaveLength(1)
  })

  it('waits for another connection’s write transaction without holding the event loop', async () => {
    other.exec('BEGIN IMMEDIATE')
    let ticks = 0
    const ticking = setInterval(() => ticks++, 5)
    const pending = commitWithOthers(writer, [insert('e-1')])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ticks).toBeGreaterThan(5)
    other.exec('COMMIT')
    await pending
    clearInterval(ticking)
    expect(ids()).toContain('e-1')
  })

  it('copies the log into the database file in the background', async () => {
    await commitWithOthers(writer, [insert('f-1')])
    const copy = path.join(dir, 'copy.db')
    const deadline = Date.now() + 10_000
    let found: unknown[] = []
    while (found.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      // The database file alone, without its log: it holds the row once a checkpoint has run.
      copyFileSync(file, copy)
      const alone = new LibsqlDatabase(copy)
      try {
        found = alone.prepare("SELECT 1 FROM leads WHERE submission_id = 'f-1'").all()
      } catch {
        // Not even the table is in the file yet.
      } finally {
        alone.close()
      }
      rmSync(copy, { force: true })
    }
    expect(found).toHaveLength(1)
  })
})

describe('sqliteFileOf', () => {
  const payloadWith = (url: string) => ({ db: { clientConfig: { url } } }) as unknown as Payload
  it('is the absolute path of a file database, and null for one in memory', () => {
    expect(sqliteFileOf(payloadWith('file:./data/forecourt.db'))).toBe(path.resolve('data/forecourt.db'))
    expect(sqliteFileOf(payloadWith('file:///tmp/x.db'))).toBe('/tmp/x.db')
    expect(sqliteFileOf(payloadWith('file::memory:'))).toBeNull()
    expect(sqliteFileOf(payloadWith(':memory:'))).toBeNull()
  })
})
