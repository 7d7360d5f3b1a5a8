import { describe, expect, it } from 'vitest'

import { searchRequestSchema, type FacetResult, type SearchRequest } from '../schema'
import { buildIndex, type SearchIndex } from './build'
import type { IndexConfig } from './config'
import { InvalidFilterError, SearchRequestError, UnknownFacetError, UnknownFieldError, UnknownSortError } from './errors'
import { search } from './search'

/**
 * Six cars small enough that every expected count below is worked out by hand from this table.
 *
 *  id  brand  model    fuel    price   campaign mileage year seats cons city        equipment                       used  published
 *  1   Volvo  XC60     Diesel  300000  0        5000    2019 5     5.5  Göteborg    Dragkrok, Automatisk klimat…    yes   01-05
 *  2   Volvo  XC60     Bensin  450000  420000   0       2023 7     6.5  Stockholm   Dragkrok, Panoramatak           no    01-06
 *  10  Volvo  V90      Diesel  200000  0        12000   2018 5     5    Södertälje  Automatisk klimat…              yes   01-01
 *  3   Kia    Niro     El      350000  0        –       2022 5     –    Stockholm   –                               no    01-03
 *  4   Škoda  Octavia  Bensin  200000  0        8000    2020 5     4.5  Malmö       Dragkrok                        yes   01-02
 *  5   Kia    Ceed     Bensin  200000  0        3000    2021 12    6    Göteborg    Panoramatak, Dragkrok           yes   01-04
 */
type TestCar = {
  id: string
  brand: string
  model: string
  fuel: string
  price: number
  campaign: number
  mileage: number | null
  year: number
  seats: number
  consumption: number | null
  city: string
  equipment: string[]
  used: boolean
  description: string
  published: string
}

const car = (id: string, brand: string, model: string, fuel: string, price: number, campaign: number, mileage: number | null, year: number, seats: number, consumption: number | null, city: string, equipment: string[], used: boolean, description: string, day: number): TestCar => ({
  id, brand, model, fuel, price, campaign, mileage, year, seats, consumption, city, equipment, used, description,
  published: `2024-01-0${day}T10:00:00Z`,
})

const CLIMATE = 'Automatisk klimatanläggning'
const CARS: TestCar[] = [
  car('1', 'Volvo', 'XC60', 'Diesel', 300_000, 0, 5_000, 2019, 5, 5.5, 'Göteborg', ['Dragkrok', CLIMATE], true, 'Automatlåda och vinterhjul', 5),
  car('2', 'Volvo', 'XC60', 'Bensin', 450_000, 420_000, 0, 2023, 7, 6.5, 'Stockholm', ['Dragkrok', 'Panoramatak'], false, 'Ny bil', 6),
  car('10', 'Volvo', 'V90', 'Diesel', 200_000, 0, 12_000, 2018, 5, 5, 'Södertälje', [CLIMATE], true, 'Manuell växellåda', 1),
  car('3', 'Kia', 'Niro', 'El', 350_000, 0, null, 2022, 5, null, 'Stockholm', [], false, 'Elbil med lång räckvidd', 3),
  car('4', 'Škoda', 'Octavia', 'Bensin', 200_000, 0, 8_000, 2020, 5, 4.5, 'Malmö', ['Dragkrok'], true, 'Kombi med automat', 2),
  car('5', 'Kia', 'Ceed', 'Bensin', 200_000, 0, 3_000, 2021, 12, 6, 'Göteborg', ['Panoramatak', 'Dragkrok'], true, 'Volvoägare sålde', 4),
]

const deepFreeze = <T,>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

const published = (car: TestCar) => Date.parse(car.published)
const CONFIG: IndexConfig<TestCar> = {
  fields: ['id', 'brand', 'model', 'fuel', 'price', 'campaign', 'mileage', 'year', 'seats', 'consumption', 'city', 'equipment', 'used', 'description', 'published'],
  idField: 'id',
  textFields: ['brand', 'model', 'fuel', 'city', 'equipment', 'description'],
  valueFacets: ['brand', 'model', 'fuel', 'year', 'seats', 'city', 'equipment', 'used'],
  histogramFacets: ['price', 'mileage', 'consumption'],
  filterFields: ['id', 'campaign', 'description', 'published'],
  hierarchies: ['brand>model'],
  sorts: {
    newest: [{ compute: published, direction: 'desc' }],
    oldest: [{ compute: published, direction: 'asc' }],
    price_asc: [{ compute: (car) => (car.campaign > 0 ? car.campaign : car.price), direction: 'asc' }],
    price_desc: [{ compute: (car) => (car.campaign > 0 ? car.campaign : car.price), direction: 'desc' }],
    mileage_asc: [{ field: 'mileage', direction: 'asc' }],
    mileage_desc: [{ field: 'mileage', direction: 'desc' }],
    brand_asc: [
      { field: 'brand', direction: 'asc' },
      { field: 'model', direction: 'asc' },
    ],
    relevance: 'relevance',
  },
  defaultSort: 'newest',
}

const index = buildIndex(deepFreeze(CARS), CONFIG)
const runOn = <Doc extends object>(on: SearchIndex<Doc>, request: Omit<SearchRequest, 'index'>) => search(on, searchRequestSchema.parse({ index: 'vehicles-se', ...request }))
const run = (request: Omit<SearchRequest, 'index'>) => runOn(index, request)
const ids = (request: Omit<SearchRequest, 'index'>) => run(request).content.map((doc) => doc.id)
const facet = (result: { facet: FacetResult[] }, name: string) => result.facet.find((entry) => entry.name === name)!.values
const counts = (result: { facet: FacetResult[] }, name: string) => (facet(result, name) as Array<{ text: string; count: number }>).map(({ text, count }) => [text, count])

describe('search: keyphrase', () => {
  it.each<[string, string[]]>([
    // Whole-word hits (Volvo 2, 1, 10 by newest) before the prefix-only hit ('Volvoägare' of car 5).
    ['volvo', ['2', '1', '10', '5']],
    // A prefix of every brand name and 'volvoagare' alike: all by newest.
    ['volv', ['2', '1', '5', '10']],
    ['auto', ['1', '4', '10']],
    // Car 4 has the whole word 'automat', 1 and 10 only longer words starting with it.
    ['automat', ['4', '1', '10']],
    ['volvo automat', ['1', '10']],
    ['skoda', ['4']],
    ['ŠKODA', ['4']],
    ['sodertalje', ['10']],
    ['GÖTEBORG', ['1', '5']],
    ['xc', ['2', '1']],
    ['xc60 diesel', ['1']],
    ['zzz', []],
  ])('%s finds %j', (keyphrase, expected) => {
    expect(ids({ keyphrase })).toEqual(expected)
  })

  it('needs every word: total_items counts the cars having all of them', () => {
    expect(run({ keyphrase: 'volvo automat' }).total_items).toBe(2)
    expect(run({ keyphrase: 'dragkrok panoramatak' }).total_items).toBe(2)
  })

  it('ignores a keyphrase without words', () => {
    expect(run({ keyphrase: ' ,. ' }).total_items).toBe(6)
  })

  it('answers empty facets when nothing matches', () => {
    const result = run({ keyphrase: 'zzz', facets: [{ name: 'brand' }, { name: 'price' }] })
    expect(result.facet).toEqual([
      { name: 'brand', type: 'value', values: [] },
      { name: 'price', type: 'histogram', values: [] },
    ])
  })
})

describe('search: value facets', () => {
  it('counts each value, in the requested order', () => {
    const result = run({ facets: [{ name: 'brand' }, { name: 'brand', sort_order: 'count' }, { name: 'fuel', sort_order: 'desc' }] })
    expect(result.facet[0]!.values).toEqual([
      { text: 'Kia', count: 2 },
      { text: 'Škoda', count: 1 },
      { text: 'Volvo', count: 3 },
    ])
    expect(result.facet[1]!.values).toEqual([
      { text: 'Volvo', count: 3 },
      { text: 'Kia', count: 2 },
      { text: 'Škoda', count: 1 },
    ])
    expect(counts(result, 'fuel')).toEqual([
      ['El', 1],
      ['Diesel', 2],
      ['Bensin', 3],
    ])
  })

  it('orders numbers numerically', () => {
    expect(counts(run({ facets: [{ name: 'seats' }] }), 'seats')).toEqual([
      ['5', 4],
      ['7', 1],
      ['12', 1],
    ])
  })

  it('orders text by the index locale', () => {
    const cities = [
      ['Göteborg', 2],
      ['Malmö', 1],
    ]
    expect(counts(run({ facets: [{ name: 'city' }] }), 'city')).toEqual([...cities, ['Södertälje', 1], ['Stockholm', 2]])
    const swedish = buildIndex(CARS, { ...CONFIG, locale: 'sv' })
    expect(counts(runOn(swedish, { facets: [{ name: 'city' }] }), 'city')).toEqual([...cities, ['Stockholm', 2], ['Södertälje', 1]])
  })

  it('counts a list field once per distinct value; count order breaks ties alphabetically', () => {
    expect(counts(run({ facets: [{ name: 'equipment', sort_order: 'count' }] }), 'equipment')).toEqual([
      ['Dragkrok', 4],
      [CLIMATE, 2],
      ['Panoramatak', 2],
    ])
    const repeated = buildIndex([{ ...CARS[0]!, equipment: ['Dragkrok', 'dragkrok', 'Dragkrok'] }], CONFIG)
    expect(counts(runOn(repeated, { facets: [{ name: 'equipment' }] }), 'equipment')).toEqual([['Dragkrok', 1]])
  })

  it('shows booleans as text', () => {
    expect(counts(run({ facets: [{ name: 'used' }] }), 'used')).toEqual([
      ['false', 2],
      ['true', 4],
    ])
  })
})

describe('search: hierarchical facets', () => {
  const TREE = [
    { text: 'Kia', count: 2, children: [{ text: 'Ceed', count: 1 }, { text: 'Niro', count: 1 }] },
    { text: 'Škoda', count: 1, children: [{ text: 'Octavia', count: 1 }] },
    { text: 'Volvo', count: 3, children: [{ text: 'V90', count: 1 }, { text: 'XC60', count: 2 }] },
  ]

  it('nests the models under their brand with counts', () => {
    expect(facet(run({ facets: [{ name: 'brand>model' }] }), 'brand>model')).toEqual(TREE)
  })

  it('orders every level by count when asked', () => {
    expect(facet(run({ facets: [{ name: 'brand>model', sort_order: 'count' }] }), 'brand>model')).toEqual([
      { text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 2 }, { text: 'V90', count: 1 }] },
      { text: 'Kia', count: 2, children: [{ text: 'Ceed', count: 1 }, { text: 'Niro', count: 1 }] },
      { text: 'Škoda', count: 1, children: [{ text: 'Octavia', count: 1 }] },
    ])
  })

  it('filters a brand to some of its models, or a whole brand, without narrowing its own counts', () => {
    const result = run({
      facets: [
        { name: 'brand>model', filters: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }, { value: 'Kia' }] } },
        { name: 'fuel' },
      ],
    })
    expect(result.content.map((doc) => doc.id)).toEqual(['2', '1', '5', '3'])
    expect(result.total_items).toBe(4)
    expect(facet(result, 'brand>model')).toEqual(TREE)
    expect(counts(result, 'fuel')).toEqual([
      ['Bensin', 2],
      ['Diesel', 1],
      ['El', 1],
    ])
  })

  it('is narrowed by the filters of other facets', () => {
    const result = run({ facets: [{ name: 'brand>model' }, { name: 'model', filters: { values: [{ value: 'xc60' }] } }] })
    expect(facet(result, 'brand>model')).toEqual([{ text: 'Volvo', count: 2, children: [{ text: 'XC60', count: 2 }] }])
  })

  it('keeps a brand whose cars have no model, without children', () => {
    const noModel = buildIndex([CARS[0]!, { ...CARS[3]!, model: null as unknown as string }], CONFIG)
    expect(facet(runOn(noModel, { facets: [{ name: 'brand>model' }] }), 'brand>model')).toEqual([
      { text: 'Kia', count: 1, children: [] },
      { text: 'Volvo', count: 1, children: [{ text: 'XC60', count: 1 }] },
    ])
  })
})

describe('search: histogram facets', () => {
  it('buckets prices in equal whole-number widths from the lowest to the highest, the last bucket inclusive', () => {
    expect(facet(run({ facets: [{ name: 'price', buckets: 5 }] }), 'price')).toEqual([
      { min: 200_000, max: 250_000, count: 3 },
      { min: 250_000, max: 300_000, count: 0 },
      { min: 300_000, max: 350_000, count: 1 },
      { min: 350_000, max: 400_000, count: 1 },
      { min: 400_000, max: 450_000, count: 1 },
    ])
  })

  it('skips cars without a value', () => {
    expect(facet(run({ facets: [{ name: 'mileage', buckets: 4 }] }), 'mileage')).toEqual([
      { min: 0, max: 3_000, count: 1 },
      { min: 3_000, max: 6_000, count: 2 },
      { min: 6_000, max: 9_000, count: 1 },
      { min: 9_000, max: 12_000, count: 1 },
    ])
  })

  it('keeps fractional bounds for fractional values', () => {
    expect(facet(run({ facets: [{ name: 'consumption', buckets: 4 }] }), 'consumption')).toEqual([
      { min: 4.5, max: 5, count: 1 },
      { min: 5, max: 5.5, count: 1 },
      { min: 5.5, max: 6, count: 1 },
      { min: 6, max: 6.5, count: 2 },
    ])
  })

  it('uses 20 buckets unless asked', () => {
    const buckets = facet(run({ facets: [{ name: 'price' }] }), 'price')
    expect(buckets).toHaveLength(20)
    expect(buckets[0]).toEqual({ min: 200_000, max: 212_500, count: 3 })
  })

  it('gives one bucket for one distinct value', () => {
    expect(facet(run({ keyphrase: 'skoda', facets: [{ name: 'price' }] }), 'price')).toEqual([{ min: 200_000, max: 200_000, count: 1 }])
  })

  it('filters on an inclusive range', () => {
    expect(run({ facets: [{ name: 'price', filters: { range: [200_000, 300_000] } }] }).total_items).toBe(4)
    expect(run({ facets: [{ name: 'price', filters: { range: [200_001, 299_999] } }] }).total_items).toBe(0)
    expect(run({ facets: [{ name: 'mileage', filters: { range: [0, 100_000] } }] }).total_items).toBe(5)
  })
})

describe('search: each facet counts without its own filter', () => {
  const result = run({
    facets: [
      { name: 'brand', filters: { values: [{ value: 'Volvo' }] } },
      { name: 'fuel', filters: { values: [{ value: 'Diesel' }, { value: 'Bensin' }] } },
      { name: 'price', buckets: 4, filters: { range: [200_000, 300_000] } },
      { name: 'equipment' },
    ],
  })

  it('matches the content with every filter', () => {
    expect(result.content.map((doc) => doc.id)).toEqual(['1', '10'])
    expect(result.total_items).toBe(2)
  })

  it('counts brands with the fuel and price filters only', () => {
    expect(counts(result, 'brand')).toEqual([
      ['Kia', 1],
      ['Škoda', 1],
      ['Volvo', 2],
    ])
  })

  it('counts fuels with the brand and price filters only', () => {
    expect(counts(result, 'fuel')).toEqual([['Diesel', 2]])
  })

  it('buckets prices with the brand and fuel filters only', () => {
    expect(facet(result, 'price')).toEqual([
      { min: 200_000, max: 262_500, count: 1 },
      { min: 262_500, max: 325_000, count: 1 },
      { min: 325_000, max: 387_500, count: 0 },
      { min: 387_500, max: 450_000, count: 1 },
    ])
  })

  it('counts an unfiltered facet over the matching cars', () => {
    expect(counts(result, 'equipment')).toEqual([
      [CLIMATE, 2],
      ['Dragkrok', 1],
    ])
  })

  it('applies the keyphrase and the general filters to every facet', () => {
    const narrowed = run({
      keyphrase: 'dragkrok',
      filters: [{ name: 'used', values: [{ value: true }] }],
      facets: [{ name: 'brand', filters: { values: [{ value: 'Volvo' }] } }],
    })
    // Used cars with a tow bar: 1 (Volvo), 4 (Škoda), 5 (Kia).
    expect(counts(narrowed, 'brand')).toEqual([
      ['Kia', 1],
      ['Škoda', 1],
      ['Volvo', 1],
    ])
    expect(narrowed.total_items).toBe(1)
  })
})

describe('search: filters', () => {
  it.each<[string, NonNullable<SearchRequest['filters']>, string[]]>([
    ['an id', [{ name: 'id', values: [{ value: '10' }] }], ['10']],
    ['a boolean', [{ name: 'used', values: [{ value: false }] }], ['2', '3']],
    ["the text 'true' as a boolean", [{ name: 'used', values: [{ value: 'true' }] }], ['1', '5', '4', '10']],
    ['a number', [{ name: 'year', values: [{ value: 2019 }] }], ['1']],
    ['a number written as text', [{ name: 'year', values: [{ value: '2019' }] }], ['1']],
    ['text, folding case and diacritics', [{ name: 'brand', values: [{ value: 'SKODA' }] }], ['4']],
    ['any of several values', [{ name: 'city', values: [{ value: 'malmo' }, { value: 'stockholm' }] }], ['2', '3', '4']],
    ['an item of a list', [{ name: 'equipment', values: [{ value: 'panoramatak' }] }], ['2', '5']],
    ['a range on a number field', [{ name: 'year', range: [2019, 2021] }], ['1', '5', '4']],
    ['a range on a histogram field', [{ name: 'price', range: [350_000, 500_000] }], ['2', '3']],
    ['a value that no car has', [{ name: 'brand', values: [{ value: 'Saab' }] }], []],
    [
      'every filter at once',
      [
        { name: 'used', values: [{ value: true }] },
        { name: 'fuel', values: [{ value: 'bensin' }] },
      ],
      ['5', '4'],
    ],
  ])('on %s', (_, filters, expected) => {
    expect(ids({ filters })).toEqual(expected)
  })

  it('hides nothing from the facets that the general filters allow', () => {
    const result = run({ filters: [{ name: 'used', values: [{ value: true }] }], facets: [{ name: 'used' }] })
    expect(counts(result, 'used')).toEqual([['true', 4]])
  })
})

describe('search: sorts', () => {
  it.each<[string, string[]]>([
    // The campaign price of car 2 (420 000) counts; 10, 4 and 5 tie at 200 000 and go by id as numbers.
    ['price_asc', ['4', '5', '10', '1', '3', '2']],
    ['price_desc', ['2', '3', '1', '4', '5', '10']],
    // Car 3 has no mileage: last both ways.
    ['mileage_asc', ['2', '5', '1', '4', '10', '3']],
    ['mileage_desc', ['10', '4', '1', '5', '2', '3']],
    ['brand_asc', ['5', '3', '4', '10', '1', '2']],
    ['newest', ['2', '1', '5', '3', '4', '10']],
    ['oldest', ['10', '4', '3', '5', '1', '2']],
    ['relevance', ['2', '1', '5', '3', '4', '10']],
  ])('%s', (sort_name, expected) => {
    expect(ids({ sort_name })).toEqual(expected)
  })

  it('uses the default sort without sort_name', () => {
    expect(ids({})).toEqual(['2', '1', '5', '3', '4', '10'])
  })

  it('uses a named sort over relevance when a keyphrase is given', () => {
    expect(ids({ keyphrase: 'volvo', sort_name: 'price_asc' })).toEqual(['5', '10', '1', '2'])
    expect(ids({ keyphrase: 'volvo', sort_name: 'relevance' })).toEqual(['2', '1', '10', '5'])
  })
})

describe('search: paging and projection', () => {
  it('pages with limit and offset, counting every match', () => {
    expect(run({ limit: 2, offset: 2 })).toMatchObject({ total_items: 6, limit: 2, offset: 2, content: [{ id: '5' }, { id: '3' }] })
    expect(run({ filters: [{ name: 'used', values: [{ value: true }] }], limit: 2, offset: 1 }).content.map((doc) => doc.id)).toEqual(['5', '4'])
    expect(run({ keyphrase: 'volvo', limit: 2, offset: 1 }).content.map((doc) => doc.id)).toEqual(['1', '10'])
    expect(run({ offset: 6 }).content).toEqual([])
    expect(run({ filters: [{ name: 'used', values: [{ value: true }] }], offset: 10 }).content).toEqual([])
  })

  it('uses 24 and 0 by default', () => {
    expect(run({})).toMatchObject({ limit: 24, offset: 0, total_items: 6 })
  })

  it('answers only facets and the count with limit 0', () => {
    const result = run({ limit: 0, facets: [{ name: 'brand' }] })
    expect(result.content).toEqual([])
    expect(result.total_items).toBe(6)
    expect(counts(result, 'brand')).toHaveLength(3)
  })

  it('returns the documents as given, or copies with only the asked fields', () => {
    expect(run({ limit: 1 }).content[0]).toBe(CARS[1])
    expect(run({ limit: 1, fields: ['id', 'brand', 'campaign'] }).content).toEqual([{ id: '2', brand: 'Volvo', campaign: 420_000 }])
  })
})

describe('search: request errors', () => {
  it.each<[string, Omit<SearchRequest, 'index'>, new (message: string) => SearchRequestError, RegExp]>([
    ['an unknown facet', { facets: [{ name: 'colour' }] }, UnknownFacetError, /colour/],
    ['an unknown level of a hierarchy', { facets: [{ name: 'brand>trim' }] }, UnknownFacetError, /trim in hierarchy brand>trim/],
    ['a histogram as a hierarchy level', { facets: [{ name: 'brand>price' }] }, UnknownFacetError, /price/],
    ['a filter on an unknown field', { filters: [{ name: 'colour', values: [{ value: 'red' }] }] }, UnknownFieldError, /colour/],
    ['a projection of an unknown field', { fields: ['id', 'colour'] }, UnknownFieldError, /colour/],
    ['an unknown sort', { sort_name: 'cheapest' }, UnknownSortError, /cheapest.*price_asc/],
    ['a sort name from the object prototype', { sort_name: 'toString' }, UnknownSortError, /toString/],
    ['a range on a value facet', { facets: [{ name: 'brand', filters: { range: [1, 2] } }] }, InvalidFilterError, /brand/],
    ['values on a histogram facet', { facets: [{ name: 'price', filters: { values: [{ value: 1 }] } }] }, InvalidFilterError, /price/],
    ['a range whose minimum is above its maximum', { facets: [{ name: 'price', filters: { range: [3, 2] } }] }, InvalidFilterError, /minimum 3.*maximum 2/],
    ['a general range whose minimum is above its maximum', { filters: [{ name: 'year', range: [2020, 2019] }] }, InvalidFilterError, /year/],
    ['a range on a text field', { filters: [{ name: 'brand', range: [1, 2] }] }, InvalidFilterError, /brand holds text/],
    ['children below the last level', { facets: [{ name: 'brand', filters: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }] }, InvalidFilterError, /last level/],
  ])('refuses %s', (_, request, errorClass, message) => {
    expect(() => run(request)).toThrow(errorClass)
    expect(() => run(request)).toThrow(message)
  })

  it('answers an empty index with nothing', () => {
    const empty = buildIndex([], CONFIG)
    expect(runOn(empty, { keyphrase: 'volvo', facets: [{ name: 'brand>model' }, { name: 'price' }], filters: [{ name: 'used', values: [{ value: true }] }] })).toEqual({
      facet: [
        { name: 'brand>model', type: 'value', values: [] },
        { name: 'price', type: 'histogram', values: [] },
      ],
      content: [],
      total_items: 0,
      limit: 24,
      offset: 0,
    })
  })

  it('refuses a config that cannot work', () => {
    expect(() => buildIndex(CARS, { ...CONFIG, defaultSort: 'fastest' })).toThrow(/default sort fastest/)
    expect(() => buildIndex(CARS, { ...CONFIG, defaultSort: 'relevance' })).toThrow(/relevance/)
    expect(() => buildIndex(CARS, { ...CONFIG, histogramFacets: ['brand'] })).toThrow(/brand is both/)
    expect(() => buildIndex(CARS, { ...CONFIG, hierarchies: ['brand>colour'] })).toThrow(/colour is not a value facet/)
  })
})

describe('search: documents with lists of objects', () => {
  type Site = { id: string; name: string; city: string; order: number; departments: Array<{ group: string; brands: Array<{ name: string }> }> }
  const SITES: Site[] = [
    {
      id: '1',
      name: 'Bilhallen Bærum',
      city: 'Bærum',
      order: 2,
      departments: [
        { group: 'New cars', brands: [{ name: 'Volvo' }, { name: 'Kia' }] },
        { group: 'Service', brands: [{ name: 'Volvo' }] },
      ],
    },
    { id: '2', name: 'Motor Oslo', city: 'Oslo', order: 1, departments: [{ group: 'Used cars', brands: [{ name: 'Kia' }] }] },
    { id: '3', name: 'Auto Øst', city: 'Oslo', order: 1, departments: [] },
  ]
  const sites = buildIndex(deepFreeze(SITES), {
    fields: ['id', 'name', 'city', 'order', 'departments'],
    idField: 'id',
    textFields: ['name', 'city', 'departments.brands.name'],
    valueFacets: ['city', 'departments.group', 'departments.brands.name'],
    histogramFacets: [],
    filterFields: ['id', 'name', 'order'],
    sorts: {
      order: [
        { field: 'order', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
    },
    defaultSort: 'order',
  })
  const siteIds = (request: Omit<SearchRequest, 'index'>) => runOn(sites, request).content.map((site) => site.id)

  it('counts a site once per brand, however many departments sell it', () => {
    expect(counts(runOn(sites, { facets: [{ name: 'departments.brands.name' }, { name: 'departments.group' }] }), 'departments.brands.name')).toEqual([
      ['Kia', 2],
      ['Volvo', 1],
    ])
  })

  it('filters on a path through lists', () => {
    expect(siteIds({ filters: [{ name: 'departments.brands.name', values: [{ value: 'volvo' }] }] })).toEqual(['1'])
  })

  it('nests list levels: a site counts under each pair of its values', () => {
    const result = runOn(sites, { facets: [{ name: 'departments.group>departments.brands.name' }] })
    expect(facet(result, 'departments.group>departments.brands.name')).toEqual([
      { text: 'New cars', count: 1, children: [{ text: 'Kia', count: 1 }, { text: 'Volvo', count: 1 }] },
      { text: 'Service', count: 1, children: [{ text: 'Kia', count: 1 }, { text: 'Volvo', count: 1 }] },
      { text: 'Used cars', count: 1, children: [{ text: 'Kia', count: 1 }] },
    ])
    const filtered = runOn(sites, { facets: [{ name: 'departments.group>departments.brands.name', filters: { values: [{ value: 'Used cars', children: [{ value: 'Kia' }] }] } }] })
    expect(filtered.content.map((site) => site.id)).toEqual(['2'])
  })

  it('finds folded ligatures and sorts by order, then name', () => {
    expect(siteIds({ keyphrase: 'baerum' })).toEqual(['1'])
    expect(siteIds({ keyphrase: 'ost' })).toEqual(['3'])
    expect(siteIds({ keyphrase: 'oslo' })).toEqual(['3', '2'])
    expect(siteIds({})).toEqual(['3', '2', '1'])
  })
})
