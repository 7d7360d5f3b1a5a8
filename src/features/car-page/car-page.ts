import { formatMoney } from '@/features/car-search/car-card'
import type { Car } from '@/features/stock/car'

import type { CarPageTexts } from './texts'

/** What the car page shows of a car (spec 2 §2 "Car detail"), apart from how it is drawn. */

/** Technical rows shown before 'show more' (spec 2 §9). */
export const TECHNICAL_ROWS_SHOWN = 5
/** Equipment list height collapsed, in px (spec 2 §9). */
export const EQUIPMENT_COLLAPSED_HEIGHT = 190
/** Description collapse height, in px (spec 2 §9). */
export const DESCRIPTION_COLLAPSE_HEIGHT = 300
/** A sample car's trim package shows the first 3 equipment items when it has more than 4. */
export const TRIM_EQUIPMENT_SHOWN = 3
export const TRIM_EQUIPMENT_LIMIT = 4
/** The sites that show the notice about the 2G/3G network shutdown beside the equipment. */
export const NETWORK_NOTICE_SITES: readonly string[] = ['se-dealer', 'se-dealer-2']
/** The page's anchors (spec 2 §2). */
export const CAR_PAGE_ANCHORS = { overview: 'overview', equipment: 'equipment', description: 'description', contact: 'contact' } as const

/** The spec's rule: sites whose name contains 'carstore' have their own car page layout. */
export const isCarstoreLayout = (siteName: string): boolean => siteName.toLowerCase().includes('carstore')

export type PriceView = {
  /** What the car costs: the campaign price when one applies (greater than 0). */
  price: string
  /** The retail price, struck through, beside a campaign price. */
  retailPrice: string | null
  /** 'from' before the price of a sample car. */
  from: boolean
  vat: 'with' | 'without'
  campaign: boolean
}

export function priceView(car: Pick<Car, 'car_price' | 'car_campaign_price' | 'car_retail_price' | 'car_price_currency' | 'car_is_sample' | 'car_vehicle_type_code'>, locale: string): PriceView {
  const money = (amount: number) => formatMoney(amount, car.car_price_currency, locale)
  const campaign = car.car_campaign_price > 0
  const retail = car.car_retail_price > 0 ? car.car_retail_price : car.car_price
  return {
    price: money(campaign ? car.car_campaign_price : car.car_price),
    retailPrice: campaign && retail > car.car_campaign_price ? money(retail) : null,
    from: car.car_is_sample,
    vat: car.car_vehicle_type_code === 'LCV' ? 'without' : 'with',
    campaign,
  }
}

/** The page title: brand, model, year and fuel, a used car's with its condition first ('Begagnad Volvo XC60 2021 Diesel'). */
export function carPageTitle(car: Pick<Car, 'car_brand' | 'car_model' | 'car_year' | 'car_fuel' | 'car_is_used' | 'car_condition'>): string {
  return [car.car_is_used ? car.car_condition : '', car.car_brand, car.car_model, car.car_year ? String(car.car_year) : '', car.car_fuel]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/** First registration: DD/MM/YYYY when the site's default language is English, otherwise YYYY-MM-DD (spec 2 §2). */
export function formatFirstRegistration(date: string | null, defaultLocale: string): string | null {
  if (!date) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  return defaultLocale.toLowerCase().startsWith('en') ? `${match[3]}/${match[2]}/${match[1]}` : date
}

export type FactRow = { label: string; value: string }

const row = (label: string, value: string | number | null | undefined): FactRow | null => {
  const text = value === null || value === undefined ? '' : String(value).trim()
  return text && text !== '0' ? { label, value: text } : null
}
const rows = (list: Array<FactRow | null>): FactRow[] => list.filter((item): item is FactRow => item !== null)

/** The overview list: the facts a shopper compares first. */
export function overviewRows(car: Car, texts: CarPageTexts, defaultLocale: string): FactRow[] {
  return rows([
    row(texts.carDetailYear, car.car_year),
    row(texts.carDetailMileage, car.car_mileage_text),
    row(texts.carDetailFuel, car.car_fuel),
    row(texts.carDetailGearbox, car.car_gearbox),
    row(texts.carDetailBody, car.car_body),
    row(texts.carDetailDrive, car.car_drive),
    row(texts.carDetailPower, car.car_power_text),
    row(texts.carDetailColor, car.car_color),
    row(texts.carDetailFirstRegistration, formatFirstRegistration(car.car_firstregistration, defaultLocale)),
    row(texts.carDetailRegNo, car.car_regno),
  ])
}

/** Technical data: every figure the car has (the first TECHNICAL_ROWS_SHOWN shown until 'show more'). */
export function technicalRows(car: Car, texts: CarPageTexts): FactRow[] {
  return rows([
    row(texts.carDetailPower, car.car_power_text),
    row(texts.carDetailAcceleration, car.car_acceleration_text),
    row(texts.carDetailConsumption, car.car_fuel_consumption_text),
    row(texts.carDetailEmission, car.car_emission_text),
    row(texts.carDetailRange, car.wltp_electric_range_text),
    row(texts.carDetailElectricConsumption, car.wltp_electric_consumption_text),
    row(texts.carDetailBattery, car.battery_size_text),
    row(texts.carDetailChargingAc, car.electric_charging_speed_ac_text),
    row(texts.carDetailChargingDc, car.electric_charging_speed_dc_text),
    row(texts.carDetailTank, car.car_fuel_tank_capacity_text),
    row(texts.carDetailWeight, car.car_service_weight_text),
    row(texts.carDetailCargo, car.car_cargo_volume_text),
    row(texts.carDetailLength, car.car_length_text),
    row(texts.carDetailWidth, car.car_width_text),
    row(texts.carDetailHeight, car.car_height_text),
    row(texts.carDetailDoors, car.car_doors),
    row(texts.carDetailSeats, car.car_seats),
    row(texts.carDetailNcap, car.car_ncapstars ? '★'.repeat(car.car_ncapstars) : null),
    row(texts.carDetailChassisNo, car.car_chassino),
  ])
}

/** Equipment sorted alphabetically in the site's language, each item once. */
export function sortedEquipment(equipment: readonly string[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return [...new Set(equipment.map((item) => item.trim()).filter(Boolean))].sort(collator.compare)
}

/** A trim package's equipment: the first 3 when it has more than 4, and how many more. */
export function trimEquipment(equipment: readonly string[]): { shown: string[]; more: number } {
  if (equipment.length <= TRIM_EQUIPMENT_LIMIT) return { shown: [...equipment], more: 0 }
  return { shown: equipment.slice(0, TRIM_EQUIPMENT_SHOWN), more: equipment.length - TRIM_EQUIPMENT_SHOWN }
}

/** Car JSON-LD with an Offer: price, currency, availability and new or used condition (spec 2 §2). */
export function carJsonLd(car: Car, url: string, images: string[], sellerName: string): Record<string, unknown> {
  const price = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' '),
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model,
    vehicleModelDate: String(car.car_year),
    ...(car.car_fuel ? { fuelType: car.car_fuel } : {}),
    ...(car.car_body ? { bodyType: car.car_body } : {}),
    ...(car.car_color ? { color: car.car_color } : {}),
    ...(car.car_chassino ? { vehicleIdentificationNumber: car.car_chassino } : {}),
    ...(car.car_mileage > 0 ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.car_odometer || car.car_mileage, unitCode: car.car_odometer_unit === 'mi' ? 'SMI' : 'KMT' } } : {}),
    ...(images.length ? { image: images } : {}),
    url,
    itemCondition: car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: car.car_price_currency,
      availability: 'https://schema.org/InStock',
      itemCondition: car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      url,
      seller: { '@type': 'AutoDealer', name: sellerName },
    },
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can end the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The query of the not-found block's car list button (spec 2 §2: a keyphrase query). */
export function carListSearchHref(carListPath: string, keyphrase: string): string {
  return keyphrase ? `${carListPath}?${new URLSearchParams({ keyphrase })}` : carListPath
}

/** A maps search for an address (the contact-us section's link). */
export function mapsSearchHref(parts: Array<string | null | undefined>): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: parts.filter(Boolean).join(', ') })}`
}
