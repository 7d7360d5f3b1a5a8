import type { Payload } from 'payload'

import { atomicallyTogether, sqliteFileOf, type TogetherOptions } from './group-commit'
import { payloadAdapter, type LibsqlClient, type LibsqlResult, type PgPool } from './payload-adapter'
import { placeholderOf, type Dialect, type Result, type Row, type Statement } from './sql'

/**
 * The database below the CMS, for the features that write in bulk or must commit several statements together
 * (the stock import, the lead intake and its outbox, the redirect import, bookings): one session over the CMS's
 * own connection (libsql for SQLite, a pg pool for PostgreSQL), the same calls on both. Repositories
 * (`src/features/<capability>/repository.ts`) take one; nothing outside `src/db/` reaches into the CMS's adapter.
 */
export type Database = {
  readonly dialect: Dialect
  /** `?n` on SQLite, `$n` (with an optional cast) on PostgreSQL. */
  readonly placeholder: (position: number, pgType?: string) => string
  /** One statement on its own. */
  execute(statement: Statement): Promise<Result>
  /**
   * Statements that commit together or not at all. On SQLite the batch runs start to end without yielding
   * (libsql executes it synchronously), so concurrent requests never interleave and never wait on each other's locks.
   */
  atomically(statements: Statement[]): Promise<Result[]>
  /**
   * Like `atomically`, answered once durable; on a SQLite file committed together with the other groups handed
   * in during the same turn of the event loop, by a writer thread (group-commit.ts): for small writes in crowds.
   * `durable: false` answers once committed, without waiting for the disk: for short-lived state that a power cut
   * may lose (a login code), where that wait is most of the request's time.
   */
  together(statements: Statement[], options?: TogetherOptions): Promise<Result[]>
  /**
   * An interactive transaction, for work that reads before it decides what to write (capacity, imports): on
   * SQLite a write transaction (BEGIN IMMEDIATE, the write lock from its start) on a connection of its own; on
   * PostgreSQL a pooled client, `begin` run first (e.g. a table lock). It commits when `work` resolves and rolls
   * back when it throws.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: { begin?: string }): Promise<T>
}

export type { TogetherOptions } from './group-commit'

export type Transaction = {
  readonly dialect: Dialect
  readonly placeholder: Database['placeholder']
  execute(statement: Statement): Promise<Result>
}

const sessions = new WeakMap<Payload, Database>()

/** The database session over a CMS instance's own connection. */
export function databaseOf(payload: Payload): Database {
  let database = sessions.get(payload)
  if (!database) {
    const adapter = payloadAdapter(payload)
    database =
      adapter.name === 'sqlite'
        ? sqliteDatabase(() => {
            if (!adapter.client) throw new Error('The SQLite adapter has no client.')
            return adapter.client
          }, sqliteFileOf(payload))
        : postgresDatabase(() => {
            if (!adapter.pool) throw new Error('The PostgreSQL adapter has no pool.')
            return adapter.pool
          })
    sessions.set(payload, database)
  }
  return database
}

const fromLibsql = (result: LibsqlResult): Result => ({ rows: result.rows, changes: result.rowsAffected })
const fromPg = (result: { rows: Row[]; rowCount: number | null }): Result => ({ rows: result.rows, changes: result.rowCount ?? 0 })

/**
 * A session over a libsql client; `file` is the SQLite file it opened (null in memory), where `together` commits
 * through the file's group writer.
 */
export function sqliteDatabase(client: () => LibsqlClient, file: string | null): Database {
  const placeholder = placeholderOf('sqlite')
  const database: Database = {
    dialect: 'sqlite',
    placeholder,
    execute: async (statement) => fromLibsql(await client().execute(statement)),
    atomically: async (statements) => (await client().batch(statements, 'write')).map(fromLibsql),
    together: (statements, options) => atomicallyTogether(file, statements, database, options),
    async transaction(work) {
      const tx = await client().transaction('write')
      try {
        const result = await work({ dialect: 'sqlite', placeholder, execute: async (statement) => fromLibsql(await tx.execute(statement)) })
        await tx.commit()
        return result
      } catch (error) {
        await tx.rollback()
        throw error
      } finally {
        tx.close()
      }
    },
  }
  return database
}

/** A session over a pg pool. */
export function postgresDatabase(pool: () => PgPool): Database {
  const placeholder = placeholderOf('postgres')
  const transaction: Database['transaction'] = async (work, options = {}) => {
    const client = await pool().connect()
    try {
      await client.query('BEGIN')
      if (options.begin) await client.query(options.begin)
      const result = await work({
        dialect: 'postgres',
        placeholder,
        execute: async (statement) => fromPg(await client.query(statement.sql, statement.args)),
      })
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
  const inOneTransaction = (statements: Statement[], options?: { begin?: string }) =>
    transaction(async (tx) => {
      const results: Result[] = []
      for (const statement of statements) results.push(await tx.execute(statement))
      return results
    }, options)
  const atomically: Database['atomically'] = (statements) => inOneTransaction(statements)
  return {
    dialect: 'postgres',
    placeholder,
    execute: async (statement) => fromPg(await pool().query(statement.sql, statement.args)),
    atomically,
    // PostgreSQL commits concurrent transactions in parallel itself: each group is its own transaction, one that
    // need not be durable committed without waiting for the log's flush.
    together: (statements, options) =>
      inOneTransaction(statements, options?.durable === false ? { begin: 'SET LOCAL synchronous_commit TO OFF' } : undefined),
    transaction,
  }
}
