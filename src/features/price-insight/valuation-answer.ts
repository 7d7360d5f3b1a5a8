/** The sell-car valuation's answer (`GET /api/valuation`), as the browser reads it: no schema library in its bundle. */

export type ValuedCar = { brand: string; model: string; year: number }

export type InstantValuation =
  /** A range to show: the market value's range less the dealer margin, rounded as prices are written. */
  | { kind: 'range'; car: ValuedCar; low: number; high: number; currency: string; comparables: number; marginPercent: number }
  /** The register knows the car, but the stock has too few like it: a person values it. */
  | { kind: 'manual'; car: ValuedCar }
  /** The register does not know the registration number. */
  | { kind: 'not-found' }

/** The car in a few words: 'Volkswagen Golf 2019'. */
export const valuedCarName = (car: ValuedCar): string => `${car.brand} ${car.model} ${car.year}`.trim()
