import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import type { Payload } from 'payload'

import { processSingleton } from '@/lib/process-singleton'

import type { CommitError, Result, WriterAnswer, WriterRequest, WriterThreadData } from './group-commit-core'
import { payloadAdapter } from './payload-adapter'
import type { Statement } from './sql'

/**
 * Group commit for small writes that arrive in crowds (a lead and its e-mail, an e-mail's outcome).
 *
 * On SQLite every commit of the CMS's own connection waits for the disk (WAL, synchronous=FULL), and libsql
 * holds the event loop while it works and waits: at a few hundred forms a second the server spent more time
 * writing and waiting for flushes than answering. Here the groups of statements handed in during one turn of
 * the event loop are sent together to a writer thread with a connection of its own (sqlite-writer-thread.ts),
 * which commits them — with every group sent while it was busy — in one transaction, and answers once the disk
 * holds them:
 *   1. the transaction commits without waiting for the disk (synchronous=NORMAL on that connection);
 *   2. the write-ahead log is flushed to disk (fdatasync);
 *   3. only then do the callers get their results: a lead is acknowledged when it would survive a power cut,
 *      as with synchronous=FULL. (Were the log checkpointed into the database meanwhile, the checkpoint has
 *      flushed the database file first.)
 * A group may ask not to wait for the disk (`early`): it is answered after step 1, and a round of only such
 * groups is not flushed (the next flush or checkpoint takes it to disk).
 * Each group still commits entirely or not at all and sees the groups before it; when the shared transaction
 * fails, every group is run again alone, so a bad group fails only itself (group-commit-core.ts). The event loop
 * meanwhile serves requests: no SQLite work, no lock wait and no flush of the writes runs on it.
 *
 * PostgreSQL commits concurrent transactions in parallel itself: there each group is its own transaction.
 */

/** How long a commit waits, in all, for another connection's write transaction to end before it fails. */
export const WRITER_BUSY_WAIT_MS = 10_000

export type { Result } from './group-commit-core'

type Waiting = {
  statements: Statement[]
  /** Answered once committed, before the log is flushed to disk. */
  early: boolean
  answered?: boolean
  resolve: (results: Result[]) => void
  reject: (error: unknown) => void
}

export type Writer = {
  file: string
  thread: Worker
  /** Groups sent to the thread and not yet answered, by request id. */
  sent: Map<number, Waiting[]>
  nextId: number
  /** Groups handed in during this turn of the event loop, sent together at its end. */
  waiting: Waiting[] | null
  /** Transactions the thread has reported committing (for tests and figures). */
  transactions: number
}

const writers = processSingleton('sqliteGroupWriters', () => new Map<string, Writer>())

/** The SQLite file behind Payload's client, or null when a second connection would not see it (in memory). */
export function sqliteFileOf(payload: Payload): string | null {
  const url = payloadAdapter(payload).clientConfig?.url
  if (!url?.startsWith('file:')) return null
  const file = url.replace(/^file:(\/\/)?/, '').split('?')[0]!
  return file === '' || file.startsWith(':memory:') ? null : path.resolve(file)
}

/** How often the background thread copies the write-ahead log into the database. */
export const CHECKPOINT_EVERY_MS = 1_000

/**
 * The checkpoint thread: a connection of its own that copies the log into the database file every
 * CHECKPOINT_EVERY_MS (PASSIVE: it waits for no reader or writer), so the log stays short and no request waits
 * for the copy. Plain JavaScript run by a worker thread; libsql is resolved from the application's own folder.
 */
const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.libsql)
const database = new Database(workerData.file)
database.exec('PRAGMA busy_timeout = 1000')
setInterval(() => {
  try {
    database.exec('PRAGMA wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage(String(error && error.message || error))
  }
}, workerData.everyMs)
`

const checkpointed = processSingleton('sqliteCheckpointThreads', () => new Set<string>())

/** Starts the file's checkpoint thread, once per process. */
function startCheckpoints(file: string): void {
  if (checkpointed().has(file)) return
  checkpointed().add(file)
  const libsql = appRequire().resolve('libsql')
  const thread = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { file, libsql, everyMs: CHECKPOINT_EVERY_MS } })
  thread.on('message', (message: string) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'SQLite checkpoint failed; tried again shortly', err: message })),
  )
  thread.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'SQLite checkpoint thread stopped', err: String(error) })),
  )
  // The thread never keeps the process alive.
  thread.unref()
}

/** Resolves a package from the application's own folder (the server runs from it; Next.js bundles this module). */
const appRequire = () => createRequire(path.join(process.cwd(), 'package.json'))

/** The writer thread: its TypeScript loaded through tsx's require hook, which the application depends on. */
function startWriterThread(file: string): Worker {
  const entry = path.join(process.cwd(), 'src', 'db', 'sqlite-writer-thread.ts')
  const source = `require(${JSON.stringify(appRequire().resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(entry)})`
  const data: WriterThreadData = { file, busyWaitMs: WRITER_BUSY_WAIT_MS }
  return new Worker(source, { eval: true, workerData: data })
}

const asError = (failure: CommitError) => Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {})

/** This process's group writer for a SQLite file, started on first use. */
export function groupWriter(file: string): Writer {
  const existing = writers().get(file)
  if (existing) return existing
  const thread = startWriterThread(file)
  const writer: Writer = { file, thread, sent: new Map(), nextId: 1, waiting: null, transactions: 0 }
  thread.on('message', ({ id, outcomes }: WriterAnswer) => {
    const groups = writer.sent.get(id)
    if (!groups) return
    groups.forEach((group, at) => {
      const outcome = outcomes[at]
      // Null: the group is answered by the request's other message (before or after the flush).
      if (outcome === null || group.answered) return
      group.answered = true
      if (outcome && 'results' in outcome) {
        writer.transactions = Math.max(writer.transactions, outcome.transaction)
        group.resolve(outcome.results)
      } else group.reject(asError(outcome?.error ?? { message: 'The writer thread gave no answer for this write.' }))
    })
    if (groups.some((group) => !group.answered)) return
    writer.sent.delete(id)
    // The thread keeps the process alive only while it owes answers.
    if (writer.sent.size === 0) thread.unref()
  })
  const stopped = (error: Error) => {
    // The next write starts a new thread; every write still owed an answer fails.
    if (writers().get(file) === writer) writers().delete(file)
    for (const groups of writer.sent.values()) for (const group of groups) group.reject(error)
    writer.sent.clear()
  }
  thread.on('error', (error) => stopped(error))
  thread.on('exit', (code) => stopped(new Error(`The SQLite writer thread stopped (exit code ${code}).`)))
  thread.unref()
  startCheckpoints(file)
  writers().set(file, writer)
  return writer
}

/**
 * Hands a group to the writer's next commit: the groups of this turn of the event loop go to the thread together.
 * An `early` group is answered once committed, without waiting for the flush to disk.
 */
export function commitWithOthers(writer: Writer, statements: Statement[], early = false): Promise<Result[]> {
  if (!writer.waiting) {
    const groups: Waiting[] = []
    writer.waiting = groups
    setImmediate(() => {
      writer.waiting = null
      const id = writer.nextId++
      writer.sent.set(id, groups)
      writer.thread.ref()
      try {
        writer.thread.postMessage({
          id,
          groups: groups.map((group) => group.statements),
          early: groups.map((group) => group.early),
        } satisfies WriterRequest)
      } catch (error) {
        // A value the thread cannot receive (a function, a symbol): these groups fail, nothing was written.
        writer.sent.delete(id)
        if (writer.sent.size === 0) writer.thread.unref()
        for (const group of groups) group.reject(error)
      }
    })
  }
  const waiting = writer.waiting
  return new Promise((resolve, reject) => waiting.push({ statements, early, resolve, reject }))
}

/**
 * Statements that commit together or not at all, like `atomically`, answered once durable (or, with `durable:
 * false`, once committed); on a SQLite file committed with the other groups handed in during the same turn of the
 * event loop (see above).
 */
export type TogetherOptions = { durable?: boolean }

export function atomicallyTogether(
  file: string | null,
  statements: Statement[],
  database: { atomically(statements: Statement[]): Promise<Result[]> },
  options: TogetherOptions = {},
): Promise<Result[]> {
  if (!file) return database.atomically(statements)
  return commitWithOthers(groupWriter(file), statements, options.durable === false)
}
