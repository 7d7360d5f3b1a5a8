import { describe, expect, it } from 'vitest'

import { carListAddress, carListStateFromQuery, facetPath, mergeSelections, pathFacetFilters, resolveFilterValues } from './car-list-url'
import { formatCarListQuery } from './filter-state'
import type { FacetResult, FacetValueNode } from './result'

const BRAND = 'car_brand>car_model'
const node = (text: string, ...children: string[]): FacetValueNode =>
  children.length ? { text, count: 1, children: children.map((child) => ({ text: child, count: 1 })) } : { text, count: 1 }

const VOCABULARY: FacetResult[] = [
  { name: BRAND, type: 'value', values: [node('Volvo', 'XC60', 'XC90'), node('Škoda', 'Octavia', 'Enyaq'), node('Land Rover', 'Range Rover'), node('Mercedes-Benz', 'EQE')] },
  { name: 'car_fuel', type: 'value', values: [node('El'), node('Diesel')] },
  { name: 'car_gearbox', type: 'value', values: [node('Automat'), node('Manuell')] },
  { name: 'car_vehicle_type', type: 'value', values: [node('Personbil'), node('Transportbil')] },
  { name: 'car_price', type: 'histogram', values: [{ min: 100_000, max: 900_000, count: 10 }] },
]
const NAMES = [BRAND, 'car_fuel', 'car_gearbox', 'car_vehicle_type', 'car_price']
const state = (query: string) => carListStateFromQuery(new URLSearchParams(query), NAMES, VOCABULARY)

describe('the car list address: query', () => {
  it('reads filters by facet name, as the demo redirects write them', () => {
    expect(state('car_fuel=El').filters).toEqual({ car_fuel: { values: [{ value: 'El' }] } })
    expect(state('car_vehicle_type=Transportbil&car_fuel=El&sortName=price_asc&keyphrase=dragkrok&page=2')).toEqual({
      filters: { car_vehicle_type: { values: [{ value: 'Transportbil' }] }, car_fuel: { values: [{ value: 'El' }] } },
      sortName: 'price_asc',
      keyphrase: 'dragkrok',
      page: 2,
    })
  })

  it('writes values as the stock does, whatever their case and accents', () => {
    expect(state('car_fuel=el&car_gearbox=AUTOMAT').filters).toEqual({ car_fuel: { values: [{ value: 'El' }] }, car_gearbox: { values: [{ value: 'Automat' }] } })
    expect(state('car_brand%3Ecar_model=skoda%3Eoctavia').filters).toEqual({ [BRAND]: { values: [{ value: 'Škoda', children: [{ value: 'Octavia' }] }] } })
  })

  it('reads a level of the brand and model hierarchy by its own field name (the footer logos and old links)', () => {
    expect(state('car_brand=Skoda').filters).toEqual({ [BRAND]: { values: [{ value: 'Škoda' }] } })
    expect(state('car_brand=Volvo&car_brand=Škoda').filters[BRAND]).toEqual({ values: [{ value: 'Volvo' }, { value: 'Škoda' }] })
    expect(state('car_model=xc60').filters).toEqual({ [BRAND]: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } })
    // A make the stock does not have still filters (to no cars), as the address asked.
    expect(state('car_brand=Lada').filters).toEqual({ [BRAND]: { values: [{ value: 'Lada' }] } })
    expect(state('car_model=Niva').filters).toEqual({})
  })

  it('keeps a value it does not know as it was written', () => {
    expect(resolveFilterValues({ car_fuel: { values: [{ value: 'Vätgas' }] } }, VOCABULARY)).toEqual({ car_fuel: { values: [{ value: 'Vätgas' }] } })
  })

  it('reads back what it writes', () => {
    const written = state('car_brand=volvo&car_model=XC90&car_price=100000-300000&sortName=price_desc&page=3')
    expect(state(formatCarListQuery(written))).toEqual(written)
  })
})

describe('the car list address: facet segments', () => {
  it('reads one segment as the brand, two as brand and model, with their titles and canonical segments', () => {
    expect(pathFacetFilters(['volvo'], VOCABULARY)).toEqual({ filters: { [BRAND]: { values: [{ value: 'Volvo' }] } }, labels: ['Volvo'], segments: ['volvo'] })
    expect(pathFacetFilters(['volvo', 'xc60'], VOCABULARY)).toEqual({
      filters: { [BRAND]: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } },
      labels: ['Volvo', 'XC60'],
      segments: ['volvo', 'xc60'],
    })
  })

  it('reads makes of two words, written with a space or a hyphen, and accents', () => {
    expect(pathFacetFilters(['land%20rover', 'range-rover'], VOCABULARY)?.labels).toEqual(['Land Rover', 'Range Rover'])
    expect(pathFacetFilters(['land-rover'], VOCABULARY)?.labels).toEqual(['Land Rover'])
    expect(pathFacetFilters(['mercedes-benz'], VOCABULARY)?.labels).toEqual(['Mercedes-Benz'])
    expect(pathFacetFilters(['skoda', 'enyaq'], VOCABULARY)?.segments).toEqual(['škoda', 'enyaq'])
  })

  it('reads the other values the hero search writes into the path', () => {
    expect(pathFacetFilters(['volvo', 'automat'], VOCABULARY)).toEqual({
      filters: { [BRAND]: { values: [{ value: 'Volvo' }] }, car_gearbox: { values: [{ value: 'Automat' }] } },
      labels: ['Volvo', 'Automat'],
      segments: ['volvo', 'automat'],
    })
  })

  it('is no list address when a segment names nothing, or there are too many', () => {
    expect(pathFacetFilters(['saab'], VOCABULARY)).toBeNull()
    expect(pathFacetFilters(['volvo', 'v70'], VOCABULARY)).toBeNull()
    expect(pathFacetFilters(['volvo', 'xc60 dragkrok'], VOCABULARY)).toBeNull()
    expect(pathFacetFilters(['%E0%A4%A'], VOCABULARY)).toBeNull()
    expect(pathFacetFilters(['el', 'diesel', 'automat', 'manuell', 'volvo'], VOCABULARY)).toBeNull()
  })

  it('adds the query’s selection to the path’s', () => {
    const path = pathFacetFilters(['volvo'], VOCABULARY)!.filters
    expect(mergeSelections(path, state('car_brand%3Ecar_model=Volvo%3EXC90&car_fuel=El').filters)).toEqual({
      [BRAND]: { values: [{ value: 'Volvo', children: [{ value: 'XC90' }] }] },
      car_fuel: { values: [{ value: 'El' }] },
    })
  })

  it('writes the canonical address of a list with segments', () => {
    expect(facetPath('/kop-bil/alla-bilar-i-lager', ['Volvo', 'XC60'])).toBe('/kop-bil/alla-bilar-i-lager/volvo/xc60')
    expect(facetPath('/bilar/', ['Land Rover'])).toBe('/bilar/land%20rover')
  })
})

describe('carListAddress: the list’s address as the hero search writes it', () => {
  const base = '/kop-bil/alla-bilar-i-lager'
  const volvo = { 'car_brand>car_model': { values: [{ value: 'Volvo' }] } }
  it('writes one make, or one make and one model, as the path', () => {
    expect(carListAddress(base, { filters: volvo, keyphrase: '', page: 0 })).toBe(`${base}/volvo`)
    expect(carListAddress(base, { filters: { 'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }, keyphrase: '', page: 0 })).toBe(`${base}/volvo/xc60`)
    expect(carListAddress(base, { filters: { ...volvo, car_fuel: { values: [{ value: 'El' }] } }, keyphrase: 'drag', page: 0 })).toBe(`${base}/volvo?car_fuel=El&keyphrase=drag`)
    expect(carListAddress(base, { filters: { 'car_brand>car_model': { values: [{ value: 'Land Rover' }] } }, keyphrase: '', page: 0 })).toBe(`${base}/land%20rover`)
  })

  it('keeps two makes, or two models, in the query', () => {
    const two = carListAddress(base, { filters: { 'car_brand>car_model': { values: [{ value: 'Volvo' }, { value: 'Kia' }] } }, keyphrase: '', page: 0 })
    expect(two.startsWith(`${base}?`)).toBe(true)
    const models = carListAddress(base, { filters: { 'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }, { value: 'XC40' }] }] } }, keyphrase: '', page: 0 })
    expect(models.startsWith(`${base}?`)).toBe(true)
    expect(carListAddress(base, { filters: {}, keyphrase: '', page: 0 })).toBe(base)
  })
})
