/**
 * bench/tire-hotel — the tire hotel's login on the bench server, at 20 concurrent connections (bench/raw-http.ts):
 * - search (`GET /api/tirehotel/authorization/search`) for the bench's agreements, TIR123 and NOA000;
 * - login (`POST …/authorization/login`): a fresh code written (as a digest) and sent by SMS to the demo inbox;
 * - validate (`POST …/authorization/validate`) with each code, read from the demo inbox: a session opened.
 * Target: p95 ≤ 30 ms each. A phone number is sent at most 3 codes in 10 minutes, so the bench adds agreements of
 * its own (BT0001…, at Uppsala's tire workshop, with numbers of the UK's range for drama, +44 7700 900xxx) until
 * there are PHONES, and logs in on each of them three times. Also printed: how long the code's digest comparison
 * takes when the digests agree, differ in their first character and differ in their last — the same.
 */

import { sameDigest, sealerOf } from '../src/lib/encryption'
import { rawRequest, sendInTurn } from './raw-http'
import { BENCH, benchAdminToken, ensureServer, sendJson } from './server'
import { summarize } from './stats'

const HOST = 'se2.localhost'
const CONNECTIONS = 20
const PHONES = 220
const ROUNDS = 3
const SEARCHES = 3_000
const WARM_UP = 300
const TARGET_MS = 30
const PHONE_BASE = 447_700_900_000

type Answer = { status: number; body: string }

const send = (method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> => sendJson(HOST, method, path, options)
const adminToken = () => benchAdminToken(HOST)

const regNoOf = (n: number) => `BT${String(n).padStart(4, '0')}`
const phoneOf = (n: number) => `+${PHONE_BASE + n}`

/** Adds the bench's agreements (one car each at Uppsala's tire workshop) until there are PHONES. */
async function ensureAgreements(token: string): Promise<void> {
  const list = async (query: string) =>
    JSON.parse((await send('GET', `/api/${query}`, { token })).body) as { docs: Array<Record<string, unknown>>; totalDocs: number; hasNextPage: boolean }
  const existing = await list('tire-agreements?where[agreementNumber][like]=BENCH-&limit=1&depth=0')
  if (existing.totalDocs >= PHONES) return
  const site = (await list('sites?where[key][equals]=se-dealer-2&limit=1&depth=0')).docs[0]
  const workshop = (await list('workshops?where[departmentId][equals]=SE-1101-DACK&limit=1&depth=0')).docs[0]
  if (!site || !workshop) throw new Error('the bench server has no se-dealer-2 site or SE-1101-DACK workshop: delete data/bench to seed it again')
  // The CMS API answers at most 100 documents a page.
  const present = new Set<string>()
  for (let page = 1; ; page++) {
    const found = await list(`tire-agreements?where[agreementNumber][like]=BENCH-&limit=100&page=${page}&depth=0`)
    for (const doc of found.docs) present.add(String(doc.agreementNumber))
    if (!found.hasNextPage) break
  }
  for (let n = 1; n <= PHONES; n += 1) {
    const agreementNumber = `BENCH-${String(n).padStart(4, '0')}`
    if (present.has(agreementNumber)) continue
    const created = await send('POST', '/api/tire-agreements', {
      token,
      body: {
        agreementNumber,
        customerFirstName: 'Bänk',
        customerLastName: `Kund ${n}`,
        phone: phoneOf(n),
        site: site.id,
        vehicles: [{ regNo: regNoOf(n), brandCode: 'VO', brand: 'Volvo', model: 'V60', productId: 'DH-STANDARD', packageLevel: 'Bas', location: workshop.id, tires: [] }],
      },
    })
    if (created.status !== 201) throw new Error(`creating a bench agreement failed: ${created.status} ${created.body.slice(0, 200)}`)
  }
}

const searchRequest = (regNo: string) => rawRequest('GET', `/api/tirehotel/authorization/search?regNo=${regNo}`, `${HOST}:${BENCH.port}`)
const loginRequest = (token: string) => rawRequest('POST', `/api/tirehotel/authorization/login?encryptedPhoneNumber=${token}`, `${HOST}:${BENCH.port}`)
const validateRequest = (authToken: string, code: string) => rawRequest('POST', `/api/tirehotel/authorization/validate?authToken=${authToken}&otpToken=${code}`, `${HOST}:${BENCH.port}`)

const inTurn = (requests: Buffer[], keepBodies = false) => sendInTurn({ port: BENCH.port, requests, connections: CONNECTIONS, keepBodies })

/** The newest code sent to a number, from the demo inbox. */
async function newestCode(phone: string): Promise<string> {
  const answer = await send('GET', `/api/demo/inbox?to=${encodeURIComponent(phone)}&limit=1`)
  const text = (JSON.parse(answer.body) as { messages: Array<{ text: string }> }).messages[0]?.text ?? ''
  const code = /\b(\d{4})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the demo inbox for ${phone}`)
  return code
}

function statusLine(statuses: Map<number, number>): string {
  return [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')
}

/** Nanoseconds a digest comparison takes, for equal digests and digests differing first or last. */
function comparisonTimes(): Record<'equal' | 'firstDiffers' | 'lastDiffers', number> {
  const digest = sealerOf(Buffer.alloc(32, 7)).digest('tire-hotel-digest', 'code:bench:0427')
  const flip = (at: number) => `${digest.slice(0, at)}${digest[at] === 'A' ? 'B' : 'A'}${digest.slice(at + 1)}`
  const cases = { equal: digest, firstDiffers: flip(0), lastDiffers: flip(digest.length - 1) }
  const rounds = 200_000
  const times = { equal: 0, firstDiffers: 0, lastDiffers: 0 }
  for (let repeat = 0; repeat < 5; repeat += 1) {
    for (const [name, other] of Object.entries(cases) as Array<[keyof typeof cases, string]>) {
      const started = process.hrtime.bigint()
      for (let round = 0; round < rounds; round += 1) sameDigest(digest, other)
      const ns = Number(process.hrtime.bigint() - started) / rounds
      times[name] = repeat === 0 ? ns : Math.min(times[name], ns)
    }
  }
  return times
}

export async function run() {
  const server = await ensureServer()
  try {
    await ensureAgreements(await adminToken())
    const plates = Array.from({ length: PHONES }, (_, index) => regNoOf(index + 1))

    // Warm-up: the first calls go through Next.js, which hands the later ones to the instance server directly.
    const warmSearch = await inTurn(Array.from({ length: WARM_UP }, (_, n) => searchRequest(n % 10 === 9 ? 'NOA000' : 'TIR123')))
    const warmToken = JSON.parse((await send('GET', '/api/tirehotel/authorization/search?regNo=TIR123')).body).encryptedPhoneNumber as string
    await inTurn(Array.from({ length: 3 }, () => loginRequest(warmToken)))
    await inTurn(Array.from({ length: WARM_UP }, () => validateRequest('A'.repeat(43), '0000')))
    if (!warmSearch.statuses.get(200)) throw new Error(`the warm-up searches failed: ${statusLine(warmSearch.statuses)}`)

    let next = 0
    const searchOrder = Array.from({ length: SEARCHES }, (_, n) => (n % 20 === 19 ? 'NOA000' : n % 20 === 18 ? 'TIR123' : plates[next++ % PHONES]!))
    const searched = await inTurn(searchOrder.map(searchRequest), true)
    const tokens = new Map<string, string>()
    searchOrder.forEach((plate, position) => {
      if (!tokens.has(plate) && plates.includes(plate)) tokens.set(plate, (JSON.parse(searched.bodies[position]!) as { encryptedPhoneNumber: string }).encryptedPhoneNumber)
    })

    // Each round logs in once on every bench phone, then reads the codes; the codes are checked after all rounds.
    const loginLatencies: number[] = []
    const loginStatuses = new Map<number, number>()
    const pairs: Array<{ authorizationToken: string; code: string }> = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const loggedIn = await inTurn(plates.map((plate) => loginRequest(tokens.get(plate)!)), true)
      loginLatencies.push(...loggedIn.latencies)
      for (const [status, count] of loggedIn.statuses) loginStatuses.set(status, (loginStatuses.get(status) ?? 0) + count)
      for (let index = 0; index < plates.length; index += 1) {
        const authorizationToken = (JSON.parse(loggedIn.bodies[index]!) as { authorizationToken?: string }).authorizationToken
        if (authorizationToken) pairs.push({ authorizationToken, code: await newestCode(phoneOf(index + 1)) })
      }
    }
    const validated = await inTurn(pairs.map((pair) => validateRequest(pair.authorizationToken, pair.code)))

    const figures = {
      search: { requests: SEARCHES, statuses: statusLine(searched.statuses), ...summarize(searched.latencies) },
      login: { requests: loginLatencies.length, statuses: statusLine(loginStatuses), ...summarize(loginLatencies) },
      validate: { requests: pairs.length, statuses: statusLine(validated.statuses), ...summarize(validated.latencies) },
    }
    const comparison = comparisonTimes()
    console.log(`\nTire hotel login at ${CONNECTIONS} concurrent connections (target p95 ≤ ${TARGET_MS} ms each)`)
    for (const [name, figure] of Object.entries(figures)) {
      const met = figure.p95 <= TARGET_MS ? 'met' : 'NOT met'
      console.log(
        `  ${name.padEnd(8)} ${String(figure.requests).padStart(5)} requests (${figure.statuses}): p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms, max ${figure.max.toFixed(1)} ms — ${met}`,
      )
    }
    console.log(
      `  code digest comparison: equal ${comparison.equal.toFixed(0)} ns, first character differs ${comparison.firstDiffers.toFixed(0)} ns, last differs ${comparison.lastDiffers.toFixed(0)} ns`,
    )
    const okAll = figures.validate.statuses === `${pairs.length}× 200` && loginStatuses.get(200) === PHONES * ROUNDS
    if (!okAll) console.log('  (not every login or validation succeeded: see the statuses)')
    return { connections: CONNECTIONS, targetMs: TARGET_MS, ...figures, digestComparisonNs: comparison }
  } finally {
    server.stop()
  }
}
