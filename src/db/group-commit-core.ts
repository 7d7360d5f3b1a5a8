import type LibsqlDatabase from 'libsql'

import type { Row, Statement } from './sql'

/**
 * The commits of the SQLite group writer (see group-commit.ts), on one libsql connection: groups of statements
 * committed together in one transaction, made durable by one flush, each group answered with its own results or
 * its own error. It runs in the writer's thread; it needs nothing but the connection and a way to flush.
 */

/** Most groups committed in one transaction: a larger crowd of writes waits for the next. */
export const MAX_COMMIT_GROUP = 64

export type Result = { rows: Row[]; changes: number }
/** An error as it crosses from the writer's thread: its message, and SQLite's code when it has one. */
export type CommitError = { message: string; code?: string }
/** A group's outcome: its statements' results and the number of the transaction that committed it, or its error. */
export type Outcome = { results: Result[]; transaction: number } | { error: CommitError }

/**
 * What the process sends the writer thread, what it answers, and what it starts with. The groups marked `early`
 * are answered once committed, before the flush; the others after it. An answer holds null for a group answered
 * in the other message of its request.
 */
export type WriterRequest = { id: number; groups: Statement[][]; early?: boolean[] }
export type WriterAnswer = { id: number; outcomes: Array<Outcome | null> }
export type WriterThreadData = { file: string; busyWaitMs: number }

type Database = InstanceType<typeof LibsqlDatabase>
type Prepared = ReturnType<Database['prepare']>

/** libsql binds numbers, text, null, bigints and bytes: booleans become 1 or 0, as Payload's client writes them. */
const bindable = (value: unknown) => (value === undefined ? null : typeof value === 'boolean' ? (value ? 1 : 0) : value)

export function commitError(error: unknown): CommitError {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown }
  return { message: typeof message === 'string' ? message : String(error), ...(typeof code === 'string' ? { code } : {}) }
}

export type CommitOptions = { committed?: (outcomes: Outcome[]) => void; durable?: readonly boolean[] }

export type GroupCommitter = {
  /**
   * Commits the groups (together where they can be), flushes, and answers each group in order; `committed` is
   * told the outcomes once committed, before the flush (for groups that need not wait for the disk). `durable`
   * says which groups need the flush (all unless given): a round of none is not flushed — the next flush or
   * checkpoint takes its writes to disk.
   */
  commitAll: (groups: readonly Statement[][], options?: CommitOptions) => Promise<Outcome[]>
  /** Transactions committed so far. */
  readonly transactions: number
}

/**
 * `flush` makes what the connection committed durable (the write-ahead log flushed to disk); no group is
 * answered before it has returned. A group that fails is rolled back alone: when a shared transaction fails,
 * every group in it is committed again on its own, so only the failing one fails.
 */
export function groupCommitter(database: Database, flush: () => void | Promise<void>): GroupCommitter {
  const prepared = new Map<string, Prepared>()
  let transactions = 0

  /** Runs the groups in one transaction; the first failing statement rolls all of it back. */
  function commitNow(groups: readonly Statement[][]): Result[][] {
    database.exec('BEGIN IMMEDIATE')
    try {
      const results = groups.map((statements) =>
        statements.map((statement): Result => {
          let compiled = prepared.get(statement.sql)
          if (!compiled) {
            compiled = database.prepare(statement.sql)
            prepared.set(statement.sql, compiled)
          }
          const args = statement.args.map(bindable)
          if (compiled.reader) return { rows: compiled.all(args) as Row[], changes: 0 }
          return { rows: [], changes: Number(compiled.run(args).changes) }
        }),
      )
      database.exec('COMMIT')
      transactions++
      return results
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK')
      throw error
    }
  }

  async function commitAll(groups: readonly Statement[][], options: CommitOptions = {}): Promise<Outcome[]> {
    const outcomes: Outcome[] = []
    for (let from = 0; from < groups.length; from += MAX_COMMIT_GROUP) {
      const part = groups.slice(from, from + MAX_COMMIT_GROUP)
      try {
        const results = commitNow(part)
        for (const groupResults of results) outcomes.push({ results: groupResults, transaction: transactions })
      } catch (error) {
        if (part.length === 1) {
          outcomes.push({ error: commitError(error) })
          continue
        }
        // Which group failed is not known: each alone, so only that one fails.
        for (const group of part) {
          try {
            const [results] = commitNow([group])
            outcomes.push({ results: results!, transaction: transactions })
          } catch (failure) {
            outcomes.push({ error: commitError(failure) })
          }
        }
      }
    }
    options.committed?.(outcomes)
    if (outcomes.some((outcome, at) => 'results' in outcome && options.durable?.[at] !== false)) {
      try {
        await flush()
      } catch (error) {
        const failed = commitError(error)
        return outcomes.map((outcome) => ('results' in outcome ? { error: failed } : outcome))
      }
    }
    return outcomes
  }

  return {
    commitAll,
    get transactions() {
      return transactions
    },
  }
}
