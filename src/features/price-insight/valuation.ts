import { z } from 'zod'

import type { MarketModel } from './market-value'
import type { RegisteredCar, VehicleRegisterLookup } from './ports'
import type { InstantValuation, ValuedCar } from './valuation-answer'

/**
 * The sell-car form's instant valuation (issue 46, part 3): the registration number gives the car's make, model
 * and model year (the vehicle register), the visitor gives its mileage, and the market model of the site's stock
 * values it from the same comparables a stock car is rated against; the range shown is that value's range
 * lowered by the site's dealer margin (what the group keeps for preparing and selling the car). With too few
 * comparables, or a car the register does not know, the visitor is told that a person will value it.
 */

/** The dealer margin when a site has none set (Sites → Settings, admins only), in per cent. */
export const DEFAULT_DEALER_MARGIN_PERCENT = 12
export const MAX_DEALER_MARGIN_PERCENT = 50
/** The mileage a valuation takes, as the lead form takes it. */
export const MAX_VALUATION_MILEAGE = 10_000_000

/** The query of `GET /api/valuation`: a registration number as the forms take it, and the mileage in the site's unit. */
export const valuationQuery = z.strictObject({
  regNo: z
    .string()
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9ÅÄÖ]{2,7}$/, 'A registration number is 2–7 letters and digits.')),
  mileage: z
    .string()
    .regex(/^\d{1,8}$/, 'The mileage is a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_VALUATION_MILEAGE, `The mileage is at most ${MAX_VALUATION_MILEAGE}.`)),
})
export type ValuationQuery = z.infer<typeof valuationQuery>

export type { InstantValuation, ValuedCar } from './valuation-answer'
export { valuedCarName } from './valuation-answer'

/** Prices as dealers write them: whole thousands of kronor, hundreds of pounds or euros. */
export const valuationStep = (currency: string): number => (currency === 'SEK' || currency === 'NOK' ? 1_000 : 100)

/** The dealer margin a site's setting gives: its number within 0–50 %, the default when unset. */
export function dealerMargin(setting: number | null | undefined): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return DEFAULT_DEALER_MARGIN_PERCENT
  return Math.min(MAX_DEALER_MARGIN_PERCENT, Math.max(0, setting))
}

/** The valuation of a registered car with this mileage (in the stock's unit) against a country's market model. */
export function valueRegisteredCar(
  market: MarketModel | null,
  car: RegisteredCar,
  mileage: number,
  options: { currency: string; marginPercent: number },
): InstantValuation {
  const valued: ValuedCar = { brand: car.brand, model: car.model, year: car.buildYear }
  const value = market?.value({ brand: car.brand, model: car.model, year: car.buildYear, mileage }) ?? null
  if (!value) return { kind: 'manual', car: valued }
  const keep = 1 - dealerMargin(options.marginPercent) / 100
  const step = valuationStep(options.currency)
  const low = Math.floor((value.low * keep) / step) * step
  const high = Math.max(low + step, Math.round((value.high * keep) / step) * step)
  return {
    kind: 'range',
    car: valued,
    low,
    high,
    currency: options.currency,
    comparables: value.comparables,
    marginPercent: dealerMargin(options.marginPercent),
  }
}

/** The whole valuation: the register first, then the market model. */
export async function instantValuation(
  deps: { register: VehicleRegisterLookup; market: () => Promise<MarketModel | null> },
  query: ValuationQuery,
  options: { currency: string; marginPercent: number },
): Promise<InstantValuation> {
  const car = await deps.register.lookup(query.regNo)
  if (!car) return { kind: 'not-found' }
  return valueRegisteredCar(await deps.market(), car, query.mileage, options)
}
