import { send } from './client'
import { CLUSTER } from './launch'

/** The cluster's requests the tests and the benchmark make: the CMS as its admin, searches, forms and bookings. */

/** The CMS admin's token, signed in through an instance or nginx (`port`). */
export async function adminToken(port: number): Promise<string> {
  const answer = await send(port, { host: 'localhost', path: '/api/users/login', body: { email: CLUSTER.adminEmail, password: CLUSTER.adminPassword }, from: '127.0.0.200' })
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body}`)
  return answer.json().token as string
}

/** A call to the CMS's REST API as the admin. */
export async function cmsCall(port: number, token: string, method: string, pathname: string, body?: unknown) {
  const answer = await send(port, { host: 'localhost', method, path: `/api${pathname}`, headers: { authorization: `JWT ${token}` }, body, from: '127.0.0.200' })
  return { status: answer.status, json: answer.body ? answer.json() : null }
}

/** POST /api/search with the cluster's search key. */
export async function search(port: number, body: unknown, from?: string) {
  const answer = await send(port, { path: '/api/search', headers: { 'x-api-key': CLUSTER.searchKey }, body, from })
  return { status: answer.status, json: answer.body ? answer.json() : null }
}

/** A dealer of the Swedish site index: lead forms go to its e-mail. */
export async function swedishDealer(port: number): Promise<{ email: string; name: string }> {
  const answer = await search(port, { index: 'sites-se', limit: 1, fields: ['site_email', 'site_official_name'] })
  const site = answer.json?.content?.[0]
  if (!site) throw new Error(`no Swedish dealer site in the search index (${answer.status})`)
  return { email: site.site_email, name: site.site_official_name }
}

/** A service request form as the se2 site sends it, with its own submission id and plate. */
export function serviceRequest(dealer: { email: string; name: string }, id: string, plate: string) {
  return {
    formName: 'service-request',
    formSubmissionId: id,
    locale: 'sv-SE',
    values: {
      siteEmail: dealer.email,
      siteName: dealer.name,
      customerName: 'Klara Klustersson',
      customerPhone: '070 174 06 60',
      customerEmail: 'klara@example.com',
      regno: plate,
      milage: 4200,
      date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      services: ['Service'],
      gdpr: true,
    },
    consents: [{ name: 'gdpr', text: 'Jag godkänner att mina uppgifter behandlas.' }],
  }
}

/** A workshop time with a free place for ABC123's original service at `department`, two weeks or more ahead. */
export async function freeTime(port: number, department: string, skip: Set<string> = new Set()): Promise<string> {
  for (let weeks = 2; weeks < 8; weeks++) {
    const day = new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10)
    const week = await send(port, { path: `/api/mechmate/timeslots/from/ABC123/${department}/${day}/?serviceOfferings=ORIGINAL_SERVICE` })
    if (week.status !== 200) throw new Error(`timeslots: ${week.status} ${week.body}`)
    for (const entry of week.json() as Array<{ date: string; availableSlots: string[] }>) {
      const slot = entry.availableSlots.map((time) => `${entry.date}T${time}`).find((time) => !skip.has(time))
      if (slot) return slot
    }
  }
  throw new Error('no free workshop time to book')
}

/** A booking of ABC123's original service at `department` for `timeSlot`. */
export function booking(department: string, timeSlot: string, email: string) {
  return {
    customer: { firstName: 'Klara', lastName: 'Klustersson', phone: '0701740655', email },
    departmentId: department,
    timeSlot,
    isFullDay: false,
    registrationNumber: 'ABC123',
    serviceOfferingRequests: [{ kobraId: 'K-1001' }],
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `intervalMs` until it returns true; how long that took, or an error past `timeoutMs`. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, intervalMs = 100): Promise<number> {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await sleep(intervalMs)
  }
  return Date.now() - started
}
