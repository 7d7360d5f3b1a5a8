import { expect, test } from '@playwright/test'

import { E2E, fetchAs, searchApi } from './helpers/server'

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
