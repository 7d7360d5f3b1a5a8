import { describe, expect, it, vi } from 'vitest'

import { carListRequest, carListState, fixedFilters, heroDestination, knownSort } from './car-list-request'
import { pathFacetFilters } from './car-list-url'
import type { FacetResult } from './result'

const BRAND = 'car_brand>car_model'
const VOCABULARY: FacetResult[] = [
  { name: BRAND, type: 'value', values: [{ text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 2 }] }, { text: 'Škoda', count: 1 }] },
  { name: 'car_gearbox', type: 'value', values: [{ text: 'Automat', count: 3 }] },
  { name: 'car_condition', type: 'value', values: [{ text: 'Begagnad', count: 3 }, { text: 'Ny', count: 1 }] },
  { name: 'car_vehicle_type', type: 'value', values: [{ text: 'Transportbil', count: 1 }] },
]
const FIELDS = ['car_condition', 'car_vehicle_type', 'car_is_used', 'car_fuel']

describe('car list requests', () => {
  it('asks for every page up to the current one, 48 a page, with the card fields and the fixed filters', () => {
    const state = carListState(new URLSearchParams('car_gearbox=automat&page=1&sortName=price_asc'), null, VOCABULARY)
    const request = carListRequest('vehicles-se', state, fixedFilters('car_condition=begagnad', VOCABULARY, FIELDS))
    expect(request).toMatchObject({ index: 'vehicles-se', offset: 0, limit: 96, sort_name: 'price_asc', filters: [{ name: 'car_condition', values: [{ value: 'Begagnad' }] }] })
    expect(request.fields).toContain('car_primary_image')
    expect(request.facets?.find((facet) => facet.name === 'car_gearbox')).toEqual({ name: 'car_gearbox', sort_order: 'asc', filters: { values: [{ value: 'Automat' }] } })
  })

  it('leaves out a sort it does not offer, and fixed filters on fields cars do not have', () => {
    expect(knownSort('price_asc')).toBe('price_asc')
    expect(knownSort('car_regno')).toBeUndefined()
    expect(carListState(new URLSearchParams('sortName=drop%20table'), null, VOCABULARY, 'mileage_asc').sortName).toBe('mileage_asc')
    expect(fixedFilters('car_wings=4&car_is_used=true&car_vehicle_type=transportbil', VOCABULARY, FIELDS)).toEqual([
      { name: 'car_vehicle_type', values: [{ value: 'Transportbil' }] },
      { name: 'car_is_used', values: [{ value: true }] },
    ])
    expect(fixedFilters(null, VOCABULARY, FIELDS)).toEqual([])
  })

  it('turns a keyphrase sent by a form into filters, and adds the path’s brand and model', () => {
    const state = carListState(new URLSearchParams('keyphrase=volvo automat dragkrok'), null, VOCABULARY)
    expect(state.filters).toEqual({ [BRAND]: { values: [{ value: 'Volvo' }] }, car_gearbox: { values: [{ value: 'Automat' }] } })
    expect(state.keyphrase).toBe('dragkrok')
    const withPath = carListState(new URLSearchParams('car_gearbox=Automat'), pathFacetFilters(['volvo', 'xc60'], VOCABULARY), VOCABULARY)
    expect(withPath.filters).toEqual({ [BRAND]: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] }, car_gearbox: { values: [{ value: 'Automat' }] } })
  })
})

describe('the hero search', () => {
  const answering = (body: unknown, status = 200) =>
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

  it('sends the visitor to the list path plus the matched values in lower case, and the rest as ?keyphrase=', async () => {
    const fetch = answering({ facet: VOCABULARY, content: [], total_items: 3, limit: 0, offset: 0 })
    expect(await heroDestination('/kop-bil/alla-bilar-i-lager', 'Volvo automat', { index: 'vehicles-se', key: 'k', fetch })).toBe('/kop-bil/alla-bilar-i-lager/volvo/automat')
    expect(await heroDestination('/bilar', 'skoda dragkrok', { index: 'vehicles-se', key: 'k', fetch })).toBe('/bilar/%C5%A1koda?keyphrase=dragkrok')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/search')
    expect(JSON.parse(String(init!.body))).toMatchObject({ index: 'vehicles-se', limit: 0 })
  })

  it('sends the whole text as the keyphrase when the search fails', async () => {
    const fetch = answering({ error: 'x' }, 500)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await heroDestination('/bilar', 'volvo automat', { index: 'vehicles-se', key: 'k', fetch })).toBe('/bilar?keyphrase=volvo%20automat')
    error.mockRestore()
  })
})
