import type { Database } from '@/db/database'
import { jsonOf, timestampMs, type Dialect, type Row } from '@/db/sql'

/**
 * The lead store and the e-mail outbox (tables `leads` and `email_outbox`, CMS collections Leads and EmailOutbox).
 * A lead and its e-mail are written in one transaction, so a lead is never stored without its delivery nor
 * delivered without being stored; the submission id is unique, so a retried submission stores nothing new.
 */

export const LEAD_STATUSES = ['new', 'delivered', 'failed', 'handled'] as const
export const OUTBOX_STATUSES = ['pending', 'sent'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export type Attachment = { filename: string; contentType: string; content: string }

export type NewLead = {
  submissionId: string
  payloadHash: string
  formName: string
  siteId: number
  locale: string | null
  summary: string
  receivingAddress: string | null
  receivingName: string | null
  sourceUrl: string | null
  values: unknown
  consents: unknown
  receivedAt: string
}

export type NewEmail = { to: string; subject: string; text: string; html: string; attachments: Attachment[] }

/** Which e-mails a transport takes: the demo inbox takes no CMS account e-mail (./ports.ts). */
export type EmailKinds = { accountMail: boolean }

export type StoredLead = { id: number; payloadHash: string; created: boolean }

/** The statements of storeLead, made once per SQL dialect. */
const storeLeadSql = new Map<string, { insertLead: string; insertEmail: string; findLead: string }>()
function storeLeadStatements(db: Database) {
  const dialect: Dialect = db.dialect
  let sql = storeLeadSql.get(dialect)
  if (sql) return sql
  const $ = db.placeholder
  // In INSERT … SELECT PostgreSQL types a bare literal as text, which its enum column refuses.
  const pending = dialect === 'postgres' ? "'pending'::enum_email_outbox_status" : "'pending'"
  sql = {
    insertLead:
      'INSERT INTO leads (submission_id, payload_hash, form_name, site_id, locale, summary, receiving_address, receiving_name, source_url, form_values, consents, status, delivery_attempts, updated_at, created_at) ' +
      `VALUES (${[...Array(12)].map((_, at) => $(at + 1)).join(', ')}, 0, ${$(13)}, ${$(14)}) ON CONFLICT (submission_id) DO NOTHING`,
    // Only with the lead this call inserted: a lead's e-mail is written once.
    insertEmail:
      'INSERT INTO email_outbox (lead_id, subject, to_address, status, body_text, body_html, attachments, attempts, next_attempt_at, updated_at, created_at) ' +
      `SELECT id, ${$(1, 'varchar')}, ${$(2, 'varchar')}, ${pending}, ${$(3, 'varchar')}, ${$(4, 'varchar')}, ${$(5, 'jsonb')}, 0, ${$(6, 'timestamptz')}, ${$(7, 'timestamptz')}, ${$(8, 'timestamptz')} ` +
      `FROM leads WHERE submission_id = ${$(9)} AND payload_hash = ${$(10)} AND NOT EXISTS (SELECT 1 FROM email_outbox WHERE email_outbox.lead_id = leads.id)`,
    findLead: `SELECT id, payload_hash, created_at FROM leads WHERE submission_id = ${$(1)}`,
  }
  storeLeadSql.set(dialect, sql)
  return sql
}

/**
 * Stores a lead and, when it has a receiving address, its e-mail — unless a lead with its submission id exists.
 * Returns the stored lead either way: `created` tells whether this call stored it, `payloadHash` what the
 * stored one was sent with.
 */
export async function storeLead(db: Database, lead: NewLead, email: NewEmail | null): Promise<StoredLead> {
  const sql = storeLeadStatements(db)
  const insertLead = {
    sql: sql.insertLead,
    args: [
      lead.submissionId,
      lead.payloadHash,
      lead.formName,
      lead.siteId,
      lead.locale,
      lead.summary,
      lead.receivingAddress,
      lead.receivingName,
      lead.sourceUrl,
      JSON.stringify(lead.values),
      JSON.stringify(lead.consents),
      'new',
      lead.receivedAt,
      lead.receivedAt,
    ],
  }
  const findLead = { sql: sql.findLead, args: [lead.submissionId] }
  const statements = [insertLead]
  if (email) {
    statements.push({
      sql: sql.insertEmail,
      args: [email.subject, email.to, email.text, email.html, JSON.stringify(email.attachments), lead.receivedAt, lead.receivedAt, lead.receivedAt, lead.submissionId, lead.payloadHash],
    })
  }
  statements.push(findLead)
  const results = await db.together(statements)
  const [row] = results.at(-1)!.rows
  if (!row) throw new Error('The lead was neither stored nor found.')
  return { id: Number(row.id), payloadHash: String(row.payload_hash), created: results[0]!.changes > 0 }
}

/**
 * Puts the CMS's own e-mail (a password reset) in the outbox: the delivery worker sends it like a lead's over
 * SMTP, and tries again until it is accepted; the demo inbox never shows it (it waits in the outbox there).
 */
export async function queueAccountEmail(db: Database, email: NewEmail, at: Date = new Date()): Promise<number> {
  const $ = db.placeholder
  const now = at.toISOString()
  const pending = db.dialect === 'postgres' ? "'pending'::enum_email_outbox_status" : "'pending'"
  const { rows } = await db.execute({
    sql:
      'INSERT INTO email_outbox (subject, to_address, status, body_text, body_html, attachments, cms_account, attempts, next_attempt_at, updated_at, created_at) ' +
      `VALUES (${$(1, 'varchar')}, ${$(2, 'varchar')}, ${pending}, ${$(3, 'varchar')}, ${$(4, 'varchar')}, ${$(5, 'jsonb')}, true, 0, ${$(6, 'timestamptz')}, ${$(7, 'timestamptz')}, ${$(8, 'timestamptz')}) RETURNING id`,
    args: [email.subject, email.to, email.text, email.html, JSON.stringify(email.attachments), now, now, now],
  })
  return Number(rows[0]!.id)
}

export type OutboxMessage = {
  id: number
  leadId: number | null
  to: string
  subject: string
  text: string
  html: string
  attachments: Attachment[]
  /** Extra headers, e.g. the saved-search alerts' List-Unsubscribe. */
  headers: Record<string, string>
  attempts: number
  messageId: string | null
}

function toMessage(row: Row): OutboxMessage {
  return {
    id: Number(row.id),
    leadId: row.lead_id === null || row.lead_id === undefined ? null : Number(row.lead_id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.body_text ?? ''),
    html: String(row.body_html ?? ''),
    attachments: jsonOf<Attachment[]>(row.attachments, []),
    headers: jsonOf<Record<string, string> | null>(row.headers, null) ?? {},
    attempts: Number(row.attempts ?? 0),
    messageId: row.message_id ? String(row.message_id) : null,
  }
}

/**
 * Claims up to `limit` pending e-mails that are due: each is held for `holdMs` (another instance's worker skips
 * it) and its attempt counted. An instance that dies while sending lets the hold run out, and the e-mail is
 * tried again.
 */
export async function claimDueEmails(db: Database, options: { now: Date; holdMs: number; limit: number } & EmailKinds): Promise<OutboxMessage[]> {
  const $ = db.placeholder
  const now = options.now.toISOString()
  const until = new Date(options.now.getTime() + options.holdMs).toISOString()
  const kinds = options.accountMail ? '' : ' AND cms_account IS NOT TRUE'
  const due = `status = 'pending' AND next_attempt_at <= ${$(2)} AND (claimed_until IS NULL OR claimed_until < ${$(3)})${kinds}`
  // The conditions are repeated outside the subquery: PostgreSQL re-checks them on a row another worker just claimed.
  const { rows } = await db.execute({
    sql:
      `UPDATE email_outbox SET claimed_until = ${$(1)}, attempts = attempts + 1, updated_at = ${$(4)} ` +
      `WHERE id IN (SELECT id FROM email_outbox WHERE ${due} ORDER BY next_attempt_at, id LIMIT ${Number(options.limit)}) AND ${due} ` +
      'RETURNING id, lead_id, to_address, subject, body_text, body_html, headers, attachments, attempts, message_id',
    args: [until, now, now, now],
  })
  return rows.map(toMessage).sort((a, b) => a.id - b.id)
}

/** An e-mail the mail server accepted: sent, and its lead delivered (unless an editor has handled it already). */
export async function markEmailSent(db: Database, message: OutboxMessage, result: { transport: string; messageId: string; at: Date }): Promise<void> {
  const $ = db.placeholder
  const at = result.at.toISOString()
  const statements = [
    {
      sql: `UPDATE email_outbox SET status = 'sent', sent_at = ${$(1)}, transport = ${$(2)}, message_id = ${$(3)}, claimed_until = NULL, last_error = NULL, updated_at = ${$(4)} WHERE id = ${$(5)}`,
      args: [at, result.transport, result.messageId, at, message.id],
    },
  ]
  if (message.leadId !== null) {
    statements.push({
      sql: `UPDATE leads SET status = CASE WHEN status = 'handled' THEN status ELSE 'delivered' END, delivered_at = ${$(1)}, delivery_attempts = ${$(2)}, last_delivery_error = NULL, updated_at = ${$(3)} WHERE id = ${$(4)}`,
      args: [at, message.attempts, at, message.leadId],
    })
  }
  await db.together(statements)
}

/** A failed attempt: the e-mail waits until `retryAt`, and its lead shows the failure to editors meanwhile. */
export async function markEmailFailed(db: Database, message: OutboxMessage, failure: { error: string; retryAt: Date; at: Date }): Promise<void> {
  const $ = db.placeholder
  const at = failure.at.toISOString()
  const error = failure.error.slice(0, 500)
  const statements = [
    {
      sql: `UPDATE email_outbox SET claimed_until = NULL, next_attempt_at = ${$(1)}, last_error = ${$(2)}, updated_at = ${$(3)} WHERE id = ${$(4)}`,
      args: [failure.retryAt.toISOString(), error, at, message.id],
    },
  ]
  if (message.leadId !== null) {
    statements.push({
      sql: `UPDATE leads SET status = CASE WHEN status = 'handled' THEN status ELSE 'failed' END, delivery_attempts = ${$(1)}, last_delivery_error = ${$(2)}, updated_at = ${$(3)} WHERE id = ${$(4)}`,
      args: [message.attempts, error, at, message.leadId],
    })
  }
  await db.together(statements)
}

/**
 * Claimed messages that were not attempted (their worker is stopping): free for any worker at once, and their
 * attempt, counted by the claim, not counted.
 */
export async function releaseEmailClaims(db: Database, messages: readonly OutboxMessage[], at: Date): Promise<void> {
  if (messages.length === 0) return
  const $ = db.placeholder
  const ids = messages.map((message, index) => $(index + 2)).join(', ')
  await db.execute({
    sql: `UPDATE email_outbox SET claimed_until = NULL, attempts = attempts - 1, updated_at = ${$(1)} WHERE status = 'pending' AND claimed_until IS NOT NULL AND id IN (${ids})`,
    args: [at.toISOString(), ...messages.map((message) => message.id)],
  })
}

/** Deletes the leads received before `before`, and their e-mails. Returns how many leads went. */
export async function deleteLeadsBefore(db: Database, before: Date): Promise<number> {
  const $ = db.placeholder
  const cutoff = before.toISOString()
  const [, leads] = await db.atomically([
    { sql: `DELETE FROM email_outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ${$(1)})`, args: [cutoff] },
    { sql: `DELETE FROM leads WHERE created_at < ${$(1)}`, args: [cutoff] },
  ])
  return leads!.changes
}

export type InboxEmail = {
  id: number
  to: string
  subject: string
  text: string
  html: string
  attachments: Attachment[]
  headers?: Record<string, string>
  status: OutboxStatus
  transport: string | null
  createdAt: string
  sentAt: string | null
}

const isoOrNull = (value: unknown) => {
  const ms = timestampMs(value)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

/** The newest e-mails, optionally to one address (case-insensitive): what the demo inbox shows, which is never the CMS's account e-mail. */
export async function recentEmails(db: Database, options: { to?: string; limit: number }): Promise<InboxEmail[]> {
  const $ = db.placeholder
  const where = `WHERE cms_account IS NOT TRUE${options.to ? ` AND lower(to_address) = ${$(1)}` : ''}`
  const { rows } = await db.execute({
    sql: `SELECT id, to_address, subject, body_text, body_html, headers, attachments, status, transport, created_at, sent_at FROM email_outbox ${where} ORDER BY created_at DESC, id DESC LIMIT ${Number(options.limit)}`,
    args: options.to ? [options.to.trim().toLowerCase()] : [],
  })
  return rows.map((row) => ({
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.body_text ?? ''),
    html: String(row.body_html ?? ''),
    attachments: jsonOf<Attachment[]>(row.attachments, []),
    headers: jsonOf<Record<string, string> | null>(row.headers, null) ?? {},
    status: String(row.status) as OutboxStatus,
    transport: row.transport ? String(row.transport) : null,
    createdAt: isoOrNull(row.created_at) ?? '',
    sentAt: isoOrNull(row.sent_at),
  }))
}
