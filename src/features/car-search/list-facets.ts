import { RANGE_FACETS } from './range'
import type { FacetRequest } from './schema'

/** The car list's facets (spec 2 §2 "Car list"), without the stock's schema: browsers read them too. */

export const CAR_BRAND_MODEL_FACET = 'car_brand>car_model'
/** The price rating's facet and sort (issue 46): the list's filter for good prices and its sort by rating. */
export const PRICE_RATING_FACET = 'car_price_rating'
export const PRICE_RATING_SORT = 'price_rating'
/** The bands as the index writes them, best first (the order the filter lists them in). */
export const PRICE_RATING_VALUES = ['good', 'fair', 'high'] as const

/** The facets the car list asks for, in the order its filter panel shows them. */
export const CAR_LIST_FACETS: FacetRequest[] = [
  { name: CAR_BRAND_MODEL_FACET, sort_order: 'asc' },
  { name: PRICE_RATING_FACET, sort_order: 'asc' },
  ...(
    [
      'car_body',
      'car_fuel',
      'car_gearbox',
      'car_drive',
      'car_color',
      'car_year',
      'car_condition',
      'car_vehicle_type',
      'car_site_city',
      'car_site_region',
      'car_site_name',
      'car_equipment',
    ] as const
  ).map((name): FacetRequest => ({ name, sort_order: 'asc' })),
  ...RANGE_FACETS.map((name): FacetRequest => ({ name, sort_order: 'asc' })),
]

