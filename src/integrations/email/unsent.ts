import type { EmailAdapter } from 'payload'

import { logger } from '@/lib/logger'

/** `a***@example.com`: enough to tell messages apart in a log, not enough to be personal data. */
export function redactAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@')
  return domain ? `${local.slice(0, 1)}***@${domain}` : '***'
}

/**
 * The CMS's e-mail (password reset) while no mail delivery is configured: nothing is sent and nothing personal
 * is logged — not the recipient, not the reset link. Lead delivery brings the outbox and SMTP (SMTP_URL).
 */
export const unsentEmailAdapter: EmailAdapter = () => ({
  name: 'forecourt-unsent',
  defaultFromAddress: 'cms@forecourt.invalid',
  defaultFromName: 'Forecourt CMS',
  sendEmail: async (message) => {
    const recipients = [message.to].flat().filter(Boolean).map((to) => redactAddress(typeof to === 'string' ? to : String((to as { address?: string }).address ?? '')))
    logger.warn({ to: recipients, subject: message.subject }, 'e-mail not sent: no mail delivery is configured')
    return { accepted: [], rejected: recipients }
  },
})
