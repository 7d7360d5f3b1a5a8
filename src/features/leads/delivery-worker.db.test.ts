import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertTestSite, throwawayDatabase, type ThrowawayDatabase } from '@/db/test-database'
import type { MailTransport } from '@/features/leads/ports'

import { CONCURRENT_SENDS, createDeliveryWorker, messageIdOf } from './delivery-worker'
import { storeLead, type NewLead, type OutboxMessage } from './repository'

let db: ThrowawayDatabase
let siteId: number
beforeAll(async () => {
  db = await throwawayDatabase()
  siteId = await insertTestSite(db, { key: 'se-delivery' })
})
afterAll(() => db?.drop())

let submissions = 0
const storeOne = (to: string, receivedAt: Date) => {
  const lead: NewLead = {
    submissionId: `delivery-${++submissions}`,
    payloadHash: 'hash',
    formName: 'sell-car',
    siteId,
    locale: 'sv-SE',
    summary: 'Trade-in · ABC123',
    receivingAddress: to,
    receivingName: null,
    sourceUrl: null,
    values: {},
    consents: [],
    receivedAt: receivedAt.toISOString(),
  }
  return storeLead(db, lead, { to, subject: 'Ny förfrågan', text: 'Hej', html: '<p>Hej</p>', attachments: [] })
}

/** A mail server that refuses its first `refusals` messages, then accepts; what it accepted is kept. */
function mailServer(refusals = 0): MailTransport & { accepted: (OutboxMessage & { messageId: string })[] } {
  let refused = 0
  const accepted: (OutboxMessage & { messageId: string })[] = []
  return {
    name: 'smtp',
    takesAccountMail: true,
    accepted,
    send: async (message) => {
      if (refused < refusals) {
        refused++
        throw Object.assign(new Error('Service unavailable'), { responseCode: 421 })
      }
      accepted.push(message)
    },
  }
}

const leadRow = async (id: number) =>
  (await db.execute({ sql: `SELECT status, delivery_attempts FROM leads WHERE id = ${db.placeholder(1)}`, args: [id] })).rows[0]!

describe('the lead e-mail delivery', () => {
  it('sends what is due once and marks the lead delivered; a second round sends nothing', async () => {
    const clock = { now: new Date('2026-03-02T10:00:00.000Z') }
    const lead = await storeOne('first@dealer.example', clock.now)
    const server = mailServer()
    const worker = createDeliveryWorker({ db, transport: server, now: () => clock.now })
    const first = await worker.runOnce()
    expect(first.sent).toBeGreaterThanOrEqual(1)
    expect(first.failed).toBe(0)
    expect(server.accepted.filter((message) => message.leadId === lead.id)).toHaveLength(1)
    expect(server.accepted.find((message) => message.leadId === lead.id)!.messageId).toBe(
      messageIdOf(server.accepted.find((message) => message.leadId === lead.id)!),
    )
    expect(await leadRow(lead.id)).toMatchObject({ status: 'delivered' })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })
  })

  it('tries a refused e-mail again after its delay, and then delivers it', async () => {
    const clock = { now: new Date('2026-03-03T10:00:00.000Z') }
    const lead = await storeOne('retry@dealer.example', clock.now)
    const server = mailServer(1)
    const worker = createDeliveryWorker({ db, transport: server, now: () => clock.now, firstRetryMs: 5_000 })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 })
    expect(await leadRow(lead.id)).toMatchObject({ status: 'failed' })
    clock.now = new Date(clock.now.getTime() + 1_000)
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })
    clock.now = new Date(clock.now.getTime() + 10_000)
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 })
    const row = await leadRow(lead.id)
    expect(row).toMatchObject({ status: 'delivered' })
    expect(Number(row.delivery_attempts)).toBe(2)
  })

  it('records a sent e-mail once the database takes the write again, and does not send it a second time', async () => {
    const clock = { now: new Date('2026-03-03T12:00:00.000Z') }
    const lead = await storeOne('busy@dealer.example', clock.now)
    const server = mailServer()
    // The database refuses the first two writes of an outcome, as a busy SQLite file does after its wait.
    let refusals = 2
    const busy = {
      ...db,
      together: (...args: Parameters<typeof db.together>) =>
        refusals-- > 0 ? Promise.reject(new Error('SQLITE_BUSY: database is locked')) : db.together(...args),
    }
    const errors: unknown[] = []
    const worker = createDeliveryWorker({ db: busy, transport: server, now: () => clock.now, onError: (error) => errors.push(error) })
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(errors).toHaveLength(2)
    expect(await leadRow(lead.id)).toMatchObject({ status: 'delivered' })
    // Well after the claim would have run out: nothing is sent again.
    clock.now = new Date(clock.now.getTime() + 60 * 60_000)
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(server.accepted.filter((message) => message.leadId === lead.id)).toHaveLength(1)
  })

  it('leaves a round to the instance that holds the delivery lock', async () => {
    const clock = { now: new Date('2026-03-04T10:00:00.000Z') }
    await storeOne('locked@dealer.example', clock.now)
    const server = mailServer()
    const worker = createDeliveryWorker({ db, transport: server, now: () => clock.now, lock: async () => null })
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, locked: true })
    expect(server.accepted).toEqual([])
  })

  it('a stopped worker finishes the sends it began and gives the rest of its batch back at once, for another to send', async () => {
    const clock = { now: new Date('2026-03-05T10:00:00.000Z') }
    for (let n = 0; n < CONCURRENT_SENDS + 2; n++) await storeOne(`stopping-${n}@dealer.example`, clock.now)
    const due = Number((await db.execute({ sql: "SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'", args: [] })).rows[0]!.n)
    expect(due).toBeGreaterThan(CONCURRENT_SENDS)
    // The first sends wait until the instance has begun to shut down.
    let began!: () => void
    const sending = new Promise<void>((resolve) => (began = resolve))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const server = mailServer()
    const slow: MailTransport = { ...server, send: async (message) => (began(), await held, server.send(message)) }
    const worker = createDeliveryWorker({ db, transport: slow, now: () => clock.now })
    worker.start()
    await sending
    const stopped = worker.stop()
    release()
    await stopped
    expect(server.accepted).toHaveLength(CONCURRENT_SENDS)
    const left = (await db.execute({ sql: "SELECT claimed_until, attempts FROM email_outbox WHERE status = 'pending'", args: [] })).rows
    expect(left).toHaveLength(due - CONCURRENT_SENDS)
    for (const row of left) expect(row).toMatchObject({ claimed_until: null })
    // Another instance sends them now, not when a claim would have run out.
    const other = mailServer()
    expect(await createDeliveryWorker({ db, transport: other, now: () => clock.now }).runOnce()).toEqual({
      sent: due - CONCURRENT_SENDS,
      failed: 0,
    })
    expect(new Set([...server.accepted, ...other.accepted].map((message) => message.id)).size).toBe(due)
  })
})
