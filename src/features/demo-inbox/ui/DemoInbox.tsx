import type { EmailInboxMessage, InboxMessage, SmsInboxMessage } from '../inbox'
import { attachmentUrl, DEMO_INBOX_PATH, fileSize, inboxTime } from '../presentation'

type DemoInboxProps = {
  messages: InboxMessage[]
  /** The recipient the list is narrowed to. */
  to?: string
  /** A recipient that could not be used, as typed, and why: no list is shown. */
  rejected?: { typed: string; problem: string }
  /** At most this many messages are listed. */
  limit: number
}

const RECIPIENT_FIELD = 'demo-inbox-to'
const RECIPIENT_PROBLEM = 'demo-inbox-to-problem'

/** The demo inbox page: what it is, a recipient filter, and the messages, newest first. */
export function DemoInbox({ messages, to, rejected, limit }: DemoInboxProps) {
  return (
    <>
      <header className="bg-brand text-brand-ink">
        <div className="mx-auto max-w-4xl px-5 py-8 md:px-8 md:py-12">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-80">Forecourt</p>
          <h1 className="mt-1 text-4xl md:text-5xl">Demo inbox</h1>
          <p className="mt-4 max-w-2xl text-lg">
            These are the messages Forecourt would have sent, newest first. In demo mode nothing leaves this machine, so you read them here.
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-5 py-8 md:px-8 md:py-10">
        <RecipientFilter to={to} rejected={rejected} />
        {rejected ? null : (
          <section aria-labelledby="demo-inbox-messages" className="mt-10">
            <h2 id="demo-inbox-messages" className="text-2xl [overflow-wrap:anywhere] md:text-3xl">
              {to ? `Messages to ${to}` : 'All messages'}
            </h2>
            {messages.length > 0 ? (
              <>
                <p className="mt-2 text-muted">{listSummary(messages.length, limit)}</p>
                <ol className="mt-6 space-y-4">
                  {messages.map((message) => (
                    <li key={`${message.channel}-${message.id}`}>
                      <InboxItem message={message} />
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="mt-4 rounded-xl border border-dashed border-line bg-surface p-6 text-muted">
                {to ? `No messages to ${to} yet.` : 'No messages yet.'} A message appears here as soon as Forecourt sends it, for example when a form is sent on
                one of the sites.
              </p>
            )}
          </section>
        )}
      </main>
    </>
  )
}

function listSummary(count: number, limit: number): string {
  if (count >= limit) return `Showing the newest ${count}. Filter by recipient to find older ones.`
  return count === 1 ? '1 message.' : `${count} messages.`
}

function RecipientFilter({ to, rejected }: Pick<DemoInboxProps, 'to' | 'rejected'>) {
  const problem = rejected?.problem
  return (
    <form
      method="get"
      action={DEMO_INBOX_PATH}
      role="search"
      aria-label="Filter messages"
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line md:p-6"
    >
      <label htmlFor={RECIPIENT_FIELD} className="block font-semibold">
        Recipient (e-mail or phone)
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={RECIPIENT_FIELD}
          name="to"
          type="text"
          defaultValue={rejected?.typed ?? to}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? RECIPIENT_PROBLEM : undefined}
          className="min-h-12 w-full min-w-0 rounded-lg border-2 border-line bg-surface px-4 py-2 text-base text-ink aria-invalid:border-[#b3261e]"
        />
        <button type="submit" className="button button-primary shrink-0">
          Show messages
        </button>
      </div>
      {problem ? (
        <p id={RECIPIENT_PROBLEM} className="mt-2 font-semibold text-[#b3261e]">
          {problem}
        </p>
      ) : null}
      {to || rejected ? (
        <p className="mt-3">
          <a href={DEMO_INBOX_PATH} className="text-accent underline underline-offset-4">
            Show messages to everyone
          </a>
        </p>
      ) : null}
    </form>
  )
}

/** One message, drawn the way its channel needs. */
function InboxItem({ message }: { message: InboxMessage }) {
  switch (message.channel) {
    case 'email':
      return <EmailItem message={message} />
    case 'sms':
      return <SmsItem message={message} />
  }
}

const PURPOSES: Record<string, string> = { 'one-time-code': 'One-time code' }

/** A text message: short, so its text is shown at once (a one-time code is read here in demo mode). */
function SmsItem({ message }: { message: SmsInboxMessage }) {
  const headingId = `demo-inbox-sms-${message.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line md:p-6">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <h3 id={headingId} className="text-lg [overflow-wrap:anywhere] md:text-xl">
          Text message{PURPOSES[message.purpose] ? `: ${PURPOSES[message.purpose]}` : ''}
        </h3>
        <StatusBadge message={message} />
      </div>
      <MessageFacts message={message} channel="SMS" />
      <p className="mt-4 rounded-lg bg-surface-1 px-4 py-3 text-base [overflow-wrap:anywhere]" data-testid="sms-text">
        {message.text}
      </p>
    </article>
  )
}

function EmailItem({ message }: { message: EmailInboxMessage }) {
  const headingId = `demo-inbox-email-${message.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line md:p-6">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <h3 id={headingId} className="text-lg [overflow-wrap:anywhere] md:text-xl">
          {message.subject || '(no subject)'}
        </h3>
        <StatusBadge message={message} />
      </div>
      <MessageFacts message={message} channel="E-mail" />
      <details className="group mt-4 rounded-lg bg-surface-1">
        <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold">Message text</summary>
        {/* The text body as text: the HTML body is the sender's markup and is never shown. */}
        <pre className="overflow-x-auto px-4 pb-4 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</pre>
      </details>
      {message.attachments.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-base">Attachments</h4>
          <ul className="mt-2 space-y-2">
            {message.attachments.map((attachment, index) => (
              <li key={index} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                <span className="font-medium [overflow-wrap:anywhere]">{attachment.filename || 'Unnamed file'}</span>
                <span className="text-muted">{fileSize(attachment.size)}</span>
                <a href={attachmentUrl(message.id, index)} className="text-accent underline underline-offset-4">
                  View<span className="sr-only"> {attachment.filename || 'the unnamed file'}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  )
}

/** To whom, when and by which channel a message went. */
function MessageFacts({ message, channel }: { message: InboxMessage; channel: string }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">To</dt>
      <dd className="[overflow-wrap:anywhere]">{message.to}</dd>
      <dt className="text-muted">Time</dt>
      <dd>
        <time dateTime={message.createdAt || undefined}>{inboxTime(message.createdAt)}</time>
      </dd>
      <dt className="text-muted">Channel</dt>
      <dd>{channel}</dd>
    </dl>
  )
}

function StatusBadge({ message }: { message: InboxMessage }) {
  const sent = message.status === 'sent'
  return (
    <p className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${sent ? 'bg-[#e3f3e6] text-[#1b5e2c]' : 'bg-[#fdf0d2] text-[#6e4700]'}`}>
      <span className="sr-only">Status: </span>
      {sent ? 'Sent' : 'Waiting'}
      {sent && message.transport === 'smtp' ? ' by SMTP' : null}
    </p>
  )
}
