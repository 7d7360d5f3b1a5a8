import { describe, expect, it } from 'vitest'

import {
  RANGE_COMMIT_DELAY_MS,
  RANGE_FACETS,
  clampRange,
  histogramBounds,
  isRangeFacet,
  isValidRange,
  parseRangeInput,
  rangeFilter,
  rangeStep,
  setLower,
  setUpper,
  type Range,
} from './range'

const BOUNDS: Range = [100, 500]

describe('range inputs', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['250000', 250_000],
    ['007', 7],
    ['250 000', 250_000],
    [' 12 ', 12],
    ['250\u00A0000', 250_000],
    ['1\u202F250\u202F000', 1_250_000],
    ['100,000', 100_000],
    ['250 000 kr', 250_000],
    ['abc', 0],
    ['-500', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseRangeInput(text)).toBe(expected)
  })
})

describe('range slider', () => {
  it.each<[Range, [number, number]]>([
    [[200, 300], [200, 300]],
    [[100, 500], [100, 500]],
    [[50, 300], [100, 300]],
    [[200, 900], [200, 500]],
    [[0, 1_000], [100, 500]],
    [[600, 700], [500, 500]],
  ])('clamps %j to the bounds 100–500 as %j', (range, expected) => {
    expect(clampRange(range, BOUNDS)).toEqual(expected)
  })

  it.each<[number, [number, number]]>([
    [250, [250, 300]],
    [300, [300, 300]],
    [400, [400, 400]],
    [50, [100, 300]],
    [900, [500, 500]],
  ])('a lower value of %d on 200–300 gives %j (the upper moves along)', (value, expected) => {
    expect(setLower([200, 300], value, BOUNDS)).toEqual(expected)
  })

  it.each<[number, [number, number]]>([
    [400, [200, 400]],
    [200, [200, 200]],
    [150, [150, 150]],
    [900, [200, 500]],
    [0, [100, 100]],
  ])('an upper value of %d on 200–300 gives %j (the lower moves along)', (value, expected) => {
    expect(setUpper([200, 300], value, BOUNDS)).toEqual(expected)
  })

  it.each<[Range, number]>([
    [[0, 100], 1],
    [[0, 0], 1],
    [[0, 49], 1],
    [[0, 50], 1],
    [[0, 149], 1],
    [[0, 150], 2],
    [[0, 1_000_000], 10_000],
    [[50_000, 1_250_000], 12_000],
  ])('steps %j by %d', (bounds, expected) => {
    expect(rangeStep(bounds)).toBe(expected)
  })

  it.each<[Range, [number, number] | null]>([
    [[100, 500], null],
    [[50, 900], null],
    [[100, 499], [100, 499]],
    [[101, 500], [101, 500]],
    [[200, 300], [200, 300]],
    [[0, 300], [100, 300]],
  ])('filters %j of 100–500 as %j (the full range removes the filter)', (value, expected) => {
    expect(rangeFilter(value, BOUNDS)).toEqual(expected)
  })

  it.each<[unknown[], boolean]>([
    [[1, 2], true],
    [[2, 2], true],
    [[3, 2], false],
    [[], false],
    [[1], false],
    [[1, 2, 3], false],
    [[1, Number.NaN], false],
    [[1, Number.POSITIVE_INFINITY], false],
    [['1', 2], false],
  ])('%j is a valid range: %s', (values, expected) => {
    expect(isValidRange(values)).toBe(expected)
  })

  it('takes its bounds from the first and last histogram buckets', () => {
    expect(histogramBounds([])).toBeNull()
    expect(histogramBounds([{ min: 0, max: 100, count: 3 }])).toEqual([0, 100])
    expect(
      histogramBounds([
        { min: 50_000, max: 100_000, count: 4 },
        { min: 100_000, max: 150_000, count: 0 },
        { min: 150_000, max: 400_000, count: 1 },
      ]),
    ).toEqual([50_000, 400_000])
  })

  it('commits typed values after 1.5 s on the seven range facets', () => {
    expect(RANGE_COMMIT_DELAY_MS).toBe(1_500)
    expect(RANGE_FACETS).toEqual([
      'car_price',
      'car_campaign_price',
      'car_mileage',
      'car_privateleasing_monthly_cost',
      'car_companyleasing_monthly_cost',
      'car_power',
      'gross_price',
    ])
    expect(isRangeFacet('gross_price')).toBe(true)
    expect(isRangeFacet('car_brand')).toBe(false)
  })
})
