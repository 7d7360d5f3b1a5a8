import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptLead, type IntakeSite } from '@/features/leads/intake'
import { recentEmails } from '@/features/leads/repository'
import { ratePrices, type RatedCar } from '@/features/price-insight/car-insight'
import type { Car } from '@/features/stock/car'
import type { Site } from '@/payload-types'

import { DEMO_DEALER_SITES } from '../../scripts/demo/dealer-sites'
import { generateStock } from '../../scripts/demo/stock/generate'
import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'

const SITE_ADDRESS = 'inkop@bilhall.example'

/**
 * The price insight over a stock imported into the test database (issue 46): every car rated when the index is
 * built and again after an import, the car list's filter and sort, and the sell-car valuation through the vehicle
 * register, carried by the lead into the dealer's e-mail and its ADF/XML.
 */
describe('price insight', () => {
  let cms: TestCms
  let cars: Car[]
  let site: Site
  let searchStock: typeof import('@/wiring/search').searchStock
  let valueForSite: typeof import('@/wiring/price-insight').valueForSite

  beforeAll(async () => {
    cms = await startCms()
    cars = generateStock({ index: 'vehicles-se', count: 640, facilities: DEMO_DEALER_SITES })
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-se', cars, mode: 'full' })
    site = (await createSite(cms.payload, 'price', {
      vehicleIndex: 'vehicles-se',
      leadsEmail: SITE_ADDRESS,
      valuationDealerMargin: 10,
    })) as Site
    for (const vehicle of [
      { registrationNumber: 'ABC123', brand: 'Volkswagen', model: 'Golf', buildYear: 2019 },
      { registrationNumber: 'GHJ78K', brand: 'Kia', model: 'Niro', buildYear: 2022 },
    ]) {
      await cms.payload.create({ collection: 'vehicle-register', overrideAccess: true, data: { ...vehicle, hasServiceAgreement: false } })
    }
    ;({ searchStock } = await import('@/wiring/search'))
    ;({ valueForSite } = await import('@/wiring/price-insight'))
  })
  afterAll(async () => {
    const { searchService } = await import('@/wiring/search')
    searchService().stop()
    await cms?.stop()
  })

  const ratingsOf = (list: readonly Car[]) => {
    const copies = list.map((car) => structuredClone(car))
    ratePrices(copies)
    return new Map((copies as RatedCar[]).map((car) => [car.car_id, car.car_price_rating]))
  }

  it('rates every car when the index is built, as the market model rates the stock', async () => {
    const expected = ratingsOf(cars)
    const result = await searchStock<RatedCar>({
      index: 'vehicles-se',
      limit: 1_000,
      fields: ['car_id', 'car_price_rating', 'car_price_insight'],
      facets: [{ name: 'car_price_rating' }],
    })
    expect(result.total_items).toBe(cars.length)
    for (const car of result.content) expect(car.car_price_rating ?? null, car.car_id).toBe(expected.get(car.car_id) ?? null)
    const counts = Object.fromEntries(
      (result.facet[0]!.values as Array<{ text: string; count: number }>).map((node) => [node.text, node.count]),
    )
    for (const band of ['good', 'fair', 'high'] as const)
      expect(counts[band]).toBe([...expected.values()].filter((rating) => rating === band).length)
    expect(counts.good).toBeGreaterThan(20)
  })

  it('filters good prices and sorts by rating, good prices first, unrated cars last', async () => {
    const good = await searchStock<RatedCar>({
      index: 'vehicles-se',
      limit: 200,
      fields: ['car_id', 'car_price_rating'],
      facets: [{ name: 'car_price_rating', filters: { values: [{ value: 'good' }] } }],
    })
    expect(good.total_items).toBeGreaterThan(0)
    expect(new Set(good.content.map((car) => car.car_price_rating))).toEqual(new Set(['good']))
    const sorted = await searchStock<RatedCar>({
      index: 'vehicles-se',
      limit: 1_000,
      sort_name: 'price_rating',
      fields: ['car_id', 'car_price_rating', 'car_price_insight'],
    })
    const bands = sorted.content.map((car) => car.car_price_rating ?? 'none')
    const order = ['good', 'fair', 'high', 'none']
    for (let at = 1; at < bands.length; at++) expect(order.indexOf(bands[at]!)).toBeGreaterThanOrEqual(order.indexOf(bands[at - 1]!))
    const goodRatios = sorted.content
      .filter((car) => car.car_price_rating === 'good')
      .map((car) => (car.car_price_insight as { ratio: number }).ratio)
    expect(goodRatios).toEqual([...goodRatios].sort((a, b) => a - b))
  })

  it('keeps the ratings current on every import', async () => {
    const before = await searchStock<RatedCar>({
      index: 'vehicles-se',
      limit: 1,
      fields: ['car_id', 'car_price', 'car_price_rating'],
      facets: [{ name: 'car_price_rating', filters: { values: [{ value: 'fair' }] } }],
    })
    const fair = before.content[0]!
    const changed = cars.map((car) =>
      car.car_id === fair.car_id
        ? { ...car, car_price: Math.round(car.car_price * 0.6), car_retail_price: Math.round(car.car_price * 0.6) }
        : car,
    )
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-se', cars: changed, mode: 'upsert' })
    const after = await searchStock<RatedCar>({
      index: 'vehicles-se',
      limit: 1,
      fields: ['car_id', 'car_price_rating'],
      filters: [{ name: 'car_id', values: [{ value: fair.car_id }] }],
    })
    expect(after.content[0]!.car_price_rating).toBe('good')
    expect(ratingsOf(changed).get(fair.car_id)).toBe('good')
    await importStock(cms.db, { index: 'vehicles-se', cars, mode: 'full' })
  })

  it('values a registered car from its comparables less the site’s margin, or leaves it to a person', async () => {
    const golf = await valueForSite(site, { regNo: 'ABC123', mileage: 6_500 })
    expect(golf).toMatchObject({
      kind: 'range',
      car: { brand: 'Volkswagen', model: 'Golf', year: 2019 },
      currency: 'SEK',
      marginPercent: 10,
    })
    if (golf.kind !== 'range') throw new Error('no range')
    expect(golf.low).toBeGreaterThan(50_000)
    expect(golf.high).toBeGreaterThan(golf.low)
    expect(golf.comparables).toBeGreaterThanOrEqual(6)
    expect(await valueForSite(site, { regNo: 'GHJ78K', mileage: 2_000 })).toEqual({
      kind: 'manual',
      car: { brand: 'Kia', model: 'Niro', year: 2022 },
    })
    expect(await valueForSite(site, { regNo: 'ZZZ999', mileage: 2_000 })).toEqual({ kind: 'not-found' })
  })

  it('carries the valuation with the sell-car lead, in the e-mail and as an ADF appraisal price', async () => {
    const { valuationOfLead } = await import('@/wiring/price-insight')
    const intakeSite: IntakeSite = { id: site.id, key: site.key, name: site.name, country: 'SE', defaultLocale: 'sv-SE' }
    const answer = await acceptLead(
      {
        db: cms.db,
        directory: async () => ({ siteAddress: SITE_ADDRESS, siteName: site.name, dealerAddresses: new Map() }),
        findCar: async () => null,
        valueCar: (_, values) => valueForSite(site, valuationOfLead(values, 'SE')),
      },
      intakeSite,
      {
        formName: 'sell-car',
        formSubmissionId: 'sell-price-0001',
        locale: 'sv-SE',
        values: {
          regno: 'abc 123',
          milage: 6500,
          customerName: 'Vera Nilsson',
          customerPhone: '+46 70 174 06 50',
          customerEmail: 'vera@example.com',
          selectedOption: 'sell',
        },
      },
    )
    expect(answer.status).toBe(202)
    const [email] = await recentEmails(cms.db, { to: SITE_ADDRESS, limit: 1 })
    expect(email!.text).toMatch(
      /Direktvärdering: \d[\d\s]*kr–\d[\d\s]*kr för Volkswagen Golf 2019 \(från \d+ jämförbara bilar i lager, 10 % marginal avdragen\)/,
    )
    const adf = String((email!.attachments as Array<{ content: string }>)[0]!.content)
    expect(adf).toMatch(/<price type="appraisal" currency="SEK">\d+<\/price>/)
    expect(adf).toContain('<make>Volkswagen</make>')
  })
})
