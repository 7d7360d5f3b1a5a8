import type { OutboxMessage } from '@/features/leads/repository'

/** The e-mail port (ARCHITECTURE.md): hands an outbox message to a mail server, or to the demo inbox. */
export interface MailTransport {
  /** Recorded on the sent message: 'smtp' or 'demo-inbox'. */
  readonly name: string
  /** Resolves when the message is accepted; rejects when it is not (it is then tried again later). */
  send(message: OutboxMessage & { messageId: string }): Promise<void>
  close?(): void
}
