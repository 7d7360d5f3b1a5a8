import { describe, expect, it } from 'vitest'

import { EMPTY_CAR_LIST_STATE, type SelectedFilters } from './filter-state'
import { applyKeyphrase, foldForMatch, heroSearchUrl, keyphraseToFilters } from './keyphrase'
import type { FacetResult, FacetValueNode, NestedValue } from './schema'

const BRAND = 'car_brand>car_model'
const REGION = 'car_site_region>car_site_city'

const node = (text: string, ...children: string[]): FacetValueNode =>
  children.length ? { text, count: 1, children: children.map((child) => ({ text: child, count: 1 })) } : { text, count: 1 }

const FACETS: FacetResult[] = [
  { name: 'car_price', type: 'histogram', values: [{ min: 100_000, max: 200_000, count: 4 }] },
  {
    name: BRAND,
    type: 'value',
    values: [
      node('Volvo', 'XC60', 'XC90', 'V60 Cross Country'),
      node('Škoda', 'Octavia'),
      node('Land Rover', 'Defender', 'Range Rover', 'Range Rover Sport'),
      node('Mercedes-Benz', 'EQE'),
      node('Mini', 'Cabriolet'),
      node('Seat', 'Leon', 'Cupra'),
      node('Cupra', 'Born'),
    ],
  },
  { name: 'car_fuel', type: 'value', values: [node('El'), node('Diesel')] },
  { name: 'car_body', type: 'value', values: [node('Kombi'), node('Cabriolet')] },
  { name: 'car_version', type: 'value', values: [node('Kombi'), node('Cupra')] },
  { name: 'car_year', type: 'value', values: [node('2020')] },
  { name: REGION, type: 'value', values: [node('Västra Götaland', 'Göteborg', 'Borås'), node('Stockholm', 'Solna')] },
]

const brand = (value: string, ...models: string[]): NestedValue =>
  models.length ? { value, children: models.map((model) => ({ value: model })) } : { value }
const brands = (...values: NestedValue[]): SelectedFilters => ({ [BRAND]: { values } })

describe('keyphrase to filters', () => {
  it.each<[string, SelectedFilters, string]>([
    ['', {}, ''],
    ['   ', {}, ''],
    ['dragkrok', {}, 'dragkrok'],
    ['volvo', brands(brand('Volvo')), ''],
    ['VOLVO', brands(brand('Volvo')), ''],
    ['xc60', brands(brand('Volvo', 'XC60')), ''],
    ['volvo xc60', brands(brand('Volvo', 'XC60')), ''],
    ['xc60 volvo', brands(brand('Volvo', 'XC60')), ''],
    ['xc60 xc90', brands(brand('Volvo', 'XC60', 'XC90')), ''],
    ['volvo volvo', brands(brand('Volvo')), ''],
    ['skoda octavia', brands(brand('Škoda', 'Octavia')), ''],
    ['ŠKODA', brands(brand('Škoda')), ''],
    ['land rover', brands(brand('Land Rover')), ''],
    ['land', {}, 'land'],
    ['rover land', {}, 'rover land'],
    ['range rover', brands(brand('Land Rover', 'Range Rover')), ''],
    ['range rover sport', brands(brand('Land Rover', 'Range Rover Sport')), ''],
    ['v60 cross country', brands(brand('Volvo', 'V60 Cross Country')), ''],
    ['v60', {}, 'v60'],
    ['mercedes-benz eqe', brands(brand('Mercedes-Benz', 'EQE')), ''],
    ['mercedes benz', {}, 'mercedes benz'],
    // Brand level before model level before a flat facet.
    ['cupra', brands(brand('Cupra')), ''],
    ['cabriolet', brands(brand('Mini', 'Cabriolet')), ''],
    // Between flat facets, the one that comes first.
    ['kombi', { car_body: { values: [{ value: 'Kombi' }] } }, ''],
    ['el', { car_fuel: { values: [{ value: 'El' }] } }, ''],
    ['2020', { car_year: { values: [{ value: '2020' }] } }, ''],
    ['100000', {}, '100000'],
    ['vastra gotaland', { [REGION]: { values: [{ value: 'Västra Götaland' }] } }, ''],
    ['västra', {}, 'västra'],
    ['göteborg', { [REGION]: { values: [brand('Västra Götaland', 'Göteborg')] } }, ''],
    [
      'Volvo  med   Dragkrok XC90 el',
      { ...brands(brand('Volvo', 'XC90')), car_fuel: { values: [{ value: 'El' }] } },
      'med Dragkrok',
    ],
  ])('splits %j into filters and keyphrase', (typed, filters, keyphrase) => {
    expect(keyphraseToFilters(typed, FACETS)).toEqual({ filters, keyphrase })
  })

  it('adds to the filters already selected without changing them', () => {
    const current: SelectedFilters = { ...brands(brand('Volvo', 'XC60')), car_price: { range: [1, 2] } }
    const snapshot = structuredClone(current)
    expect(keyphraseToFilters('xc90 diesel kia', FACETS, current)).toEqual({
      filters: { ...brands(brand('Volvo', 'XC60', 'XC90')), car_price: { range: [1, 2] }, car_fuel: { values: [{ value: 'Diesel' }] } },
      keyphrase: 'kia',
    })
    expect(current).toEqual(snapshot)
  })

  it('ignores case and diacritics when comparing', () => {
    expect(foldForMatch('Škoda')).toBe('skoda')
    expect(foldForMatch('Västra Götaland')).toBe('vastra gotaland')
    expect(foldForMatch('CITROËN')).toBe('citroen')
  })

  it('starts the car list over with the new filters and the words left', () => {
    const before = { ...EMPTY_CAR_LIST_STATE, filters: brands(brand('Kia')), sortName: 'price_asc', page: 4 }
    expect(applyKeyphrase(before, 'xc60 dragkrok', FACETS)).toEqual({
      filters: brands(brand('Kia'), brand('Volvo', 'XC60')),
      sortName: 'price_asc',
      keyphrase: 'dragkrok',
      page: 0,
    })
  })
})

describe('hero search URL', () => {
  it.each<[string, SelectedFilters, string, string]>([
    ['/bilar', {}, '', '/bilar'],
    ['/bilar', {}, '  ', '/bilar'],
    ['/bilar/', brands(brand('Volvo', 'XC60')), '', '/bilar/volvo/xc60'],
    ['/bilar', brands(brand('Volvo')), 'dragkrok', '/bilar/volvo?keyphrase=dragkrok'],
    ['/bilar', brands(brand('Škoda')), 'med dragkrok', '/bilar/%C5%A1koda?keyphrase=med%20dragkrok'],
    ['/bilar', brands(brand('Land Rover', 'Range Rover')), '', '/bilar/land%20rover/range%20rover'],
    ['/bilar', { ...brands(brand('Volvo', 'XC60', 'XC90')), car_fuel: { values: [{ value: 'El' }] } }, '', '/bilar/volvo/xc60/xc90/el'],
    ['/bilar', { car_price: { range: [1, 2] } }, '', '/bilar'],
    ['/bilar', {}, 'a&b', '/bilar?keyphrase=a%26b'],
    ['', brands(brand('Volvo')), '', '/volvo'],
    ['/', {}, '', '/'],
  ])('sends %j with %j and %j to %s', (basePath, selection, keyphrase, expected) => {
    expect(heroSearchUrl(basePath, selection, keyphrase)).toBe(expected)
  })

  it('turns typed text into the search URL', () => {
    const { filters, keyphrase } = keyphraseToFilters('Volvo XC60 dragkrok', FACETS)
    expect(heroSearchUrl('/bilar', filters, keyphrase)).toBe('/bilar/volvo/xc60?keyphrase=dragkrok')
  })
})

describe('typed words and the price rating', () => {
  it('never turn into a rating filter: its values are codes, not words a visitor types', () => {
    const facets: FacetResult[] = [
      { name: 'car_price_rating', type: 'value', values: [{ text: 'high', count: 3 }, { text: 'good', count: 2 }] },
      { name: 'car_fuel', type: 'value', values: [{ text: 'Diesel', count: 5 }] },
    ]
    expect(keyphraseToFilters('high spec diesel', facets)).toEqual({ filters: { car_fuel: { values: [{ value: 'Diesel' }] } }, keyphrase: 'high spec' })
  })
})
