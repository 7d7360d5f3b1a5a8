import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import type { DealerSiteDocument, Department } from '@/features/dealer-sites/dealer-site'
import { carSchema, type Car } from '@/features/stock/car'

import { buildIndex, search, UnknownFacetError } from './engine'
import { CAR_FILTER_FIELDS, CAR_LIST_FACETS, CAR_RANGE_FACETS, SITE_FIELDS, SITE_INDEX_CONFIG, VEHICLE_INDEX_CONFIG } from './index-config'
import { facetRequestSchema, searchRequestSchema, type SearchRequest } from './schema'

/** The kind of a schema field under nullable/optional: 'string', 'number', 'array', 'object', … */
function kindOf(schema: z.ZodType): string {
  let def = schema._zod.def as { type: string; innerType?: z.ZodType }
  while ((def.type === 'nullable' || def.type === 'optional' || def.type === 'default') && def.innerType) def = def.innerType._zod.def as typeof def
  return def.type
}

const car = (overrides: Partial<Car>): Car =>
  carSchema.parse({
    car_id: '1000001',
    slug: 'volvo-xc60-b4',
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_model_text: 'XC60 B4 AWD',
    car_version: 'Plus Dark',
    car_body: 'SUV',
    car_year: 2022,
    car_fuel: 'Bensin',
    car_gearbox: 'Automat',
    car_drive: 'Fyrhjulsdrift',
    car_color: 'Svart',
    car_doors: 5,
    car_seats: 5,
    car_condition: 'Begagnad',
    car_is_used: true,
    car_is_sample: false,
    car_trim_package: null,
    car_mileage: 4_500,
    car_mileage_text: '4 500 mil',
    car_odometer: 4_500,
    car_odometer_unit: 'mil',
    car_power: 197,
    car_power_text: '197 hk',
    car_acceleration_text: '8,2 s',
    car_cargo_volume_text: '483 l',
    car_height_text: '1 658 mm',
    car_length_text: '4 708 mm',
    car_width_text: '1 902 mm',
    car_ncapstars: 5,
    car_firstregistration: '2022-03-14',
    car_regno: 'ABC123',
    car_chassino: 'YV1UZA8V1N1000001',
    car_vehicle_type_code: 'PC',
    car_vehicle_type: 'Personbil',
    car_vat_eligible: false,
    caroftheweek: false,
    car_site_id: '101',
    car_site_name: 'Bilhallen Södertälje',
    car_site_city: 'Södertälje',
    car_site_region: 'Stockholm',
    car_site_leads_email: 'leads@example.se',
    car_sellers: [{ name: 'Anna Berg', phone: '08-123 45 67', email: 'anna@example.se' }],
    car_price: 459_900,
    car_price_currency: 'SEK',
    car_price_text: '459 900 kr',
    car_price_title: 'Pris',
    car_retail_price: 459_900,
    car_retail_price_text: '459 900 kr',
    car_retail_price_exkl_vat: 367_920,
    car_campaign_price: 0,
    car_campaign_price_text: '',
    car_campaign_price_exkl_vat: 0,
    gross_price: 0,
    car_has_campaign_price: false,
    car_has_campaign_loan: false,
    car_has_campaign_companyleasing: false,
    car_has_campaign_privateleasing: false,
    car_campaigns: [],
    car_has_companyleasing: false,
    car_has_privateleasing: false,
    car_loan_monthly_cost: null,
    car_loan_monthly_cost_text: '',
    car_loan_option: null,
    car_privateleasing_monthly_cost: null,
    car_privateleasing_monthly_cost_text: '',
    car_companyleasing_monthly_cost: null,
    car_companyleasing_monthly_cost_text: '',
    car_leasing_options: [],
    car_company_leasing_option: null,
    car_private_leasing_option: null,
    car_beneficial_value: null,
    car_pbbratio: null,
    car_companyerpid: 'C1',
    car_departmenterpid: 'D1',
    car_equipment: ['Dragkrok', 'Backkamera'],
    car_description: 'Välvårdad bil med automatlåda.',
    car_images: [],
    car_primary_image: null,
    autos_on_show: false,
    indexed_at: '2026-10-01T08:00:00Z',
    car_emission: 160,
    car_emission_text: '160 g/km',
    car_fuel_consumption: 7.1,
    car_fuel_consumption_text: '7,1 l/100 km',
    car_fuel_tank_capacity: 71,
    car_fuel_tank_capacity_text: '71 l',
    car_service_weight: 1_900,
    car_service_weight_text: '1 900 kg',
    wltp_electric_range: null,
    wltp_electric_range_text: '',
    wltp_electric_consumption: null,
    wltp_electric_consumption_text: '',
    battery_size: null,
    battery_size_text: '',
    electric_charging_speed_ac: null,
    electric_charging_speed_ac_text: '',
    electric_charging_speed_dc: null,
    electric_charging_speed_dc_text: '',
    ...overrides,
  })

/**
 *  car_id   brand  model  price    campaign  indexed     of the week  equipment
 *  1000001  Volvo  XC60   459 900  –         10-01       no           Dragkrok, Backkamera
 *  1000002  Volvo  XC40   389 900  349 900   10-03       yes          Backkamera
 *  1000003  Kia    Niro   349 900  –         10-02       no           –
 */
const CARS: Car[] = [
  car({}),
  car({ car_id: '1000002', slug: 'volvo-xc40', car_model: 'XC40', car_model_text: 'XC40 Recharge', car_price: 389_900, car_campaign_price: 349_900, indexed_at: '2026-10-03T08:00:00Z', caroftheweek: true, car_equipment: ['Backkamera'], car_site_city: 'Göteborg', car_description: 'Elbil.' }),
  car({ car_id: '1000003', slug: 'kia-niro', car_brand: 'Kia', car_model: 'Niro', car_model_text: 'Niro EV', car_price: 349_900, indexed_at: '2026-10-02T08:00:00Z', car_equipment: [], car_gearbox: 'Automat', car_description: 'Ny bil.' }),
]

// Too few cars for a price rating: each is indexed without one, as a car with too few comparables is.
const vehicles = buildIndex(CARS.map((car) => ({ ...car, car_price_rating: null, car_price_insight: null })), VEHICLE_INDEX_CONFIG)
const run = (request: Omit<SearchRequest, 'index'>) => search(vehicles, searchRequestSchema.parse({ index: 'vehicles-se', ...request }))
const carIds = (request: Omit<SearchRequest, 'index'>) => run(request).content.map((found) => found.car_id)

describe('VEHICLE_INDEX_CONFIG', () => {
  it('filters on every scalar field of a car and the equipment list, never on structured fields', () => {
    const scalar = Object.entries(carSchema.shape)
      .filter(([, schema]) => ['string', 'number', 'boolean', 'enum'].includes(kindOf(schema)))
      .map(([field]) => field)
    expect([...CAR_FILTER_FIELDS].sort()).toEqual([...scalar, 'car_equipment'].sort())
  })

  it('offers the range facets of the specification as histograms', () => {
    expect([...VEHICLE_INDEX_CONFIG.histogramFacets]).toEqual(['car_price', 'car_campaign_price', 'car_mileage', 'car_privateleasing_monthly_cost', 'car_companyleasing_monthly_cost', 'car_power', 'gross_price'])
  })

  it('asks the car list facets the index offers, brand and model as one hierarchy', () => {
    for (const facet of CAR_LIST_FACETS) {
      expect(() => facetRequestSchema.parse(facet)).not.toThrow()
      for (const level of facet.name.split('>')) expect([...VEHICLE_INDEX_CONFIG.valueFacets, ...CAR_RANGE_FACETS]).toContain(level)
    }
    expect(CAR_LIST_FACETS.map((facet) => facet.name)).toContain('car_brand>car_model')
    const result = run({ facets: CAR_LIST_FACETS, limit: 0 })
    expect(result.facet).toHaveLength(CAR_LIST_FACETS.length)
    expect(result.facet[0]!.values).toEqual([
      { text: 'Kia', count: 1, children: [{ text: 'Niro', count: 1 }] },
      { text: 'Volvo', count: 2, children: [{ text: 'XC40', count: 1 }, { text: 'XC60', count: 1 }] },
    ])
    expect(result.facet.find((facet) => facet.name === 'car_price')).toEqual({
      name: 'car_price',
      type: 'histogram',
      // 349 900 to 459 900 in 20 whole-number buckets of 5 500.
      values: expect.arrayContaining([{ min: 349_900, max: 355_400, count: 1 }]),
    })
  })

  it.each<[string, string[]]>([
    // Effective price: the XC40's campaign price 349 900 ties with the Niro; ids break the tie.
    ['price_asc', ['1000002', '1000003', '1000001']],
    ['price_desc', ['1000001', '1000002', '1000003']],
    ['newest', ['1000002', '1000003', '1000001']],
    ['oldest', ['1000001', '1000003', '1000002']],
    ['brand_asc', ['1000003', '1000002', '1000001']],
    ['mileage_asc', ['1000001', '1000002', '1000003']],
    ['year_desc', ['1000001', '1000002', '1000003']],
    ['privateleasing_asc', ['1000001', '1000002', '1000003']],
  ])('sorts by %s', (sort_name, expected) => {
    expect(carIds({ sort_name })).toEqual(expected)
  })

  it('defines every sort the car list, teasers and site page ask for', () => {
    expect(Object.keys(VEHICLE_INDEX_CONFIG.sorts).sort()).toEqual(
      ['brand_asc', 'companyleasing_asc', 'mileage_asc', 'mileage_desc', 'newest', 'oldest', 'price_asc', 'price_desc', 'price_rating', 'privateleasing_asc', 'relevance', 'year_asc', 'year_desc'].sort(),
    )
  })

  it('searches brand, model, equipment, description and the site', () => {
    expect(carIds({ keyphrase: 'volvo backkamera' })).toEqual(['1000002', '1000001'])
    expect(carIds({ keyphrase: 'automat' })).toEqual(['1000002', '1000003', '1000001'])
    expect(carIds({ keyphrase: 'sodertalje niro' })).toEqual(['1000003'])
    expect(carIds({ keyphrase: 'plus dark' })).toHaveLength(3)
  })

  it('finds cars by id and the cars of the week by a filter from the URL', () => {
    expect(carIds({ filters: [{ name: 'car_id', values: [{ value: '1000003' }, { value: '1000001' }] }] })).toEqual(['1000003', '1000001'])
    expect(carIds({ filters: [{ name: 'caroftheweek', values: [{ value: 'true' }] }], fields: ['car_id', 'car_brand'] })).toEqual(['1000002'])
    expect(carIds({ filters: [{ name: 'car_site_city', values: [{ value: 'goteborg' }] }] })).toEqual(['1000002'])
  })

  it('refuses facets it does not offer', () => {
    expect(() => run({ facets: [{ name: 'car_description' }] })).toThrow(UnknownFacetError)
  })
})

const department = (name: string, group: Department['group'], brands: Array<[string, string]>): Department => ({
  name,
  official_name: `${name} AB`,
  department_type: group === 'Service' ? 'service' : 'sales',
  phone: '08-100 00 00',
  email: 'info@example.se',
  group,
  brands: brands.map(([brandName, brand_code]) => ({ name: brandName, brand_code })),
  erp_id: name,
  users: [],
  openingschedule: { openinghours: [], deviationdays: [], vacationdays: [], vacationtitle: '', vacationstart: '', vacationend: '' },
})

const site = (site_id: string, name: string, city: string, order: number, departments: Department[]): DealerSiteDocument => ({
  site_id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  site_official_name: name,
  site_street: 'Storgatan 1',
  site_zip: '151 00',
  site_city: city,
  site_phone: '08-100 00 00',
  site_email: 'info@example.se',
  site_image_url: '',
  site_primary_image: null,
  site_geocoord: '59.19,17.62',
  site_region: 'Stockholm',
  site_brands: [...new Set(departments.flatMap((entry) => entry.brands.map((brand) => brand.name)))],
  website_city: city,
  website_sort_order: order,
  site_departments: departments,
})

const SITES = [
  site('101', 'Bilhallen Södertälje', 'Södertälje', 2, [department('Nybilsförsäljning', 'New cars', [['Volvo', 'VOL'], ['Kia', 'KIA']]), department('Verkstad', 'Service', [['Volvo', 'VOL']])]),
  site('102', 'Bilhallen Göteborg', 'Göteborg', 1, [department('Begagnat', 'Used cars', [['Kia', 'KIA']])]),
]

describe('SITE_INDEX_CONFIG', () => {
  const sites = buildIndex(SITES, SITE_INDEX_CONFIG)
  const runSites = (request: Omit<SearchRequest, 'index'>) => search(sites, searchRequestSchema.parse({ index: 'sites-se', ...request }))
  const siteIds = (request: Omit<SearchRequest, 'index'>) => runSites(request).content.map((found) => found.site_id)

  it('projects every field of a site document', () => {
    expect([...SITE_FIELDS].sort()).toEqual(Object.keys(SITES[0]!).sort())
  })

  it('lists sites by the editors’ order', () => {
    expect(siteIds({})).toEqual(['102', '101'])
  })

  it('counts sites per department brand and group', () => {
    const result = runSites({ facets: [{ name: 'site_departments.brands.name' }, { name: 'site_departments.group' }, { name: 'site_brands' }, { name: 'site_city' }] })
    expect(result.facet.map((facet) => facet.values)).toEqual([
      [
        { text: 'Kia', count: 2 },
        { text: 'Volvo', count: 1 },
      ],
      [
        { text: 'New cars', count: 1 },
        { text: 'Service', count: 1 },
        { text: 'Used cars', count: 1 },
      ],
      [
        { text: 'Kia', count: 2 },
        { text: 'Volvo', count: 1 },
      ],
      [
        { text: 'Göteborg', count: 1 },
        { text: 'Södertälje', count: 1 },
      ],
    ])
  })

  it('finds the sites of a brand (a sample car’s dealers) and by slug', () => {
    expect(siteIds({ filters: [{ name: 'site_departments.brands.brand_code', values: [{ value: 'VOL' }] }] })).toEqual(['101'])
    expect(siteIds({ filters: [{ name: 'slug', values: [{ value: SITES[1]!.slug }] }] })).toEqual(['102'])
  })

  it('searches names, cities and department names', () => {
    expect(siteIds({ keyphrase: 'verkstad' })).toEqual(['101'])
    expect(siteIds({ keyphrase: 'goteborg' })).toEqual(['102'])
    expect(siteIds({ keyphrase: 'bilhallen kia' })).toEqual(['102', '101'])
  })
})
