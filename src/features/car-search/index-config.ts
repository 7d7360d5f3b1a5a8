import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import { PRICE_INSIGHT_FIELDS, ratingRank, ratingRatio, type RatedCar } from '@/features/price-insight/car-insight'
import { CAR_FIELDS, type Car } from '@/features/stock/car'

import type { IndexConfig } from './engine'
import { CAR_BRAND_MODEL_FACET, PRICE_RATING_SORT } from './list-facets'
import { RANGE_FACETS } from './range'

/**
 * What the vehicle and site indices offer (spec 2 §3, §5, §7): text searched by the keyphrase, facets,
 * filters and named sorts. The engine (`engine/`) builds one index per country from these.
 */

/** Car fields holding objects or lists of objects: read on the car page, never filtered on. */
const STRUCTURED_CAR_FIELDS: ReadonlySet<keyof Car> = new Set<keyof Car>([
  'car_sellers',
  'car_campaigns',
  'car_loan_option',
  'car_leasing_options',
  'car_company_leasing_option',
  'car_private_leasing_option',
  'car_images',
  'car_primary_image',
  'car_media',
])

/** Every scalar field of a car, and the equipment list (a car matches when it has the item). */
export const CAR_FILTER_FIELDS: readonly (keyof Car)[] = CAR_FIELDS.filter((field) => !STRUCTURED_CAR_FIELDS.has(field))

/** The range facets of spec 2 §5 (the car list's range sliders), fields of the car. */
export const CAR_RANGE_FACETS = RANGE_FACETS satisfies readonly (keyof Car)[]

export { CAR_BRAND_MODEL_FACET, CAR_LIST_FACETS } from './list-facets'

/** The price a visitor pays: the campaign price when there is one (greater than 0), else the price (spec 2 §2, car detail). */
export const effectivePrice = (car: Pick<Car, 'car_price' | 'car_campaign_price'>): number => (car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price)

const publishedAt = (car: Car): number | null => {
  const time = Date.parse(car.indexed_at)
  return Number.isNaN(time) ? null : time
}


/** The vehicle index: the stock's cars with the price insight the build adds (`buildVehicleIndex`). */
export const VEHICLE_INDEX_CONFIG: IndexConfig<RatedCar> = {
  fields: [...CAR_FIELDS, ...PRICE_INSIGHT_FIELDS],
  idField: 'car_id',
  textFields: [
    'car_brand',
    'car_model',
    'car_model_text',
    'car_version',
    'car_trim_package',
    'car_body',
    'car_year',
    'car_fuel',
    'car_gearbox',
    'car_drive',
    'car_color',
    'car_condition',
    'car_vehicle_type',
    'car_site_name',
    'car_site_city',
    'car_site_region',
    'car_campaigns.title',
    'car_equipment',
    'car_description',
  ],
  valueFacets: [
    'car_brand',
    'car_model',
    'car_version',
    'car_body',
    'car_fuel',
    'car_gearbox',
    'car_drive',
    'car_color',
    'car_year',
    'car_doors',
    'car_seats',
    'car_condition',
    'car_is_used',
    'car_is_sample',
    'car_vehicle_type',
    'car_vehicle_type_code',
    'car_site_id',
    'car_site_city',
    'car_site_region',
    'car_site_name',
    'car_equipment',
    'car_price_rating',
  ],
  histogramFacets: CAR_RANGE_FACETS,
  filterFields: CAR_FILTER_FIELDS,
  hierarchies: [CAR_BRAND_MODEL_FACET],
  sorts: {
    price_asc: [{ compute: effectivePrice, direction: 'asc' }],
    price_desc: [{ compute: effectivePrice, direction: 'desc' }],
    mileage_asc: [{ field: 'car_mileage', direction: 'asc' }],
    mileage_desc: [{ field: 'car_mileage', direction: 'desc' }],
    year_desc: [{ field: 'car_year', direction: 'desc' }],
    year_asc: [{ field: 'car_year', direction: 'asc' }],
    newest: [{ compute: publishedAt, direction: 'desc' }],
    /** The dealer-site page's latest arrivals, "sorted by publish date ascending" (spec 2 §2). */
    oldest: [{ compute: publishedAt, direction: 'asc' }],
    privateleasing_asc: [{ field: 'car_privateleasing_monthly_cost', direction: 'asc' }],
    companyleasing_asc: [{ field: 'car_companyleasing_monthly_cost', direction: 'asc' }],
    brand_asc: [
      { field: 'car_brand', direction: 'asc' },
      { field: 'car_model', direction: 'asc' },
    ],
    /** Good prices first, each band by how far under its market value; unrated cars last. */
    [PRICE_RATING_SORT]: [
      { compute: ratingRank, direction: 'asc' },
      { compute: ratingRatio, direction: 'asc' },
    ],
    relevance: 'relevance',
  },
  defaultSort: 'newest',
}

/** Every field of a site document, checked against its type so a new field cannot be forgotten. */
const SITE_FIELD_KINDS = {
  site_id: 'scalar',
  slug: 'scalar',
  site_official_name: 'scalar',
  site_street: 'scalar',
  site_zip: 'scalar',
  site_city: 'scalar',
  site_phone: 'scalar',
  site_email: 'scalar',
  site_image_url: 'scalar',
  site_primary_image: 'structured',
  site_geocoord: 'scalar',
  site_region: 'scalar',
  site_brands: 'scalar',
  website_city: 'scalar',
  website_sort_order: 'scalar',
  site_departments: 'structured',
} as const satisfies Record<keyof DealerSiteDocument, 'scalar' | 'structured'>

export const SITE_FIELDS = Object.keys(SITE_FIELD_KINDS) as Array<keyof DealerSiteDocument>

/** Every scalar field of a site (site_brands is a list of names), and the brands and groups of its departments. */
export const SITE_FILTER_FIELDS: readonly string[] = [
  ...SITE_FIELDS.filter((field) => SITE_FIELD_KINDS[field] === 'scalar'),
  'site_departments.brands.name',
  'site_departments.brands.brand_code',
  'site_departments.group',
  // The service an address asks for (spec 1 §2.7 `site_departments.service_name`).
  'site_departments.department_type',
]

export const SITE_INDEX_CONFIG: IndexConfig<DealerSiteDocument> = {
  fields: SITE_FIELDS,
  idField: 'site_id',
  textFields: [
    'site_official_name',
    'site_city',
    'website_city',
    'site_street',
    'site_region',
    'site_brands',
    'site_departments.name',
    'site_departments.official_name',
    'site_departments.brands.name',
  ],
  valueFacets: ['site_city', 'site_region', 'website_city', 'site_brands', 'site_departments.brands.name', 'site_departments.group'],
  histogramFacets: [],
  filterFields: SITE_FILTER_FIELDS,
  sorts: {
    /** The site list's order (spec 2 §2): the editors' order, then by name. */
    website_sort_order: [
      { field: 'website_sort_order', direction: 'asc' },
      { field: 'site_official_name', direction: 'asc' },
    ],
    name_asc: [{ field: 'site_official_name', direction: 'asc' }],
    relevance: 'relevance',
  },
  defaultSort: 'website_sort_order',
}
