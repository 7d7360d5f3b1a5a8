import { describe, expect, it } from 'vitest'

import { COMPARE_FIELDS } from '@/features/car-search/compare'

import { clientAddress, send } from './client'
import { CLUSTER } from './launch'
import { adminToken, booking, cmsCall, freeTime, search, serviceRequest, swedishDealer, within } from './requests'
import { clusterUnavailable, useCluster } from './use-cluster'

/** Lead forms one client address may send in 10 minutes, in this cluster (the default is 30). */
const LEAD_LIMIT = 12

/**
 * Two instances behind nginx on one PostgreSQL database and one Redis act as one Forecourt: what is changed
 * through one is seen through the other within 5 s, a tire hotel session and its code's attempts are the
 * deployment's and not an instance's, the last place of a workshop time goes to exactly one of 50 customers
 * however nginx spreads them, and a client's rate limit counts its requests to both instances together.
 */
describe.skipIf(clusterUnavailable)('two instances behind nginx', () => {
  const { cluster, query } = useCluster({ FORECOURT_LEAD_RATE_LIMIT: String(LEAD_LIMIT) })
  const [a, b] = [() => cluster().instances[0]!.port, () => cluster().instances[1]!.port]

  it('spreads requests over both instances and passes each its client’s address', async () => {
    // Addresses of their own: none is answered from nginx's edge cache.
    for (let n = 0; n < 6; n++) expect((await send(cluster().port, { path: `/?spread=${n}`, from: clientAddress(10, n) })).status).toBe(200)
    const upstreams = new Set(
      cluster()
        .accessLog()
        .filter((line) => line.client.startsWith('127.10.'))
        .map((line) => line.upstream),
    )
    expect(upstreams).toEqual(new Set([`127.0.0.1:${a()}`, `127.0.0.1:${b()}`]))
  })

  it('a stock feed imported on instance A is found through nginx and on instance B within 5 s, on its car page, list and compare view too', async () => {
    const before = await search(b(), { index: 'vehicles-fi', limit: 1, sort_name: 'price_asc' })
    const cheapest = before.json.content[0]
    // The car's page and the price-sorted list, read twice on each instance: both keep them in their page caches,
    // and nginx keeps them too once an instance has answered them from its cache.
    const carPage = `/osta-auto/${cheapest.car_id}/${cheapest.slug}`
    const list = '/osta-auto/vaihtoautot?sortName=price_asc'
    const pages = (port: number) => Promise.all([carPage, list].map((path) => send(port, { host: 'fi.localhost', path })))
    for (const page of [...(await pages(a())), ...(await pages(b()))]) expect(page.status).toBe(200)
    await within(5_000, async () => [...(await pages(a())), ...(await pages(b()))].every((page) => page.headers['x-cache'] === 'HIT'))
    await within(5_000, async () => (await pages(cluster().port)).every((page) => page.headers['x-edge-cache'] === 'HIT'))
    // The compare view of that car, as the tray asks each instance for it (the compared cars by car_id).
    const compared = async (port: number) =>
      (
        await search(port, {
          index: 'vehicles-fi',
          limit: 1,
          fields: [...COMPARE_FIELDS],
          filters: [{ name: 'car_id', values: [{ value: cheapest.car_id }] }],
        })
      ).json.content[0]
    for (const port of [a(), b()]) expect((await compared(port)).car_price).toBe(cheapest.car_price)
    const feed = `${JSON.stringify({ ...cheapest, car_price: 770, car_price_text: '770 €', car_campaign_price: 0 })}\n`
    const imported = await send(a(), {
      host: 'localhost',
      path: '/api/stock/import?index=vehicles-fi&mode=upsert',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': CLUSTER.stockKey },
      body: feed,
    })
    expect(imported.status, imported.body).toBe(200)
    const cheapestNow = async (port: number) =>
      (await search(port, { index: 'vehicles-fi', limit: 1, sort_name: 'price_asc', fields: ['car_id', 'car_price'] })).json.content[0]
    const waited = await within(5_000, async () => {
      const seen = await Promise.all([cheapestNow(b()), cheapestNow(cluster().port), cheapestNow(cluster().port)])
      return seen.every((car) => car.car_id === cheapest.car_id && car.car_price === 770)
    })
    expect(waited).toBeLessThanOrEqual(5_000)
    // The pages each instance kept show the new price as soon as its search does, and so does the compare view.
    const showsNewPrice = (body: string) => /\b770[\s\u00a0\u202f]?€/.test(body)
    const pagesWaited = await within(5_000, async () => {
      // Each instance's own page cache, and nginx's edge cache in front of them.
      const seen = [...(await pages(a())), ...(await pages(b())), ...(await pages(cluster().port))]
      const inCompare = await Promise.all([compared(a()), compared(b())])
      return seen.every((page) => page.status === 200 && showsNewPrice(page.body)) && inCompare.every((car) => car?.car_price === 770)
    })
    expect(pagesWaited).toBeLessThanOrEqual(5_000)
  })

  it('nginx keeps a page every visitor sees alike for at most 2 s, and never an editor’s page, a client navigation’s data or the API', async () => {
    const path = '/osta-auto/vaihtoautot?sortName=year_desc'
    const viaNginx = (headers: Record<string, string> = {}) => send(cluster().port, { host: 'fi.localhost', path, headers })
    // Kept once an instance answers it from its own page cache; then answered by nginx alone.
    await within(10_000, async () => (await viaNginx()).headers['x-edge-cache'] === 'HIT')
    const kept = await viaNginx()
    expect(kept.status).toBe(200)
    expect(kept.headers['content-type']).toMatch(/^text\/html/)
    const answeredBefore = cluster().accessLog().length
    const hits = []
    for (let n = 0; n < 5; n++) hits.push(await viaNginx())
    for (const hit of hits) expect(hit.headers['x-edge-cache']).toBe('HIT')
    const answeredNow = () =>
      cluster()
        .accessLog()
        .slice(answeredBefore)
        .filter((line) => line.path === path)
    // nginx writes a request's line once it has answered it.
    await within(2_000, async () => answeredNow().length === hits.length)
    const answered = answeredNow()
    expect(answered.every((line) => line.edge === 'HIT' && line.upstream === '-')).toBe(true)
    // Each answer from nginx's copy names its own request, not the one the instance answered when it was kept.
    expect(hits.map((hit) => hit.headers['x-request-id'])).toEqual(answered.map((line) => line.requestId))
    expect(new Set(hits.map((hit) => hit.headers['x-request-id'])).size).toBe(5)
    // An editor's request and a client navigation go to an instance, and what they get is not kept.
    const editor = await viaNginx({ cookie: 'payload-token=editor-session', 'x-request-id': 'chosen-by-the-client' })
    expect(editor.headers['x-edge-cache']).toBe('BYPASS')
    // The instance answered under nginx's id for the request, the one nginx logged, whatever the client sent.
    expect(editor.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    await within(2_000, async () =>
      cluster()
        .accessLog()
        .some((line) => line.requestId === editor.headers['x-request-id']),
    )
    const navigation = await viaNginx({ rsc: '1' })
    expect(navigation.headers['x-edge-cache']).toBe('BYPASS')
    expect(navigation.headers['content-type'] ?? '').not.toMatch(/^text\/html/)
    expect(navigation.body).not.toMatch(/^<!DOCTYPE html>/i)
    expect((await viaNginx()).headers['content-type']).toMatch(/^text\/html/)
    // After 2 s nginx asks an instance again.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    expect((await viaNginx()).headers['x-edge-cache']).not.toBe('HIT')
    // The API is each caller's: nginx never answers it itself.
    for (let n = 0; n < 3; n++) {
      const api = await send(cluster().port, {
        path: '/api/search',
        headers: { 'x-api-key': CLUSTER.searchKey },
        body: { index: 'vehicles-fi', limit: 1 },
      })
      expect(api.status).toBe(200)
      expect(api.headers['x-edge-cache']).toBeUndefined()
    }
  })

  it('a redirect an editor adds through instance A applies on instance B within 5 s', async () => {
    const token = await adminToken(a())
    const site = (await cmsCall(a(), token, 'GET', '/sites?where[key][equals]=sk-dealer&depth=0')).json.docs[0]
    const source = `/stara-adresa-klaster-${Date.now()}`
    const onB = () => send(b(), { host: 'sk.localhost', path: source })
    expect((await onB()).status).toBe(404)
    const created = await cmsCall(a(), token, 'POST', '/redirects', { site: site.id, source, destination: '/servis' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    await within(5_000, async () => (await onB()).status === 308)
    expect((await onB()).headers.location).toMatch(/\/servis$/)
    // And through nginx, whichever instance answers.
    for (let n = 0; n < 4; n++) expect((await send(cluster().port, { host: 'sk.localhost', path: source })).status).toBe(308)
  })

  it('a tire hotel session started on instance A works on instance B, and a code’s attempts are counted across both', async () => {
    const phone = '+46701740610'
    const found = await send(a(), { path: '/api/tirehotel/authorization/search?regNo=TIR123' })
    expect(found.status, found.body).toBe(200)
    const encrypted = found.json().encryptedPhoneNumber as string
    const latestCode = async () => {
      const inbox = await send(b(), { path: `/api/demo/inbox?to=${encodeURIComponent(phone)}&limit=5` })
      const message = (inbox.json().messages as Array<{ channel: string; text: string; createdAt: string }>).find(
        (entry) => entry.channel === 'sms',
      )
      return { code: /\b(\d{4})\b/.exec(message?.text ?? '')?.[1] ?? '', at: message?.createdAt ?? '' }
    }
    const requestCode = async (port: number) => {
      const before = await latestCode()
      const login = await send(port, {
        method: 'POST',
        path: `/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(encrypted)}`,
      })
      expect(login.status, login.body).toBe(200)
      let code = ''
      await within(10_000, async () => {
        const latest = await latestCode()
        code = latest.code
        return latest.at !== before.at && /^\d{4}$/.test(code)
      })
      return { token: login.json().authorizationToken as string, code }
    }
    const validate = (port: number, token: string, code: string) =>
      send(port, { method: 'POST', path: `/api/tirehotel/authorization/validate?authToken=${encodeURIComponent(token)}&otpToken=${code}` })

    // Three wrong attempts, spread over both instances, use up the code: the right one is then refused on either.
    const first = await requestCode(a())
    const wrong = first.code === '0000' ? '1111' : '0000'
    const attempts = [
      await validate(a(), first.token, wrong),
      await validate(b(), first.token, wrong),
      await validate(a(), first.token, wrong),
    ]
    expect(attempts.map((answer) => answer.status)).toEqual([401, 401, 401])
    expect(attempts[0]!.json().message).toMatch(/2 försök kvar/)
    expect(attempts[1]!.json().message).toMatch(/ett försök kvar/)
    for (const port of [b(), a()]) {
      const refused = await validate(port, first.token, first.code)
      expect(refused.status).toBe(401)
      expect(refused.json().message).not.toMatch(/försök kvar/)
    }

    // A new code, checked on A: the session works on B.
    const second = await requestCode(a())
    const session = await validate(a(), second.token, second.code)
    expect(session.status, session.body).toBe(200)
    const sessionToken = session.json().sessionToken as string
    const days = await send(b(), {
      path: '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=SE-1101-DACK',
      headers: { authorization: `Bearer ${sessionToken}` },
      body: {
        startDate: new Date().toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        regNo: 'TIR123',
      },
    })
    expect(days.status, days.body).toBe(200)
    expect(days.json().availableDates.length).toBeGreaterThan(0)
    // Without the session, B refuses.
    const without = await send(b(), {
      path: '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=SE-1101-DACK',
      body: { startDate: '2027-01-01', endDate: '2027-01-31', regNo: 'TIR123' },
    })
    expect(without.status).toBe(401)
  })

  it('gives the last place of a workshop time to exactly one of 50 bookings sent at once through nginx', async () => {
    const department = 'SE-1108-VERKSTAD'
    const token = await adminToken(a())
    const workshop = (await cmsCall(a(), token, 'GET', `/workshops?where[departmentId][equals]=${department}&depth=0&limit=1`)).json.docs[0]
    const updated = await cmsCall(a(), token, 'PATCH', `/workshops/${workshop.id}`, { placesPerSlot: 1 })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)
    const timeSlot = await freeTime(cluster().port, department)
    const email = `race.${Date.now()}@example.com`
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        send(cluster().port, { path: '/api/mechmate/book', body: booking(department, timeSlot, email), from: clientAddress(11, n) }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    // Both instances took part.
    const served = cluster()
      .accessLog()
      .filter((line) => line.client.startsWith('127.11.') && line.path === '/api/mechmate/book')
    expect(new Set(served.map((line) => line.upstream)).size).toBe(2)
    // One booking stored, one confirmation e-mail.
    const [stored] = await query<{ n: string }>('SELECT count(*) AS n FROM workshop_bookings WHERE customer_email = $1', [email])
    expect(Number(stored!.n)).toBe(1)
    await within(
      30_000,
      async () =>
        cluster()
          .mail.messages()
          .filter((message) => message.to.includes(email)).length === 1,
    )
  })

  it('counts a client’s lead forms on both instances together: the limit holds across the cluster', async () => {
    const dealer = await swedishDealer(cluster().port)
    const from = clientAddress(12, 0)
    const tag = Date.now().toString(36)
    const statuses: number[] = []
    for (let n = 0; n < LEAD_LIMIT + 4; n++) {
      const answer = await send(cluster().port, {
        path: '/api/forms/comhub',
        body: serviceRequest(dealer, `cluster-limit-${tag}-${n}`, `LIM${n}`),
        from,
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, LEAD_LIMIT)).toEqual(Array(LEAD_LIMIT).fill(202))
    expect(statuses.slice(LEAD_LIMIT)).toEqual([429, 429, 429, 429])
    expect(
      new Set(
        cluster()
          .accessLog()
          .filter((line) => line.client === from)
          .map((line) => line.upstream),
      ).size,
    ).toBe(2)
    // Another client is not held back by the first one's count.
    expect(
      (
        await send(cluster().port, {
          path: '/api/forms/comhub',
          body: serviceRequest(dealer, `cluster-limit-${tag}-other`, 'LIMX'),
          from: clientAddress(12, 1),
        })
      ).status,
    ).toBe(202)
    const [stored] = await query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE submission_id LIKE $1', [`cluster-limit-${tag}-%`])
    expect(Number(stored!.n)).toBe(LEAD_LIMIT + 1)
  })
})
