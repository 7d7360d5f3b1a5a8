import type { OutboxMessage } from './repository'

export type { OutboxMessage }

/**
 * The e-mail port (ARCHITECTURE.md): hands an outbox message to a mail server, or to the demo inbox. The adapters
 * are in src/integrations/email; the lead delivery worker sends through it.
 */
export interface MailTransport {
  /** Recorded on the sent message: 'smtp' or 'demo-inbox'. */
  readonly name: string
  /**
   * Whether it delivers the CMS's own account e-mails (password reset links). The demo inbox does not: anyone who
   * reaches a demo could read them there, and take over the account.
   */
  readonly takesAccountMail: boolean
  /** Resolves when the message is accepted; rejects when it is not (it is then tried again later). */
  send(message: OutboxMessage & { messageId: string }): Promise<void>
  close?(): void
}
