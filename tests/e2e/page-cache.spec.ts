import { expect, test } from '@playwright/test'

import { cmsApi, cmsLogin, E2E, fetchAs, searchApi, siteUrl } from './helpers/server'

/**
 * The page cache in front of Next.js (src/http/page-cache.ts): a car page, a car list, a dealer page and a content
 * page are rendered once and then sent from memory to every visitor, the same to each of them, until what they show
 * changes. An imported price is on the car's page, in the list and in the compare view at the next visit.
 */

type Answer = Awaited<ReturnType<typeof fetchAs>>

/** Asks until the page cache answers (it keeps a page once it has compressed it). */
async function cached(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  let answer = await fetchAs(host, path, { headers })
  for (let tries = 0; tries < 50 && answer.headers['x-cache'] !== 'HIT'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await fetchAs(host, path, { headers })
  }
  return answer
}

/** The markup of a page without Next.js's streamed data, whose parts two renders of one page may send in another order. */
const pageOf = (answer: Answer) => answer.body.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, '')

test.describe('the page cache', () => {
  test('keeps a car page, a car list, a dealer page and a content page after the first visit, the same for every visitor', async () => {
    const list = await fetchAs('se2.localhost', '/kop-bil/alla-bilar-i-lager')
    const carPath = /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/.exec(list.body)![1]!
    for (const path of [carPath, '/kop-bil/alla-bilar-i-lager', '/anlaggningar/boras', '/salj-bil']) {
      // The first visitor has chosen cookies and compares cars; what the page cache keeps is nothing of theirs.
      const first = await fetchAs('se2.localhost', path, { headers: { cookie: 'cookieConsent=v1.s1.m1; compare=1000001' } })
      expect(first.status, path).toBe(200)
      expect(first.headers['set-cookie'], path).toBeUndefined()
      const kept = await cached('se2.localhost', path)
      expect(kept.headers['x-cache'], path).toBe('HIT')
      expect(pageOf(kept), path).toBe(pageOf(first))
      const withCookies = await cached('se2.localhost', path, { cookie: 'cookieConsent=v1.s0.m0' })
      expect(pageOf(withCookies), path).toBe(pageOf(first))
      // The pipeline's instruction to the cache never leaves the server; each answer has a request id of its own.
      expect(kept.headers['x-forecourt-page-cache'], path).toBeUndefined()
      expect(kept.headers['x-request-id'], path).not.toBe(first.headers['x-request-id'])
      expect(kept.headers['set-cookie'], path).toBeUndefined()
    }
  })

  test('answers a crowd from a shared link, each visitor with a click id of their own, from the one kept page', async ({ browser }) => {
    const list = await fetchAs('se2.localhost', '/kop-bil/alla-bilar-i-lager')
    const carPath = /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/.exec(list.body)![1]!
    const kept = await cached('se2.localhost', carPath)
    expect(kept.headers['x-cache']).toBe('HIT')
    for (const click of ['IwAR0first', 'IwAR0second', 'IwAR0third']) {
      const visitor = await fetchAs('se2.localhost', `${carPath}?utm_source=facebook&utm_campaign=prisfall&fbclid=${click}`)
      expect(visitor.status).toBe(200)
      expect(visitor.headers['x-cache']).toBe('HIT')
      expect(pageOf(visitor)).toBe(pageOf(kept))
      // The page holds no visitor's parameters, not even in Next.js's data.
      expect(visitor.body).not.toMatch(/IwAR0|fbclid|utm_campaign/)
    }
    // A list's own parameters make another page; the campaign's beside them do not.
    const electric = await cached('se2.localhost', '/kop-bil/alla-bilar-i-lager?car_fuel=El')
    const fromNewsletter = await fetchAs('se2.localhost', '/kop-bil/alla-bilar-i-lager?utm_medium=email&car_fuel=El&gclid=Cj0K')
    expect(fromNewsletter.headers['x-cache']).toBe('HIT')
    expect(pageOf(fromNewsletter)).toBe(pageOf(electric))
    expect(pageOf(fromNewsletter)).not.toBe(pageOf(await cached('se2.localhost', '/kop-bil/alla-bilar-i-lager')))

    // Redirects see the visitor's query as sent: the site's rule on ?vehicletype=PB still applies, and the
    // lower-case address keeps the campaign for the analytics.
    const rule = await fetchAs('se2.localhost', '/bilar?utm_source=newsletter&vehicletype=PB&fbclid=IwAR0x')
    expect(rule.status).toBe(308)
    expect(rule.headers.location).toMatch(/\/kop-bil\/alla-bilar-i-lager\?car_vehicle_type=Personbil$/)
    const lowerCase = await fetchAs('se2.localhost', '/Salj-Bil?utm_source=newsletter&gclid=Cj0K')
    expect(lowerCase.status).toBe(308)
    expect(lowerCase.headers.location).toMatch(/\/salj-bil\?utm_source=newsletter&gclid=Cj0K$/)

    // In the browser the address keeps its parameters for the analytics to read, and the page works as any other.
    const context = await browser.newContext()
    await context.addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: 'se2.localhost', path: '/' }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const answer = await page.goto(siteUrl('se2.localhost', `${carPath}?utm_source=facebook&fbclid=IwAR0browser`))
    expect(answer?.headers()['x-cache']).toBe('HIT')
    await expect(page.locator('h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(page.url()).toBe(siteUrl('se2.localhost', `${carPath}?utm_source=facebook&fbclid=IwAR0browser`))
    expect(errors).toEqual([])
    await context.close()
  })

  test('sends an address to the rule of the site that asks for its campaign, never to the page kept for it', async () => {
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=uk-dealer&depth=0', token)).json.docs[0] as { id: number }
    const campaign = `e2e-${Date.now()}`
    const news = '/news-and-events'
    const created = await cmsApi('POST', '/redirects', token, {
      site: site.id,
      source: `${news}?utm_campaign=${campaign}`,
      destination: '/find-us',
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    try {
      await expect
        .poll(async () => (await fetchAs('uk.localhost', `${news}?utm_campaign=${campaign}&fbclid=IwAR0a`)).headers.location ?? '', {
          timeout: 5_000,
          intervals: [250],
        })
        .toBe(`http://uk.localhost:${E2E.port}/find-us?fbclid=IwAR0a`)
      // The page is kept for its own address; another click is rendered for it, since the site's redirects read campaigns.
      expect((await cached('uk.localhost', news)).headers['x-cache']).toBe('HIT')
      const click = await fetchAs('uk.localhost', `${news}?utm_campaign=another&fbclid=IwAR0b`)
      expect(click.status).toBe(200)
      expect(click.headers['x-cache']).toBe('MISS')
      expect((await fetchAs('uk.localhost', `${news}?utm_campaign=${campaign}`)).status).toBe(308)
    } finally {
      await cmsApi('DELETE', `/redirects/${created.json.doc.id}`, token)
    }
    // Without such a rule, the click is answered from memory again.
    await expect
      .poll(async () => (await cached('uk.localhost', `${news}?utm_campaign=another&fbclid=IwAR0c`)).headers['x-cache'], {
        timeout: 10_000,
      })
      .toBe('HIT')
  })

  test('renders every page for an editor who is signed in or previews drafts, and keeps no booking link’s page', async () => {
    await cached('se2.localhost', '/salj-bil')
    for (const cookie of ['payload-token=an-editors-session', '__prerender_bypass=draft']) {
      const answer = await fetchAs('se2.localhost', '/salj-bil', { headers: { cookie } })
      expect(answer.status).toBe(200)
      expect(answer.headers['x-cache']).toBeUndefined()
    }
    // A booking e-mail's link is one customer's: rendered for each request, never kept.
    for (let n = 0; n < 2; n++) {
      const link = await fetchAs('se2.localhost', '/service-booking/change?token=not-a-token')
      expect(link.headers['x-cache']).not.toBe('HIT')
    }
  })

  test('shows an imported price at the next visit on the car page, in the car list and in the compare view', async () => {
    const used = [{ name: 'car_condition', values: [{ value: 'Vaihtoauto' }] }]
    const [car] = (await searchApi({ index: 'vehicles-fi', limit: 1, offset: 200, sort_name: 'price_asc', filters: used })).json
      .content as Record<string, unknown>[]
    const id = String(car!.car_id)
    const carPath = `/osta-auto/${id}/${String(car!.slug)}`
    const listPath = `/osta-auto/vaihtoautot?keyphrase=${encodeURIComponent(`${String(car!.car_brand)} ${String(car!.car_model)}`)}&sortName=price_asc`
    expect((await fetchAs('fi.localhost', listPath)).body).toContain(`data-car-card="${id}"`)
    expect((await cached('fi.localhost', carPath)).headers['x-cache']).toBe('HIT')
    expect((await cached('fi.localhost', listPath)).headers['x-cache']).toBe('HIT')
    // One euro more, and no campaign price: a price no other car of the list has by chance.
    const price = Number(car!.car_price) + 1
    const shown = new RegExp(`${price.toLocaleString('fi-FI').replace(/\s/g, '[\\s\\u00a0\\u202f]')}[\\s\\u00a0\\u202f]€`)
    expect(shown.test((await fetchAs('fi.localhost', carPath)).body)).toBe(false)
    const send = (doc: Record<string, unknown>) =>
      fetchAs('localhost', '/api/stock/import?index=vehicles-fi&mode=upsert', {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
        body: JSON.stringify(doc),
      })
    expect((await send({ ...car, car_price: price, car_price_text: `${price} €`, car_campaign_price: 0 })).status).toBe(200)
    try {
      const carPage = await fetchAs('fi.localhost', carPath)
      expect(carPage.status).toBe(200)
      expect(carPage.body).toMatch(shown)
      expect((await fetchAs('fi.localhost', listPath)).body).toMatch(shown)
      const compared = await searchApi({
        index: 'vehicles-fi',
        limit: 1,
        fields: ['car_id', 'car_price'],
        filters: [{ name: 'car_id', values: [{ value: id }] }],
      })
      expect(compared.json.content[0]).toEqual({ car_id: id, car_price: price })
    } finally {
      expect((await send(car!)).status).toBe(200)
    }
    await expect.poll(async () => shown.test((await fetchAs('fi.localhost', carPath)).body), { timeout: 10_000 }).toBe(false)
  })
})
