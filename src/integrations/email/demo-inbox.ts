import type { MailTransport } from './port'

/**
 * Demo mode without SMTP_URL: a message is "sent" to the demo inbox, which is the outbox itself (DEMO.md,
 * `/demo/inbox`). Nothing leaves the machine.
 */
export const demoInboxTransport: MailTransport = {
  name: 'demo-inbox',
  send: async () => {},
}
