import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'

import { recentEmails, type Attachment, type InboxEmail, type OutboxStatus } from '@/features/leads/repository'
import { recentTextMessages, type StoredTextMessage } from '@/features/tire-hotel/sms-outbox'
import type { SmsStatus } from '@/features/tire-hotel/ports'
import { looksLikePhoneNumber } from '@/lib/phone-number'

/**
 * The demo inbox (DEMO.md): the messages Forecourt would have sent, newest first, read from the outboxes —
 * e-mails and text messages in one list, so a visitor reads a one-time code where they read a confirmation.
 */

export type InboxAttachment = { filename: string; contentType: string; size: number }

export type EmailInboxMessage = {
  channel: 'email'
  id: number
  to: string
  subject: string
  /** The text body only: the HTML body is the sender's markup and is never shown. */
  text: string
  status: OutboxStatus
  transport: string | null
  createdAt: string
  sentAt: string | null
  attachments: InboxAttachment[]
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/** A text message, opened from its encryption (the demo inbox exists only in demo mode). */
export type SmsInboxMessage = {
  channel: 'sms'
  id: number
  /** E.164. */
  to: string
  text: string
  purpose: string
  status: SmsStatus
  transport: string | null
  createdAt: string
  sentAt: string | null
}

/** One message of any channel. */
export type InboxMessage = EmailInboxMessage | SmsInboxMessage

export type InboxQuery = { to?: string; limit: number }

/** Attachments are stored as text and sent as UTF-8: their size is that encoding's length. */
export const attachmentSize = (attachment: Pick<Attachment, 'content'>): number => Buffer.byteLength(attachment.content ?? '', 'utf8')

export function emailMessage(email: InboxEmail): EmailInboxMessage {
  return {
    channel: 'email',
    id: email.id,
    to: email.to,
    subject: email.subject,
    text: email.text,
    status: email.status,
    transport: email.transport,
    createdAt: email.createdAt,
    sentAt: email.sentAt,
    headers: email.headers ?? {},
    attachments: email.attachments.map((attachment) => ({
      filename: String(attachment.filename ?? ''),
      contentType: String(attachment.contentType ?? ''),
      size: attachmentSize(attachment),
    })),
  }
}

export function smsMessage(message: StoredTextMessage): SmsInboxMessage {
  return { channel: 'sms', ...message }
}

/**
 * The newest messages of both channels, optionally to one recipient: an e-mail address (case-insensitive) or a
 * phone number however it is written (`070-174 06 10` finds `+46701740610`).
 */
export async function inboxMessages(payload: Payload, query: InboxQuery): Promise<InboxMessage[]> {
  const db = databaseOf(payload)
  const [emails, texts] = await Promise.all([
    recentEmails(db, query),
    query.to === undefined || looksLikePhoneNumber(query.to) ? recentTextMessages(db, query) : Promise.resolve([]),
  ])
  const messages: InboxMessage[] = [...emails.map(emailMessage), ...texts.map(smsMessage)]
  return messages.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id)).slice(0, query.limit)
}

/** The `index`-th attachment of e-mail `id`, or null when there is no such e-mail or attachment. */
export async function emailAttachment(payload: Payload, id: number, index: number): Promise<Attachment | null> {
  const email = await payload.findByID({
    collection: 'email-outbox',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { attachments: true, cmsAccount: true },
  })
  if (email?.cmsAccount) return null
  const attachments = email?.attachments
  if (!Array.isArray(attachments)) return null
  const attachment = attachments[index] as Partial<Attachment> | undefined
  if (!attachment || typeof attachment.content !== 'string') return null
  return { filename: String(attachment.filename ?? ''), contentType: String(attachment.contentType ?? ''), content: attachment.content }
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/
const TEXTUAL_TYPE = /^text\/|[/+](xml|json)$/

/** The attachment's media type, safe for a header; the content is text, so textual types name UTF-8. */
export function attachmentContentType(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (!MEDIA_TYPE.test(type)) return 'application/octet-stream'
  return TEXTUAL_TYPE.test(type) ? `${type}; charset=utf-8` : type
}

/** `inline` with the file name: a plain-ASCII fallback and the exact name (RFC 6266). */
export function inlineDisposition(filename: string): string {
  const name = filename.split(/[/\\]/).pop()!.trim() || 'attachment'
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const exact = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `inline; filename="${fallback}"; filename*=UTF-8''${exact}`
}
