import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'

import type * as TireHotelEndpoints from '@/app/api/tirehotel/endpoint'
import type * as InboxEndpoints from '@/app/api/demo/inbox/endpoint'
import { recentEmails } from '@/features/leads/repository'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import { bookingById } from '@/features/workshop-capacity/repository'
import { addDays } from '@/features/workshop-capacity/schedule'
import { tireHotel } from '@/features/tire-hotel/tire-hotel'
import type { AnyEndpoint } from '@/http/endpoint'
import type { routeOf as RouteOf } from '@/http/next-route'
import { outboxSms } from '@/features/tire-hotel/sms-outbox'
import { agreementsTable } from '@/integrations/tire-storage/agreements-table'
import { sealer } from '@/lib/encryption'
import type { TireHotelApi } from '@/wiring/tire-hotel'

import { DEMO_DEALER_SITES } from '../../../scripts/demo/dealer-sites'
import { seedTireHotel } from '../../../scripts/seed/tire-hotel'
import { ClockedRateLimitStore } from './clocked-rate-limit'
import { startCms, type TestCms } from './cms'
import { createSite } from './fixtures'

/** A Friday morning in Stockholm: wheel changes can be booked from Monday 30 November 2026 through 27 February 2027. */
export const START = new Date('2026-11-27T09:00:00Z')
const TODAY = '2026-11-27'
const FIRST_DAY = '2026-11-30'
const LAST_DAY = '2027-02-27'
const VERA = '+46701740610'
const JOHAN = '+46701740611'
const MINUTE = 60_000

type Answer = { status: number; json: any; headers: Headers }

/**
 * The tire hotel's API over a real CMS and database, as the page calls it (spec 3 §7 /api/tirehotel) and an
 * attacker would: the login's security rules (codes from the demo inbox, expiry, single use, the attempt limit
 * under 10,000 guesses, send limits, per-address limits), sessions (missing, expired, sliding, another
 * customer's car), the wheel change's days, times, booking with its e-mail and cancel link, the last place
 * under 50 concurrent bookings, ratings, and bad input on every endpoint. Called inside a describe of a test
 * file of its own (one CMS per process), on the database of the pass.
 */
export function tireHotelCases() {
  let cms: TestCms
  let endpoints: typeof TireHotelEndpoints
  let inbox: ReturnType<typeof InboxEndpoints.demoInboxEndpoint>
  let routeOf: typeof RouteOf
  let clock = START.getTime()
  let perAddress = 1_000_000
  let addresses = new ClockedRateLimitStore(() => clock)
  let phones = new ClockedRateLimitStore(() => clock)
  let siteId = 0
  let references = 0
  const api: TireHotelApi = {
    tireHotel: async () => service,
    rateLimit: async () => addresses,
    perAddress: () => perAddress,
    site: async () => ({ id: siteId }),
  }
  let service: ReturnType<typeof tireHotel>

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    endpoints = await import('@/app/api/tirehotel/endpoint')
    ;({ routeOf } = await import('@/http/next-route'))
    inbox = (await import('@/app/api/demo/inbox/endpoint')).demoInboxEndpoint({ demoMode: () => true, payload: async () => payload })
    siteId = (await createSite(payload, 'se-dealer-2', { hostnames: [{ hostname: 'se2.localhost' }] })).id
    for (const site of DEMO_DEALER_SITES.filter((candidate) => ['1101', '1105'].includes(candidate.site_id))) {
      const { scene: _scene, site_brands: _brands, runBy: _runBy, ...document } = site
      await payload.create({
        collection: 'dealer-sites',
        overrideAccess: true,
        data: { ...document, site_departments: site.site_departments.map((department) => ({ ...department, brands: [] })) },
      })
    }
    expect(await seedTireHotel(payload, () => {})).toEqual({ workshops: 2, agreements: 2 })
    expect(await seedTireHotel(payload, () => {})).toEqual({ workshops: 0, agreements: 0 })
    const directory = cachedDirectory(() => loadDirectory(payload))
    service = tireHotel({
      db: cms.db,
      storage: agreementsTable({ db: cms.db, sealer }),
      sms: outboxSms(cms.db, { demoInbox: true, now: () => new Date(clock) }),
      directory,
      rateLimit: async () => phones,
      sealer,
      now: () => new Date(clock),
      reference: () => `DH-TEST${String(++references).padStart(4, '0')}`,
    })
  })
  afterAll(async () => {
    await cms?.stop()
  })
  beforeEach(() => {
    clock = START.getTime()
    perAddress = 1_000_000
    addresses = new ClockedRateLimitStore(() => clock)
    phones = new ClockedRateLimitStore(() => clock)
  })

  const endpoint = (name: keyof typeof TireHotelEndpoints): AnyEndpoint => {
    const factory = endpoints[name] as (api: TireHotelApi) => AnyEndpoint
    return factory(api)
  }
  async function call(
    name:
      | 'tireHotelSearchEndpoint'
      | 'tireHotelLoginEndpoint'
      | 'tireHotelValidateEndpoint'
      | 'tireHotelDaysEndpoint'
      | 'tireHotelTimeslotsEndpoint'
      | 'tireHotelBookEndpoint'
      | 'tireHotelCancelEndpoint'
      | 'tireHotelReviewEndpoint',
    request: {
      method?: string
      query?: Record<string, string>
      body?: unknown
      raw?: string
      contentType?: string
      session?: string
      address?: string
    },
  ): Promise<Answer> {
    const declared = endpoint(name)
    const url = new URL(`http://se2.localhost${declared.path}`)
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value)
    // As the instance server passes them on (src/http/transport.ts).
    const headers: Record<string, string> = {
      'x-forwarded-for': request.address ?? '203.0.113.10',
      'x-forwarded-host': 'se2.localhost',
      'x-forwarded-proto': 'http',
    }
    const body = request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body))
    if (body !== undefined) headers['content-type'] = request.contentType ?? 'application/json'
    if (request.session) headers.authorization = `Bearer ${request.session}`
    const method = (request.method ?? declared.method) as 'GET'
    const response = await routeOf(declared)[method](new Request(url, { method, headers, body }))
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: response.status, json, headers: response.headers }
  }

  const search = (regNo: string, address?: string) => call('tireHotelSearchEndpoint', { query: { regNo }, address })
  const login = (encryptedPhoneNumber: string, address?: string) =>
    call('tireHotelLoginEndpoint', { query: { encryptedPhoneNumber }, address })
  const validate = (authToken: string, otpToken: string, address?: string) =>
    call('tireHotelValidateEndpoint', { query: { authToken, otpToken }, address })

  /** The newest code sent to a phone, as a person reads it in the demo inbox. */
  async function codeFor(phone: string): Promise<string> {
    // The demo inbox answers the machine the demo runs on only.
    const response = await routeOf(inbox).GET(
      new Request(`http://se2.localhost/api/demo/inbox?to=${encodeURIComponent(phone)}&limit=200`, {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      }),
    )
    const { messages } = (await response.json()) as { messages: Array<{ channel: string; id: number; text: string }> }
    // The newest is the last written (these tests move their clock back and forth).
    const newest = messages.filter((message) => message.channel === 'sms').sort((a, b) => b.id - a.id)[0]!
    return /\b(\d{4})\b/.exec(newest.text)![1]!
  }

  async function sendCode(regNo = 'TIR123', phone = VERA): Promise<{ authorizationToken: string; code: string }> {
    const found = await search(regNo)
    expect(found.status).toBe(200)
    const sent = await login(found.json.encryptedPhoneNumber)
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    return { authorizationToken: sent.json.authorizationToken, code: await codeFor(phone) }
  }

  async function logIn(regNo = 'TIR123', phone = VERA): Promise<string> {
    const { authorizationToken, code } = await sendCode(regNo, phone)
    const validated = await validate(authorizationToken, code)
    expect(validated.status, JSON.stringify(validated.json)).toBe(200)
    return validated.json.sessionToken
  }

  const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 10_000).padStart(4, '0')
  const days = (session: string | undefined, body: Record<string, string> = {}, workshopIdentifier = 'SE-1101-DACK') =>
    call('tireHotelDaysEndpoint', {
      query: { workshopIdentifier },
      body: { startDate: TODAY, endDate: '2027-03-31', regNo: 'VO', ...body },
      session,
    })
  const times = (session: string | undefined, day: string, workshopIdentifier = 'SE-1101-DACK', regNo = 'VO') =>
    call('tireHotelTimeslotsEndpoint', { query: { workshopIdentifier }, body: { startDate: day, endDate: day, regNo }, session })
  const booking = (changes: Record<string, unknown> = {}) => ({
    bookingDate: '2026-12-01',
    bookingStart: '2026-12-01T09:00:00',
    regNo: 'TIR123',
    freeText: 'Vinterhjulen, tack.',
    customer: { firstName: 'Vera', lastName: 'Lindqvist', email: 'vera@example.com', phoneMobile: '070-174 06 10' },
    ...changes,
  })
  const book = (session: string | undefined, body: unknown, address?: string, departmentIdentifier = 'SE-1101-DACK') =>
    call('tireHotelBookEndpoint', { query: { departmentIdentifier }, body, session, address })

  it('finds an agreement by registration number and shows nothing of the phone number but its last digits', async () => {
    const found = await search(' tir 123 ')
    expect(found.status).toBe(200)
    expect(found.json).toEqual({
      encryptedPhoneNumber: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      obfuscatedPhoneNumber: '*** *** ** 10',
      regNo: 'TIR123',
    })
    const text = JSON.stringify(found.json)
    for (const part of ['701740', '1740610', '0701', '+46', 'Vera', 'Lindqvist']) expect(text).not.toContain(part)
    // A token of its own each time, and one the key's holder alone can open.
    expect((await search('TIR123')).json.encryptedPhoneNumber).not.toBe(found.json.encryptedPhoneNumber)
    expect(Buffer.from(found.json.encryptedPhoneNumber, 'base64url').toString('latin1')).not.toMatch(/TIR123|4670/)
    expect((await search('TIR456')).json.obfuscatedPhoneNumber).toBe('*** *** ** 11')
    const none = await search('NOA000')
    expect(none.status).toBe(404)
    expect(none.json).toEqual({ error: 'not_found', message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.' })
    // The phone number is stored encrypted.
    const { rows } = await cms.db.execute({ sql: 'SELECT phone FROM tire_agreements', args: [] })
    expect(rows.map((row) => String(row.phone))).toEqual([expect.stringMatching(/^v1\./), expect.stringMatching(/^v1\./)])
    expect(JSON.stringify(rows)).not.toContain('1740')
  })

  it('sends a fresh code by SMS to the demo inbox, stores it only as a digest, and lets it be used once', async () => {
    const { authorizationToken, code } = await sendCode()
    expect(authorizationToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(code).toMatch(/^\d{4}$/)
    const stored = await cms.db.execute({ sql: 'SELECT * FROM tire_hotel_codes', args: [] })
    const outbox = await cms.db.execute({ sql: 'SELECT * FROM sms_outbox', args: [] })
    for (const row of [...stored.rows, ...outbox.rows]) {
      expect(JSON.stringify(row)).not.toContain(authorizationToken)
      expect(JSON.stringify(row)).not.toContain(`är ${code}`)
      expect(JSON.stringify(row)).not.toContain('1740610')
    }
    expect(outbox.rows.at(-1)).toMatchObject({
      to_masked: '*** *** ** 10',
      purpose: 'one-time-code',
      status: 'sent',
      transport: 'demo-inbox',
    })

    const validated = await validate(authorizationToken, code)
    expect(validated.status).toBe(200)
    expect(validated.json).toMatchObject({
      status: 0,
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      sessionExpiresInSeconds: 1800,
    })
    const [vehicle] = validated.json.vehicles
    expect(vehicle).toMatchObject({
      regNo: 'TIR123',
      brandCode: 'VO',
      brand: 'Volvo',
      model: 'XC60',
      name: 'Volvo XC60 T6 Recharge',
      productId: 'DH-STANDARD',
      packageLevel: 'Plus',
      location: {
        erpId: 'SE-1101-DACK',
        locationName: 'Nordvik Bil Uppsala',
        departmentName: 'Nordvik Bil Uppsala däckverkstad',
        phone: expect.any(String),
        email: expect.any(String),
      },
    })
    expect(vehicle.tires).toHaveLength(4)
    expect(vehicle.tires[2]).toMatchObject({
      equipmentPosition: 'Vänster bak',
      wheel: {
        rimDiameter: 19,
        sectionWidth: 235,
        aspectRatio: 55,
        threadDepth: 3.4,
        threadStatusId: 1,
        threadPattern: 'Nokian Hakkapeliitta R5 SUV',
      },
    })
    expect(vehicle.tires.filter((tire: { wheel: { threadStatusId: number } }) => tire.wheel.threadStatusId === 1)).toHaveLength(1)

    const again = await validate(authorizationToken, code)
    expect(again.status).toBe(401)
    expect(again.json).toMatchObject({ error: 'code_used', message: 'Koden är redan använd. Begär en ny kod.' })
  })

  it('lets a code expire after 5 minutes, and a search token after an hour', async () => {
    const { authorizationToken, code } = await sendCode()
    clock += 5 * MINUTE
    expect((await validate(authorizationToken, code)).json).toMatchObject({
      error: 'code_expired',
      message: 'Koden har gått ut. Begär en ny kod.',
    })
    const found = await search('TIR123')
    clock += 61 * MINUTE
    expect((await login(found.json.encryptedPhoneNumber)).json).toMatchObject({ error: 'search_expired' })
    // A token altered or made up is no search.
    const token: string = found.json.encryptedPhoneNumber
    expect((await login(`${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`)).status).toBe(400)
    expect((await login('A'.repeat(64))).status).toBe(400)
  })

  it('voids a code after 3 wrong attempts, telling how many are left', async () => {
    const { authorizationToken, code } = await sendCode()
    expect((await validate(authorizationToken, wrong(code))).json).toEqual({
      error: 'wrong_code',
      message: 'Koden stämmer inte. Du har 2 försök kvar.',
    })
    expect((await validate(authorizationToken, wrong(code, 2))).json).toEqual({
      error: 'wrong_code',
      message: 'Koden stämmer inte. Du har ett försök kvar.',
    })
    expect((await validate(authorizationToken, wrong(code, 3))).json).toMatchObject({ error: 'code_void' })
    const right = await validate(authorizationToken, code)
    expect(right.status).toBe(401)
    expect(right.json.error).toBe('code_void')
  })

  it('never lets 10,000 guesses at one code succeed past the attempt limit, one at a time or all at once', async () => {
    const { authorizationToken, code } = await sendCode()
    // Every code there is, the right one last but three.
    const guesses = Array.from({ length: 10_000 }, (_, index) => wrong(code, index + 4))
    const outcomes = new Map<string, number>()
    for (let start = 0; start < guesses.length; start += 50) {
      const answers = await Promise.all(guesses.slice(start, start + 50).map((guess) => validate(authorizationToken, guess)))
      for (const answer of answers)
        outcomes.set(
          `${answer.status} ${answer.json.error ?? 'ok'}`,
          (outcomes.get(`${answer.status} ${answer.json.error ?? 'ok'}`) ?? 0) + 1,
        )
    }
    expect(guesses).toContain(code)
    expect(outcomes.get('200 ok')).toBeUndefined()
    expect((outcomes.get('401 wrong_code') ?? 0) + (outcomes.get('401 code_void') ?? 0)).toBe(10_000)
    expect(outcomes.get('401 wrong_code') ?? 0).toBeLessThanOrEqual(2)
    const [row] = (await cms.db.execute({ sql: 'SELECT attempts, used_at FROM tire_hotel_codes ORDER BY id DESC LIMIT 1', args: [] })).rows
    expect(Number(row!.attempts)).toBe(3)
    expect(row!.used_at).toBeNull()

    // 100 guesses at once with the right one among them: at most 3 are weighed, at most one opens a session.
    const fresh = await sendCode()
    const crowd = [fresh.code, ...Array.from({ length: 99 }, (_, index) => wrong(fresh.code, index + 1))]
    const answers = await Promise.all(crowd.map((guess) => validate(fresh.authorizationToken, guess)))
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1)
    expect(
      answers.filter((answer) => answer.json.error === 'wrong_code').length + answers.filter((answer) => answer.status === 200).length,
    ).toBeLessThanOrEqual(3)
    const [raced] = (await cms.db.execute({ sql: 'SELECT attempts FROM tire_hotel_codes ORDER BY id DESC LIMIT 1', args: [] })).rows
    expect(Number(raced!.attempts)).toBeLessThanOrEqual(3)
  })

  it('never lets 10,000 guesses over a series of codes succeed past each code’s attempt limit', async () => {
    let guessed = 0
    let wrongCodes = 0
    let codes = 0
    for (let series = 0; guessed < 10_000; series += 1) {
      // Three codes per 10 minutes and ten a day are what one phone can ask for.
      if (series > 0) clock += series % 10 === 0 ? 24 * 60 * MINUTE : series % 3 === 0 ? 10 * MINUTE : 0
      const { authorizationToken, code } = await sendCode()
      codes += 1
      const guesses = [
        wrong(code, 1),
        wrong(code, 2),
        wrong(code, 3),
        code,
        ...Array.from({ length: 96 }, (_, index) => wrong(code, index + 4)),
      ]
      for (const guess of guesses) {
        const answer = await validate(authorizationToken, guess)
        guessed += 1
        expect(answer.status).toBe(401)
        if (answer.json.error === 'wrong_code') wrongCodes += 1
      }
    }
    expect(guessed).toBe(10_000)
    expect(codes).toBe(100)
    // Two guesses of each code are told how many are left; the third voids it; nothing after is weighed.
    expect(wrongCodes).toBe(200)
    const { rows } = await cms.db.execute({ sql: 'SELECT attempts, used_at FROM tire_hotel_codes ORDER BY id DESC LIMIT 100', args: [] })
    expect(rows.every((row) => Number(row.attempts) === 3 && row.used_at === null)).toBe(true)
  }, 240_000)

  it('sends at most 3 codes to a phone in 10 minutes and 10 a day, and limits each address', async () => {
    const found = await search('TIR123')
    for (let sent = 0; sent < 3; sent += 1) expect((await login(found.json.encryptedPhoneNumber)).status).toBe(200)
    const refused = await login(found.json.encryptedPhoneNumber)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({
      error: 'too_many_codes',
      message: 'Du har begärt för många koder. Vänta 10 minuter innan du begär en ny kod.',
    })
    expect(refused.headers.get('retry-after')).toBe('600')
    // The other customer's phone has its own count; a new search is the same phone.
    expect((await login((await search('TIR456')).json.encryptedPhoneNumber)).status).toBe(200)
    expect((await login((await search('TIR123')).json.encryptedPhoneNumber)).status).toBe(429)
    for (let window = 0; window < 3; window += 1) {
      clock += 10 * MINUTE
      for (let sent = 0; sent < (window < 2 ? 3 : 1); sent += 1) expect((await login(found.json.encryptedPhoneNumber)).status).toBe(200)
    }
    expect((await login(found.json.encryptedPhoneNumber)).json.error).toBe('too_many_codes')
    clock += 10 * MINUTE
    expect((await login(found.json.encryptedPhoneNumber)).json.error).toBe('too_many_codes')

    perAddress = 5
    addresses = new ClockedRateLimitStore(() => clock)
    for (let made = 0; made < 5; made += 1) expect((await search('NOA000', '198.51.100.7')).status).toBe(404)
    const limited = await search('TIR123', '198.51.100.7')
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^För många försök från din uppkoppling\. Försök igen om \d+ minut(er)?\.$/),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await search('TIR123', '198.51.100.8')).status).toBe(200)
    for (let made = 0; made < 5; made += 1) await validate('A'.repeat(43), '0000', '198.51.100.7')
    expect((await validate('A'.repeat(43), '0000', '198.51.100.7')).status).toBe(429)
  })

  it('lets a visitor refused more codes enter one they already hold, by the search’s token, with no more tries than the codes have', async () => {
    // Past the codes the other tests sent.
    clock += 10 * MINUTE
    const found = await search('TIR123')
    for (let sent = 0; sent < 3; sent += 1) expect((await login(found.json.encryptedPhoneNumber)).status).toBe(200)
    const held = await codeFor(VERA)
    expect((await login(found.json.encryptedPhoneNumber)).json.error).toBe('too_many_codes')
    // From a new search (a reload, another tab): its token and the code the visitor holds.
    const again = (await search('TIR123')).json.encryptedPhoneNumber as string
    const byAgreement = (otpToken: string, encryptedPhoneNumber = again) =>
      call('tireHotelValidateEndpoint', { query: { encryptedPhoneNumber, otpToken } })
    // A guess is weighed against every live code of the agreement, and counts against each: 3 tries in all.
    const first = await byAgreement(wrong(held, 5000))
    expect(first.status).toBe(401)
    expect(first.json).toEqual({ error: 'wrong_code', message: 'Koden stämmer inte. Du har 2 försök kvar.' })
    const { rows } = await cms.db.execute({ sql: 'SELECT attempts FROM tire_hotel_codes ORDER BY id DESC LIMIT 3', args: [] })
    expect(rows.map((row) => Number(row.attempts))).toEqual([1, 1, 1])
    // Another agreement's search does not open this one's code.
    expect((await byAgreement(held, (await search('TIR456')).json.encryptedPhoneNumber)).status).toBe(401)
    const opened = await byAgreement(held)
    expect(opened.status, JSON.stringify(opened.json)).toBe(200)
    expect(opened.json).toMatchObject({
      status: 0,
      vehicles: [expect.objectContaining({ regNo: 'TIR123' })],
      sessionToken: expect.any(String),
    })
    // Used: it opens nothing again, by either token.
    expect((await byAgreement(held)).status).toBe(401)
    expect(
      (await call('tireHotelValidateEndpoint', { query: { encryptedPhoneNumber: 'x'.repeat(50), otpToken: held } })).json,
    ).toMatchObject({ error: 'search_expired' })
    expect((await call('tireHotelValidateEndpoint', { query: { otpToken: held } })).status).toBe(400)
    expect(
      (await call('tireHotelValidateEndpoint', { query: { authToken: 'A'.repeat(43), encryptedPhoneNumber: again, otpToken: held } }))
        .status,
    ).toBe(400)
  })

  it('never lets guesses by the search’s token get past 3 tries of the codes it weighs', async () => {
    clock += 20 * MINUTE
    const found = await search('TIR123')
    expect((await login(found.json.encryptedPhoneNumber)).status).toBe(200)
    const code = await codeFor(VERA)
    const guesses = Array.from({ length: 100 }, (_, index) => wrong(code, index + 1))
    const answers = await Promise.all(
      guesses.map((otpToken) =>
        call('tireHotelValidateEndpoint', { query: { encryptedPhoneNumber: found.json.encryptedPhoneNumber, otpToken } }),
      ),
    )
    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    expect(answers.filter((answer) => answer.json.error === 'wrong_code')).toHaveLength(2)
    // The right code now finds no code open to it.
    expect(
      (await call('tireHotelValidateEndpoint', { query: { encryptedPhoneNumber: found.json.encryptedPhoneNumber, otpToken: code } }))
        .status,
    ).toBe(401)
  })

  it('books only with a live session of the car’s own agreement: 401 without or expired, 403 for another’s car', async () => {
    const session = await logIn()
    expect((await days(undefined)).status).toBe(401)
    expect((await days(undefined)).json).toMatchObject({ error: 'session_missing' })
    expect((await days('A'.repeat(43))).json).toMatchObject({ error: 'session_expired' })
    expect((await book(undefined, booking())).status).toBe(401)
    expect((await days(session)).status).toBe(200)
    // Each use keeps it 30 minutes more.
    clock += 20 * MINUTE
    expect((await days(session)).status).toBe(200)
    clock += 29 * MINUTE
    expect((await days(session)).status).toBe(200)
    clock += 30 * MINUTE + 1_000
    const expired = await days(session)
    expect(expired.status).toBe(401)
    expect(expired.json).toMatchObject({ error: 'session_expired' })
    expect((await times(session, FIRST_DAY)).status).toBe(401)

    const vera = await logIn()
    const johan = await logIn('TIR456', JOHAN)
    // Another customer's car or workshop: by registration number, brand code or workshop.
    for (const [who, workshop, regNo] of [
      [johan, 'SE-1101-DACK', 'VO'],
      [johan, 'SE-1101-DACK', 'TIR123'],
      [vera, 'SE-1105-DACK', 'KI'],
      [vera, 'SE-1105-DACK', 'TIR456'],
      [vera, 'SE-1101-DACK', 'TIR456'],
      [vera, 'SE-1101-DACK', 'KI'],
    ] as const) {
      const answer = await days(who, { regNo }, workshop)
      expect(answer.status, `${regNo} at ${workshop}`).toBe(403)
      expect(answer.json.error).toBe('other_vehicle')
    }
    expect((await book(johan, booking())).status).toBe(403)
    expect((await book(vera, booking({ regNo: 'TIR456' }), undefined, 'SE-1105-DACK')).status).toBe(403)
    expect((await days(vera, { regNo: 'TIR123' })).status).toBe(200)
  })

  it('offers TIR123 free days from 3 days to 3 months ahead, and TIR456 none', async () => {
    const vera = await logIn()
    const { json } = await days(vera)
    const dates: string[] = json.availableDates.map((entry: { date: string }) => entry.date)
    expect(dates[0]).toBe(FIRST_DAY)
    expect(dates.at(-1)).toBe(LAST_DAY)
    expect(dates).not.toContain('2026-12-06')
    expect(dates).not.toContain('2026-12-24')
    expect(json.availableDates[0]).toEqual({ date: FIRST_DAY })
    const johan = await logIn('TIR456', JOHAN)
    expect((await days(johan, { regNo: 'KI' }, 'SE-1105-DACK')).json).toEqual({ availableDates: [] })
    expect((await times(johan, FIRST_DAY, 'SE-1105-DACK', 'KI')).json).toEqual({ availableTimeSlotDates: [] })

    const slots = await times(vera, FIRST_DAY)
    expect(slots.json.availableTimeSlotDates).toHaveLength(1)
    expect(slots.json.availableTimeSlotDates[0].date).toBe(FIRST_DAY)
    expect(slots.json.availableTimeSlotDates[0].startTime[0]).toBe(`${FIRST_DAY}T07:00:00`)
    expect(slots.json.availableTimeSlotDates[0].startTime.at(-1)).toBe(`${FIRST_DAY}T16:30:00`)
    expect(slots.json.availableTimeSlotDates[0].startTime).toHaveLength(20)
    expect((await times(vera, TODAY)).json).toEqual({ availableTimeSlotDates: [] })
    expect((await times(vera, addDays(LAST_DAY, 1))).json).toEqual({ availableTimeSlotDates: [] })
  })

  it('books a wheel change, e-mails it with a calendar invitation and a cancel link that works until 24 hours before', async () => {
    const vera = await logIn()
    const made = await book(vera, booking())
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    expect(made.json).toEqual({
      bookingConfirmationId: expect.stringMatching(/^DH-TEST\d{4}$/),
      services: [{ name: 'Hjulskifte' }],
      appointmentTime: '2026-12-01T09:00:00+01:00',
      isFullDay: false,
      workshop: {
        name: 'Nordvik Bil Uppsala däckverkstad',
        address: expect.stringContaining('Uppsala'),
        email: expect.any(String),
        phoneNumber: expect.any(String),
      },
      freeText: 'Vinterhjulen, tack.',
      customerBase: { firstName: 'Vera', lastName: 'Lindqvist', email: 'vera@example.com', phoneMobile: '0701740610' },
    })
    const stored = await cms.payload.find({
      collection: 'workshop-bookings',
      where: { reference: { equals: made.json.bookingConfirmationId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.docs[0]).toMatchObject({
      kind: 'wheel-change',
      status: 'booked',
      localDate: '2026-12-01',
      localTime: '09:00',
      durationMinutes: 30,
      registrationNumber: 'TIR123',
      site: siteId,
    })
    const [email] = await recentEmails(cms.db, { to: 'vera@example.com', limit: 1 })
    expect(email!.subject).toBe(`Bokningsbekräftelse hjulskifte ${made.json.bookingConfirmationId} – tisdag 1 december 2026 kl. 09:00`)
    expect(email!.text).toContain('Avboka senast måndag 30 november 2026 kl. 09:00')
    const ics = email!.attachments[0]!
    expect(ics.filename).toBe(`hjulskifte-${made.json.bookingConfirmationId}.ics`)
    expect(ics.content).toContain('DTSTART:20261201T080000Z')
    expect(ics.content).toContain('DTEND:20261201T083000Z')
    const link = /http:\/\/se2\.localhost\/tirehotel\/cancel\?token=([A-Za-z0-9_-]+)/.exec(email!.text)!
    expect(link).not.toBeNull()
    const token = link[1]!

    // A day only for leaving the car: no time chosen.
    const allDay = await book(vera, booking({ bookingDate: '2026-12-02', bookingStart: null }))
    expect(allDay.json).toMatchObject({ isFullDay: true, appointmentTime: '2026-12-02T08:00:00+01:00' })
    // Outside the window, a time the workshop does not have, a time on another day.
    expect((await book(vera, booking({ bookingDate: '2026-11-28', bookingStart: '09:00' }))).json).toMatchObject({
      error: 'TimeslotNotAvailable',
    })
    expect((await book(vera, booking({ bookingDate: '2027-03-01', bookingStart: '09:00' }))).status).toBe(409)
    expect((await book(vera, booking({ bookingStart: '09:10' }))).json).toEqual({
      error: 'TimeslotNotAvailable',
      message: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
    })
    expect((await book(vera, booking({ bookingStart: '2026-12-02T09:00:00' }))).status).toBe(400)

    const cancel = (body: unknown, raw?: string) =>
      call('tireHotelCancelEndpoint', raw ? { raw, contentType: 'application/x-www-form-urlencoded' } : { body })
    // Cancelled by the link, the time is free again; a second cancel changes nothing.
    const emailsBefore = (await recentEmails(cms.db, { to: 'vera@example.com', limit: 100 })).length
    expect((await cancel({ token })).json).toEqual({ status: 'cancelled', bookingConfirmationId: made.json.bookingConfirmationId })
    expect((await bookingById(cms.db, stored.docs[0]!.id))!.status).toBe('cancelled')
    // The customer is told, with a calendar update that removes the event of the confirmation.
    const [cancellation] = await recentEmails(cms.db, { to: 'vera@example.com', limit: 1 })
    expect(cancellation!.subject).toBe(`Avbokad: hjulskifte ${made.json.bookingConfirmationId} – tisdag 1 december 2026 kl. 09:00`)
    expect(cancellation!.text).toContain(
      'Ditt hjulskifte hos Nordvik Bil Uppsala däckverkstad tisdag 1 december 2026 kl. 09:00 är avbokat.',
    )
    const cancelIcs = cancellation!.attachments[0]!
    expect(cancelIcs).toMatchObject({
      filename: `avbokning-${made.json.bookingConfirmationId}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    })
    expect(cancelIcs.content).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(cancelIcs.content).toContain(`\r\nUID:${made.json.bookingConfirmationId}@forecourt\r\n`)
    expect(cancelIcs.content).toContain('\r\nSEQUENCE:1\r\n')
    expect(cancelIcs.content).toContain('\r\nSTATUS:CANCELLED\r\n')
    expect(cancelIcs.content).toContain('DTSTART:20261201T080000Z')
    expect(cancelIcs.content).toMatch(/\r\nORGANIZER;CN=[^:]+:mailto:\S+@\S+\r\n/)
    expect(cancelIcs.content).not.toContain('VALARM')
    expect((await cancel({ token })).status).toBe(200)
    expect(await recentEmails(cms.db, { to: 'vera@example.com', limit: 100 })).toHaveLength(emailsBefore + 1)
    expect((await cancel({ token: `${token.slice(0, -2)}xx` })).status).toBe(404)
    // The all-day booking's link, from the form of the cancel page, less than 24 hours before: too late.
    const allDayEmail = (await recentEmails(cms.db, { to: 'vera@example.com', limit: 10 })).find((sent) =>
      sent.subject.includes(`hjulskifte ${allDay.json.bookingConfirmationId}`),
    )
    const allDayToken = /token=([A-Za-z0-9_-]+)/.exec(allDayEmail!.text)![1]!
    clock = new Date('2026-12-01T07:30:00Z').getTime()
    expect((await cancel({ token: allDayToken })).json).toMatchObject({ error: 'too_late' })
    const fromForm = await cancel(undefined, `token=${allDayToken}`)
    expect(fromForm.status).toBe(303)
    expect(fromForm.headers.get('location')).toBe(`/tirehotel/cancel?token=${allDayToken}`)
    const allDayBooking = await cms.payload.find({
      collection: 'workshop-bookings',
      where: { reference: { equals: allDay.json.bookingConfirmationId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(allDayBooking.docs[0]!.status).toBe('booked')
  })

  it('gives the last time to exactly one of 50 concurrent bookings', async () => {
    const workshop = (
      await cms.payload.find({ collection: 'workshops', where: { departmentId: { equals: 'SE-1101-DACK' } }, overrideAccess: true })
    ).docs[0]!
    await cms.payload.update({ collection: 'workshops', id: workshop.id, data: { placesPerSlot: 1 }, overrideAccess: true })
    const vera = await logIn()
    const race = booking({
      bookingDate: '2026-12-03',
      bookingStart: '2026-12-03T10:00:00',
      customer: { firstName: 'Ola', lastName: 'Ek', email: 'race@example.com', phoneMobile: '+46701740650' },
    })
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => book(vera, race, `198.51.100.${index + 1}`)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    // The same car each time: the others are refused because the time is gone or because the car is booked then.
    expect(
      answers.filter((answer) => answer.status === 409 && ['TimeslotNotAvailable', 'CarAlreadyBooked'].includes(answer.json.error)),
    ).toHaveLength(49)
    const stored = await cms.payload.count({
      collection: 'workshop-bookings',
      where: { workshop: { equals: workshop.id }, localDate: { equals: '2026-12-03' }, status: { equals: 'booked' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
    expect(await recentEmails(cms.db, { to: 'race@example.com', limit: 100 })).toHaveLength(1)
    expect((await times(vera, '2026-12-03')).json.availableTimeSlotDates[0].startTime).not.toContain('2026-12-03T10:00:00')
    await cms.payload.update({ collection: 'workshops', id: workshop.id, data: { placesPerSlot: 2 }, overrideAccess: true })
  })

  it('keeps a rating on the site it was given on', async () => {
    const rated = await call('tireHotelReviewEndpoint', { body: { rating: 4, comment: 'Smidigt!', date: '2026-11-27T10:00:00.000Z' } })
    expect(rated.status).toBe(201)
    expect(rated.json).toEqual({ status: 'received' })
    const reviews = await cms.payload.find({ collection: 'tire-hotel-reviews', overrideAccess: true, depth: 0 })
    expect(reviews.docs.at(-1)).toMatchObject({ rating: 4, comment: 'Smidigt!', ratedAt: '2026-11-27T10:00:00.000Z', site: siteId })
    for (const body of [
      { rating: 0, date: '2026-11-27T10:00:00Z' },
      { rating: 6, date: '2026-11-27T10:00:00Z' },
      { rating: 4.5, date: '2026-11-27T10:00:00Z' },
      { rating: 4, date: 'i går' },
      { rating: 4, comment: 'x'.repeat(2_001), date: '2026-11-27T10:00:00Z' },
      {},
    ]) {
      expect((await call('tireHotelReviewEndpoint', { body })).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
  })

  it('answers bad input on every endpoint with a 4xx and a message, never a 500', async () => {
    const vera = await logIn()
    const cases: Array<[Parameters<typeof call>[0], Parameters<typeof call>[1]]> = [
      ['tireHotelSearchEndpoint', { query: {} }],
      ['tireHotelSearchEndpoint', { query: { regNo: 'A' } }],
      ['tireHotelSearchEndpoint', { query: { regNo: 'ABCDEFGH' } }],
      ['tireHotelSearchEndpoint', { query: { regNo: "' OR 1=1--" } }],
      ['tireHotelSearchEndpoint', { query: { regNo: 'TIR123', extra: '1' } }],
      ['tireHotelSearchEndpoint', { method: 'POST', query: { regNo: 'TIR123' } }],
      ['tireHotelLoginEndpoint', { query: {} }],
      ['tireHotelLoginEndpoint', { query: { encryptedPhoneNumber: '../../etc/passwd' } }],
      ['tireHotelLoginEndpoint', { method: 'GET', query: { encryptedPhoneNumber: 'A'.repeat(64) } }],
      ['tireHotelValidateEndpoint', { query: { authToken: 'A'.repeat(43) } }],
      ['tireHotelValidateEndpoint', { query: { authToken: 'A'.repeat(43), otpToken: '12345' } }],
      ['tireHotelValidateEndpoint', { query: { authToken: 'A'.repeat(43), otpToken: '12a4' } }],
      ['tireHotelValidateEndpoint', { query: { authToken: 'short', otpToken: '1234' } }],
      [
        'tireHotelDaysEndpoint',
        {
          query: { workshopIdentifier: 'SE-1101-DACK' },
          body: { startDate: '2026-13-01', endDate: '2027-01-01', regNo: 'VO' },
          session: vera,
        },
      ],
      [
        'tireHotelDaysEndpoint',
        { query: { workshopIdentifier: 'SE-1101-DACK' }, body: { startDate: 5, endDate: '2027-01-01', regNo: 'VO' }, session: vera },
      ],
      ['tireHotelDaysEndpoint', { query: { workshopIdentifier: 'SE-1101-DACK' }, raw: '{"startDate":', session: vera }],
      [
        'tireHotelDaysEndpoint',
        { query: { workshopIdentifier: 'SE-1101-DACK' }, raw: 'startDate=1', contentType: 'text/plain', session: vera },
      ],
      ['tireHotelDaysEndpoint', { query: {}, body: { startDate: TODAY, endDate: TODAY, regNo: 'VO' }, session: vera }],
      [
        'tireHotelDaysEndpoint',
        { query: { workshopIdentifier: 'SE-9999-NONE' }, body: { startDate: TODAY, endDate: TODAY, regNo: 'VO' }, session: vera },
      ],
      [
        'tireHotelTimeslotsEndpoint',
        { query: { workshopIdentifier: 'SE-1101-DACK' }, body: { startDate: TODAY, endDate: TODAY }, session: vera },
      ],
      ['tireHotelTimeslotsEndpoint', { query: { workshopIdentifier: 'SE-1101-DACK' }, body: [TODAY], session: vera }],
      [
        'tireHotelBookEndpoint',
        {
          query: { departmentIdentifier: 'SE-1101-DACK' },
          body: booking({ customer: { firstName: '', lastName: 'L', email: 'vera@example.com', phoneMobile: '0701740610' } }),
          session: vera,
        },
      ],
      [
        'tireHotelBookEndpoint',
        {
          query: { departmentIdentifier: 'SE-1101-DACK' },
          body: booking({ customer: { firstName: 'V', lastName: 'L', email: 'not-an-address', phoneMobile: '0701740610' } }),
          session: vera,
        },
      ],
      [
        'tireHotelBookEndpoint',
        {
          query: { departmentIdentifier: 'SE-1101-DACK' },
          body: booking({ customer: { firstName: 'V', lastName: 'L', email: 'vera@example.com', phoneMobile: '123' } }),
          session: vera,
        },
      ],
      [
        'tireHotelBookEndpoint',
        { query: { departmentIdentifier: 'SE-1101-DACK' }, body: booking({ freeText: 'x'.repeat(1_001) }), session: vera },
      ],
      [
        'tireHotelBookEndpoint',
        { query: { departmentIdentifier: 'SE-1101-DACK' }, body: booking({ bookingStart: '25:00' }), session: vera },
      ],
      ['tireHotelBookEndpoint', { query: { departmentIdentifier: 'SE-1101-DACK' }, body: booking({ bookingDate: null }), session: vera }],
      [
        'tireHotelBookEndpoint',
        { query: { departmentIdentifier: 'SE-1101-DACK' }, raw: JSON.stringify({ pad: 'x'.repeat(10_000) }), session: vera },
      ],
      [
        'tireHotelBookEndpoint',
        { query: { departmentIdentifier: 'SE-1101-DACK' }, raw: `${'['.repeat(50)}${']'.repeat(50)}`, session: vera },
      ],
      ['tireHotelCancelEndpoint', { raw: 'token=' }],
      ['tireHotelCancelEndpoint', { raw: '{"token":', contentType: 'application/json' }],
      ['tireHotelCancelEndpoint', { raw: 'token=x', contentType: 'text/plain' }],
      ['tireHotelReviewEndpoint', { raw: '{"rating":5', contentType: 'application/json' }],
      ['tireHotelReviewEndpoint', { body: { rating: '5', date: '2026-11-27T10:00:00Z' } }],
    ]
    const before = await cms.payload.count({ collection: 'workshop-bookings', overrideAccess: true })
    for (const [name, request] of cases) {
      const answer = await call(name, request)
      expect(
        answer.status,
        `${name} ${JSON.stringify(request).slice(0, 120)} → ${JSON.stringify(answer.json).slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.json).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
    expect((await cms.payload.count({ collection: 'workshop-bookings', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  return { cms: () => cms }
}
