import { describe, expect, it } from 'vitest'

import { MarketModel, MIN_COMPARABLES, RANGE_SPREADS, ratingOf, type MarketCar } from './market-value'

const golf = (overrides: Partial<MarketCar> = {}): MarketCar => ({
  brand: 'Volkswagen',
  model: 'Golf',
  body: 'Halvkombi',
  fuel: 'Bensin',
  gearbox: 'Automat',
  year: 2020,
  mileage: 6_000,
  power: 150,
  price: 200_000,
  comparable: true,
  ...overrides,
})

const times = (count: number, make: (at: number) => MarketCar): MarketCar[] => Array.from({ length: count }, (_, at) => make(at))

describe('the market value of a stock car', () => {
  it('is worked out by hand for six equal comparables and one cheaper car', () => {
    // Six Golfs at 200 000 kr and one at 180 000 kr, all of the same year, mileage and power: the line is flat.
    // d = ln(200 000 / 180 000) = 0.105361. The stock's scatter: Σ(y − ȳ)² = d²·42/49 over 7 − 1 cars,
    // s0² = 0.0015856. The cheap car against the six others: no scatter of their own, so
    // spread² = 6·s0² / (5 + 6) · (1 + 1/6) = 0.0010090, spread = 0.031765.
    const cars = [...times(6, () => golf()), golf({ price: 180_000 })]
    const model = new MarketModel(cars)
    const cheap = model.rate(6)
    expect(cheap.rating).toBe('good')
    expect(cheap.value!.comparables).toBe(6)
    expect(cheap.value!.level).toBe('body-fuel-gearbox')
    expect(cheap.value!.expected).toBeCloseTo(200_000, 6)
    expect(cheap.value!.averagePrice).toBe(200_000)
    expect(cheap.value!.spread).toBeCloseTo(0.031765, 5)
    expect(cheap.value!.low).toBeCloseTo(200_000 * Math.exp(-RANGE_SPREADS * 0.031765), -1)
    expect(Math.round(cheap.value!.low / 100) * 100).toBe(189_800)
    expect(Math.round(cheap.value!.high / 100) * 100).toBe(210_700)
    expect(cheap.ratio).toBeCloseTo(0.9, 10)

    // One of the 200 000 kr cars against the other six: mean log price ln 200 000 − d/6, 196 519 kr; 1.8 % over is fair.
    const usual = model.rate(0)
    expect(usual.value!.expected).toBeCloseTo(200_000 * Math.exp(-Math.log(200_000 / 180_000) / 6), 4)
    expect(Math.round(usual.value!.expected)).toBe(196_519)
    expect(usual.value!.averagePrice).toBeCloseTo((5 * 200_000 + 180_000) / 6, 6)
    expect(usual.rating).toBe('fair')
  })

  it('follows the line of age and mileage that exact prices lie on', () => {
    // price = 300 000 · e^(−0.1 · age − 0.05 · mileage / 1 000), age counted from model year 2024.
    const price = (year: number, mileage: number) => 300_000 * Math.exp(-0.1 * (2024 - year) - 0.05 * (mileage / 1_000))
    const cars = times(24, (at) => {
      const year = 2019 + (at % 6)
      const mileage = 1_000 + ((at * 7) % 11) * 1_000
      return golf({ year, mileage, price: price(year, mileage) })
    })
    const model = new MarketModel(cars, { referenceYear: 2024 })
    // A visitor's 2021 Golf with 3 000 mil: 300 000 · e^(−0.3 − 0.15) = 191 288 kr, with no scatter around it
    // but the stock's (zero) and the uncertainty of where it lies on the line.
    const value = model.value({ brand: 'Volkswagen', model: 'Golf', year: 2021, mileage: 3_000 })!
    expect(value.expected).toBeCloseTo(300_000 * Math.exp(-0.45), 3)
    expect(Math.round(value.expected)).toBe(191_288)
    expect(value.level).toBe('model')
    expect(value.comparables).toBe(24)
    // Every stock car sits on the line: each is at its market value, a fair price.
    for (let position = 0; position < cars.length; position++) {
      const insight = model.rate(position)
      expect(insight.ratio).toBeCloseTo(1, 8)
      expect(insight.rating).toBe('fair')
    }
  })

  it('gives no rating with fewer than six comparables, and says why', () => {
    expect(MIN_COMPARABLES).toBe(6)
    const fewer = new MarketModel(times(MIN_COMPARABLES, () => golf()))
    expect(fewer.rate(0)).toEqual({ rating: null, reason: 'too-few', value: null, ratio: null })
    expect(fewer.value({ brand: 'Volkswagen', model: 'Golf', year: 2020, mileage: 5_000 })!.comparables).toBe(MIN_COMPARABLES)
    expect(new MarketModel(times(MIN_COMPARABLES + 1, () => golf())).rate(0).rating).toBe('fair')
    expect(new MarketModel(times(3, () => golf())).value({ brand: 'Volkswagen', model: 'Golf', year: 2020, mileage: 5_000 })).toBeNull()
  })

  it('never rates nor compares with sample cars, campaign prices or cars without a price', () => {
    const cars = [...times(6, () => golf()), golf({ comparable: false }), golf({ price: 0 }), golf({ price: 150_000, comparable: false })]
    const model = new MarketModel(cars)
    expect(model.rate(6)).toMatchObject({ rating: null, reason: 'not-rated' })
    expect(model.rate(7)).toMatchObject({ rating: null, reason: 'not-rated' })
    // Five others: the campaign car and the car without a price do not count.
    expect(model.rate(0)).toMatchObject({ rating: null, reason: 'too-few' })
  })

  it('widens from body, fuel and gearbox to the fuel and then the model, within a window of model years', () => {
    const cars = [
      ...times(4, () => golf()),
      ...times(3, () => golf({ gearbox: 'Manuell' })),
      ...times(2, () => golf({ fuel: 'Diesel' })),
      // Too old to compare with a 2020 car at any level (more than four model years apart).
      ...times(10, () => golf({ year: 2014 })),
    ]
    const model = new MarketModel(cars)
    const petrol = model.rate(0)
    expect(petrol.value).toMatchObject({ level: 'fuel', comparables: 6, years: [2020, 2020] })
    const diesel = model.rate(7)
    expect(diesel.value).toMatchObject({ level: 'model', comparables: 8, years: [2020, 2020] })
    // The register's description (make, model, year): the model level, with every comparable car of the window.
    expect(model.value({ brand: 'volkswagen', model: 'GOLF', year: 2019, mileage: 6_000 })).toMatchObject({
      level: 'model',
      comparables: 9,
    })
    expect(model.value({ brand: 'Volkswagen', model: 'Golf', year: 2016, mileage: 6_000 })).toMatchObject({
      level: 'model',
      comparables: 19,
      years: [2014, 2020],
    })
  })

  it('finds a model by its engine, as a register names it (BMW 320d)', () => {
    const bmw = (version: number) => golf({ brand: 'BMW', model: '3-serie', power: 190 + version })
    const model = new MarketModel(times(8, bmw), { versions: Array.from({ length: 8 }, () => '320d M Sport') })
    expect(model.modelName('BMW', '320d')).toBe('3-serie')
    expect(model.modelName('BMW', '3-serie')).toBe('3-serie')
    expect(model.value({ brand: 'BMW', model: '320d', year: 2020, mileage: 5_000 })?.comparables).toBe(8)
  })
})

describe('the rating of a price', () => {
  it('is good well under the market value, high well over it, fair between', () => {
    const value = { expected: 100_000, spread: 0.05 }
    expect(ratingOf(95_000, value)).toBe('good') // −1.03 spreads, 5 % under
    expect(ratingOf(96_000, value)).toBe('fair') // −0.82 spreads
    expect(ratingOf(105_500, value)).toBe('high') // +1.07 spreads, 5.5 % over
    expect(ratingOf(104_500, value)).toBe('fair') // +0.88 spreads
    expect(ratingOf(100_000, value)).toBe('fair')
  })

  it('does not call a price good for a hair under a tight market value', () => {
    // With a spread of 1 %, 2 % under is 2 spreads, yet too little to call a deal.
    expect(ratingOf(98_000, { expected: 100_000, spread: 0.01 })).toBe('fair') // −2.0 spreads, but only 2 % under
    expect(ratingOf(96_000, { expected: 100_000, spread: 0.01 })).toBe('good')
  })
})
