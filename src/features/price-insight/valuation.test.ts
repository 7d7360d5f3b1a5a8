import { describe, expect, it } from 'vitest'

import { MarketModel, type MarketCar } from './market-value'
import type { RegisteredCar } from './ports'
import { dealerMargin, DEFAULT_DEALER_MARGIN_PERCENT, instantValuation, valuationQuery, valueRegisteredCar } from './valuation'

const golf = (price: number): MarketCar => ({
  brand: 'Volkswagen',
  model: 'Golf',
  body: 'Halvkombi',
  fuel: 'Bensin',
  gearbox: 'Automat',
  year: 2019,
  mileage: 6_000,
  power: 150,
  price,
  comparable: true,
})
const registered: RegisteredCar = { registrationNumber: 'ABC123', brand: 'Volkswagen', model: 'Golf', buildYear: 2019 }
const register = (car: RegisteredCar | null) => ({ lookup: async () => car })

describe('the sell-car valuation', () => {
  // Eight Golfs, at 190 000 and 210 000 kr: another 2019 Golf with 6 000 mil is worth their geometric mean, 199 750 kr.
  const market = new MarketModel(Array.from({ length: 8 }, (_, at) => golf(at % 2 ? 190_000 : 210_000)))

  it('shows the market value’s range lowered by the dealer margin, in whole thousands of kronor', () => {
    const value = market.value({ brand: 'Volkswagen', model: 'Golf', year: 2019, mileage: 6_000 })!
    expect(value.expected).toBeCloseTo(Math.sqrt(190_000 * 210_000), 4)
    const valuation = valueRegisteredCar(market, registered, 6_000, { currency: 'SEK', marginPercent: 10 })
    expect(valuation).toEqual({
      kind: 'range',
      car: { brand: 'Volkswagen', model: 'Golf', year: 2019 },
      low: Math.floor((value.low * 0.9) / 1_000) * 1_000,
      high: Math.round((value.high * 0.9) / 1_000) * 1_000,
      currency: 'SEK',
      comparables: 8,
      marginPercent: 10,
    })
    // 10 % off 199 750 kr: the range lies around 179 775 kr.
    if (valuation.kind !== 'range') throw new Error('no range')
    expect(valuation.low).toBeLessThan(180_000)
    expect(valuation.high).toBeGreaterThan(180_000)
    expect(valuation.low % 1_000).toBe(0)
  })

  it('rounds pounds and euros to hundreds', () => {
    const valuation = valueRegisteredCar(market, registered, 6_000, { currency: 'EUR', marginPercent: 0 })
    expect(valuation.kind === 'range' && valuation.low % 100 === 0 && valuation.high % 100 === 0).toBe(true)
  })

  it('leaves the valuation to a person with too few comparables, and says the register does not know a number', async () => {
    const few = new MarketModel(Array.from({ length: 3 }, () => golf(200_000)))
    expect(valueRegisteredCar(few, registered, 6_000, { currency: 'SEK', marginPercent: 12 })).toEqual({
      kind: 'manual',
      car: { brand: 'Volkswagen', model: 'Golf', year: 2019 },
    })
    expect(valueRegisteredCar(null, registered, 6_000, { currency: 'SEK', marginPercent: 12 }).kind).toBe('manual')
    const query = valuationQuery.parse({ regNo: 'zzz 999', mileage: '100' })
    expect(
      await instantValuation({ register: register(null), market: async () => market }, query, { currency: 'SEK', marginPercent: 12 }),
    ).toEqual({ kind: 'not-found' })
    expect(
      (
        await instantValuation({ register: register(registered), market: async () => market }, query, {
          currency: 'SEK',
          marginPercent: 12,
        })
      ).kind,
    ).toBe('range')
  })

  it('takes a site’s margin within 0–50 %, the default when unset', () => {
    expect(dealerMargin(null)).toBe(DEFAULT_DEALER_MARGIN_PERCENT)
    expect(dealerMargin(Number.NaN)).toBe(DEFAULT_DEALER_MARGIN_PERCENT)
    expect(dealerMargin(80)).toBe(50)
    expect(dealerMargin(-5)).toBe(0)
    expect(dealerMargin(8)).toBe(8)
  })

  it('reads a registration number as the forms write it, and a whole mileage', () => {
    expect(valuationQuery.parse({ regNo: ' abc-123 ', mileage: '6500' })).toEqual({ regNo: 'ABC123', mileage: 6_500 })
    for (const bad of [
      { regNo: 'A', mileage: '1' },
      { regNo: 'ABC123', mileage: '-1' },
      { regNo: 'ABC123', mileage: '1.5' },
      { regNo: 'ABC123', mileage: '999999999' },
      { regNo: '<script>', mileage: '1' },
      { regNo: 'ABC123' },
      { regNo: 'ABC123', mileage: '1', other: 'x' },
    ]) {
      expect(valuationQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
