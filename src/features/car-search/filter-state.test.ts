import { describe, expect, it } from 'vitest'

import {
  CAR_LIST_PAGE_SIZE,
  EMPTY_CAR_LIST_STATE,
  MAX_PAGE,
  TOTAL_DISPLAY_CAP,
  activeFilterCount,
  canLoadMore,
  carListSearch,
  carListWindow,
  clampPage,
  clearAll,
  formatCarListQuery,
  formatTotal,
  isValueSelected,
  parseCarListQuery,
  setRangeFilter,
  showLoadMore,
  toSearchFacets,
  toggleValue,
  type CarListState,
  type SelectedFilters,
} from './filter-state'
import type { FacetRequest, NestedValue } from './schema'

const BRAND = 'car_brand>car_model'
const FACET_NAMES = [BRAND, 'car_fuel', 'car_version', 'car_site_region>car_site_city>car_site_name', 'car_price', 'car_mileage']

const state = (filters: SelectedFilters, extra: Partial<CarListState> = {}): CarListState => ({
  ...EMPTY_CAR_LIST_STATE,
  filters,
  ...extra,
})
const volvo = (...models: string[]): NestedValue =>
  models.length ? { value: 'Volvo', children: models.map((value) => ({ value })) } : { value: 'Volvo' }

describe('constants of the car list', () => {
  it('shows 48 cars a page, at most 20 pages, and caps the total at 10000', () => {
    expect(CAR_LIST_PAGE_SIZE).toBe(48)
    expect(MAX_PAGE).toBe(20)
    expect(TOTAL_DISPLAY_CAP).toBe(10_000)
  })

  it.each([
    [-1, 0],
    [0, 0],
    [1.7, 1],
    [19, 19],
    [20, 19],
    [1_000, 19],
    [Number.NaN, 0],
  ])('keeps page %d at index %d', (page, expected) => {
    expect(clampPage(page)).toBe(expected)
  })
})

describe('toggling a value', () => {
  it.each<[string, NestedValue[] | undefined, string[], NestedValue[] | undefined]>([
    ['selects a flat value', undefined, ['El'], [{ value: 'El' }]],
    ['unselects it, removing the filter', [{ value: 'El' }], ['El'], undefined],
    ['selects a brand', undefined, ['Volvo'], [volvo()]],
    ['selects a model with its brand', undefined, ['Volvo', 'XC60'], [volvo('XC60')]],
    ['narrows a selected brand to a model', [volvo()], ['Volvo', 'XC60'], [volvo('XC60')]],
    ['adds a second model', [volvo('XC60')], ['Volvo', 'XC90'], [volvo('XC60', 'XC90')]],
    ['removes one of two models', [volvo('XC60', 'XC90')], ['Volvo', 'XC60'], [volvo('XC90')]],
    ['keeps the brand when its last model goes', [volvo('XC60')], ['Volvo', 'XC60'], [volvo()]],
    ['removes a brand with its models', [volvo('XC60', 'XC90'), { value: 'Kia' }], ['Volvo'], [{ value: 'Kia' }]],
    ['removes the last brand with its models', [volvo('XC60')], ['Volvo'], undefined],
    ['adds a second brand after the first', [volvo('XC60')], ['Kia'], [volvo('XC60'), { value: 'Kia' }]],
  ])('%s', (_, before, path, after) => {
    const initial = state(before ? { [BRAND]: { values: before } } : {}, { keyphrase: 'dragkrok', sortName: 'price_asc', page: 3 })
    const snapshot = structuredClone(initial)
    const next = toggleValue(initial, BRAND, path)
    expect(next.filters[BRAND]).toEqual(after ? { values: after } : undefined)
    expect(BRAND in next.filters).toBe(after !== undefined)
    expect(next).toMatchObject({ keyphrase: 'dragkrok', sortName: 'price_asc', page: 0 })
    expect(initial).toEqual(snapshot)
  })

  it('replaces a range on the facet and ignores an empty path', () => {
    const priced = state({ car_price: { range: [1, 2] } })
    expect(toggleValue(priced, 'car_price', ['x']).filters).toEqual({ car_price: { values: [{ value: 'x' }] } })
    expect(toggleValue(priced, 'car_price', [])).toBe(priced)
  })

  it('tells whether a value is selected', () => {
    const filters = { [BRAND]: { values: [volvo('XC60')] } }
    expect(isValueSelected(filters, BRAND, ['Volvo'])).toBe(true)
    expect(isValueSelected(filters, BRAND, ['Volvo', 'XC60'])).toBe(true)
    expect(isValueSelected(filters, BRAND, ['Volvo', 'XC90'])).toBe(false)
    expect(isValueSelected(filters, BRAND, ['Kia'])).toBe(false)
    expect(isValueSelected(filters, BRAND, [])).toBe(false)
    expect(isValueSelected(filters, 'car_fuel', ['El'])).toBe(false)
  })
})

describe('range filters, clear all and the badge', () => {
  it('sets a range, and removes it with null or an invalid range', () => {
    const initial = state({ car_fuel: { values: [{ value: 'El' }] } }, { page: 2 })
    const priced = setRangeFilter(initial, 'car_price', [100_000, 250_000])
    expect(priced).toEqual(state({ car_fuel: { values: [{ value: 'El' }] }, car_price: { range: [100_000, 250_000] } }))
    expect(setRangeFilter(priced, 'car_price', null).filters).toEqual(initial.filters)
    expect(setRangeFilter(priced, 'car_price', [3, 2]).filters).toEqual(initial.filters)
  })

  it('clears filters, keyphrase and page, keeping the sort order', () => {
    const busy = state({ [BRAND]: { values: [volvo('XC60')] }, car_price: { range: [1, 2] } }, { keyphrase: 'dragkrok', page: 5, sortName: 'price_asc' })
    expect(clearAll(busy)).toEqual({ filters: {}, keyphrase: '', page: 0, sortName: 'price_asc' })
  })

  it.each<[string, SelectedFilters, number]>([
    ['nothing', {}, 0],
    ['a range', { car_price: { range: [1, 2] } }, 1],
    ['a brand', { [BRAND]: { values: [volvo()] } }, 1],
    ['two models of one brand', { [BRAND]: { values: [volvo('XC60', 'XC90')] } }, 2],
    [
      'models, a brand, two fuels and two ranges',
      {
        [BRAND]: { values: [volvo('XC60', 'XC90'), { value: 'Kia' }] },
        car_fuel: { values: [{ value: 'El' }, { value: 'Diesel' }] },
        car_price: { range: [1, 2] },
        car_mileage: { range: [0, 5_000] },
      },
      7,
    ],
  ])('counts %s as %d', (_, filters, expected) => {
    expect(activeFilterCount(filters)).toBe(expected)
  })
})

describe('the URL query', () => {
  it('writes filters, sortName, keyphrase and page readably', () => {
    const query = formatCarListQuery(
      state(
        { [BRAND]: { values: [volvo('XC60'), { value: 'Kia' }] }, car_price: { range: [100_000, 250_000] } },
        { sortName: 'price_asc', keyphrase: ' Land Rover ', page: 2 },
      ),
    )
    expect(query).toBe('car_brand%3Ecar_model=Volvo%3EXC60,Kia&car_price=100000-250000&sortName=price_asc&keyphrase=Land+Rover&page=2')
  })

  it.each<[string, CarListState, string]>([
    ['the empty list', EMPTY_CAR_LIST_STATE, ''],
    ['the first page', state({}, { page: 0, keyphrase: '  ' }), ''],
    ['a page past the cap', state({}, { page: 25 }), 'page=19'],
    ['an empty value list', state({ car_fuel: { values: [] } }), ''],
    ['a reversed range', state({ car_price: { range: [2, 1] } }), ''],
    ['a comma, > and % inside values', state({ car_version: { values: [{ value: '2,0 TDI' }, { value: 'A>B 100%' }] } }), 'car_version=2%252C0+TDI,A%253EB+100%2525'],
  ])('writes %s', (_, input, expected) => {
    expect(formatCarListQuery(input)).toBe(expected)
  })

  it.each<[string, CarListState]>([
    ['the empty list', EMPTY_CAR_LIST_STATE],
    ['brands and models', state({ [BRAND]: { values: [volvo('XC60', 'XC90'), { value: 'Kia' }, { value: 'Land Rover', children: [{ value: 'Range Rover Sport' }] }] } })],
    [
      'three levels',
      state({
        'car_site_region>car_site_city>car_site_name': {
          values: [{ value: 'Västra Götaland', children: [{ value: 'Göteborg', children: [{ value: 'Bilhuset Hisingen' }] }, { value: 'Borås' }] }],
        },
      }),
    ],
    ['values with separators', state({ car_version: { values: [{ value: '2,0 TDI' }, { value: 'A>B 100%' }, { value: '%2C' }] } })],
    ['ranges', state({ car_price: { range: [100_000, 250_000] }, car_mileage: { range: [0, 1.5] } })],
    ['sort, keyphrase and the last page', state({ car_fuel: { values: [{ value: 'El' }] } }, { sortName: 'price_asc', keyphrase: 'Land Rover & dragkrok', page: 19 })],
  ])('reads back what it wrote for %s', (_, input) => {
    expect(parseCarListQuery(new URLSearchParams(formatCarListQuery(input)), FACET_NAMES)).toEqual(input)
  })

  it.each<[string, SelectedFilters]>([
    ['car_price=abc', {}],
    ['car_price=100', {}],
    ['car_price=300-100', {}],
    ['car_price=100-200-300', {}],
    ['car_price=-', {}],
    ['car_price=100000-250000&car_price=1-2', { car_price: { range: [100_000, 250_000] } }],
    ['car_price=abc&car_price=1-2', { car_price: { range: [1, 2] } }],
    ['car_fuel=,,El,,', { car_fuel: { values: [{ value: 'El' }] } }],
    ['car_fuel=El&car_fuel=Diesel', { car_fuel: { values: [{ value: 'El' }, { value: 'Diesel' }] } }],
    ['car_fuel=El,El', { car_fuel: { values: [{ value: 'El' }] } }],
    ['car_fuel=El>Hybrid', { car_fuel: { values: [{ value: 'El' }] } }],
    ['car_fuel=50%', { car_fuel: { values: [{ value: '50%' }] } }],
    ['car_fuel=%20', {}],
    ['car_fuel=1-2', { car_fuel: { values: [{ value: '1-2' }] } }],
    [`car_fuel=${'x'.repeat(301)},El`, { car_fuel: { values: [{ value: 'El' }] } }],
    ['car_brand%3Ecar_model=>XC60', {}],
    ['car_brand%3Ecar_model=Volvo>>XC60', { [BRAND]: { values: [volvo()] } }],
    ['car_brand%3Ecar_model=Volvo>XC60>T8', { [BRAND]: { values: [volvo('XC60')] } }],
    ['car_brand%3Ecar_model=Volvo>XC60,Volvo', { [BRAND]: { values: [volvo('XC60')] } }],
    ['car_brand%3Ecar_model=Volvo,Volvo>XC60', { [BRAND]: { values: [volvo('XC60')] } }],
    ['car_brand=Volvo&car_color=Red&utm_source=mail', {}],
  ])('reads the filters of %s leniently', (query, expected) => {
    expect(parseCarListQuery(new URLSearchParams(query), FACET_NAMES).filters).toEqual(expected)
  })

  it.each<[string, number]>([
    ['', 0],
    ['page=7', 7],
    ['page=abc', 0],
    ['page=-3', 0],
    ['page=2.5', 0],
    ['page=19', 19],
    ['page=99', 19],
  ])('reads the page of %j as %d', (query, expected) => {
    expect(parseCarListQuery(new URLSearchParams(query), FACET_NAMES).page).toBe(expected)
  })

  it('trims the keyphrase to what the search accepts and ignores an unusable sort name', () => {
    const read = (query: string) => parseCarListQuery(new URLSearchParams(query), FACET_NAMES)
    expect(read('keyphrase=%20%20dragkrok%20')).toEqual({ filters: {}, keyphrase: 'dragkrok', page: 0 })
    expect(read(`keyphrase=${'a'.repeat(600)}`).keyphrase).toHaveLength(500)
    expect(read('sortName=')).not.toHaveProperty('sortName')
    expect(read(`sortName=${'x'.repeat(101)}`)).not.toHaveProperty('sortName')
    expect(read('sortName=price_asc').sortName).toBe('price_asc')
  })
})

describe('the search request', () => {
  const requests: FacetRequest[] = [{ name: BRAND, sort_order: 'asc' }, { name: 'car_price', buckets: 20 }, { name: 'car_fuel' }]
  const filters: SelectedFilters = {
    [BRAND]: { values: [volvo('XC60')] },
    car_price: { range: [1, 2] },
    car_color: { values: [{ value: 'Red' }] },
  }

  it('adds the selected filters to the facets asked for', () => {
    expect(toSearchFacets(state(filters), requests)).toEqual([
      { name: BRAND, sort_order: 'asc', filters: { values: [volvo('XC60')] } },
      { name: 'car_price', buckets: 20, filters: { range: [1, 2] } },
      { name: 'car_fuel' },
    ])
  })

  it.each([
    [0, 48],
    [1, 96],
    [19, 960],
    [25, 960],
    [-1, 48],
  ])('loads every page up to page %d: the first %d cars', (page, limit) => {
    expect(carListWindow(page)).toEqual({ offset: 0, limit })
  })

  it('sends keyphrase and sort name only when given', () => {
    expect(carListSearch(state({}, { keyphrase: ' ' }), [])).toEqual({ facets: [], limit: 48, offset: 0 })
    expect(carListSearch(state({}, { keyphrase: 'dragkrok', sortName: 'price_asc', page: 1 }), [])).toEqual({
      facets: [],
      keyphrase: 'dragkrok',
      sort_name: 'price_asc',
      limit: 96,
      offset: 0,
    })
  })
})

describe('showing X of Y', () => {
  it.each([
    [0, '0'],
    [9_999, '9999'],
    [10_000, '10000+'],
    [25_000, '10000+'],
  ])('displays a total of %d as %s', (total, expected) => {
    expect(formatTotal(total)).toBe(expected)
  })

  it.each([
    [0, 0, false],
    [1, 1, false],
    [11, 11, false],
    [12, 12, true],
    [48, 48, true],
    [5, 11, true],
    [11, 12, true],
    [48, 100, true],
  ])('with %d of %d shown, the load-more bar shows: %s', (shown, total, expected) => {
    expect(showLoadMore(shown, total)).toBe(expected)
  })

  it.each([
    [0, 48, 100, true],
    [0, 48, 48, false],
    [18, 912, 2_000, true],
    [19, 960, 2_000, false],
  ])('on page %d with %d of %d shown, more can be loaded: %s', (page, shown, total, expected) => {
    expect(canLoadMore(page, shown, total)).toBe(expected)
  })
})
