/**
 * The SQLite group writer's thread (started by group-commit.ts): a connection of its own that commits the
 * groups the process hands it and answers each once the write-ahead log is on disk. Messages that arrive while
 * it commits or flushes are committed together next, so a crowd of writes costs a few transactions and flushes.
 *
 * Waiting for another connection's lock here holds only this thread: busy_timeout does the waiting.
 */
import { closeSync, fdatasyncSync, openSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

import LibsqlDatabase from 'libsql'

import { commitError, groupCommitter, type Outcome, type WriterAnswer, type WriterRequest, type WriterThreadData } from './group-commit-core'

const { file, busyWaitMs } = workerData as WriterThreadData
const port = parentPort!

const database = new LibsqlDatabase(file)
database.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.round(busyWaitMs))}`)
database.exec('PRAGMA journal_mode = WAL')
// The commit does not wait for the disk; the flush below does, before anyone is answered.
database.exec('PRAGMA synchronous = NORMAL')
// Its commits never copy the log into the database (a checkpoint waits for the disk twice): the checkpoint
// thread does that.
database.exec('PRAGMA wal_autocheckpoint = 0')

/** The log is opened once: SQLite keeps the same file while any connection is open, and this one stays open. */
let log: number | null = null
function flushLog(): void {
  log ??= openSync(`${file}-wal`, 'r+')
  try {
    fdatasyncSync(log)
  } catch (error) {
    // Opened again next time.
    try {
      closeSync(log)
    } catch {
      // Already unusable.
    }
    log = null
    throw error
  }
}

const committer = groupCommitter(database, flushLog)
let queue: WriterRequest[] = []
let draining = false

async function drain(): Promise<void> {
  draining = true
  try {
    while (queue.length > 0) {
      const requests = queue
      queue = []
      const early = requests.flatMap((request) => request.early ?? request.groups.map(() => false))
      // Answers each request's groups that `which` picks (null for the others, answered in the other message).
      const answer = (outcomes: readonly Outcome[], which: (at: number) => boolean) => {
        let at = 0
        for (const request of requests) {
          const picked = outcomes.slice(at, at + request.groups.length).map((outcome, index) => (which(at + index) ? outcome : null))
          if (picked.some((outcome) => outcome !== null)) port.postMessage({ id: request.id, outcomes: picked } satisfies WriterAnswer)
          at += request.groups.length
        }
      }
      let answeredEarly = false
      const outcomes = await committer
        .commitAll(
          requests.flatMap((request) => request.groups),
          early.some(Boolean)
            ? {
                committed: (committed) => {
                  answeredEarly = true
                  answer(committed, (at) => early[at]!)
                },
                durable: early.map((answeredOnCommit) => !answeredOnCommit),
              }
            : {},
        )
        .catch((error: unknown) => {
          const failed = { error: commitError(error) }
          return requests.flatMap((request) => request.groups.map(() => failed))
        })
      answer(outcomes, (at) => !(answeredEarly && early[at]))
      // Messages that arrived meanwhile are delivered before the next round.
      await new Promise((resolve) => setImmediate(resolve))
    }
  } finally {
    draining = false
  }
}

port.on('message', (request: WriterRequest) => {
  queue.push(request)
  if (!draining) void drain()
})
