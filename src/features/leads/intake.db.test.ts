import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertTestSite, throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'

import { acceptLead, type IntakeDeps, type IntakeSite } from './intake'

let db: ThrowawayDatabase
let site: IntakeSite
let deps: IntakeDeps
const SITE_ADDRESS = 'leads@se-intake.example'
beforeAll(async () => {
  db = await throwawayDatabase()
  site = {
    id: await insertTestSite(db, { key: 'se-intake' }),
    key: 'se-intake',
    name: 'Bilhall Intake',
    country: 'SE',
    defaultLocale: 'sv-SE',
  }
  deps = {
    db,
    directory: async () => ({ siteAddress: SITE_ADDRESS, siteName: site.name, dealerAddresses: new Map() }),
    findCar: async () => null,
    now: () => new Date('2026-03-02T10:00:00.000Z'),
  }
})
afterAll(() => db?.drop())

let submissions = 0
const sellCar = (overrides: Record<string, unknown> = {}) => ({
  formName: 'sell-car',
  formSubmissionId: `sell-${++submissions}-aaaa`,
  locale: 'sv-SE',
  values: {
    regno: 'abc 123',
    milage: 12000,
    customerName: 'Vera Nilsson',
    customerPhone: '+46 70 174 06 50',
    customerEmail: 'vera@example.com',
    selectedOption: 'trade-in',
  },
  consents: [{ name: 'privacy', text: 'Vi behandlar dina uppgifter enligt vår integritetspolicy.' }],
  ...overrides,
})
const stored = async (table: string, where: string, value: unknown) =>
  (await db.execute({ sql: `SELECT * FROM ${table} WHERE ${where} = ${db.placeholder(1)}`, args: [value] })).rows

describe('the lead intake', () => {
  it('stores a lead and its e-mail to the site’s address together, and answers 202', async () => {
    const body = sellCar()
    const answer = await acceptLead(deps, site, body)
    expect(answer).toEqual({ status: 202, body: { status: 'accepted', formSubmissionId: body.formSubmissionId }, created: true })
    const [lead] = await stored('leads', 'submission_id', body.formSubmissionId)
    expect(lead).toMatchObject({ form_name: 'sell-car', status: 'new', receiving_address: SITE_ADDRESS, summary: 'Trade-in · ABC123' })
    const emails = await stored('email_outbox', 'lead_id', lead!.id)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ to_address: SITE_ADDRESS, status: 'pending' })
  })

  it('answers a repeated submission as the first time and stores nothing more; other content under its id is refused', async () => {
    const body = sellCar()
    await acceptLead(deps, site, body)
    const again = await acceptLead(deps, site, body)
    expect(again).toMatchObject({ status: 202, created: false })
    expect(await stored('leads', 'submission_id', body.formSubmissionId)).toHaveLength(1)
    const changed = await acceptLead(deps, site, { ...body, values: { ...body.values, customerName: 'Someone Else' } })
    expect(changed).toMatchObject({ status: 422, body: { error: 'submission_conflict' }, created: false })
    const [lead] = await stored('leads', 'submission_id', body.formSubmissionId)
    // SQLite keeps the values as text, PostgreSQL as jsonb (parsed by the driver).
    const values = typeof lead!.form_values === 'string' ? JSON.parse(lead!.form_values) : lead!.form_values
    expect(values).toMatchObject({ customerName: 'Vera Nilsson' })
  })

  it('refuses a form with errors with 400, naming the fields, and stores nothing', async () => {
    const body = sellCar({ values: { regno: '', customerName: 'Vera' } })
    const answer = await acceptLead(deps, site, body)
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_request' }, created: false })
    expect(Object.keys((answer.body as { fields: object }).fields).length).toBeGreaterThan(0)
    expect(await stored('leads', 'submission_id', body.formSubmissionId)).toEqual([])
  })
})
