import { z } from 'zod'

/**
 * The car of the stock: one document of a country's vehicle index (spec 2 §3, "Car"). Every field the
 * car list, car page, compare tray, teasers and calculators read is here, in the shape the search API
 * answers with. Prices are in the currency of the index's country (`car_price_currency`).
 *
 * Measured figures come in pairs: the number the search engine filters, sorts and buckets on, and the
 * `_text` the site shows ("4 500 mil", "150 hk", "6,1 l/100 km"), written by the feed in the site's language.
 */

export const CURRENCIES = ['SEK', 'NOK', 'GBP', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The vehicle indices, one per country (spec 2 §8); the site indices are `sites-<country>`. */
export const VEHICLE_INDICES = ['vehicles-se', 'vehicles-no', 'vehicles-uk', 'vehicles-fi', 'vehicles-sk'] as const
export type VehicleIndex = (typeof VEHICLE_INDICES)[number]

export const INDEX_CURRENCY: Record<VehicleIndex, Currency> = {
  'vehicles-se': 'SEK',
  'vehicles-no': 'NOK',
  'vehicles-uk': 'GBP',
  'vehicles-fi': 'EUR',
  'vehicles-sk': 'EUR',
}

const text = z.string().max(20_000)
const shortText = z.string().max(500)
const url = z.string().max(2_000).refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must be an absolute URL or a path starting with /')
const money = z.number().finite().min(0).max(1_000_000_000)
const percent = z.number().finite().min(0).max(100)
/** A figure that does not apply to this car (a petrol car's battery) is null. */
const figure = z.number().finite().nullable()
const optionalText = shortText.nullable()
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
const isoDateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), 'must be a date and time (ISO 8601)')

export const sellerSchema = z.object({ name: shortText.min(1), phone: shortText, email: shortText })

export const carImageSchema = z.object({ original: url, blur_data_url: z.string().max(4_000).startsWith('data:image/') })
export const primaryImageSchema = z.object({ thumbnail_url: url, blur_data_url: z.string().max(4_000).startsWith('data:image/') })

/** Car loan option (spec 2 §3): the disclaimer's {1}..{5} are months, minimum cash %, minimum cash amount, residual %, interest rate. */
export const contractDurationSchema = z.object({
  months: z.number().int().min(1).max(120),
  residual_percentage: percent,
  cash_amount_max_percentage: percent,
  cash_amount_min_percentage: percent,
})

export const loanOptionSchema = z.object({
  title: shortText,
  description: text,
  /** Rates are stored as percent divided by 100 (spec 2 §5): 0.0595 is 5.95 %. */
  interest_rate: z.number().finite().min(0).max(1),
  interest_rate_text: shortText,
  disclaimer: text,
  default_monthly_cost: money,
  default_monthly_cost_text: shortText,
  default_contract_duration: z.object({ months: z.number().int().min(1).max(120), cash_amount_min_percentage: percent, residual_percentage: percent }),
  contract_durations: z.array(contractDurationSchema).min(1).max(20),
  invoice_fee: money,
  invoice_fee_text: shortText,
  start_fee: money,
  start_fee_text: shortText,
})

export const LEASING_TYPES = ['Private', 'Company'] as const

export const leasingListEntrySchema = z.object({
  leasing_type: z.enum(LEASING_TYPES),
  title: shortText,
  monthly_cost: money,
  monthly_cost_text: shortText,
  is_campaign: z.boolean(),
  description: text,
  /** Contract length in months. */
  duration: z.number().int().min(1).max(120),
  /** Allowed distance a year, in the site's unit (mil in Sweden). */
  mileage: z.number().int().min(0).max(1_000_000),
  disclaimer: text,
})

const companyLeasingContractSchema = z.object({
  months: z.number().int().min(1).max(120),
  months_text: shortText,
  residual_percentage: percent,
  residual_text: shortText,
  cash_amount_min_percentage: percent,
  cash_amount_max_percentage: percent,
  cash_amount_text: shortText,
})

export const companyLeasingOptionSchema = z.object({
  default_company_leasing_mileage: z.number().int().min(0),
  /** Keyed by yearly mileage ("1500"), each the contract lengths offered at that mileage. */
  company_leasing_options: z.record(z.string().regex(/^\d+$/), z.array(companyLeasingContractSchema).min(1)),
  default_company_leasing_option: z.record(z.string().regex(/^\d+$/), z.object({ contract_length: z.number().int().min(1), cash_amount: money })),
  interest_rate: z.number().finite().min(0).max(1),
  has_fixed_interest_rate: z.boolean(),
  invoice_fee: money,
  start_fee: money,
  price_base_amount: money,
  sales_text: text,
  description: text,
  default_monthly_cost: money,
  disclaimer: text,
})

export const privateLeasingOptionSchema = z.object({
  title: shortText,
  sales_text: text,
  months_text: shortText,
  mileage_text: shortText,
  monthly_cost_text: shortText,
  start_fee_text: shortText,
  invoice_fee_text: shortText,
  is_campaign: z.boolean(),
  disclaimer: text,
})

/**
 * Video and 360° views of a car (spec 2 §7 "Media (UK)"), where the feed has them: the video's address, and the
 * frames of the exterior and interior turntables in turning order. Optional: most cars have only pictures.
 */
export const carMediaSchema = z.object({
  video_url: url.nullable(),
  exterior_360: z.array(url).max(144),
  interior_360: z.array(url).max(144),
})

/** What a campaign is on: the price, the car loan's rate, or leasing; a feed may leave it out. */
export const CAMPAIGN_KINDS = ['price', 'loan', 'leasing'] as const
export const campaignSchema = z.object({ title: shortText.min(1), description: text, kind: z.enum(CAMPAIGN_KINDS).optional() })

export const carSchema = z.strictObject({
  car_id: z.string().regex(/^\d{1,18}$/, 'must be digits (the dealer system id)'),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  car_brand: shortText.min(1),
  car_model: shortText.min(1),
  car_model_text: shortText,
  car_version: shortText,
  car_body: shortText,
  car_year: z.number().int().min(1900).max(2100),
  car_fuel: shortText,
  car_gearbox: shortText,
  car_drive: shortText,
  car_color: shortText,
  car_doors: z.number().int().min(0).max(10),
  car_seats: z.number().int().min(0).max(60),
  car_condition: shortText,
  car_is_used: z.boolean(),
  /** A new-car model with trim packages rather than a car in stock. */
  car_is_sample: z.boolean(),
  car_trim_package: optionalText,
  car_mileage: z.number().int().min(0).max(10_000_000),
  car_mileage_text: shortText,
  car_odometer: z.number().int().min(0).max(10_000_000),
  car_odometer_unit: z.enum(['km', 'mil', 'mi']),
  car_power: z.number().int().min(0).max(5_000),
  car_power_text: shortText,
  car_acceleration_text: shortText,
  car_cargo_volume_text: shortText,
  car_height_text: shortText,
  car_length_text: shortText,
  car_width_text: shortText,
  car_ncapstars: z.number().int().min(0).max(5).nullable(),
  car_firstregistration: isoDate.nullable(),
  car_regno: shortText,
  car_chassino: shortText,
  /** PC (passenger car), LCV (light commercial: prices shown without VAT), MC. */
  car_vehicle_type_code: z.enum(['PC', 'LCV', 'MC']),
  /** The vehicle type as the site names it ("Personbil", "Transportbil"), a facet. */
  car_vehicle_type: shortText,
  car_vat_eligible: z.boolean(),
  caroftheweek: z.boolean(),
  car_site_id: shortText.min(1),
  car_site_name: shortText,
  car_site_city: shortText,
  car_site_region: shortText,
  car_site_leads_email: shortText,
  car_sellers: z.array(sellerSchema).max(20),

  car_price: money,
  car_price_currency: z.enum(CURRENCIES),
  car_price_text: shortText,
  car_price_title: shortText,
  car_retail_price: money,
  car_retail_price_text: shortText,
  car_retail_price_exkl_vat: money,
  car_campaign_price: money,
  car_campaign_price_text: shortText,
  car_campaign_price_exkl_vat: money,
  /** The list price before the dealer's discount (new cars), a range facet. */
  gross_price: money,
  car_has_campaign_price: z.boolean(),
  car_has_campaign_loan: z.boolean(),
  car_has_campaign_companyleasing: z.boolean(),
  car_has_campaign_privateleasing: z.boolean(),
  car_campaigns: z.array(campaignSchema).max(20),
  car_has_companyleasing: z.boolean(),
  car_has_privateleasing: z.boolean(),

  car_loan_monthly_cost: money.nullable(),
  car_loan_monthly_cost_text: shortText,
  car_loan_option: loanOptionSchema.nullable(),
  car_privateleasing_monthly_cost: money.nullable(),
  car_privateleasing_monthly_cost_text: shortText,
  car_companyleasing_monthly_cost: money.nullable(),
  car_companyleasing_monthly_cost_text: shortText,
  car_leasing_options: z.array(leasingListEntrySchema).max(20),
  car_company_leasing_option: companyLeasingOptionSchema.nullable(),
  car_private_leasing_option: privateLeasingOptionSchema.nullable(),
  /** Taxable benefit of a company car (förmånsvärde) a month, and its ratio to the price base amount. */
  car_beneficial_value: money.nullable(),
  car_pbbratio: z.number().finite().min(0).max(1_000).nullable(),
  car_companyerpid: shortText,
  car_departmenterpid: shortText,

  car_equipment: z.array(z.string().min(1).max(300)).max(400),
  car_description: text,
  car_images: z.array(carImageSchema).max(100),
  car_primary_image: primaryImageSchema.nullable(),
  car_media: carMediaSchema.nullable().optional(),
  autos_on_show: z.boolean(),
  indexed_at: isoDateTime,

  car_emission: figure,
  car_emission_text: shortText,
  car_fuel_consumption: figure,
  car_fuel_consumption_text: shortText,
  car_fuel_tank_capacity: figure,
  car_fuel_tank_capacity_text: shortText,
  car_service_weight: figure,
  car_service_weight_text: shortText,
  wltp_electric_range: figure,
  wltp_electric_range_text: shortText,
  wltp_electric_consumption: figure,
  wltp_electric_consumption_text: shortText,
  battery_size: figure,
  battery_size_text: shortText,
  electric_charging_speed_ac: figure,
  electric_charging_speed_ac_text: shortText,
  electric_charging_speed_dc: figure,
  electric_charging_speed_dc_text: shortText,
})

export type Car = z.infer<typeof carSchema>
export type CarLoanOption = z.infer<typeof loanOptionSchema>
export type LeasingListEntry = z.infer<typeof leasingListEntrySchema>
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>
export type CarSeller = z.infer<typeof sellerSchema>

/** Every field of a car, in schema order (CSV headers, projections). */
export const CAR_FIELDS = Object.keys(carSchema.shape) as Array<keyof Car>

/**
 * Fields the search index adds to every car (its price insight, worked out from the whole stock). A feed row
 * that carries them, such as a search hit sent back, has them dropped: Forecourt works them out again.
 */
export const COMPUTED_CAR_FIELDS = ['car_price_rating', 'car_price_insight'] as const

/** The row without the fields Forecourt computes itself; anything that is not an object as it came. */
export function withoutComputedFields(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  if (!COMPUTED_CAR_FIELDS.some((field) => Object.hasOwn(value, field))) return value
  const row = { ...(value as Record<string, unknown>) }
  for (const field of COMPUTED_CAR_FIELDS) delete row[field]
  return row
}
