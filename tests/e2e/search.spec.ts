import { expect, test } from '@playwright/test'

import { E2E, fetchAs, searchApi } from './helpers/server'

/** The search call of spec 2 §7 over HTTP, against the seeded demo stock and dealer sites. */
test.describe('search API', () => {
  test('answers every country’s stock with exact facet counts', async () => {
    for (const index of ['vehicles-se', 'vehicles-no', 'vehicles-uk', 'vehicles-fi', 'vehicles-sk']) {
      const all = await searchApi({ index, limit: 0, facets: [{ name: 'car_brand>car_model' }, { name: 'car_price' }] })
      expect(all.status, JSON.stringify(all.json)).toBe(200)
      expect(all.json.total_items, index).toBeGreaterThanOrEqual(600)
      expect(all.json.content).toEqual([])
      const brands = all.json.facet.find((facet: { name: string }) => facet.name === 'car_brand>car_model')
      expect(brands.values.reduce((sum: number, node: { count: number }) => sum + node.count, 0)).toBe(all.json.total_items)
      const price = all.json.facet.find((facet: { name: string }) => facet.name === 'car_price')
      expect(price.type).toBe('histogram')
      expect(price.values.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0)).toBe(all.json.total_items)
    }
  })

  test('counts each brand with the other filters applied but not its own', async () => {
    const facets = [{ name: 'car_brand', filters: { values: [{ value: 'Volvo' }] } }, { name: 'car_fuel', filters: { values: [{ value: 'El' }] } }]
    const answer = (await searchApi({ index: 'vehicles-se', limit: 48, facets, fields: ['car_brand', 'car_fuel'] })).json
    expect(answer.content.length).toBeGreaterThan(0)
    for (const car of answer.content) expect(car).toEqual({ car_brand: 'Volvo', car_fuel: 'El' })
    const electric = (await searchApi({ index: 'vehicles-se', limit: 0, filters: [{ name: 'car_fuel', values: [{ value: 'El' }] }] })).json.total_items
    const brandCounts = answer.facet.find((facet: { name: string }) => facet.name === 'car_brand').values
    expect(brandCounts.reduce((sum: number, node: { count: number }) => sum + node.count, 0)).toBe(electric)
    expect(brandCounts.length).toBeGreaterThan(1)
  })

  test('finds Škoda when a visitor types skoda, and pages by offset', async () => {
    const first = (await searchApi({ index: 'vehicles-se', keyphrase: 'skoda', limit: 5, sort_name: 'price_asc', fields: ['car_id', 'car_brand'] })).json
    expect(first.total_items).toBeGreaterThan(5)
    for (const car of first.content) expect(car.car_brand).toBe('Škoda')
    const second = (await searchApi({ index: 'vehicles-se', keyphrase: 'skoda', limit: 5, offset: 5, sort_name: 'price_asc', fields: ['car_id'] })).json
    expect(second.offset).toBe(5)
    const ids = new Set([...first.content, ...second.content].map((car: { car_id: string }) => car.car_id))
    expect(ids.size).toBe(10)
  })

  test('serves each country’s dealer sites in the site list order', async () => {
    const answer = (await searchApi({ index: 'sites-se', limit: 48, sort_name: 'website_sort_order', fields: ['site_official_name', 'website_sort_order', 'slug'] })).json
    expect(answer.total_items).toBeGreaterThanOrEqual(12)
    const order = answer.content.map((site: { website_sort_order: number }) => site.website_sort_order)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    const bySlug = (await searchApi({ index: 'sites-se', filters: [{ name: 'slug', values: [{ value: answer.content[0].slug }] }] })).json
    expect(bySlug.total_items).toBe(1)
    expect(bySlug.content[0].site_departments.length).toBeGreaterThan(0)
  })

  test('refuses a missing key, a malformed body and unknown names with clear 4xx answers', async () => {
    expect((await searchApi({ index: 'vehicles-se' }, { key: null })).status).toBe(401)
    expect((await searchApi({ index: 'vehicles-se' }, { key: 'wrong-key-wrong-key-wrong' })).status).toBe(401)
    const notJson = await searchApi(null, { raw: '{"index":' })
    expect(notJson).toMatchObject({ status: 400, json: { error: 'invalid_json' } })
    const badLimit = await searchApi({ index: 'vehicles-se', limit: -1 })
    expect(badLimit).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(badLimit.json.message).toContain('limit')
    const unknownFacet = await searchApi({ index: 'vehicles-se', facets: [{ name: 'car_wings' }] })
    expect(unknownFacet).toMatchObject({ status: 400, json: { error: 'invalid_request' } })
    expect(unknownFacet.json.message).toContain('car_wings')
    expect(await searchApi({ index: 'vehicles-xx' })).toMatchObject({ status: 400, json: { error: 'unknown_index' } })
    const huge = await searchApi(null, { raw: JSON.stringify({ index: 'vehicles-se', keyphrase: 'x'.repeat(70_000) }) })
    expect(huge.status).toBe(413)
  })

  test('shows the generated pictures of the stock', async () => {
    const car = (await searchApi({ index: 'vehicles-uk', limit: 1, filters: [{ name: 'car_is_used', values: [{ value: false }] }], fields: ['car_primary_image', 'car_images'] })).json.content[0]
    const thumbnail = await fetchAs('uk.localhost', car.car_primary_image.thumbnail_url)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers['content-type']).toBe('image/jpeg')
    expect(thumbnail.headers['cache-control']).toContain('immutable')
    expect(car.car_images.length).toBeGreaterThan(0)
  })
})

test.describe('stock feed', () => {
  test('refuses a feed without the key, and a feed with a bad row changes nothing', async () => {
    const refused = await fetchAs('localhost', '/api/stock/import?index=vehicles-sk', { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: '{}\n' })
    expect(refused.status).toBe(401)
    const before = (await searchApi({ index: 'vehicles-sk', limit: 2, sort_name: 'price_asc' })).json
    const [good, other] = before.content
    const feed = `${JSON.stringify({ ...good, car_price: 1 })}\n${JSON.stringify({ ...other, car_price: 'cheap' })}\n`
    const rejected = await fetchAs('localhost', '/api/stock/import?index=vehicles-sk&mode=upsert', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
      body: feed,
    })
    expect(rejected.status, rejected.body).toBe(422)
    const problems = JSON.parse(rejected.body).problems
    expect(problems).toEqual([expect.objectContaining({ position: 2, field: 'car_price' })])
    const after = (await searchApi({ index: 'vehicles-sk', limit: 2, sort_name: 'price_asc' })).json
    expect(after.content).toEqual(before.content)
  })
})
