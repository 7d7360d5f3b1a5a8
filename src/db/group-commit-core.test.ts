import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import LibsqlDatabase from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { groupCommitter, type Outcome } from './group-commit-core'

const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-group-commit-core-'))
let database: InstanceType<typeof LibsqlDatabase>

const insert = (id: string) => ({ sql: 'INSERT INTO leads (submission_id) VALUES (?1)', args: [id] })
const find = (id: string) => ({ sql: 'SELECT id, submission_id FROM leads WHERE submission_id = ?1', args: [id] })
const ids = () => (database.prepare('SELECT submission_id FROM leads ORDER BY id').all() as Array<{ submission_id: string }>).map((row) => row.submission_id)
const results = (outcome: Outcome | undefined) => {
  if (!outcome || !('results' in outcome)) throw new Error(`expected results, got ${JSON.stringify(outcome)}`)
  return outcome.results
}

beforeAll(() => {
  database = new LibsqlDatabase(path.join(dir, 'test.db'))
  database.exec('PRAGMA journal_mode = WAL')
  database.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY, submission_id TEXT NOT NULL UNIQUE)')
})

afterAll(() => {
  database.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('groupCommitter', () => {
  it('commits the groups in one transaction, each with its own results, each seeing the ones before it', async () => {
    const committer = groupCommitter(database, () => {})
    const outcomes = await committer.commitAll([[insert('a-1'), find('a-1')], [insert('a-2'), find('a-1')]])
    expect(committer.transactions).toBe(1)
    expect(outcomes.map((outcome) => 'results' in outcome && outcome.transaction)).toEqual([1, 1])
    expect(results(outcomes[0]).map((result) => result.changes)).toEqual([1, 0])
    expect(results(outcomes[1])[1]!.rows).toEqual([expect.objectContaining({ submission_id: 'a-1' })])
    expect(ids()).toEqual(['a-1', 'a-2'])
  })

  it('fails only the group whose statement fails, with SQLite’s message and code, and keeps what the others wrote', async () => {
    const committer = groupCommitter(database, () => {})
    const outcomes = await committer.commitAll([[insert('b-1')], [insert('b-2'), insert('b-1')], [insert('b-3')]])
    expect(outcomes.map((outcome) => ('error' in outcome ? 'failed' : 'committed'))).toEqual(['committed', 'failed', 'committed'])
    const failure = outcomes[1] as { error: { message: string; code?: string } }
    expect(failure.error.message).toMatch(/UNIQUE/)
    expect(failure.error.code).toMatch(/SQLITE_CONSTRAINT/)
    // The failing group wrote nothing, not even its first statement.
    expect(ids().filter((id) => id.startsWith('b-'))).toEqual(['b-1', 'b-3'])
  })

  it('answers only once the flush has returned', async () => {
    let release!: () => void
    const committer = groupCommitter(database, () => new Promise<void>((resolve) => (release = resolve)))
    let answered = false
    const pending = committer.commitAll([[insert('c-1')]]).then(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    release()
    await pending
    expect(answered).toBe(true)
  })

  it('tells the outcomes once committed, before the flush', async () => {
    let release!: () => void
    const committer = groupCommitter(database, () => new Promise<void>((resolve) => (release = resolve)))
    let committed: Outcome[] | null = null
    const pending = committer.commitAll([[insert('f-1')], [insert('a-1')]], { committed: (outcomes) => (committed = outcomes) })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(committed!.map((outcome) => ('error' in outcome ? 'failed' : 'committed'))).toEqual(['committed', 'failed'])
    release()
    expect((await pending).map((outcome) => ('error' in outcome ? 'failed' : 'committed'))).toEqual(['committed', 'failed'])
  })

  it('flushes a round only when one of its groups must be durable', async () => {
    let flushes = 0
    const committer = groupCommitter(database, () => void flushes++)
    await committer.commitAll([[insert('h-1')], [insert('h-2')]], { durable: [false, false] })
    expect(flushes).toBe(0)
    await committer.commitAll([[insert('h-3')], [insert('h-4')]], { durable: [false, true] })
    expect(flushes).toBe(1)
    expect(ids().filter((id) => id.startsWith('h-'))).toEqual(['h-1', 'h-2', 'h-3', 'h-4'])
  })

  it('a flush that fails fails the groups it held, and not a group that had failed already', async () => {
    const committer = groupCommitter(database, () => {
      throw new Error('disk full')
    })
    const outcomes = await committer.commitAll([[insert('d-1')], [insert('c-1')]])
    expect(outcomes).toEqual([{ error: { message: 'disk full' } }, { error: expect.objectContaining({ message: expect.stringMatching(/UNIQUE/) }) }])
  })

  it('flushes nothing when every group failed', async () => {
    let flushes = 0
    const committer = groupCommitter(database, () => void flushes++)
    await committer.commitAll([[insert('a-1')]])
    expect(flushes).toBe(0)
  })
})
