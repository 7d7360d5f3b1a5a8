/** SQL as the data layer speaks it on both databases: a statement, its rows, and what differs between dialects. */

export type Dialect = 'sqlite' | 'postgres'
export type Row = Record<string, unknown>
export type Statement = { sql: string; args: unknown[] }
/** A statement's rows (with RETURNING or SELECT) and the number of rows it changed. */
export type Result = { rows: Row[]; changes: number }

/**
 * A numbered parameter, which may appear more than once: `?n` on SQLite, `$n` on PostgreSQL (with an optional
 * cast, needed where PostgreSQL cannot infer a parameter's type).
 */
export function placeholderOf(dialect: Dialect) {
  return (position: number, pgType?: string) => (dialect === 'sqlite' ? `?${position}` : `$${position}${pgType ? `::${pgType}` : ''}`)
}

/** A timestamp column's value in ms: SQLite keeps ISO text, PostgreSQL gives a Date. */
export function timestampMs(value: unknown): number {
  if (value === null || value === undefined) return Number.NaN
  if (value instanceof Date) return value.getTime()
  return Date.parse(String(value))
}

/** A boolean as the column holds it: SQLite keeps 0 and 1, as the CMS writes them. */
export const booleanOf = (dialect: Dialect, value: boolean): boolean | number => (dialect === 'sqlite' ? (value ? 1 : 0) : value)

/** A JSON column's value: SQLite keeps text, PostgreSQL's jsonb arrives parsed. */
export function jsonOf<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}
