import { RANGE_FACETS } from './range'
import type { FacetRequest } from './schema'

/** The car list's facets (spec 2 §2 "Car list"), without the stock's schema: browsers read them too. */

export const CAR_BRAND_MODEL_FACET = 'car_brand>car_model'

/** The facets the car list asks for, in the order its filter panel shows them. */
export const CAR_LIST_FACETS: FacetRequest[] = [
  { name: CAR_BRAND_MODEL_FACET, sort_order: 'asc' },
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

