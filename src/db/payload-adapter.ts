import type { Payload } from 'payload'

import type { Row, Statement } from './sql'

/**
 * The one place that knows how the CMS's database adapter is reached: Payload's SQLite adapter holds a libsql
 * client, its PostgreSQL adapter a pg pool. Nothing outside `src/db/` casts the adapter.
 */
export type LibsqlResult = { rows: Row[]; rowsAffected: number }
type LibsqlTransaction = {
  execute: (statement: Statement) => Promise<LibsqlResult>
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}
export type LibsqlClient = {
  transaction: (mode?: 'write') => Promise<LibsqlTransaction>
  batch: (statements: Statement[], mode: 'write') => Promise<LibsqlResult[]>
  execute: (statement: Statement | string) => Promise<LibsqlResult>
}
type PgClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }>; release: () => void }
export type PgPool = { connect: () => Promise<PgClient>; query: PgClient['query']; on?: (event: 'error', listener: (error: unknown) => void) => void }

export type PayloadAdapter = { name: string; client?: LibsqlClient; pool?: PgPool; poolOptions?: { connectionString?: string }; clientConfig?: { url?: string } }

export const payloadAdapter = (payload: Payload) => payload.db as unknown as PayloadAdapter
