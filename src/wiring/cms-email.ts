import type { EmailAdapter, SendEmailOptions } from 'payload'

import { databaseOf } from '@/db/database'
import { queueAccountEmail } from '@/features/leads/repository'
import { logger } from '@/lib/logger'

/** `a***@example.com`: enough to tell messages apart in a log, not enough to be personal data. */
export function redactAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@')
  return domain ? `${local.slice(0, 1)}***@${domain}` : '***'
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** The text part of an HTML e-mail the CMS writes: paragraphs as lines, each link with its address. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const addressesOf = (value: SendEmailOptions['to']): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => (typeof entry === 'string' ? entry : entry.address)).filter(Boolean)

/**
 * The CMS's own e-mail (password reset): written to the e-mail outbox, from which the lead delivery worker sends
 * it with the same SMTP settings (SMTP_URL, FORECOURT_MAIL_FROM) and retries. Without SMTP it waits in the outbox,
 * in demo mode too: the demo inbox never shows an account's e-mail. Nothing personal is logged.
 */
export const cmsEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'forecourt-outbox',
  defaultFromAddress: 'cms@forecourt.invalid',
  defaultFromName: 'Forecourt CMS',
  sendEmail: async (message) => {
    const recipients = addressesOf(message.to)
    const html = typeof message.html === 'string' ? message.html : ''
    const text = typeof message.text === 'string' && message.text ? message.text : textOfHtml(html)
    const subject = message.subject ?? ''
    for (const to of recipients) await queueAccountEmail(databaseOf(payload), { to, subject, text, html, attachments: [] })
    logger.info({ to: recipients.map(redactAddress), subject }, 'CMS e-mail queued')
    return { accepted: recipients, rejected: [] }
  },
})
