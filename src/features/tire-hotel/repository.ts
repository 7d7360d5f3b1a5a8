import type { Database } from '@/db/database'
import { timestampMs, type Row } from '@/db/sql'

import { CODE_ATTEMPTS } from './rules'

/**
 * The tire hotel's codes, sessions and ratings (tables `tire_hotel_codes`, `tire_hotel_sessions`,
 * `tire_hotel_reviews`). Small writes that arrive in crowds go through the data layer's group commit. An attempt
 * at a code is counted, and the code used, by one conditional UPDATE: however many guesses arrive together, at
 * most CODE_ATTEMPTS of them are ever weighed, and only one can open a session.
 */

/**
 * Codes and sessions live minutes: their writes are answered once committed, without waiting for the disk. A power
 * cut may lose the last of them — a customer then asks for a new code — but never lets a code be used twice or
 * guessed more than three times: an attempt is counted in the same transaction that weighs it.
 */
const SHORT_LIVED = { durable: false } as const

export type StoredCode = { id: number; agreementId: string; codeDigest: string; attempts: number; expiresAt: number; usedAt: number | null }

const codeOf = (row: Row): StoredCode => ({
  id: Number(row.id),
  agreementId: String(row.agreement_id),
  codeDigest: String(row.code_digest),
  attempts: Number(row.attempts),
  expiresAt: timestampMs(row.expires_at),
  usedAt: row.used_at === null || row.used_at === undefined ? null : timestampMs(row.used_at),
})

export async function storeCode(db: Database, code: { tokenDigest: string; agreementId: string; codeDigest: string; expiresAt: Date; now: Date }): Promise<void> {
  const $ = db.placeholder
  const at = code.now.toISOString()
  await db.together([
    {
      sql: `INSERT INTO tire_hotel_codes (token_digest, agreement_id, code_digest, attempts, expires_at, updated_at, created_at) VALUES (${$(1)}, ${$(2)}, ${$(3)}, 0, ${$(4, 'timestamptz')}, ${$(5, 'timestamptz')}, ${$(5, 'timestamptz')})`,
      args: [code.tokenDigest, code.agreementId, code.codeDigest, code.expiresAt.toISOString(), at],
    },
  ], SHORT_LIVED)
}

export async function findCode(db: Database, tokenDigest: string): Promise<StoredCode | null> {
  const { rows } = await db.execute({
    sql: `SELECT id, agreement_id, code_digest, attempts, expires_at, used_at FROM tire_hotel_codes WHERE token_digest = ${db.placeholder(1)}`,
    args: [tokenDigest],
  })
  return rows[0] ? codeOf(rows[0]) : null
}

/**
 * Counts one attempt at a code that is still open (unused, under the attempt limit, unexpired) and, for the
 * right code, uses it and opens the session in the same transaction. `counted` is false when the code closed
 * in the meantime (another attempt took the last try or used it): the attempt then weighs nothing.
 */
export async function countAttempt(
  db: Database,
  attempt: { codeId: number; now: Date; open: { sessionDigest: string; expiresAt: Date } | null },
): Promise<{ counted: boolean; attempts: number }> {
  const $ = db.placeholder
  const at = attempt.now.toISOString()
  const use = attempt.open ? `, used_at = ${$(4, 'timestamptz')}, used_by = ${$(5)}` : ''
  const statements = [
    {
      sql:
        `UPDATE tire_hotel_codes SET attempts = attempts + 1, updated_at = ${$(2, 'timestamptz')}${use} ` +
        `WHERE id = ${$(1)} AND used_at IS NULL AND attempts < ${$(3)} AND expires_at > ${$(2, 'timestamptz')} RETURNING attempts`,
      args: attempt.open ? [attempt.codeId, at, CODE_ATTEMPTS, at, attempt.open.sessionDigest] : [attempt.codeId, at, CODE_ATTEMPTS],
    },
  ]
  if (attempt.open) {
    statements.push({
      sql:
        'INSERT INTO tire_hotel_sessions (token_digest, agreement_id, expires_at, updated_at, created_at) ' +
        `SELECT ${$(1, 'varchar')}, agreement_id, ${$(2, 'timestamptz')}, ${$(3, 'timestamptz')}, ${$(3, 'timestamptz')} FROM tire_hotel_codes WHERE id = ${$(4)} AND used_by = ${$(1, 'varchar')}`,
      args: [attempt.open.sessionDigest, attempt.open.expiresAt.toISOString(), at, attempt.codeId],
    })
  }
  const [updated] = await db.together(statements, SHORT_LIVED)
  // The UPDATE returns the row it changed, and nothing when the code had closed.
  const row = updated!.rows[0]
  return { counted: row !== undefined, attempts: row ? Number(row.attempts) : CODE_ATTEMPTS }
}

/** A code still open to an attempt (unused, under the attempt limit, unexpired), with the token digest it is bound to. */
export type OpenCode = StoredCode & { tokenDigest: string }

/** The codes of an agreement still open to an attempt: what a code entered after a new search is weighed against. */
export async function openCodes(db: Database, agreementId: string, now: Date): Promise<OpenCode[]> {
  const $ = db.placeholder
  const { rows } = await db.execute({
    sql:
      'SELECT id, token_digest, agreement_id, code_digest, attempts, expires_at, used_at FROM tire_hotel_codes ' +
      `WHERE agreement_id = ${$(1)} AND used_at IS NULL AND attempts < ${$(2)} AND expires_at > ${$(3, 'timestamptz')} ORDER BY id`,
    args: [agreementId, CODE_ATTEMPTS, now.toISOString()],
  })
  return rows.map((row) => ({ ...codeOf(row), tokenDigest: String(row.token_digest) }))
}

export type StoredSession = { id: number; agreementId: string; expiresAt: number }

export async function findSession(db: Database, tokenDigest: string): Promise<StoredSession | null> {
  const { rows } = await db.execute({ sql: `SELECT id, agreement_id, expires_at FROM tire_hotel_sessions WHERE token_digest = ${db.placeholder(1)}`, args: [tokenDigest] })
  const row = rows[0]
  return row ? { id: Number(row.id), agreementId: String(row.agreement_id), expiresAt: timestampMs(row.expires_at) } : null
}

/** Moves a live session's expiry; false when it had expired meanwhile. */
export async function extendSession(db: Database, session: { id: number; now: Date; expiresAt: Date }): Promise<boolean> {
  const $ = db.placeholder
  const at = session.now.toISOString()
  const [result] = await db.together([
    {
      sql: `UPDATE tire_hotel_sessions SET expires_at = ${$(2, 'timestamptz')}, updated_at = ${$(3, 'timestamptz')} WHERE id = ${$(1)} AND expires_at > ${$(3, 'timestamptz')}`,
      args: [session.id, session.expiresAt.toISOString(), at],
    },
  ], SHORT_LIVED)
  return result!.changes === 1
}

/** Codes and sessions that ended before `before`: of no use to anyone, deleted. */
export async function purgeEnded(db: Database, before: Date): Promise<number> {
  const $ = db.placeholder
  const cutoff = before.toISOString()
  const results = await db.atomically([
    { sql: `DELETE FROM tire_hotel_codes WHERE expires_at < ${$(1, 'timestamptz')}`, args: [cutoff] },
    { sql: `DELETE FROM tire_hotel_sessions WHERE expires_at < ${$(1, 'timestamptz')}`, args: [cutoff] },
  ])
  return results.reduce((sum, result) => sum + result.changes, 0)
}

export async function storeReview(db: Database, review: { rating: number; comment: string; ratedAt: Date; siteId: number; now: Date }): Promise<void> {
  const $ = db.placeholder
  const at = review.now.toISOString()
  await db.together([
    {
      sql: `INSERT INTO tire_hotel_reviews (rating, rated_at, comment, site_id, updated_at, created_at) VALUES (${$(1)}, ${$(2, 'timestamptz')}, ${$(3)}, ${$(4)}, ${$(5, 'timestamptz')}, ${$(5, 'timestamptz')})`,
      args: [review.rating, review.ratedAt.toISOString(), review.comment || null, review.siteId, at],
    },
  ])
}
