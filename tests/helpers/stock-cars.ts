import { CAR_FIELDS, carSchema, type Car } from '@/features/stock/car'

const BLUR = 'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoQAAsAAUAmJaQAA3AA/v0TYAA='
const BRANDS = [
  ['Volvo', 'XC60', 'B4 AWD Plus Dark'],
  ['Volkswagen', 'ID.4', 'Pro Performance 77 kWh'],
  ['Toyota', 'Corolla', '1.8 Hybrid Active'],
  ['Kia', 'Niro', 'EV Advance Plus'],
  ['Skoda', 'Octavia', 'Combi 2.0 TDI Style'],
] as const
const EQUIPMENT = [
  'Adaptive cruise control',
  'Heated front seats',
  'Heated steering wheel',
  'Reversing camera',
  'Parking sensors front and rear',
  'Apple CarPlay and Android Auto',
  'Keyless entry and start',
  'LED headlights',
  'Lane keeping assist',
  'Blind spot information',
  'Dual-zone climate control',
  'Electrically folding mirrors',
  'Tow bar, electrically folding',
  'Roof rails',
  '18-inch alloy wheels',
  'Winter tyres on rims',
  'Wireless phone charging',
  'Head-up display',
  'Panoramic glass roof',
  'Power tailgate',
]

/**
 * A valid car of about 3 KB, different for every `n`; `overrides` changes fields (and may make it invalid
 * on purpose). The same `n` always gives the same car.
 */
export function testCar(n: number, overrides: Record<string, unknown> = {}): Car {
  const [brand, model, version] = BRANDS[n % BRANDS.length]!
  const id = String(1_000_000 + n)
  const price = 150_000 + ((n * 7919) % 400_000)
  const year = 2015 + (n % 10)
  const electric = n % BRANDS.length === 1 || n % BRANDS.length === 3
  const car: Car = {
    car_id: id,
    slug: `${brand}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    car_brand: brand,
    car_model: model,
    car_model_text: `${brand} ${model}`,
    car_version: version,
    car_body: n % 3 === 0 ? 'Kombi' : 'SUV',
    car_year: year,
    car_fuel: electric ? 'El' : 'Bensin',
    car_gearbox: 'Automat',
    car_drive: n % 2 === 0 ? 'Fyrhjulsdrift' : 'Framhjulsdrift',
    car_color: ['Svart', 'Vit', 'Grå', 'Blå'][n % 4]!,
    car_doors: 5,
    car_seats: 5,
    car_condition: 'Begagnad',
    car_is_used: true,
    car_is_sample: false,
    car_trim_package: null,
    car_mileage: (n * 37) % 20_000,
    car_mileage_text: `${(n * 37) % 20_000} mil`,
    car_odometer: ((n * 37) % 20_000) * 10,
    car_odometer_unit: 'km',
    car_power: 150 + (n % 200),
    car_power_text: `${150 + (n % 200)} hk`,
    car_acceleration_text: '7,9 s',
    car_cargo_volume_text: '483 l',
    car_height_text: '1 658 mm',
    car_length_text: '4 708 mm',
    car_width_text: '1 902 mm',
    car_ncapstars: 5,
    car_firstregistration: `${year}-0${1 + (n % 9)}-15`,
    car_regno: `ABC${String(n % 1000).padStart(3, '0')}`,
    car_chassino: `YV1UZ${String(n).padStart(12, '0')}`,
    car_vehicle_type_code: 'PC',
    car_vehicle_type: 'Personbil',
    car_vat_eligible: n % 4 === 0,
    caroftheweek: n % 50 === 0,
    car_site_id: `site-${n % 12}`,
    car_site_name: `Bilhallen ${['Göteborg', 'Malmö', 'Uppsala'][n % 3]}`,
    car_site_city: ['Göteborg', 'Malmö', 'Uppsala'][n % 3]!,
    car_site_region: ['Västra Götaland', 'Skåne', 'Uppsala'][n % 3]!,
    car_site_leads_email: 'leads@bilhallen.example',
    car_sellers: [{ name: 'Anna Andersson', phone: '+46 31 123 45 67', email: 'anna@bilhallen.example' }],
    car_price: price,
    car_price_currency: 'SEK',
    car_price_text: `${price.toLocaleString('sv-SE')} kr`,
    car_price_title: 'Pris',
    car_retail_price: price,
    car_retail_price_text: `${price} kr`,
    car_retail_price_exkl_vat: Math.round(price * 0.8),
    car_campaign_price: n % 10 === 0 ? price - 10_000 : 0,
    car_campaign_price_text: n % 10 === 0 ? `${price - 10_000} kr` : '',
    car_campaign_price_exkl_vat: 0,
    gross_price: price + 20_000,
    car_has_campaign_price: n % 10 === 0,
    car_has_campaign_loan: false,
    car_has_campaign_companyleasing: false,
    car_has_campaign_privateleasing: false,
    car_campaigns: n % 10 === 0 ? [{ title: 'Vinterkampanj', description: 'Vinterhjul på fälg ingår vid köp före årsskiftet.' }] : [],
    car_has_companyleasing: false,
    car_has_privateleasing: false,
    car_loan_monthly_cost: Math.round(price / 60),
    car_loan_monthly_cost_text: `${Math.round(price / 60)} kr/mån`,
    car_loan_option: n % 2 === 1 ? null : {
      title: 'Billån',
      description: 'Finansiera bilen med ett billån med fast ränta under hela avtalstiden.',
      interest_rate: 0.0595,
      interest_rate_text: '5,95 %',
      disclaimer: 'Räntan är {5} %, kontantinsats minst {2} % ({3} kr), restvärde {4} % efter {1} månader.',
      default_monthly_cost: Math.round(price / 60),
      default_monthly_cost_text: `${Math.round(price / 60)} kr/mån`,
      default_contract_duration: { months: 36, cash_amount_min_percentage: 20, residual_percentage: 50 },
      contract_durations: [
        { months: 24, residual_percentage: 55, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 },
        { months: 36, residual_percentage: 50, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 },
        { months: 48, residual_percentage: 40, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 },
      ],
      invoice_fee: 49,
      invoice_fee_text: '49 kr',
      start_fee: 695,
      start_fee_text: '695 kr',
    },
    car_privateleasing_monthly_cost: null,
    car_privateleasing_monthly_cost_text: '',
    car_companyleasing_monthly_cost: null,
    car_companyleasing_monthly_cost_text: '',
    car_leasing_options: [],
    car_company_leasing_option: null,
    car_private_leasing_option: null,
    car_beneficial_value: null,
    car_pbbratio: null,
    car_companyerpid: 'C100',
    car_departmenterpid: `D${n % 12}`,
    car_equipment: EQUIPMENT.slice(0, 4 + (n % 6)),
    car_description:
      `Välutrustad ${brand} ${model} ${version} från ${year} med servicebok. ` +
      'Bilen är besiktigad och levereras med full tank. Vi tar gärna din bil i inbyte.',
    car_images: Array.from({ length: 2 }, (_, image) => ({ original: `https://images.example.com/cars/${id}/${image + 1}.jpg`, blur_data_url: BLUR })),
    car_primary_image: { thumbnail_url: `https://images.example.com/cars/${id}/1-thumb.jpg`, blur_data_url: BLUR },
    autos_on_show: true,
    indexed_at: '2026-11-20T06:00:00.000Z',
    car_emission: electric ? 0 : 120 + (n % 40),
    car_emission_text: electric ? '0 g/km' : `${120 + (n % 40)} g/km`,
    car_fuel_consumption: electric ? null : 6.1,
    car_fuel_consumption_text: electric ? '' : '6,1 l/100 km',
    car_fuel_tank_capacity: electric ? null : 60,
    car_fuel_tank_capacity_text: electric ? '' : '60 l',
    car_service_weight: 1_850,
    car_service_weight_text: '1 850 kg',
    wltp_electric_range: electric ? 520 : null,
    wltp_electric_range_text: electric ? '520 km' : '',
    wltp_electric_consumption: electric ? 17.2 : null,
    wltp_electric_consumption_text: electric ? '17,2 kWh/100 km' : '',
    battery_size: electric ? 77 : null,
    battery_size_text: electric ? '77 kWh' : '',
    electric_charging_speed_ac: electric ? 11 : null,
    electric_charging_speed_ac_text: electric ? '11 kW' : '',
    electric_charging_speed_dc: electric ? 135 : null,
    electric_charging_speed_dc_text: electric ? '135 kW' : '',
  }
  return { ...car, ...overrides } as Car
}

/** `count` valid cars numbered from `first`. */
export function testCars(count: number, first = 0): Car[] {
  return Array.from({ length: count }, (_, index) => testCar(first + index))
}

/** Throws when the factory's car no longer matches the schema (the schema changed). */
export function assertValidTestCar(n = 0): void {
  const parsed = carSchema.safeParse(testCar(n))
  if (!parsed.success) throw new Error(`testCar(${n}) is not a valid car: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
}

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Cars as a CSV feed: a header of car fields, lists and objects as JSON cells. */
export function carsToCsv(cars: readonly Record<string, unknown>[], fields: readonly string[] = CAR_FIELDS): string {
  return `${fields.join(',')}\r\n${cars.map((car) => `${fields.map((field) => csvCell(car[field])).join(',')}\r\n`).join('')}`
}

/** Cars as an NDJSON feed, one per line. */
export function carsToNdjson(cars: readonly unknown[]): string {
  return cars.map((car) => `${JSON.stringify(car)}\n`).join('')
}
