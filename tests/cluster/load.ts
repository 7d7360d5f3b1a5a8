import { Agent, request } from 'node:http'

import { clientAddress, send } from './client'
import { CLUSTER } from './launch'
import { booking, freeTime, search, serviceRequest, swedishDealer } from './requests'

/**
 * Mixed traffic through nginx, as the group's visitors make it: mostly content and car pages, then searches, then
 * forms and bookings (`mix`: their shares). `connections` clients each send one request at a time over a
 * keep-alive connection of their own, from a loopback address of their own; every answer is recorded with what
 * it was, when it was sent, how long it took and its status (0: no answer). Forms carry submission ids and
 * bookings e-mail addresses of the run (`tag`), so what was stored can be compared with what was accepted.
 */

export type LoadKind = 'page' | 'search' | 'lead' | 'booking'

export type LoadRecord = { kind: LoadKind; sentAt: number; ms: number; status: number; id?: string; path: string }

export type LoadTargets = {
  /** Content and car pages: [host, path]. */
  pages: Array<[string, string]>
  /** Bodies of POST /api/search. */
  searches: unknown[]
  dealer: { email: string; name: string }
  /** Workshop times to book (department, time); taken ones answer 409, which is an answer, not an error. */
  times: Array<{ department: string; timeSlot: string }>
}

export type LoadOptions = {
  port: number
  durationMs: number
  connections: number
  targets: LoadTargets
  /** Shares of pages, searches and posts (forms and bookings): 0.7 / 0.2 / 0.1. */
  mix?: { page: number; search: number; post: number }
  /** A tag of this run in every form's id and booking's e-mail address. */
  tag: string
  /** The block of loopback addresses the clients send from (127.<block>.x.y). */
  addressBlock: number
  /** Called while the load runs (the test's fault), with the time the load started. */
  signal?: AbortSignal
}

const sharedEncoder = (body: unknown) => JSON.stringify(body)

export async function runLoad(options: LoadOptions): Promise<{ records: LoadRecord[]; startedAt: number; endedAt: number }> {
  const mix = options.mix ?? { page: 0.7, search: 0.2, post: 0.1 }
  const records: LoadRecord[] = []
  const startedAt = Date.now()
  const endAt = startedAt + options.durationMs
  let serial = 0
  let random = 0x2f6b3a1d ^ options.addressBlock
  const next = () => {
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0
    return random / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!

  const worker = async (connection: number) => {
    const from = clientAddress(options.addressBlock, connection)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      while (Date.now() < endAt && !options.signal?.aborted) {
        const roll = next()
        const n = ++serial
        let kind: LoadKind
        let host = 'se2.localhost'
        let path: string
        let body: string | undefined
        let headers: Record<string, string> = {}
        let id: string | undefined
        if (roll < mix.page) {
          kind = 'page'
          ;[host, path] = pick(options.targets.pages)
        } else if (roll < mix.page + mix.search) {
          kind = 'search'
          path = '/api/search'
          body = sharedEncoder(pick(options.targets.searches))
          headers = { 'content-type': 'application/json', 'x-api-key': CLUSTER.searchKey }
        } else if (next() < 0.7 || options.targets.times.length === 0) {
          kind = 'lead'
          path = '/api/forms/comhub'
          id = `load-${options.tag}-${n}`
          body = sharedEncoder(serviceRequest(options.targets.dealer, id, `L${n}`))
          headers = { 'content-type': 'application/json' }
        } else {
          kind = 'booking'
          path = '/api/mechmate/book'
          id = `load.${options.tag}.${n}@example.com`
          const time = pick(options.targets.times)
          body = sharedEncoder(booking(time.department, time.timeSlot, id))
          headers = { 'content-type': 'application/json' }
        }
        const sentAt = Date.now()
        const started = performance.now()
        const status = await new Promise<number>((resolve) => {
          const req = request(
            { host: '127.0.0.1', port: options.port, method: body === undefined ? 'GET' : 'POST', path, agent, localAddress: from, headers: { host: `${host}:${options.port}`, ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, timeout: 30_000 },
            (res) => {
              res.resume()
              res.on('end', () => resolve(res.statusCode ?? 0))
              res.on('error', () => resolve(0))
            },
          )
          req.on('timeout', () => req.destroy(new Error('timed out')))
          req.on('error', () => resolve(0))
          req.end(body)
        })
        records.push({ kind, sentAt, ms: performance.now() - started, status, id, path })
      }
    } finally {
      agent.destroy()
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, connection) => worker(connection)))
  return { records, startedAt, endedAt: Date.now() }
}

/** An answer that is an error of the service: a 5xx, or none at all. */
export const isError = (record: LoadRecord) => record.status === 0 || record.status >= 500

/**
 * What the load asks for on the seeded demo: se2's and other sites' content pages, car lists and car pages (their
 * addresses as the car list links them), searches of the Swedish stock and dealer index, the se2 dealer for forms,
 * and free workshop times at two workshops.
 */
export async function loadTargets(port: number, options: { times?: number } = {}): Promise<LoadTargets> {
  const cars = (await search(port, { index: 'vehicles-se', limit: 6, fields: ['car_id'] })).json.content as Array<{ car_id: number }>
  const carPages: Array<[string, string]> = []
  for (const car of cars) {
    const shortcut = await send(port, { path: `/kop-bil/${car.car_id}` })
    const location = shortcut.headers.location
    if (shortcut.status === 302 && typeof location === 'string') carPages.push(['se2.localhost', new URL(location, 'http://x').pathname])
  }
  if (carPages.length === 0) throw new Error('no car page found for the load')
  const pages: Array<[string, string]> = [
    ['se2.localhost', '/'],
    ['se2.localhost', '/kop-bil/alla-bilar-i-lager'],
    ['se2.localhost', '/livet-med-bil'],
    ['se2.localhost', '/anlaggningar'],
    ['se2.localhost', '/salj-bil'],
    ['no.localhost', '/'],
    ['uk.localhost', '/'],
    ['uk.localhost', '/buy-car/used-cars'],
    ['fi.localhost', '/'],
    ['carstore.localhost', '/bilar'],
    ...carPages,
  ]
  const searches = [
    { index: 'vehicles-se', limit: 12, facets: [{ name: 'car_brand' }, { name: 'car_fuel' }] },
    { index: 'vehicles-se', limit: 12, sort_name: 'price_asc', filters: [{ name: 'car_fuel', values: [{ value: 'Bensin' }] }] },
    { index: 'vehicles-no', limit: 12, keyphrase: 'volvo' },
    { index: 'sites-se', limit: 20 },
  ]
  const times: LoadTargets['times'] = []
  for (const department of ['SE-1102-VERKSTAD', 'SE-1108-VERKSTAD']) {
    const taken = new Set<string>()
    for (let n = 0; n < (options.times ?? 3); n++) {
      const timeSlot = await freeTime(port, department, taken)
      taken.add(timeSlot)
      times.push({ department, timeSlot })
    }
  }
  return { pages, searches, dealer: await swedishDealer(port), times }
}
