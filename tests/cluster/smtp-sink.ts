/**
 * `tsx tests/cluster/smtp-sink.ts <port> <file>`: the cluster's mail server. It accepts every message on
 * 127.0.0.1:<port> and appends one JSON line per message to <file>: its Message-ID, subject, recipients and when
 * it arrived. The cluster test stops it with SIGKILL (the mail server is down: connections are refused) and
 * starts it again on the same port and file.
 */
import { appendFileSync } from 'node:fs'

import { SMTPServer } from 'smtp-server'

const [port, file] = [Number(process.argv[2]), process.argv[3]]
if (!port || !file) {
  console.error('usage: tsx tests/cluster/smtp-sink.ts <port> <file>')
  process.exit(2)
}

/** A header of a raw message, unfolded (its encoded words are left as they are: the tests look for ASCII markers). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (raw += chunk))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address)
      appendFileSync(file, `${JSON.stringify({ messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject'), to, receivedAt: new Date().toISOString() })}\n`)
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () => console.log(`smtp sink on ${port}`))
server.on('error', (error) => {
  console.error(error.message)
  process.exit(1)
})
