import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Car } from '@/features/stock/car'

import { generateStock } from '../../scripts/demo/stock/generate'
import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'

const SEARCH_KEY = 'int-search-key-0123456789'

/**
 * The search call through `POST /api/search` and the in-process service, over a stock imported into the
 * test database: contract, bad input, the 60 s cache and its expiry on a stock change, and the site index.
 */
describe('search API', () => {
  let cms: TestCms
  let cars: Car[]
  let POST: (request: Request) => Promise<Response>
  let searchStock: typeof import('@/wiring/search').searchStock

  const call = async (body: unknown, key: string | null = SEARCH_KEY) => {
    const response = await POST(
      new Request('http://localhost/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    return { status: response.status, headers: response.headers, json: await response.json() }
  }

  beforeAll(async () => {
    process.env.FORECOURT_SEARCH_API_KEY = SEARCH_KEY
    cms = await startCms()
    cars = generateStock({ index: 'vehicles-se', count: 240 })
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-se', cars, mode: 'full' })
    ;({ POST } = await import('@/app/api/search/route'))
    ;({ searchStock } = await import('@/wiring/search'))
  })
  afterAll(async () => {
    const { searchService } = await import('@/wiring/search')
    searchService().stop()
    await cms?.stop()
  })

  it('answers facet, content, total_items, limit and offset with exact counts', async () => {
    const { status, json } = await call({ index: 'vehicles-se', facets: [{ name: 'car_brand' }, { name: 'car_fuel' }], limit: 10, offset: 5 })
    expect(status).toBe(200)
    expect(Object.keys(json).sort()).toEqual(['content', 'facet', 'limit', 'offset', 'total_items'])
    expect(json).toMatchObject({ total_items: cars.length, limit: 10, offset: 5 })
    expect(json.content).toHaveLength(10)
    const expected = new Map<string, number>()
    for (const car of cars) expected.set(car.car_brand, (expected.get(car.car_brand) ?? 0) + 1)
    const brands = json.facet.find((facet: { name: string }) => facet.name === 'car_brand')
    expect(new Map(brands.values.map((node: { text: string; count: number }) => [node.text, node.count]))).toEqual(expected)
  })

  it('finds cars by car_id, projects fields and takes limit 0 as facets only', async () => {
    const wanted = [cars[3]!.car_id, cars[7]!.car_id]
    const { json } = await call({ index: 'vehicles-se', filters: [{ name: 'car_id', values: wanted.map((value) => ({ value })) }], fields: ['car_id', 'car_price'] })
    expect(json.total_items).toBe(2)
    expect(json.content.map((car: { car_id: string }) => car.car_id).sort()).toEqual([...wanted].sort())
    for (const car of json.content) expect(Object.keys(car).sort()).toEqual(['car_id', 'car_price'])
    const facetsOnly = await call({ index: 'vehicles-se', limit: 0, facets: [{ name: 'car_price' }] })
    expect(facetsOnly.json.content).toEqual([])
    expect(facetsOnly.json.facet[0].values.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0)).toBe(cars.length)
  })

  it('sets the API headers itself, answers and refusals alike (the request pipeline does not see this route)', async () => {
    for (const { headers } of [await call({ index: 'vehicles-se', limit: 1 }), await call({ index: 'vehicles-se' }, null), await call('{')]) {
      expect(headers.get('cache-control')).toBe('no-store')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('content-type')).toContain('application/json')
    }
  })

  it('refuses bad input with a clear 400 and a missing key with 401', async () => {
    expect((await call({ index: 'vehicles-se' }, null)).status).toBe(401)
    expect(await call('{"index": ')).toMatchObject({ status: 400, json: { error: 'invalid_json' } })
    expect(await call({ index: 'vehicles-se', offset: 'ten' })).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(await call({ index: 'vehicles-se', extra: 1 })).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    // Sent without a length: the body is read no further than 64 KB.
    expect(await call({ index: 'vehicles-se', keyphrase: 'x'.repeat(70 * 1024) })).toMatchObject({ status: 413, json: { error: 'payload_too_large' } })
    expect(await call({ index: 'vehicles-se', facets: [{ name: 'car_brand>car_wings' }] })).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(await call({ index: 'vehicles-se', sort_name: 'cheapest_first' })).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(await call({ index: 'vehicles-se', facets: [{ name: 'car_price', filters: { values: [{ value: 'cheap' }] } }] })).toMatchObject({ status: 400 })
    expect(await call({ index: 'vehicles-xx' })).toMatchObject({ status: 400, json: { error: 'unknown_index' } })
  })

  it('serves server-side callers from the same service, and shows a stock change at once', async () => {
    const car = cars[0]!
    const request = { index: 'vehicles-se', filters: [{ name: 'car_id', values: [{ value: car.car_id }] }], fields: ['car_price'] }
    expect((await searchStock(request)).content).toEqual([{ car_price: car.car_price }])
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-se', cars: [{ ...car, car_price: car.car_price + 1_000 }], mode: 'upsert' })
    expect((await searchStock(request)).content).toEqual([{ car_price: car.car_price + 1_000 }])
    expect((await call(request)).json.content).toEqual([{ car_price: car.car_price + 1_000 }])
  })

  it('refuses an invalid car saved in the CMS with the reason, and keeps the stored car', async () => {
    const stored = (await cms.payload.find({ collection: 'cars', where: { carId: { equals: cars[1]!.car_id } }, limit: 1, overrideAccess: true })).docs[0]!
    await expect(cms.payload.update({ collection: 'cars', id: stored.id, overrideAccess: true, data: { data: { ...stored.data as object, car_price: 'cheap' } } })).rejects.toThrow(/car_price/)
    const after = await cms.payload.findByID({ collection: 'cars', id: stored.id, overrideAccess: true })
    expect(after.data).toEqual(stored.data)
    expect(after.updatedAt).toBe(stored.updatedAt)
  })

  it('removes sold cars from search after a full feed', async () => {
    const { importStock } = await import('@/features/stock/repository')
    const kept = cars.slice(0, 200)
    await importStock(cms.db, { index: 'vehicles-se', cars: kept, mode: 'full' })
    expect((await searchStock({ index: 'vehicles-se', limit: 0 })).total_items).toBe(200)
    const sold = cars[220]!
    expect((await searchStock({ index: 'vehicles-se', filters: [{ name: 'car_id', values: [{ value: sold.car_id }] }] })).total_items).toBe(0)
  })

  it('builds the site index from the dealer sites, with brands resolved and edits shown at once', async () => {
    const brand = await cms.payload.create({ collection: 'brands', data: { name: 'Škoda', brand_code: 'SK' }, overrideAccess: true })
    const site = await cms.payload.create({
      collection: 'dealer-sites',
      overrideAccess: true,
      data: {
        site_official_name: 'Nordvik Bil Gävle',
        site_id: '1901',
        slug: 'gavle',
        country: 'SE',
        website_sort_order: 1,
        site_street: 'Kungsgatan 1',
        site_zip: '803 20',
        site_city: 'Gävle',
        site_region: 'Gävleborg',
        site_geocoord: '60.6749,17.1413',
        site_departments: [{ name: 'Verkstad', group: 'Service', brands: [brand.id], openingschedule: { openinghours: [{ day: 'Måndag–fredag', displayText: '07:00–17:00' }] } }],
      },
    })
    const query = { index: 'sites-se', keyphrase: 'gavle', facets: [{ name: 'site_departments.brands.name' }] }
    const first = await searchStock<{ site_brands: string[]; site_departments: Array<{ brands: unknown[]; openingschedule: { openinghours: unknown[] } }> }>(query)
    expect(first.total_items).toBe(1)
    expect(first.content[0]!.site_brands).toEqual(['Škoda'])
    expect(first.content[0]!.site_departments[0]!.brands).toEqual([{ name: 'Škoda', brand_code: 'SK' }])
    expect(first.facet[0]).toMatchObject({ values: [{ text: 'Škoda', count: 1 }] })
    await cms.payload.update({
      collection: 'dealer-sites',
      id: site.id,
      overrideAccess: true,
      data: { site_departments: [{ name: 'Verkstad', group: 'Service', brands: [brand.id], openingschedule: { openinghours: [{ day: 'Måndag–fredag', displayText: '06:30–17:00' }] } }] },
    })
    const second = await searchStock<{ site_departments: Array<{ openingschedule: { openinghours: Array<{ displayText: string }> } }> }>(query)
    expect(second.content[0]!.site_departments[0]!.openingschedule.openinghours[0]!.displayText).toBe('06:30–17:00')
  })

  it('chooses the index from the site name', async () => {
    const { searchIndexFor } = await import('@/wiring/search')
    await createSite(cms.payload, 'idx-site', { name: 'Nordvik Index', country: 'FI' })
    expect(await searchIndexFor('Nordvik Index', 'vehicles')).toBe('vehicles-fi')
    expect(await searchIndexFor('Nordvik Index', 'sites')).toBe('sites-fi')
    await expect(searchIndexFor('Nordvik Nowhere', 'vehicles')).rejects.toThrow('Unknown site name')
  })
})
