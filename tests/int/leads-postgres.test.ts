import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDeliveryWorker, purgeExpiredLeads } from '@/features/leads/delivery-worker'
import { acceptLead, type IntakeDeps, type IntakeSite } from '@/features/leads/intake'
import { recentEmails } from '@/features/leads/repository'
import type { MailTransport } from '@/integrations/email/port'

import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'

/** The lead store's statements on PostgreSQL (enums, jsonb, timestamps, the claim). */
describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('lead store on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  let cms: TestCms
  let site: IntakeSite
  let deps: IntakeDeps

  beforeAll(async () => {
    const url = process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(57_000 + (process.pid % 1000))).url
    cms = await startCms({ databaseUrl: url })
    const doc = await createSite(cms.payload, 'pg-leads', { leadsEmail: 'leads@pg.example' })
    site = { id: doc.id, key: doc.key, name: doc.name, country: 'SE', defaultLocale: 'sv-SE' }
    deps = { db: cms.db, directory: async () => ({ siteAddress: 'leads@pg.example', siteName: doc.name, dealerAddresses: new Map() }), findCar: async () => null }
  })
  afterAll(async () => {
    await cms?.stop()
    server?.stop()
  })

  const body = (id: string, milage = 1000) => ({
    formName: 'sell-car',
    formSubmissionId: id,
    values: { regno: 'PGS123', milage, customerName: 'Per Gustafsson', customerPhone: '0701740652', customerEmail: 'per@example.com', selectedOption: 'sell' },
  })

  it('stores once per submission id, refuses other content, delivers, and deletes by age', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => acceptLead(deps, site, body('pg-lead-0001'))))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    expect(answers.filter((answer) => answer.created)).toHaveLength(1)
    expect((await acceptLead(deps, site, body('pg-lead-0001', 2000))).status).toBe(422)
    expect((await acceptLead(deps, site, body('pg-lead-0002'))).status).toBe(202)

    const sent: string[] = []
    let refuse = true
    const transport: MailTransport = {
      name: 'smtp',
      send: async (message) => {
        if (refuse) throw new Error('451 try later')
        sent.push(message.messageId)
      },
    }
    let clock = Date.now()
    const worker = createDeliveryWorker({ db: cms.db, transport, now: () => new Date(clock) })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2 })
    refuse = false
    clock += 1_100
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(new Set(sent).size).toBe(2)

    const leads = (await cms.payload.find({ collection: 'leads', overrideAccess: true, sort: 'id', depth: 0 })).docs
    expect(leads.map((lead) => [lead.status, lead.deliveryAttempts, lead.formValues])).toEqual([
      ['delivered', 2, expect.objectContaining({ regno: 'PGS123', milage: 1000 })],
      ['delivered', 2, expect.objectContaining({ regno: 'PGS123' })],
    ])
    const inbox = await recentEmails(cms.db, { to: 'LEADS@pg.example', limit: 10 })
    expect(inbox.map((email) => [email.status, email.transport])).toEqual([['sent', 'smtp'], ['sent', 'smtp']])
    expect(inbox[0]!.attachments[0]!.content).toContain('<adf>')

    await cms.payload.db.updateOne({ collection: 'leads', id: leads[0]!.id, data: { createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() } })
    expect(await purgeExpiredLeads(cms.db, 5)).toBe(1)
    expect(await recentEmails(cms.db, { limit: 10 })).toHaveLength(1)
  })
})
