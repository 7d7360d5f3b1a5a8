import { open, type FileHandle } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import LibsqlDatabase from 'libsql'
import type { Payload } from 'payload'

import { processSingleton } from '@/lib/process-singleton'

import { atomically, dialectOf, type Row, type Statement } from './sql'

/**
 * Group commit for small writes that arrive in crowds (a lead and its e-mail, an e-mail's outcome).
 *
 * On SQLite every commit of the CMS's own connection waits for the disk (WAL, synchronous=FULL), and libsql
 * holds the event loop while it waits: at a few hundred forms a second the server spent more time waiting for
 * flushes than working. Here the groups of statements handed in during one turn of the event loop are
 * committed together, through a connection of this module's own, and are answered once the disk holds them:
 *   1. the transaction commits without waiting for the disk (synchronous=NORMAL on this connection);
 *   2. the write-ahead log is flushed to disk (fdatasync) in Node's thread pool, while the event loop serves
 *      other requests;
 *   3. only then do the callers get their results: a lead is acknowledged when it would survive a power cut,
 *      as with synchronous=FULL. (Were the log checkpointed into the database meanwhile, the checkpoint has
 *      flushed the database file first.)
 * Each group still commits entirely or not at all and sees the groups before it; when the shared transaction
 * fails, every group is run again alone, so a bad group fails only itself.
 *
 * The connection waits for no lock inside SQLite (busy_timeout 0): libsql would hold the event loop while it
 * waited, so another connection's transaction, which holds the lock and needs the event loop to finish, could
 * not end. A busy database is tried again after a pause instead, for up to WRITER_BUSY_WAIT_MS.
 *
 * PostgreSQL commits concurrent transactions in parallel itself: there each group is its own transaction.
 */

/** Most groups committed in one transaction: a larger crowd of writes waits for the next. */
export const MAX_COMMIT_GROUP = 64
/** How long a commit waits, in all, for another connection's write transaction to end before it fails. */
export const WRITER_BUSY_WAIT_MS = 10_000

export type Result = { rows: Row[]; changes: number }
type Waiting = { statements: Statement[]; resolve: (results: Result[]) => void; reject: (error: unknown) => void }

type Database = InstanceType<typeof LibsqlDatabase>
type Prepared = ReturnType<Database['prepare']>

export type Writer = {
  file: string
  database: Database
  prepared: Map<string, Prepared>
  waiting: Waiting[] | null
  /** Makes what the connection committed durable (the log flushed to disk). */
  flush: () => Promise<void>
}

const writers = processSingleton('sqliteGroupWriters', () => new Map<string, Writer>())

/** The SQLite file behind Payload's client, or null when a second connection would not see it (in memory). */
export function sqliteFileOf(payload: Payload): string | null {
  const url = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
  if (!url?.startsWith('file:')) return null
  const file = url.replace(/^file:(\/\/)?/, '').split('?')[0]!
  return file === '' || file.startsWith(':memory:') ? null : path.resolve(file)
}

/**
 * Flushes the file's write-ahead log to disk in Node's thread pool. The log is opened once: SQLite keeps the
 * same file while any connection is open, and the writer's own connection stays open for the life of the process.
 */
function logFlusher(file: string): () => Promise<void> {
  let log: Promise<FileHandle> | null = null
  return async () => {
    log ??= open(`${file}-wal`, 'r+')
    try {
      await (await log).datasync()
    } catch (error) {
      // Opened again next time (the log may not have existed yet).
      log = null
      throw error
    }
  }
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

function startCheckpoints(file: string): void {
  const libsql = createRequire(path.join(process.cwd(), 'package.json')).resolve('libsql')
  const thread = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { file, libsql, everyMs: CHECKPOINT_EVERY_MS } })
  thread.on('message', (message: string) => console.error(JSON.stringify({ level: 'warn', msg: 'SQLite checkpoint failed; tried again shortly', err: message })))
  thread.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'SQLite checkpoint thread stopped', err: String(error) })))
  // The thread never keeps the process alive.
  thread.unref()
}

/** This process's group writer for a SQLite file, opened on first use. */
export function groupWriter(file: string): Writer {
  let writer = writers().get(file)
  if (!writer) {
    const database = new LibsqlDatabase(file)
    database.exec('PRAGMA busy_timeout = 0')
    database.exec('PRAGMA journal_mode = WAL')
    // The commit does not wait for the disk; `flush` does, before anyone is answered.
    database.exec('PRAGMA synchronous = NORMAL')
    // Its commits never copy the log into the database (a checkpoint waits for the disk twice): a thread of
    // its own does that, beside the event loop.
    database.exec('PRAGMA wal_autocheckpoint = 0')
    startCheckpoints(file)
    writer = { file, database, prepared: new Map(), waiting: null, flush: logFlusher(file) }
    writers().set(file, writer)
  }
  return writer
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(`${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`)

/** libsql binds numbers, text, null, bigints and bytes: booleans become 1 or 0, as Payload's client writes them. */
const bindable = (value: unknown) => (value === undefined ? null : typeof value === 'boolean' ? (value ? 1 : 0) : value)

/** Runs the groups in one transaction, synchronously; the first failing statement rolls all of it back. */
function commitNow(writer: Writer, groups: Waiting[]): Result[][] {
  const { database, prepared } = writer
  database.exec('BEGIN IMMEDIATE')
  try {
    const results = groups.map((group) =>
      group.statements.map((statement): Result => {
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
    return results
  } catch (error) {
    if (database.inTransaction) database.exec('ROLLBACK')
    throw error
  }
}

/** Commits the groups, pausing (the event loop free) while another connection holds the write lock. */
async function commitWhenFree(writer: Writer, groups: Waiting[]): Promise<Result[][]> {
  const deadline = Date.now() + WRITER_BUSY_WAIT_MS
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return commitNow(writer, groups)
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

async function commitDurably(writer: Writer, groups: Waiting[]): Promise<Result[][]> {
  const results = await commitWhenFree(writer, groups)
  await writer.flush()
  return results
}

async function commitGroups(writer: Writer, groups: Waiting[]): Promise<void> {
  const parts: Array<Promise<void>> = []
  for (let from = 0; from < groups.length; from += MAX_COMMIT_GROUP) {
    const part = groups.slice(from, from + MAX_COMMIT_GROUP)
    let committed: Result[][]
    try {
      committed = await commitWhenFree(writer, part)
    } catch (error) {
      if (part.length === 1) {
        part[0]!.reject(error)
        continue
      }
      // Which group failed is not known: each alone, so only that one fails.
      for (const group of part) {
        await commitDurably(writer, [group]).then(
          ([results]) => group.resolve(results!),
          (failure: unknown) => group.reject(failure),
        )
      }
      continue
    }
    parts.push(
      writer.flush().then(
        () => part.forEach((group, at) => group.resolve(committed[at]!)),
        (error: unknown) => part.forEach((group) => group.reject(error)),
      ),
    )
  }
  await Promise.all(parts)
}

/** Hands a group to the writer's next commit, which runs once this turn of the event loop is over. */
export function commitWithOthers(writer: Writer, statements: Statement[]): Promise<Result[]> {
  if (!writer.waiting) {
    const groups: Waiting[] = []
    writer.waiting = groups
    setImmediate(() => {
      writer.waiting = null
      void commitGroups(writer, groups)
    })
  }
  const waiting = writer.waiting
  return new Promise((resolve, reject) => waiting.push({ statements, resolve, reject }))
}

/**
 * Statements that commit together or not at all, like `atomically`, answered once durable; on SQLite committed
 * with the other groups handed in during the same turn of the event loop (see above).
 */
export function atomicallyTogether(payload: Payload, statements: Statement[]): Promise<Result[]> {
  const file = dialectOf(payload) === 'sqlite' ? sqliteFileOf(payload) : null
  if (!file) return atomically(payload, statements)
  return commitWithOthers(groupWriter(file), statements)
}
