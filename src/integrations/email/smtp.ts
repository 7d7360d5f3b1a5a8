import { createTransport, type Transporter } from 'nodemailer'

import type { MailTransport } from '@/features/leads/ports'

/** Sending over SMTP (nodemailer): SMTP_URL such as smtps://user:password@mail.example.com:465. */
export function smtpTransport(url: string, from: string, options: { timeoutMs?: number; connections?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 15_000
  // Timeouts: a mail server that hangs fails the attempt instead of holding the worker. A few connections are
  // kept open and reused (a new one per message costs a handshake and a greeting, for the mail server too).
  const transporter: Transporter = createTransport({
    url,
    pool: true,
    maxConnections: options.connections ?? 4,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  })
  return {
    name: 'smtp',
    takesAccountMail: true,
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        headers: Object.keys(message.headers ?? {}).length > 0 ? message.headers : undefined,
        // The same id on every attempt: a CRM that sees a message twice (accepted, then the answer lost) can tell.
        messageId: message.messageId,
        attachments: message.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
      })
    },
    close: () => transporter.close(),
  }
}
