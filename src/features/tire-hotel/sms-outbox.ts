import type { Database } from '@/db/database'
import type { Row } from '@/db/sql'
import { openAtRest, sealAtRest, sealer as installationSealer, type Sealer } from '@/lib/encryption'
import { maskedPhoneNumber, toE164 } from '@/lib/phone-number'

import type { SmsSender, SmsStatus, TextMessage } from './ports'

/**
 * The SMS outbox (table `sms_outbox`, CMS collection SMS outbox): the SMS port's default adapter. A message is
 * written with its number and text encrypted and a keyed digest of the number to find it by; in demo mode it is
 * delivered at once — to the demo inbox, which reads this table — and otherwise waits for a gateway.
 */

const digestOf = (with_: Sealer, phone: string) => with_.digest('tire-hotel-digest', `sms-to:${phone}`)

export function outboxSms(db: Database, options: { demoInbox: boolean; now?: () => Date; sealer?: () => Sealer }): SmsSender {
  const now = options.now ?? (() => new Date())
  const sealer = options.sealer ?? installationSealer
  const $ = db.placeholder
  const status = (value: SmsStatus) => (db.dialect === 'postgres' ? `'${value}'::enum_sms_outbox_status` : `'${value}'`)
  const sql =
    'INSERT INTO sms_outbox (to_masked, purpose, status, transport, sent_at, to_digest, to_sealed, text_sealed, updated_at, created_at) ' +
    `VALUES (${$(1)}, ${$(2)}, ${status(options.demoInbox ? 'sent' : 'pending')}, ${$(3)}, ${$(4, 'timestamptz')}, ${$(5)}, ${$(6)}, ${$(7)}, ${$(8, 'timestamptz')}, ${$(8, 'timestamptz')})`
  return {
    name: options.demoInbox ? 'demo-inbox' : 'outbox',
    async send(message: TextMessage) {
      const with_ = sealer()
      const at = now().toISOString()
      await db.together(
        [
          {
            sql,
            args: [
              maskedPhoneNumber(message.to),
              message.purpose,
              options.demoInbox ? 'demo-inbox' : null,
              options.demoInbox ? at : null,
              digestOf(with_, message.to),
              sealAtRest('sms-at-rest', message.to, with_),
              sealAtRest('sms-at-rest', message.text, with_),
              at,
            ],
          },
          // A code's message is of no use after five minutes: it need not wait for the disk.
        ],
        { durable: message.purpose !== 'one-time-code' },
      )
    },
  }
}

export type StoredTextMessage = {
  id: number
  to: string
  text: string
  purpose: string
  status: SmsStatus
  transport: string | null
  createdAt: string
  sentAt: string | null
}

const isoOrNull = (value: unknown) => {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * The newest messages, optionally to one number (however it is written), opened for the demo inbox. A recipient
 * that is no phone number has no text messages.
 */
export async function recentTextMessages(
  db: Database,
  options: { to?: string; limit: number; sealer?: Sealer },
): Promise<StoredTextMessage[]> {
  const with_ = options.sealer ?? installationSealer()
  let where = ''
  const args: unknown[] = []
  if (options.to !== undefined) {
    const phone = toE164(options.to)
    if (!phone) return []
    where = `WHERE to_digest = ${db.placeholder(1)}`
    args.push(digestOf(with_, phone))
  }
  const { rows } = await db.execute({
    sql: `SELECT id, purpose, status, transport, to_sealed, text_sealed, created_at, sent_at FROM sms_outbox ${where} ORDER BY created_at DESC, id DESC LIMIT ${Number(options.limit)}`,
    args,
  })
  return rows.map((row: Row) => ({
    id: Number(row.id),
    to: openAtRest('sms-at-rest', row.to_sealed, with_) ?? '',
    text: openAtRest('sms-at-rest', row.text_sealed, with_) ?? '',
    purpose: String(row.purpose),
    status: String(row.status) as SmsStatus,
    transport: row.transport ? String(row.transport) : null,
    createdAt: isoOrNull(row.created_at) ?? '',
    sentAt: isoOrNull(row.sent_at),
  }))
}
