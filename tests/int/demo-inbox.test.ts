import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as InboxEndpoints from '@/app/api/demo/inbox/endpoint'
import { queueAccountEmail, storeLead, type NewEmail } from '@/features/leads/repository'

import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'

const ADF = '<?xml version="1.0" encoding="UTF-8"?><adf><prospect><vehicle><comments>Vinterdäck</comments></vehicle></prospect></adf>'

/** The demo inbox (DEMO.md): `GET /api/demo/inbox` and `GET /api/demo/inbox/attachment`, in demo mode only. */
describe('demo inbox', () => {
  let cms: TestCms
  let endpoints: typeof InboxEndpoints
  let routeOf: typeof import('@/http/next-route').routeOf
  const ids: Record<string, number> = {}

  const demo = (demoMode = true) => ({ demoMode: () => demoMode, payload: async () => cms.payload })
  // The instance server names the client in X-Forwarded-For (src/http/transport.ts): here, this machine.
  const fromHere = (from = '127.0.0.1') => ({ headers: { 'x-forwarded-for': from } })
  const inbox = async (query = '', demoMode = true, from?: string) => {
    const response = await routeOf(endpoints.demoInboxEndpoint(demo(demoMode))).GET(new Request(`http://bilhall.localhost/api/demo/inbox${query}`, fromHere(from)))
    return { status: response.status, headers: response.headers, json: await response.json() }
  }
  const attachment = (query: string, demoMode = true, from?: string) =>
    routeOf(endpoints.demoInboxAttachmentEndpoint(demo(demoMode))).GET(new Request(`http://bilhall.localhost/api/demo/inbox/attachment${query}`, fromHere(from)))

  beforeAll(async () => {
    cms = await startCms()
    endpoints = await import('@/app/api/demo/inbox/endpoint')
    ;({ routeOf } = await import('@/http/next-route'))
    const site = await createSite(cms.payload, 'inbox')
    const send = async (key: string, receivedAt: string, email: NewEmail) => {
      const lead = { submissionId: `inbox-${key}`, payloadHash: key, formName: 'contact-seller', siteId: site.id, locale: 'sv-SE', summary: key }
      await storeLead(cms.db, { ...lead, receivingAddress: email.to, receivingName: null, sourceUrl: null, values: {}, consents: [], receivedAt }, email)
      const { docs } = await cms.payload.find({ collection: 'email-outbox', where: { subject: { equals: email.subject } }, overrideAccess: true, depth: 0 })
      ids[key] = docs[0]!.id
    }
    // Stored out of order: the inbox orders by when each was written.
    await send('middle', '2025-03-01T11:00:00.000Z', { to: 'other@example.com', subject: 'Middle', text: 'Second', html: '', attachments: [] })
    await send('oldest', '2025-03-01T10:00:00.000Z', {
      to: 'Leads@Bilhall.example',
      subject: 'Oldest',
      text: 'First',
      html: '<p>First</p>',
      attachments: [{ filename: 'lead "ABC123".xml', contentType: 'application/xml', content: ADF }],
    })
    await send('newest', '2025-03-01T12:00:00.000Z', { to: 'leads@bilhall.example', subject: 'Newest', text: 'Hej <b>Vera</b>', html: '<p>Hej <b>Vera</b></p>', attachments: [] })
    await cms.payload.update({
      collection: 'email-outbox',
      id: ids.oldest!,
      overrideAccess: true,
      data: { status: 'sent', transport: 'demo-inbox', sentAt: '2025-03-01T10:00:02.000Z' },
    })
  })
  afterAll(async () => cms?.stop())

  it('lists every message, newest first, as e-mails without their HTML', async () => {
    const { status, headers, json } = await inbox()
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json.messages.map((message: { subject: string }) => message.subject)).toEqual(['Newest', 'Middle', 'Oldest'])
    expect(json.messages[2]).toEqual({
      channel: 'email',
      id: ids.oldest,
      to: 'Leads@Bilhall.example',
      subject: 'Oldest',
      text: 'First',
      status: 'sent',
      transport: 'demo-inbox',
      createdAt: '2025-03-01T10:00:00.000Z',
      sentAt: '2025-03-01T10:00:02.000Z',
      headers: {},
      attachments: [{ filename: 'lead "ABC123".xml', contentType: 'application/xml', size: Buffer.byteLength(ADF) }],
    })
    expect(json.messages[0]).toMatchObject({ status: 'pending', transport: null, sentAt: null, text: 'Hej <b>Vera</b>' })
    expect(JSON.stringify(json)).not.toContain('<p>')
  })

  it('narrows to one recipient whatever its case and spaces', async () => {
    const { json } = await inbox(`?to=${encodeURIComponent('  LEADS@bilhall.EXAMPLE ')}`)
    expect(json.messages.map((message: { subject: string }) => message.subject)).toEqual(['Newest', 'Oldest'])
    expect((await inbox('?to=nobody%40example.com')).json).toEqual({ messages: [] })
    expect((await inbox('?to=')).json.messages).toHaveLength(3)
  })

  it('lists at most the limit, the newest', async () => {
    const { json } = await inbox('?limit=2')
    expect(json.messages.map((message: { subject: string }) => message.subject)).toEqual(['Newest', 'Middle'])
    expect((await inbox('?to=leads%40bilhall.example&limit=1')).json.messages.map((message: { subject: string }) => message.subject)).toEqual(['Newest'])
  })

  it.each([['?limit=0'], ['?limit=201'], ['?limit=abc'], ['?limit=1.5'], ['?limit='], [`?to=${'a'.repeat(255)}`]])('answers 400 to %s', async (query) => {
    const { status, json } = await inbox(query)
    expect(status).toBe(400)
    expect(json).toMatchObject({ error: 'invalid_query', message: expect.any(String), fields: expect.any(Object) })
  })

  it('accepts a recipient of 254 characters', async () => {
    expect((await inbox(`?to=${'a'.repeat(254)}`)).status).toBe(200)
  })

  it('does not exist outside demo mode', async () => {
    const { status, json } = await inbox('', false)
    expect(status).toBe(404)
    expect(json).toEqual({ error: 'not_found', message: expect.any(String) })
    const response = await attachment(`?id=${ids.oldest}&index=0`, false)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'not_found', message: expect.any(String) })
  })

  it('answers only the machine it runs on: from anywhere else it is not there', async () => {
    for (const here of ['127.0.0.1', '127.30.0.7', '::1', '::ffff:127.0.0.1']) expect((await inbox('', true, here)).status, here).toBe(200)
    for (const elsewhere of ['203.0.113.9', '10.0.0.5', '192.168.1.20', '::ffff:203.0.113.9', '2001:db8::1', 'unknown']) {
      const { status, json } = await inbox('', true, elsewhere)
      expect(status, elsewhere).toBe(404)
      expect(json).toEqual({ error: 'not_found', message: expect.any(String) })
      expect((await attachment(`?id=${ids.oldest}&index=0`, true, elsewhere)).status, elsewhere).toBe(404)
    }
  })

  it('never shows a CMS account’s e-mail (a password reset link)', async () => {
    const id = await queueAccountEmail(cms.db, {
      to: 'leads@bilhall.example',
      subject: 'Choose a new password for the Forecourt CMS',
      text: 'http://localhost:3000/admin/reset/secret-token',
      html: '',
      attachments: [{ filename: 'reset.txt', contentType: 'text/plain', content: 'secret-token' }],
    })
    for (const query of ['', '?to=leads%40bilhall.example', '?limit=100']) {
      const { json } = await inbox(query)
      expect(JSON.stringify(json), query).not.toContain('secret-token')
    }
    expect((await attachment(`?id=${id}&index=0`)).status).toBe(404)
    await cms.payload.delete({ collection: 'email-outbox', id, overrideAccess: true })
  })

  it('serves an attachment inline, with its type and name, never as a page', async () => {
    const response = await attachment(`?id=${ids.oldest}&index=0`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(ADF)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="lead _ABC123_.xml"; filename*=UTF-8''lead%20%22ABC123%22.xml`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for an attachment or an e-mail that is not there, and 400 for a bad query', async () => {
    expect((await attachment(`?id=${ids.oldest}&index=1`)).status).toBe(404)
    expect((await attachment(`?id=${ids.newest}&index=0`)).status).toBe(404)
    expect((await attachment('?id=999999&index=0')).status).toBe(404)
    for (const query of ['', '?id=abc&index=0', `?id=${ids.oldest}`, `?id=${ids.oldest}&index=-1`, '?id=0&index=0', '?id=99999999999&index=0']) {
      const response = await attachment(query)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_query' })
    }
  })

  it('answers through its routes in demo mode, the default outside production', async () => {
    const { GET } = await import('@/app/api/demo/inbox/route')
    const response = await GET(new Request('http://bilhall.localhost/api/demo/inbox?limit=1', fromHere()))
    expect(response.status).toBe(200)
    expect((await response.json()).messages.map((message: { subject: string }) => message.subject)).toEqual(['Newest'])
    const { GET: getAttachment } = await import('@/app/api/demo/inbox/attachment/route')
    expect(await (await getAttachment(new Request(`http://bilhall.localhost/api/demo/inbox/attachment?id=${ids.oldest}&index=0`, fromHere()))).text()).toBe(ADF)
  })
})
