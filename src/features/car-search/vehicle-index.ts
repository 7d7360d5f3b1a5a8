import { ratePrices } from '@/features/price-insight/car-insight'
import type { MarketModel } from '@/features/price-insight/market-value'
import type { Car } from '@/features/stock/car'

import { buildIndex, type BuildOptions, type SearchIndex } from './engine'
import { VEHICLE_INDEX_CONFIG } from './index-config'

/**
 * A country's vehicle index as every instance builds it: each car's price insight first (written onto the car,
 * so the list filters and sorts on it and the car page reads it), then the index, which takes the cars over.
 * The market model is kept beside the index: the sell-car form's valuation asks it.
 */
export type VehicleIndex = { index: SearchIndex<object>; market: MarketModel }

export function buildVehicleIndex(cars: Car[], options: { locale?: string; build?: BuildOptions } = {}): VehicleIndex {
  const market = ratePrices(cars)
  const index = buildIndex(
    cars as object[],
    { ...VEHICLE_INDEX_CONFIG, locale: options.locale } as Parameters<typeof buildIndex<object>>[1],
    options.build,
  )
  return { index, market }
}
