import { describe, expect, it } from 'vitest'

import { carCardView, type CarCardDoc } from '@/features/car-search/car-card'
import type { Car } from '@/features/stock/car'

import { comparablesFilters, ratePrices, ratingRank, ratingRatio, type RatedCar } from './car-insight'

/** The fields the price insight reads (the rest of a stock car does not matter to it). */
const stockCar = (id: number, overrides: Partial<Car> = {}): Car =>
  ({
    car_id: String(1000 + id),
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_version: 'B4 Plus',
    car_body: 'SUV',
    car_fuel: 'Bensin',
    car_gearbox: 'Automat',
    car_year: 2021,
    car_mileage: 5_000,
    car_power: 197,
    car_price: 400_000,
    car_campaign_price: 0,
    car_is_sample: false,
    ...overrides,
  }) as Car

describe('the price insight of the stock', () => {
  const cars = [
    ...Array.from({ length: 8 }, (_, at) => stockCar(at)),
    stockCar(8, { car_price: 340_000 }),
    stockCar(9, { car_price: 460_000 }),
  ]
  cars.push(
    stockCar(10, { car_campaign_price: 350_000 }),
    stockCar(11, { car_is_sample: true }),
    stockCar(12, { car_price: 0 }),
    stockCar(13, { car_brand: 'Kia', car_model: 'Niro' }),
  )
  ratePrices(cars)
  const rated = cars as RatedCar[]

  it('writes each car’s rating and insight onto it', () => {
    expect(rated[8]!.car_price_rating).toBe('good')
    expect(rated[9]!.car_price_rating).toBe('high')
    expect(rated[0]!.car_price_rating).toBe('fair')
    expect(rated[8]!.car_price_insight).toMatchObject({
      rating: 'good',
      reason: null,
      comparables: 9,
      level: 'body-fuel-gearbox',
      years: [2021, 2021],
    })
    // The mean of the other nine asking prices: 8 × 400 000 + 460 000.
    expect(rated[8]!.car_price_insight).toMatchObject({ average_price: Math.round((8 * 400_000 + 460_000) / 9) })
    const insight = rated[8]!.car_price_insight as Extract<RatedCar['car_price_insight'], { reason: null }>
    expect(insight.low).toBeLessThan(insight.expected)
    expect(insight.high).toBeGreaterThan(insight.expected)
    expect(Number.isInteger(insight.expected)).toBe(true)
  })

  it('gives campaign prices, sample cars and cars without a price no rating and no insight', () => {
    for (const car of rated.slice(10, 13)) expect([car.car_price_rating, car.car_price_insight]).toEqual([null, null])
  })

  it('says so when a car has too few comparables', () => {
    expect(rated[13]!.car_price_rating).toBeNull()
    expect(rated[13]!.car_price_insight).toEqual({ rating: null, reason: 'too-few' })
  })

  it('sorts good prices first, each band by how far under its market value, unrated cars last', () => {
    expect(ratingRank(rated[8]!)).toBe(0)
    expect(ratingRank(rated[0]!)).toBe(1)
    expect(ratingRank(rated[9]!)).toBe(2)
    expect(ratingRank(rated[13]!)).toBeNull()
    expect(ratingRatio(rated[8]!)).toBeLessThan(ratingRatio(rated[0]!)!)
    expect(ratingRatio(rated[13]!)).toBeNull()
  })

  it('finds the comparables again by search filters: make, model, fuel, body, gearbox, model years, no sample cars', () => {
    const insight = rated[8]!.car_price_insight as Extract<RatedCar['car_price_insight'], { reason: null }>
    expect(comparablesFilters(rated[8]!, { ...insight, years: [2020, 2022] })).toEqual([
      { name: 'car_brand', values: [{ value: 'Volvo' }] },
      { name: 'car_model', values: [{ value: 'XC60' }] },
      { name: 'car_fuel', values: [{ value: 'Bensin' }] },
      { name: 'car_body', values: [{ value: 'SUV' }] },
      { name: 'car_gearbox', values: [{ value: 'Automat' }] },
      { name: 'car_year', values: [{ value: 2020 }, { value: 2021 }, { value: 2022 }] },
      { name: 'car_is_sample', values: [{ value: false }] },
    ])
    expect(comparablesFilters(rated[8]!, { ...insight, level: 'model' }).map((filter) => filter.name)).toEqual([
      'car_brand',
      'car_model',
      'car_year',
      'car_is_sample',
    ])
  })

  it('shows on a car card where the site shows ratings, never beside a campaign price', () => {
    const card = (car: Partial<CarCardDoc>, priceRating: boolean) =>
      carCardView(
        {
          car_id: '1',
          slug: 'volvo',
          car_brand: 'Volvo',
          car_model: 'XC60',
          car_version: '',
          car_body: '',
          car_year: 2021,
          car_mileage_text: '',
          car_fuel: '',
          car_gearbox: '',
          car_price: 340_000,
          car_price_currency: 'SEK',
          car_campaign_price: 0,
          car_retail_price: 0,
          car_loan_monthly_cost: null,
          car_privateleasing_monthly_cost: null,
          car_vat_eligible: false,
          car_primary_image: null,
          ...car,
        },
        { locale: 'sv-SE', detailBase: '/bilar', deductibleVat: false, priceRating },
      )
    expect(card({ car_price_rating: 'good' }, true).rating).toBe('good')
    expect(card({ car_price_rating: 'good' }, false).rating).toBeNull()
    expect(card({ car_price_rating: 'good', car_campaign_price: 330_000 }, true).rating).toBeNull()
    expect(card({}, true).rating).toBeNull()
  })
})
