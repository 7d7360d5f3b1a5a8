import type { AddressInfo } from 'node:net'

import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ComhubContext, comhubEndpoint as ComhubEndpoint } from '@/app/api/forms/comhub/endpoint'
import { createDeliveryWorker, purgeExpiredLeads } from '@/features/leads/delivery-worker'
import type { IntakeSite } from '@/features/leads/intake'
import type { CarForLead, RecipientDirectory } from '@/features/leads/recipients'
import { smtpTransport } from '@/integrations/email/smtp'
import { RedisLocks } from '@/integrations/locks/redis'
import { MemoryRateLimitStore } from '@/integrations/rate-limit/memory'
import { routeOf } from '@/http/next-route'

import { redisAvailable, redisConnections, redisOwnServer, startRedis } from '../helpers/redis-server'
import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'

const SITE_ADDRESS = 'leads@bilhall.example'
const DEALER_ADDRESS = 'gavle@bilhall.example'

const sellCar = (overrides: Record<string, unknown> = {}) => ({
  formName: 'sell-car',
  formSubmissionId: 'sell-0001-aaaa',
  locale: 'sv-SE',
  values: { regno: 'abc 123', milage: 12000, customerName: 'Vera Nilsson', customerPhone: '+46 70 174 06 50', customerEmail: 'vera@example.com', selectedOption: 'trade-in', other: 'Vinterdäck ingår' },
  consents: [{ name: 'privacy', text: 'Vi behandlar dina uppgifter enligt vår integritetspolicy.' }],
  ...overrides,
})

const serviceRequest = (overrides: Record<string, unknown> = {}) => ({
  formName: 'service-request',
  formSubmissionId: 'service-0001-aaaa',
  locale: 'nb-NO',
  values: {
    siteEmail: DEALER_ADDRESS,
    siteName: 'Bilhall Gävle',
    customerName: 'Ola Nordmann',
    customerPhone: '+47 912 34 567',
    customerEmail: 'ola@example.com',
    regno: 'EL12345',
    milage: 5000,
    date: '2099-01-15',
    services: ['Service', 'EU-kontroll'],
    gdpr: true,
    newsletter: true,
  },
  ...overrides,
})

const contactSeller = (overrides: Record<string, unknown> = {}) => ({
  formName: 'contact-seller',
  formSubmissionId: 'contact-0001-aaaa',
  values: { car: { car_id: '1000001' }, name: 'Kim Berg', phone: '0701740651', email: 'kim@example.com', message: 'Finns bilen kvar?', quote: true, testDrive: false },
  ...overrides,
})

const CAR: CarForLead = {
  car_id: '1000001',
  title: 'Volkswagen ID.4 Pro',
  brand: 'Volkswagen',
  model: 'ID.4',
  year: 2024,
  isUsed: true,
  price: 389900,
  currency: 'SEK',
  leadsEmail: 'cars@bilhall.example',
  siteName: 'Bilhall Gävle',
  sellers: [{ name: 'Sara Säljare', email: 'sara@bilhall.example' }],
}

/** The intake (POST /api/forms/comhub) and the delivery of its e-mails (spec 3 §7, spec 2 §7 Contact). */
describe('lead intake and delivery', () => {
  let cms: TestCms
  let site: IntakeSite
  let comhubEndpoint: typeof ComhubEndpoint
  let storedCalls = 0
  let rateLimit = new MemoryRateLimitStore()

  beforeAll(async () => {
    cms = await startCms()
    ;({ comhubEndpoint } = await import('@/app/api/forms/comhub/endpoint'))
    const doc = await createSite(cms.payload, 'leads', { leadsEmail: SITE_ADDRESS })
    site = { id: doc.id, key: doc.key, name: doc.name, country: 'SE', defaultLocale: 'sv-SE' }
  })
  afterAll(async () => cms?.stop())
  beforeEach(async () => {
    // Each test starts with an empty store and a fresh rate limit.
    await cms.payload.db.deleteMany({ collection: 'email-outbox', where: {} })
    await cms.payload.db.deleteMany({ collection: 'leads', where: {} })
    rateLimit = new MemoryRateLimitStore()
    storedCalls = 0
  })

  const directory: RecipientDirectory = { siteAddress: SITE_ADDRESS, siteName: 'Site leads', dealerAddresses: new Map([[DEALER_ADDRESS, 'Bilhall Gävle']]) }

  /** The intake as Next.js's route handler serves it. */
  const comhub = (request: Request, context: ComhubContext) => routeOf(comhubEndpoint(context)).POST(request)

  function context(overrides: Partial<ComhubContext> = {}): ComhubContext {
    return {
      site: async () => ({ site, deps: { db: cms.db, directory: async () => directory, findCar: async (_, id) => (id === CAR.car_id ? CAR : null) } }),
      rateLimit: async () => rateLimit,
      submissionsPerWindow: () => 100,
      stored: () => void storedCalls++,
      ...overrides,
    }
  }

  function post(body: unknown, options: { headers?: Record<string, string>; raw?: string } = {}) {
    const request = new Request('http://leads.localhost/api/forms/comhub', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...options.headers },
      body: options.raw ?? JSON.stringify(body),
    })
    return comhub(request, context())
  }

  const leads = async () => (await cms.payload.find({ collection: 'leads', pagination: false, overrideAccess: true, depth: 0, sort: 'id' })).docs
  const outbox = async () => (await cms.payload.find({ collection: 'email-outbox', pagination: false, overrideAccess: true, depth: 0, sort: 'id' })).docs

  it('stores a lead with its e-mail and the ADF attachment, and answers 202', async () => {
    const response = await post(sellCar())
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'accepted', formSubmissionId: 'sell-0001-aaaa' })
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")

    const [lead] = await leads()
    expect(lead).toMatchObject({
      formName: 'sell-car',
      status: 'new',
      site: site.id,
      submissionId: 'sell-0001-aaaa',
      receivingAddress: SITE_ADDRESS,
      summary: 'Trade-in · ABC123',
      formValues: expect.objectContaining({ regno: 'ABC123', selectedOption: 'trade-in' }),
    })
    expect(lead!.consents).toEqual([{ name: 'privacy', text: 'Vi behandlar dina uppgifter enligt vår integritetspolicy.', givenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }])
    const [email] = await outbox()
    expect(email).toMatchObject({ toAddress: SITE_ADDRESS, status: 'pending', lead: lead!.id })
    const attachment = (email!.attachments as Array<{ filename: string; content: string }>)[0]!
    expect(attachment.filename).toMatch(/\.xml$/)
    expect(attachment.content).toContain('interest="trade-in"')
    expect(attachment.content).toContain('ABC123')
    expect(storedCalls).toBe(1)
  })

  it('keeps the mileage’s unit: a Swedish site’s mil reach the dealer as mil, and the ADF odometer in kilometres', async () => {
    // The browser form names its unit; another client may leave it out, and the site's country gives it.
    for (const values of [{ ...sellCar().values, milageUnit: 'mil' }, sellCar().values]) {
      await cms.payload.db.deleteMany({ collection: 'email-outbox', where: {} })
      await cms.payload.db.deleteMany({ collection: 'leads', where: {} })
      expect((await post(sellCar({ values }))).status).toBe(202)
      const [lead] = await leads()
      expect(lead!.formValues).toMatchObject({ milage: 12000, milageUnit: 'mil' })
      const [email] = await outbox()
      expect(email!.bodyText).toMatch(/Mätarställning: 12\s000 mil \(120\s000 km\)/)
      const attachment = (email!.attachments as Array<{ content: string }>)[0]!
      expect(attachment.content).toContain('<odometer status="original" units="km">120000</odometer>')
    }
  })

  it('takes a service request without the newsletter: marketing consent is no condition of the service', async () => {
    const { newsletter: _unticked, ...values } = serviceRequest().values
    for (const body of [serviceRequest({ values: { ...values, newsletter: false } }), serviceRequest({ formSubmissionId: 'service-0002-aaaa', values })]) {
      expect((await post(body)).status).toBe(202)
    }
    const stored = await leads()
    expect(stored.map((lead) => (lead.formValues as { newsletter: boolean }).newsletter)).toEqual([false, false])
    expect((await outbox())[0]!.bodyText).toContain('Nyhetsbrev: Nei')
  })

  it('keeps one lead and one e-mail for three identical posts, each answered alike', async () => {
    const answers = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await post(sellCar())
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: { status: 'accepted', formSubmissionId: 'sell-0001-aaaa' } }))
    expect(await leads()).toHaveLength(1)
    expect(await outbox()).toHaveLength(1)
    expect(storedCalls).toBe(1)
  })

  it('keeps one lead when the same submission arrives many times at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 12 }, () => post(serviceRequest()).then((response) => response.status)))
    expect(statuses).toEqual(Array(12).fill(202))
    expect(await leads()).toHaveLength(1)
    expect(await outbox()).toHaveLength(1)
  })

  it('refuses the same submission id with other content (422) and stores nothing new', async () => {
    expect((await post(sellCar())).status).toBe(202)
    const before = { leads: await leads(), outbox: await outbox() }
    const changed = sellCar({ values: { ...sellCar().values, milage: 99999 } })
    const response = await post(changed)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'submission_conflict' })
    expect(await leads()).toEqual(before.leads)
    expect(await outbox()).toEqual(before.outbox)
  })

  it.each([
    ['sell-car', sellCar({ values: { ...sellCar().values, customerPhone: '12ab', customerEmail: 'vera@', milage: -1, selectedOption: 'keep' } }), ['values.customerPhone', 'values.customerEmail', 'values.milage', 'values.selectedOption']],
    ['sell-car without a name', sellCar({ values: { ...sellCar().values, customerName: '  ' } }), ['values.customerName']],
    ['service-request', serviceRequest({ values: { ...serviceRequest().values, date: '2000-01-01', gdpr: false, newsletter: 'yes', milage: -5, milageUnit: 'furlong' } }), ['values.date', 'values.gdpr', 'values.newsletter', 'values.milage', 'values.milageUnit']],
    ['service-request with a dealer not in the list', serviceRequest({ values: { ...serviceRequest().values, siteEmail: 'someone@elsewhere.example' } }), ['values.siteEmail']],
    ['contact-seller', contactSeller({ values: { ...contactSeller().values, phone: '+', email: 'kim.example.com' } }), ['values.phone', 'values.email']],
    ['contact-seller of a sold car', contactSeller({ values: { ...contactSeller().values, car: { car_id: '999' } } }), ['values.car']],
    ['contact-seller to an address of no seller', contactSeller({ values: { ...contactSeller().values, toEmail: 'spam@relay.example' } }), ['values.toEmail']],
    ['an unknown form', { ...sellCar(), formName: 'newsletter' }, ['formName']],
    ['a bad submission id', { ...sellCar(), formSubmissionId: 'x y' }, ['formSubmissionId']],
  ])('answers 400 with the field errors and stores nothing: %s', async (_, body, fields) => {
    expect((await post(sellCar({ formSubmissionId: 'kept-lead-0001' }))).status).toBe(202)
    const before = await leads()
    const response = await post(body)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.error).toBe('invalid_request')
    expect(Object.keys(answer.fields)).toEqual(expect.arrayContaining(fields))
    expect(await leads()).toEqual(before)
    expect(await outbox()).toHaveLength(1)
  })

  it('refuses what is not a form: not JSON, too large, unreadable, the honeypot filled', async () => {
    expect((await post(sellCar(), { headers: { 'content-type': 'text/plain' } })).status).toBe(415)
    const large = await post(null, { raw: JSON.stringify(sellCar({ values: { ...sellCar().values, other: 'x'.repeat(40_000) } })) })
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ error: 'payload_too_large' })
    const unreadable = await post(null, { raw: '{"formName":' })
    expect(unreadable.status).toBe(400)
    expect(await unreadable.json()).toMatchObject({ error: 'invalid_json' })
    const bot = await post({ ...sellCar(), homepage: 'https://spam.example' })
    expect(bot.status).toBe(400)
    expect(await bot.json()).toMatchObject({ error: 'rejected' })
    expect(await leads()).toHaveLength(0)
  })

  it('limits the forms one client address may send (429 with Retry-After)', async () => {
    const limited = (body: unknown, address: string) =>
      comhub(
        new Request('http://leads.localhost/api/forms/comhub', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) }),
        context({ submissionsPerWindow: () => 2 }),
      )
    expect((await limited(sellCar({ formSubmissionId: 'limit-0001' }), '198.51.100.1')).status).toBe(202)
    expect((await limited(sellCar({ formSubmissionId: 'limit-0002' }), '198.51.100.1')).status).toBe(202)
    const refused = await limited(sellCar({ formSubmissionId: 'limit-0003' }), '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited(sellCar({ formSubmissionId: 'limit-0004' }), '198.51.100.2')).status).toBe(202)
    expect((await leads()).map((lead) => lead.submissionId)).toEqual(['limit-0001', 'limit-0002', 'limit-0004'])
  })

  it('e-mails a contact to the chosen seller and a service request to the chosen dealer', async () => {
    expect((await post(contactSeller({ values: { ...contactSeller().values, toEmail: 'SARA@bilhall.example', toName: 'Sara' } }))).status).toBe(202)
    expect((await post(contactSeller({ formSubmissionId: 'contact-0002-aaaa' }))).status).toBe(202)
    expect((await post(serviceRequest())).status).toBe(202)
    expect((await outbox()).map((email) => email.toAddress)).toEqual(['sara@bilhall.example', 'cars@bilhall.example', DEALER_ADDRESS])
    expect((await leads()).map((lead) => lead.summary)).toEqual(['Quote · Volkswagen ID.4 Pro', 'Quote · Volkswagen ID.4 Pro', 'Service · EL12345 · 2099-01-15'])
  })

  describe('delivery over SMTP', () => {
    type Received = { messageId: string; to: string; subject: string }
    let server: SMTPServer
    let port: number
    let refusing = true
    const received: Received[] = []

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo: (_address, _session, callback) => {
          if (refusing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }))
          callback()
        },
        onData: (stream, session: SMTPServerSession, callback) => {
          let raw = ''
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (raw += chunk))
          stream.on('end', () => {
            const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? ''
            received.push({ messageId: header('Message-ID'), to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), subject: header('Subject') })
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.server.address() as AddressInfo).port
    })
    afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())))

    it('keeps leads while the mail server refuses, then delivers each exactly once', async () => {
      for (let n = 0; n < 5; n++) expect((await post(sellCar({ formSubmissionId: `smtp-lead-${n}000` }))).status).toBe(202)
      let clock = Date.now()
      const worker = createDeliveryWorker({ db: cms.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`, 'Forecourt <leads@forecourt.test>'), now: () => new Date(clock) })

      refusing = true
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 5 })
      expect((await leads()).map((lead) => [lead.status, lead.deliveryAttempts])).toEqual(Array(5).fill(['failed', 1]))
      expect((await outbox()).every((email) => email.status === 'pending' && /451/.test(String(email.lastError)))).toBe(true)
      // Not due again before the pause has passed.
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })
      clock += 1_100
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 5 })

      refusing = false
      clock += 2_100
      expect(await worker.runOnce()).toEqual({ sent: 5, failed: 0 })
      clock += 120_000
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })

      expect(received).toHaveLength(5)
      expect(new Set(received.map((message) => message.messageId)).size).toBe(5)
      expect(received.every((message) => message.to === SITE_ADDRESS)).toBe(true)
      expect((await leads()).map((lead) => [lead.status, lead.deliveryAttempts])).toEqual(Array(5).fill(['delivered', 3]))
      expect((await outbox()).every((email) => email.status === 'sent' && email.transport === 'smtp' && email.sentAt)).toBe(true)
      await worker.stop()
    })

    it('keeps leads while the mail server is down, and delivers them when it is back', async () => {
      received.length = 0
      refusing = false
      for (let n = 0; n < 3; n++) expect((await post(sellCar({ formSubmissionId: `down-lead-${n}000` }))).status).toBe(202)
      const closed = await new Promise<number>((resolve) => {
        const probe = new SMTPServer({ logger: false })
        probe.listen(0, '127.0.0.1', () => {
          const free = (probe.server.address() as AddressInfo).port
          probe.close(() => resolve(free))
        })
      })
      let clock = Date.now()
      const down = createDeliveryWorker({ db: cms.db, transport: smtpTransport(`smtp://127.0.0.1:${closed}`, 'leads@forecourt.test', { timeoutMs: 2_000 }), now: () => new Date(clock) })
      expect(await down.runOnce()).toEqual({ sent: 0, failed: 3 })
      clock += 1_100
      const up = createDeliveryWorker({ db: cms.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`, 'leads@forecourt.test'), now: () => new Date(clock) })
      expect(await up.runOnce()).toEqual({ sent: 3, failed: 0 })
      expect(received).toHaveLength(3)
      expect((await leads()).every((lead) => lead.status === 'delivered')).toBe(true)
    })

    it('sends while the server is busy only once it has waited its longest, and at once when it is not busy', async () => {
      received.length = 0
      refusing = false
      expect((await post(sellCar({ formSubmissionId: 'busy-lead-0001' }))).status).toBe(202)
      let busy = true
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'leads@forecourt.test')
      const worker = createDeliveryWorker({ db: cms.db, transport, busy: () => busy, maxBusyDeferMs: 1_500 })
      const started = Date.now()
      worker.start()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(received).toHaveLength(0)
      // Busy all along: it sends once it has waited its longest.
      while (received.length === 0 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(received).toHaveLength(1)
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400)

      // Not busy: a new lead goes out at once.
      busy = false
      expect((await post(sellCar({ formSubmissionId: 'busy-lead-0002' }))).status).toBe(202)
      const woken = Date.now()
      worker.wake()
      while (received.length < 2 && Date.now() - woken < 10_000) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(received).toHaveLength(2)
      expect(Date.now() - woken).toBeLessThan(1_400)
      await worker.stop()
      transport.close?.()
    })

    it.runIf(redisAvailable && redisOwnServer)('two instances deliver each e-mail once: one round at a time while Redis holds the lock, both on their claims while it is down', async () => {
      received.length = 0
      refusing = false
      const redis = await startRedis()
      const connections = redisConnections(() => redis)
      const instance = () => {
        const locks = new RedisLocks(connections.open())
        // A slow mail server: rounds overlap unless the lock keeps them apart.
        const smtp = smtpTransport(`smtp://127.0.0.1:${port}`, 'leads@forecourt.test')
        const transport = { ...smtp, send: async (message: Parameters<typeof smtp.send>[0]) => (await new Promise((resolve) => setTimeout(resolve, 50)), smtp.send(message)) }
        return { worker: createDeliveryWorker({ db: cms.db, transport, lock: (ttlMs) => locks.acquire('lead-outbox', ttlMs) }), transport: smtp }
      }
      try {
        const [a, b] = [instance(), instance()]
        await connections.ready()
        for (let n = 0; n < 6; n++) expect((await post(sellCar({ formSubmissionId: `lock-lead-${n}000` }))).status).toBe(202)
        const [first, second] = await Promise.all([a.worker.runOnce(), b.worker.runOnce()])
        // One of them held the lock and sent all six; the other left the round to it.
        expect([first, second].map((totals) => totals.sent).sort()).toEqual([0, 6])
        expect([first, second].filter((totals) => totals.locked)).toHaveLength(1)

        await redis.halt()
        await connections.gone()
        for (let n = 0; n < 6; n++) expect((await post(sellCar({ formSubmissionId: `outage-lead-${n}000` }))).status).toBe(202)
        // Each takes the lock in its own process: both deliver, the claims keep each message to one of them.
        const during = await Promise.all([a.worker.runOnce(), b.worker.runOnce()])
        expect(during.every((totals) => !totals.locked)).toBe(true)
        expect(during[0]!.sent + during[1]!.sent).toBe(6)

        await redis.resume()
        await connections.ready()
        for (let n = 0; n < 4; n++) expect((await post(sellCar({ formSubmissionId: `back-lead-${n}000` }))).status).toBe(202)
        const after = await Promise.all([a.worker.runOnce(), b.worker.runOnce()])
        expect(after.map((totals) => totals.sent).sort()).toEqual([0, 4])

        expect(received).toHaveLength(16)
        expect(new Set(received.map((message) => message.messageId)).size).toBe(16)
        expect((await leads()).every((lead) => lead.status === 'delivered' && lead.deliveryAttempts === 1)).toBe(true)
        a.transport.close?.()
        b.transport.close?.()
      } finally {
        connections.close()
        redis.stop()
      }
    })

    it('leaves a lead an editor marked handled as handled', async () => {
      refusing = false
      expect((await post(sellCar({ formSubmissionId: 'handled-0001' }))).status).toBe(202)
      const [lead] = await leads()
      await cms.payload.update({ collection: 'leads', id: lead!.id, data: { status: 'handled' }, overrideAccess: true })
      const worker = createDeliveryWorker({ db: cms.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`, 'leads@forecourt.test') })
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 })
      expect((await leads())[0]).toMatchObject({ status: 'handled', deliveryAttempts: 1 })
    })
  })

  it('deletes leads older than the retention period, with their e-mails', async () => {
    expect((await post(sellCar({ formSubmissionId: 'old-lead-0001' }))).status).toBe(202)
    expect((await post(sellCar({ formSubmissionId: 'new-lead-0001' }))).status).toBe(202)
    const [old] = await leads()
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString()
    await cms.payload.db.updateOne({ collection: 'leads', id: old!.id, data: { createdAt: longAgo } })
    expect(await purgeExpiredLeads(cms.db, 365)).toBe(1)
    expect((await leads()).map((lead) => lead.submissionId)).toEqual(['new-lead-0001'])
    expect(await outbox()).toHaveLength(1)
  })
})
