import type { Payload } from 'payload'

/**
 * The databases below Payload: the stock import and the lead intake speak to the driver (libsql, pg) directly,
 * for bulk writes and for several statements that must commit together or not at all.
 */

export type Dialect = 'sqlite' | 'postgres'
export type Row = Record<string, unknown>
export type Statement = { sql: string; args: unknown[] }

export type SqlSession = {
  dialect: Dialect
  placeholder: (position: number) => string
  rows: (text: string, values: unknown[]) => Promise<Row[]>
}

type LibsqlResult = { rows: Row[]; rowsAffected: number }
type LibsqlTransaction = {
  execute: (statement: Statement) => Promise<LibsqlResult>
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}
type LibsqlClient = {
  transaction: (mode: 'write') => Promise<LibsqlTransaction>
  batch: (statements: Statement[], mode: 'write') => Promise<LibsqlResult[]>
  execute: (statement: Statement) => Promise<LibsqlResult>
}
type PgClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }>; release: () => void }
type PgPool = { connect: () => Promise<PgClient>; query: PgClient['query'] }
type DriverAdapter = { client?: LibsqlClient; pool?: PgPool }

export const dialectOf = (payload: Payload): Dialect => (payload.db.name === 'sqlite' ? 'sqlite' : 'postgres')

function sqliteClient(payload: Payload): LibsqlClient {
  const client = (payload.db as unknown as DriverAdapter).client
  if (!client) throw new Error('The SQLite adapter has no client.')
  return client
}

function pgPool(payload: Payload): PgPool {
  const pool = (payload.db as unknown as DriverAdapter).pool
  if (!pool) throw new Error('The PostgreSQL adapter has no pool.')
  return pool
}

/**
 * A numbered parameter, which may appear more than once: `?n` on SQLite, `$n` on PostgreSQL (with an optional
 * cast, needed where PostgreSQL cannot infer a parameter's type).
 */
export function placeholderOf(dialect: Dialect) {
  return (position: number, pgType?: string) => (dialect === 'sqlite' ? `?${position}` : `$${position}${pgType ? `::${pgType}` : ''}`)
}

/**
 * An interactive transaction: on SQLite a write transaction (BEGIN IMMEDIATE, the write lock from its start) on
 * a connection of its own; on PostgreSQL a pooled client. `begin` runs first on PostgreSQL (e.g. a table lock).
 */
export async function inTransaction(payload: Payload, work: (session: SqlSession) => Promise<void>, options: { begin?: string } = {}): Promise<void> {
  if (dialectOf(payload) === 'sqlite') {
    const tx = await sqliteClient(payload).transaction('write')
    try {
      await work({ dialect: 'sqlite', placeholder: () => '?', rows: async (text, args) => (await tx.execute({ sql: text, args })).rows })
      await tx.commit()
    } catch (error) {
      await tx.rollback()
      throw error
    } finally {
      tx.close()
    }
    return
  }
  const client = await pgPool(payload).connect()
  try {
    await client.query('BEGIN')
    if (options.begin) await client.query(options.begin)
    await work({ dialect: 'postgres', placeholder: (position) => `$${position}`, rows: async (text, values) => (await client.query(text, values)).rows })
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/**
 * Statements that commit together or not at all, with each one's rows and changed-row count. On SQLite the
 * batch runs start to end without yielding (libsql executes it synchronously), so concurrent requests never
 * interleave and never wait on each other's locks.
 */
export async function atomically(payload: Payload, statements: Statement[]): Promise<Array<{ rows: Row[]; changes: number }>> {
  if (dialectOf(payload) === 'sqlite') {
    const results = await sqliteClient(payload).batch(statements, 'write')
    return results.map((result) => ({ rows: result.rows, changes: result.rowsAffected }))
  }
  const client = await pgPool(payload).connect()
  try {
    await client.query('BEGIN')
    const results: Array<{ rows: Row[]; changes: number }> = []
    for (const statement of statements) {
      const result = await client.query(statement.sql, statement.args)
      results.push({ rows: result.rows, changes: result.rowCount ?? 0 })
    }
    await client.query('COMMIT')
    return results
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** One statement on its own. */
export async function execute(payload: Payload, statement: Statement): Promise<{ rows: Row[]; changes: number }> {
  if (dialectOf(payload) === 'sqlite') {
    const result = await sqliteClient(payload).execute(statement)
    return { rows: result.rows, changes: result.rowsAffected }
  }
  const result = await pgPool(payload).query(statement.sql, statement.args)
  return { rows: result.rows, changes: result.rowCount ?? 0 }
}

/** A timestamp column's value in ms: SQLite keeps ISO text, PostgreSQL gives a Date. */
export function timestampMs(value: unknown): number {
  if (value === null || value === undefined) return Number.NaN
  if (value instanceof Date) return value.getTime()
  return Date.parse(String(value))
}
