import { COMPUTED_CAR_FIELDS, type Car } from '@/features/stock/car'

import { MarketModel, type ComparableLevel, type MarketCar, type MarketModelOptions, type PriceRating } from './market-value'

/**
 * The price insight of the stock's cars as the search index holds them (issue 46, parts 1 and 2): computed for
 * every car whenever a country's index is built (and so after every import and every editor's change), kept
 * on the car's document as two fields the car list filters and sorts on and the car page reads.
 */

/** What the car page's panel says about a car's price. */
export type CarPriceInsight =
  | {
      rating: PriceRating
      reason: null
      /** The typical price of the car, and the range most such cars are priced in (whole currency units). */
      expected: number
      low: number
      high: number
      /** How many comparable cars, their mean asking price, and which of them (see `comparablesFilters`). */
      comparables: number
      average_price: number
      level: ComparableLevel
      years: [number, number]
      /** Price over the expected price. */
      ratio: number
    }
  /** A car that could be rated but has too few comparables: the page says so. */
  | { rating: null; reason: 'too-few' }

/** The fields the index adds to each car. `car_price_rating` is null for a car without a rating. */
export type PriceInsightFields = {
  car_price_rating: PriceRating | null
  /** Null for a car that is never rated (a sample car, a campaign price, no price). */
  car_price_insight: CarPriceInsight | null
}

export type RatedCar = Car & PriceInsightFields

export const PRICE_INSIGHT_FIELDS = COMPUTED_CAR_FIELDS satisfies readonly (keyof PriceInsightFields)[]

/** The ratings' values, best first: the car list's filter offers 'good', its sort orders by this. */
export const PRICE_RATINGS = ['good', 'fair', 'high'] as const satisfies readonly PriceRating[]

/** What the model reads of a stock car: campaign prices, sample cars and cars without a price are never rated nor compared with. */
export function marketCarOf(
  car: Pick<
    Car,
    | 'car_brand'
    | 'car_model'
    | 'car_body'
    | 'car_fuel'
    | 'car_gearbox'
    | 'car_year'
    | 'car_mileage'
    | 'car_power'
    | 'car_price'
    | 'car_campaign_price'
    | 'car_is_sample'
  >,
): MarketCar {
  return {
    brand: car.car_brand,
    model: car.car_model,
    body: car.car_body,
    fuel: car.car_fuel,
    gearbox: car.car_gearbox,
    year: car.car_year,
    mileage: car.car_mileage,
    power: car.car_power,
    price: car.car_price,
    comparable: !car.car_is_sample && !(car.car_campaign_price > 0) && car.car_price > 0,
  }
}

/**
 * Rates every car of a country's stock and writes its insight onto the car (the index's documents, before the
 * index takes them); returns the model, which values cars that are not in the stock.
 */
export function ratePrices(cars: Car[], options: MarketModelOptions = {}): MarketModel {
  const model = new MarketModel(cars.map(marketCarOf), { ...options, versions: cars.map((car) => car.car_version) })
  for (let position = 0; position < cars.length; position++) {
    const insight = model.rate(position)
    const car = cars[position] as RatedCar
    if (insight.rating === null) {
      car.car_price_rating = null
      car.car_price_insight = insight.reason === 'too-few' ? { rating: null, reason: 'too-few' } : null
      continue
    }
    const value = insight.value
    car.car_price_rating = insight.rating
    car.car_price_insight = {
      rating: insight.rating,
      reason: null,
      expected: Math.round(value.expected),
      low: Math.round(value.low),
      high: Math.round(value.high),
      comparables: value.comparables,
      average_price: Math.round(value.averagePrice),
      level: value.level,
      years: value.years,
      ratio: Math.round(insight.ratio * 10_000) / 10_000,
    }
  }
  return model
}

/** The car list's sort by rating: good prices first, each band by how far under its market value. Unrated cars last. */
export const ratingRank = (car: Partial<PriceInsightFields>): number | null => {
  const rating = car.car_price_rating
  return rating ? PRICE_RATINGS.indexOf(rating) : null
}
export const ratingRatio = (car: Partial<PriceInsightFields>): number | null =>
  car.car_price_insight?.rating ? car.car_price_insight.ratio : null

/** The search filters that find a rated car's comparables (the car page's picture of them). */
export function comparablesFilters(
  car: Pick<Car, 'car_brand' | 'car_model' | 'car_body' | 'car_fuel' | 'car_gearbox'>,
  insight: Extract<CarPriceInsight, { reason: null }>,
) {
  const values = (value: string | number | boolean) => ({ values: [{ value }] })
  const years: Array<{ value: number }> = []
  for (let year = insight.years[0]; year <= insight.years[1]; year++) years.push({ value: year })
  return [
    { name: 'car_brand', ...values(car.car_brand) },
    { name: 'car_model', ...values(car.car_model) },
    ...(insight.level !== 'model' ? [{ name: 'car_fuel', ...values(car.car_fuel) }] : []),
    ...(insight.level === 'body-fuel-gearbox'
      ? [
          { name: 'car_body', ...values(car.car_body) },
          { name: 'car_gearbox', ...values(car.car_gearbox) },
        ]
      : []),
    { name: 'car_year', values: years },
    { name: 'car_is_sample', ...values(false) },
  ]
}
