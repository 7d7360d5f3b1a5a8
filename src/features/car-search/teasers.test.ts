import { describe, expect, it } from 'vitest'

import { CAR_LIST_FACETS } from './list-facets'
import type { FacetResult } from './result'
import { inIdOrder, parseTeaserIds, teaserSearch, teaserSelection, TEASER_DEFAULT_LIMIT } from './teasers'

const VOCABULARY: FacetResult[] = [
  { name: 'car_brand>car_model', type: 'value', values: [{ text: 'Volvo', count: 3 }] },
  { name: 'car_fuel', type: 'value', values: [{ text: 'El', count: 2 }] },
]

describe('car teasers', () => {
  it('take a comma-separated id list in the order given, each once, at most 100', () => {
    expect(parseTeaserIds(' 3, 1,2,1 ,abc,')).toEqual(['3', '1', '2'])
    expect(parseTeaserIds(Array.from({ length: 150 }, (_, index) => String(index + 1)).join(','))).toHaveLength(100)
    expect(parseTeaserIds(null)).toEqual([])
  })

  it('show nothing without ids, the ids’ cars in their order otherwise', () => {
    expect(teaserSelection({ source: 'ids', ids: '' })).toBeNull()
    expect(teaserSelection({ ids: ' , x' })).toBeNull()
    const selection = teaserSelection({ source: 'ids', ids: '2,1' })!
    expect(teaserSearch(selection, CAR_LIST_FACETS, [])).toEqual({ filters: [{ name: 'car_id', values: [{ value: '2' }, { value: '1' }] }], limit: 2 })
    expect(inIdOrder([{ car_id: '1' }, { car_id: '2' }], ['2', '9', '1'])).toEqual([{ car_id: '2' }, { car_id: '1' }])
  })

  it('by a query: its filters, a limit of 8 unless set, and an optional sort', () => {
    const selection = teaserSelection({ source: 'query', query: '?car_fuel=el&car_brand=volvo', sort: 'price_asc' })!
    expect(selection).toEqual({ kind: 'query', query: 'car_fuel=el&car_brand=volvo', limit: TEASER_DEFAULT_LIMIT, sortName: 'price_asc' })
    expect(teaserSearch(selection, CAR_LIST_FACETS, VOCABULARY)).toEqual({
      facets: [
        { name: 'car_brand>car_model', sort_order: 'asc', filters: { values: [{ value: 'Volvo' }] } },
        { name: 'car_fuel', sort_order: 'asc', filters: { values: [{ value: 'El' }] } },
      ],
      sort_name: 'price_asc',
      limit: 8,
    })
    expect(teaserSelection({ source: 'query', query: '', limit: 3 })).toEqual({ kind: 'query', query: '', limit: 3, sortName: null })
    expect(teaserSelection({ source: 'query', limit: 500 })!).toMatchObject({ limit: 100 })
  })
})
