import type { MailTransport } from '@/features/leads/ports'

/**
 * Demo mode without SMTP_URL: a message is "sent" to the demo inbox, which is the outbox itself (DEMO.md,
 * `/demo/inbox`). Nothing leaves the machine. The CMS's account e-mails are not its: they wait in the outbox.
 */
export const demoInboxTransport: MailTransport = {
  name: 'demo-inbox',
  takesAccountMail: false,
  send: async () => {},
}
