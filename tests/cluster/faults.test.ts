import { beforeAll, describe, expect, it } from 'vitest'

import { clientAddress, send } from './client'
import { isError, loadTargets, runLoad, type LoadRecord, type LoadTargets } from './load'
import { adminToken, booking, cmsCall, freeTime, serviceRequest, sleep, swedishDealer, within } from './requests'
import { clusterUnavailable, useCluster } from './use-cluster'

/** Lead forms one client address may send in 10 minutes, in this cluster. */
const LEAD_LIMIT = 8

type Health = { status: string; database: { status: string }; redis: { status: string } }

const health = async (port: number): Promise<{ code: number; report: Health | null }> => {
  const answer = await send(port, { host: 'localhost', path: '/healthz', timeoutMs: 10_000 }).catch(() => null)
  return { code: answer?.status ?? 0, report: answer?.body ? (JSON.parse(answer.body) as Health) : null }
}

const describeErrors = (records: LoadRecord[]) =>
  records
    .filter(isError)
    .slice(0, 10)
    .map((record) => `${record.kind} ${record.path} → ${record.status} at +${record.sentAt}`)
    .join('\n')

/**
 * The cluster under faults, each while visitors keep coming: an instance crashes, PostgreSQL restarts, Redis
 * goes away and comes back, the mail server is down. Nothing accepted is lost or stored twice, nginx and the
 * instances carry on without a restart, and /healthz tells the truth meanwhile.
 */
describe.skipIf(clusterUnavailable)('the cluster under faults', () => {
  const { cluster, query } = useCluster({ FORECOURT_LEAD_RATE_LIMIT: String(LEAD_LIMIT) })
  let targets: LoadTargets
  beforeAll(async () => {
    if (!clusterUnavailable) targets = await loadTargets(cluster().port)
  })

  /** Each accepted lead and booking of the run stored exactly once; those without an answer at most once. */
  async function expectStoredOnce(tag: string, records: LoadRecord[]) {
    const leads = new Map((await query<{ submission_id: string; n: string }>('SELECT submission_id, count(*) AS n FROM leads WHERE submission_id LIKE $1 GROUP BY submission_id', [`load-${tag}-%`])).map((row) => [row.submission_id, Number(row.n)]))
    const bookings = new Map((await query<{ customer_email: string; n: string }>('SELECT customer_email, count(*) AS n FROM workshop_bookings WHERE customer_email LIKE $1 GROUP BY customer_email', [`load.${tag}.%`])).map((row) => [row.customer_email, Number(row.n)]))
    const problems: string[] = []
    for (const record of records.filter((entry) => entry.kind === 'lead' || entry.kind === 'booking')) {
      const stored = (record.kind === 'lead' ? leads : bookings).get(record.id!) ?? 0
      const accepted = record.status === 202 || record.status === 200
      const unknown = isError(record)
      if (accepted && stored !== 1) problems.push(`${record.kind} ${record.id} accepted (${record.status}) but stored ${stored} times`)
      if (unknown && stored > 1) problems.push(`${record.kind} ${record.id} without an answer stored ${stored} times`)
      if (!accepted && !unknown && stored !== 0) problems.push(`${record.kind} ${record.id} refused (${record.status}) but stored`)
    }
    expect(problems).toEqual([])
    const accepted = records.filter((record) => record.kind === 'lead' && record.status === 202).length
    expect(accepted).toBeGreaterThan(0)
    return { leads: accepted, bookings: records.filter((record) => record.kind === 'booking' && record.status === 200).length }
  }

  it('instance A crashes during a mixed load: nginx fails over, every accepted form and booking is stored once, and no request after the failover fails', async () => {
    const tag = `crash${Date.now().toString(36)}`
    const [a] = cluster().instances
    try {
      const load = runLoad({ port: cluster().port, durationMs: 20_000, connections: 8, targets, tag, addressBlock: 20 })
      await sleep(6_000)
      const killedAt = Date.now()
      await a!.stop('SIGKILL')
      const { records } = await load
      const answeredBefore = records.filter((record) => record.sentAt + record.ms < killedAt)
      const inFlight = records.filter((record) => record.sentAt < killedAt + 1_000 && record.sentAt + record.ms >= killedAt)
      const after = records.filter((record) => record.sentAt >= killedAt + 1_000)
      expect(answeredBefore.filter(isError), describeErrors(answeredBefore)).toEqual([])
      expect(after.length).toBeGreaterThan(50)
      expect(after.filter(isError), describeErrors(after)).toEqual([])
      // What A was answering when it died: pages and searches nginx sends to B again; a form or a booking A may
      // have stored is not sent twice, so at most those fail, one per client.
      const failed = inFlight.filter(isError)
      expect(failed.length).toBeLessThanOrEqual(8)
      expect(failed.filter((record) => record.kind === 'page' || record.kind === 'search'), describeErrors(failed)).toEqual([])
      await expectStoredOnce(tag, records)
    } finally {
      if (!a!.running()) await a!.start()
    }
  })

  it('PostgreSQL restarts during a load: /healthz reports the outage while it lasts, and the instances recover without a restart', async () => {
    const tag = `pg${Date.now().toString(36)}`
    const pids = cluster().instances.map((instance) => instance.pid())
    let halted = false
    try {
      const load = runLoad({ port: cluster().port, durationMs: 30_000, connections: 6, targets, tag, addressBlock: 21 })
      await sleep(5_000)
      const haltedAt = Date.now()
      cluster().database.halt()
      halted = true
      // While it is down, every instance says so, and so does nginx's /healthz (from whichever instance answers).
      for (const port of [...cluster().instances.map((instance) => instance.port), cluster().port]) {
        await within(15_000, async () => {
          const { code, report } = await health(port)
          return code === 503 && report?.database.status === 'down'
        }, 250)
      }
      await sleep(Math.max(0, 6_000 - (Date.now() - haltedAt)))
      cluster().database.resume()
      halted = false
      const resumedAt = Date.now()
      for (const instance of cluster().instances) await within(30_000, async () => (await health(instance.port)).code === 200, 250)
      const recoveredAt = Date.now()
      const { records } = await load
      expect(cluster().instances.map((instance) => instance.pid())).toEqual(pids)
      expect(cluster().instances.every((instance) => instance.running())).toBe(true)
      const answeredBefore = records.filter((record) => record.sentAt + record.ms < haltedAt)
      expect(answeredBefore.filter(isError), describeErrors(answeredBefore)).toEqual([])
      // A form or a booking sent meanwhile is told to try again (503, Retry-After), never a 500.
      const posts = records.filter((record) => record.kind === 'lead' || record.kind === 'booking')
      expect(posts.filter((record) => record.status >= 500 && record.status !== 503), describeErrors(posts)).toEqual([])
      const after = records.filter((record) => record.sentAt >= recoveredAt + 1_000)
      expect(after.length, `recovered ${((recoveredAt - resumedAt) / 1000).toFixed(1)} s after PostgreSQL was back`).toBeGreaterThan(20)
      expect(after.filter(isError), describeErrors(after)).toEqual([])
      await expectStoredOnce(tag, records)
      // Both instances store forms and bookings again.
      for (const instance of cluster().instances) {
        const lead = await send(instance.port, { path: '/api/forms/comhub', body: serviceRequest(targets.dealer, `after-pg-${tag}-${instance.name}`, `PG${instance.name}`), from: clientAddress(21, 200) })
        expect(lead.status, lead.body).toBe(202)
      }
      const time = await freeTime(cluster().port, 'SE-1108-VERKSTAD')
      expect((await send(cluster().port, { path: '/api/mechmate/book', body: booking('SE-1108-VERKSTAD', time, `after.${tag}@example.com`), from: clientAddress(21, 201) })).status).toBe(200)
    } finally {
      if (halted) cluster().database.resume()
    }
  })

  it('Redis stops: the instances serve on their own, each still enforcing the limits, and share them again when it returns', async () => {
    const ports = cluster().instances.map((instance) => instance.port)
    await cluster().redis.halt()
    let halted = true
    try {
      for (const port of ports) await within(15_000, async () => (await health(port)).report?.redis.status === 'down')
      const degraded = await health(ports[0]!)
      expect(degraded).toMatchObject({ code: 200, report: { status: 'degraded', database: { status: 'up' } } })

      // Visitors notice nothing.
      const { records } = await runLoad({ port: cluster().port, durationMs: 8_000, connections: 6, targets, tag: `redis${Date.now().toString(36)}`, addressBlock: 22 })
      expect(records.length).toBeGreaterThan(20)
      expect(records.filter(isError), describeErrors(records)).toEqual([])

      // Each instance counts for itself: one client gets at most the limit from each.
      const dealer = targets.dealer
      const tag = Date.now().toString(36)
      const burst = async (from: string, count: number, label: string) => {
        const statuses: number[] = []
        for (let n = 0; n < count; n++) statuses.push((await send(cluster().port, { path: '/api/forms/comhub', body: serviceRequest(dealer, `redis-${label}-${tag}-${n}`, `RD${n}`), from })).status)
        return statuses
      }
      const alone = await burst(clientAddress(22, 100), 2 * LEAD_LIMIT + 4, 'alone')
      expect(alone.filter((status) => status === 202).length).toBeLessThanOrEqual(2 * LEAD_LIMIT)
      expect(alone.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4)
      expect(alone.filter((status) => status !== 202 && status !== 429)).toEqual([])

      // Back: each instance reconnects, and the deployment shares its limits and its change signal again.
      await cluster().redis.resume()
      halted = false
      for (const port of ports) await within(30_000, async () => (await health(port)).report?.redis.status === 'up', 250)
      const together = await burst(clientAddress(22, 101), LEAD_LIMIT + 3, 'together')
      expect(together).toEqual([...Array(LEAD_LIMIT).fill(202), 429, 429, 429])

      const token = await adminToken(ports[0]!)
      const site = (await cmsCall(ports[0]!, token, 'GET', '/sites?where[key][equals]=fi-dealer&depth=0')).json.docs[0]
      const source = `/vanha-osoite-${tag}`
      const created = await cmsCall(ports[0]!, token, 'POST', '/redirects', { site: site.id, source, destination: '/' })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      await within(5_000, async () => (await send(ports[1]!, { host: 'fi.localhost', path: source })).status === 308)
    } finally {
      if (halted) await cluster().redis.resume()
    }
  })

  it('the mail server is down: forms and booking confirmations wait in the outbox and are delivered once, when it returns', async () => {
    await cluster().mail.halt()
    let halted = true
    try {
      const tag = Date.now().toString(36).toUpperCase()
      const dealer = await swedishDealer(cluster().port)
      const plate = `SMTP${tag.slice(-4)}`
      const lead = await send(cluster().port, { path: '/api/forms/comhub', body: serviceRequest(dealer, `smtp-${tag}`, plate), from: clientAddress(23, 0) })
      expect(lead.status, lead.body).toBe(202)
      const email = `smtp.${tag.toLowerCase()}@example.com`
      const time = await freeTime(cluster().port, 'SE-1102-VERKSTAD')
      const booked = await send(cluster().port, { path: '/api/mechmate/book', body: booking('SE-1102-VERKSTAD', time, email), from: clientAddress(23, 1) })
      expect(booked.status, booked.body).toBe(200)

      // Tried and refused, kept for later.
      const waiting = async () =>
        query<{ status: string; attempts: string }>("SELECT status, attempts FROM email_outbox WHERE to_address = $1 OR (subject LIKE $2)", [email, `%${plate}%`])
      await within(30_000, async () => {
        const rows = await waiting()
        return rows.length === 2 && rows.every((row) => row.status === 'pending' && Number(row.attempts) >= 1)
      }, 500)
      const received = () => cluster().mail.messages().filter((message) => message.to.includes(email) || message.subject.includes(plate))
      expect(received()).toEqual([])

      await cluster().mail.resume()
      halted = false
      // The worker waits longer after each refusal (up to a minute).
      await within(90_000, async () => received().length >= 2, 1_000)
      await sleep(3_000)
      expect(received()).toHaveLength(2)
      expect(new Set(received().map((message) => message.messageId)).size).toBe(2)
      expect((await waiting()).map((row) => row.status)).toEqual(['sent', 'sent'])
    } finally {
      if (halted) await cluster().mail.resume()
    }
  })
})
