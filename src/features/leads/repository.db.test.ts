import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertTestSite, throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'

import {
  claimDueEmails,
  deleteLeadsBefore,
  markEmailFailed,
  markEmailSent,
  queueAccountEmail,
  recentEmails,
  storeLead,
  type NewEmail,
  type NewLead,
} from './repository'

let db: ThrowawayDatabase
let siteId: number
beforeAll(async () => {
  db = await throwawayDatabase()
  siteId = await insertTestSite(db, { key: 'se-leads' })
})
afterAll(() => db?.drop())

const NOW = new Date('2026-03-02T10:00:00.000Z')
let submissions = 0
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  submissionId: `submission-${++submissions}`,
  payloadHash: 'hash-a',
  formName: 'contact-seller',
  siteId,
  locale: 'sv-SE',
  summary: 'Provkörning av Volvo XC60',
  receivingAddress: 'sales@dealer.example',
  receivingName: 'Säljavdelningen',
  sourceUrl: 'https://se-leads.example/bil/1',
  values: { name: 'Anna', phone: '0701234567' },
  consents: [{ key: 'privacy', accepted: true }],
  receivedAt: NOW.toISOString(),
  ...overrides,
})
const email = (to = 'sales@dealer.example'): NewEmail => ({
  to,
  subject: 'Ny förfrågan',
  text: 'Hej',
  html: '<p>Hej</p>',
  attachments: [{ filename: 'lead.xml', contentType: 'application/xml', content: '<adf/>' }],
})
const countRows = async (table: string) => Number((await db.execute({ sql: `SELECT count(*) AS n FROM ${table}`, args: [] })).rows[0]!.n)

describe('storing a lead', () => {
  it('stores the lead and its e-mail once per submission id; a repeat answers the stored one', async () => {
    const first = lead()
    const stored = await storeLead(db, first, email())
    const repeated = await storeLead(db, { ...first, payloadHash: 'hash-b' }, email())
    expect(stored).toMatchObject({ created: true, payloadHash: 'hash-a' })
    expect(repeated).toEqual({ id: stored.id, payloadHash: 'hash-a', created: false })
    const { rows } = await db.execute({
      sql: `SELECT count(*) AS n FROM email_outbox WHERE lead_id = ${db.placeholder(1)}`,
      args: [stored.id],
    })
    expect(Number(rows[0]!.n)).toBe(1)
  })

  it('stores a lead without a receiving address and queues no e-mail', async () => {
    const before = await countRows('email_outbox')
    const stored = await storeLead(db, lead({ receivingAddress: null }), null)
    expect(stored.created).toBe(true)
    expect(await countRows('email_outbox')).toBe(before)
  })

  it('stores many submissions arriving together, each once', async () => {
    const leads = Array.from({ length: 12 }, () => lead())
    const answers = await Promise.all([...leads, ...leads].map((each) => storeLead(db, each, email())))
    expect(answers.filter((answer) => answer.created)).toHaveLength(12)
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(12)
  })
})

describe('the outbox', () => {
  it('claims due e-mails once while held, marks them sent and the lead delivered', async () => {
    const stored = await storeLead(db, lead(), email('claim@dealer.example'))
    const at = new Date(NOW.getTime() + 1_000)
    const claimed = (await claimDueEmails(db, { now: at, holdMs: 60_000, limit: 100, accountMail: true })).filter(
      (message) => message.leadId === stored.id,
    )
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ to: 'claim@dealer.example', attempts: 1, attachments: [{ filename: 'lead.xml' }] })
    const again = await claimDueEmails(db, { now: at, holdMs: 60_000, limit: 100, accountMail: true })
    expect(again.map((message) => message.id)).not.toContain(claimed[0]!.id)
    await markEmailSent(db, claimed[0]!, { transport: 'smtp', messageId: '<1@forecourt>', at })
    const { rows } = await db.execute({
      sql: `SELECT status, delivery_attempts FROM leads WHERE id = ${db.placeholder(1)}`,
      args: [stored.id],
    })
    expect(rows[0]).toMatchObject({ status: 'delivered' })
    expect(Number(rows[0]!.delivery_attempts)).toBe(1)
  })

  it('waits a failed e-mail until its retry time, with the failure on its lead', async () => {
    const stored = await storeLead(db, lead({ receivedAt: new Date(NOW.getTime() + 5_000).toISOString() }), email('fail@dealer.example'))
    const at = new Date(NOW.getTime() + 6_000)
    const [message] = (await claimDueEmails(db, { now: at, holdMs: 60_000, limit: 100, accountMail: true })).filter(
      (each) => each.leadId === stored.id,
    )
    await markEmailFailed(db, message!, { error: 'connection refused', retryAt: new Date(at.getTime() + 30_000), at })
    const early = await claimDueEmails(db, { now: new Date(at.getTime() + 10_000), holdMs: 60_000, limit: 100, accountMail: true })
    expect(early.map((each) => each.id)).not.toContain(message!.id)
    const due = await claimDueEmails(db, { now: new Date(at.getTime() + 31_000), holdMs: 60_000, limit: 100, accountMail: true })
    expect(due.find((each) => each.id === message!.id)).toMatchObject({ attempts: 2 })
    const { rows } = await db.execute({
      sql: `SELECT status, last_delivery_error FROM leads WHERE id = ${db.placeholder(1)}`,
      args: [stored.id],
    })
    expect(rows[0]).toMatchObject({ status: 'failed', last_delivery_error: 'connection refused' })
  })

  it('keeps the CMS’s account e-mail from a transport that takes none, and from the inbox', async () => {
    const id = await queueAccountEmail(db, { ...email('editor@dealer.example'), subject: 'Återställ lösenord' }, NOW)
    const later = new Date(NOW.getTime() + 60_000)
    expect((await claimDueEmails(db, { now: later, holdMs: 1, limit: 100, accountMail: false })).map((each) => each.id)).not.toContain(id)
    expect(await recentEmails(db, { to: 'EDITOR@dealer.example', limit: 10 })).toEqual([])
    expect((await claimDueEmails(db, { now: later, holdMs: 1, limit: 100, accountMail: true })).map((each) => each.id)).toContain(id)
  })

  it('deletes leads received before a date together with their e-mails', async () => {
    const old = await storeLead(db, lead({ receivedAt: '2025-01-01T00:00:00.000Z' }), email('old@dealer.example'))
    const removed = await deleteLeadsBefore(db, new Date('2025-06-01T00:00:00.000Z'))
    expect(removed).toBe(1)
    const { rows } = await db.execute({
      sql: `SELECT count(*) AS n FROM email_outbox WHERE lead_id = ${db.placeholder(1)}`,
      args: [old.id],
    })
    expect(Number(rows[0]!.n)).toBe(0)
    expect(await recentEmails(db, { to: 'old@dealer.example', limit: 10 })).toEqual([])
  })
})
