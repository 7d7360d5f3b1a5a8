// @vitest-environment happy-dom
import axe from 'axe-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { EmailInboxMessage, SmsInboxMessage } from '../inbox'
import { DemoInbox } from './DemoInbox'

const sent: EmailInboxMessage = {
  channel: 'email',
  id: 12,
  to: 'leads@bilhall.example',
  subject: 'Trade-in · ABC123',
  text: 'Name: Vera Nilsson\n<script>alert(1)</script><b>not bold</b>',
  status: 'sent',
  transport: 'demo-inbox',
  createdAt: '2025-07-01T10:00:05.000Z',
  sentAt: '2025-07-01T10:00:06.000Z',
  attachments: [{ filename: 'lead-ABC123.xml', contentType: 'application/xml', size: 1234 }],
}
const waiting: EmailInboxMessage = { ...sent, id: 11, subject: 'Service request', status: 'pending', transport: null, sentAt: null, attachments: [] }

function render(props: Parameters<typeof DemoInbox>[0]) {
  // The page as its layout draws it: the document's landmarks are the component's own.
  document.body.innerHTML = renderToStaticMarkup(<DemoInbox {...props} />)
}

/** What axe finds wrong, without layout (so no colour contrast). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
}

describe('the demo inbox page', () => {
  it('lists messages in the given order with recipient, time, status, text and attachments', async () => {
    render({ messages: [sent, waiting], limit: 50 })
    expect(document.querySelector('h1')!.textContent).toBe('Demo inbox')
    expect(document.querySelector('header')!.textContent).toContain('would have sent')
    expect(document.querySelector('label')!.textContent).toBe('Recipient (e-mail or phone)')
    expect((document.querySelector('form input[name="to"]') as HTMLInputElement).id).toBe(document.querySelector('label')!.getAttribute('for'))

    const items = [...document.querySelectorAll('ol > li article')]
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['Trade-in · ABC123', 'Service request'])
    const [first, second] = items as [Element, Element]
    expect(first.textContent).toContain('leads@bilhall.example')
    expect(first.querySelector('time')!.getAttribute('datetime')).toBe('2025-07-01T10:00:05.000Z')
    expect(first.querySelector('time')!.textContent).toBe('1 Jul 2025, 12:00:05 CEST')
    expect(first.textContent).toContain('Sent')
    expect(second.textContent).toContain('Waiting')
    expect(first.querySelector('details summary')).not.toBeNull()

    const attachment = first.querySelector('a[href^="/api/demo/inbox/attachment"]')!
    expect(attachment.getAttribute('href')).toBe('/api/demo/inbox/attachment?id=12&index=0')
    expect(attachment.textContent).toBe('View lead-ABC123.xml')
    expect(first.textContent).toContain('1.2 kB')
    expect(second.querySelector('a')).toBeNull()
    expect(await violations()).toEqual([])
  })

  it('shows a text message with its text at once, beside the e-mails', async () => {
    const code: SmsInboxMessage = {
      channel: 'sms',
      id: 3,
      to: '+46701740610',
      text: 'Din engångskod till däckhotellet är 0427. Koden gäller i 5 minuter.',
      purpose: 'one-time-code',
      status: 'sent',
      transport: 'demo-inbox',
      createdAt: '2025-07-01T10:01:00.000Z',
      sentAt: '2025-07-01T10:01:00.000Z',
    }
    render({ messages: [code, sent], to: '+46701740610', limit: 50 })
    const [first] = [...document.querySelectorAll('ol > li article')] as [Element]
    expect(first.querySelector('h3')!.textContent).toBe('Text message: One-time code')
    expect(first.textContent).toContain('+46701740610')
    expect(first.textContent).toContain('SMS')
    expect(first.querySelector('[data-testid="sms-text"]')!.textContent).toContain('0427')
    expect(first.querySelector('details')).toBeNull()
    expect(await violations()).toEqual([])
  })

  it('shows the text body as text, never as markup', () => {
    render({ messages: [sent], limit: 50 })
    const body = document.querySelector('details pre')!
    expect(body.textContent).toBe(sent.text)
    expect(body.querySelector('script, b')).toBeNull()
    expect(document.querySelector('script')).toBeNull()
  })

  it('says when there are no messages, for everyone or for one recipient', async () => {
    render({ messages: [], limit: 50 })
    expect(document.querySelector('h2')!.textContent).toBe('All messages')
    expect(document.querySelector('main')!.textContent).toContain('No messages yet.')
    expect(document.querySelector('ol')).toBeNull()

    render({ messages: [], to: 'nobody@example.com', limit: 50 })
    expect(document.querySelector('h2')!.textContent).toBe('Messages to nobody@example.com')
    expect(document.querySelector('main')!.textContent).toContain('No messages to nobody@example.com yet.')
    expect((document.querySelector('input[name="to"]') as HTMLInputElement).value).toBe('nobody@example.com')
    expect(document.querySelector('a[href="/demo/inbox"]')!.textContent).toBe('Show messages to everyone')
    expect(await violations()).toEqual([])
  })

  it('tells when the list stops at the limit', () => {
    render({ messages: [sent], limit: 1 })
    expect(document.querySelector('main')!.textContent).toContain('Showing the newest 1.')
  })

  it('ties a recipient it cannot use to its field, and lists nothing', async () => {
    render({ messages: [], rejected: { typed: 'x'.repeat(300), problem: 'A recipient is at most 254 characters.' }, limit: 0 })
    const field = document.querySelector('input[name="to"]') as HTMLInputElement
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('A recipient is at most 254 characters.')
    expect(document.querySelector('section')).toBeNull()
    expect(await violations()).toEqual([])
  })
})
