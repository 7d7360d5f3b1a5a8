import type { PriceRating } from '@/features/price-insight/market-value'
import type { RatedCar } from '@/features/price-insight/car-insight'
import type { Car } from '@/features/stock/car'
import { STOCK_IMAGE_PREFIX } from '@/features/stock/image-url'

/**
 * What a car card shows (spec 2 §2 "Car list", "Car teasers"; issue: car cards): picture with its blur
 * placeholder, brand and model, version, year, mileage, fuel, gearbox, the price (a campaign price with the retail
 * price struck through), a monthly loan or leasing cost where the car has one, the 'deductible VAT' tag on
 * carstore sites, and the link to the car page.
 */

/** The fields a card reads: the search answers only these, so a page of 48 cards stays small. */
export const CAR_CARD_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_body',
  'car_year',
  'car_mileage_text',
  'car_fuel',
  'car_gearbox',
  'car_price',
  'car_price_currency',
  'car_campaign_price',
  'car_retail_price',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_vat_eligible',
  'car_primary_image',
  'car_price_rating',
] as const satisfies readonly (keyof RatedCar)[]

/** A card's car; the price rating is left out by answers of older builds and of other searches. */
export type CarCardDoc = Pick<Car, Exclude<(typeof CAR_CARD_FIELDS)[number], 'car_price_rating'>> & Partial<Pick<RatedCar, 'car_price_rating'>>

export type CarCardImage = { src: string; srcSet: string | null; blur: string | null }

export type CarCardView = {
  id: string
  href: string
  title: string
  version: string
  facts: string[]
  /** The price to pay, formatted for the site's language. */
  price: string
  /** The retail price, struck through, when a campaign price applies. */
  retailPrice: string | null
  monthly: { kind: 'loan' | 'privateLeasing'; amount: string } | null
  deductibleVat: boolean
  image: CarCardImage | null
  /** The price rating, where the site shows ratings and the car has one. */
  rating: PriceRating | null
}

/** The spec's rule: the 'deductible VAT' tag appears only on sites whose name contains 'carstore'. */
export const showsDeductibleVat = (siteName: string): boolean => siteName.toLowerCase().includes('carstore')

const formatters = new Map<string, Intl.NumberFormat>()

/** Whole currency units in the site's language and currency: '543 900 kr', '£24,995', '24 995 €'. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
    formatters.set(key, format)
  }
  return format.format(Math.round(amount))
}

/** The car page: the site's car-detail path, then {car_id}/{slug} (spec 2 §2 "Car detail"). */
export function carDetailHref(detailBase: string, car: Pick<Car, 'car_id' | 'slug'>): string {
  return `${detailBase.replace(/\/+$/, '')}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`
}

const STOCK_WIDTH = /-(320|640|1280)\.jpg$/

/** The card's picture; a drawn stock picture comes in three widths, so a phone takes the small one. */
export function carCardImage(image: Car['car_primary_image']): CarCardImage | null {
  if (!image?.thumbnail_url) return null
  const src = image.thumbnail_url
  const srcSet =
    src.startsWith(STOCK_IMAGE_PREFIX) && STOCK_WIDTH.test(src) ? [320, 640, 1280].map((width) => `${src.replace(STOCK_WIDTH, `-${width}.jpg`)} ${width}w`).join(', ') : null
  return { src, srcSet, blur: image.blur_data_url || null }
}

export type CarCardOptions = { locale: string; detailBase: string; deductibleVat: boolean; /** The site shows price ratings. */ priceRating?: boolean }

export function carCardView(car: CarCardDoc, { locale, detailBase, deductibleVat, priceRating = false }: CarCardOptions): CarCardView {
  const money = (amount: number) => formatMoney(amount, car.car_price_currency, locale)
  const campaign = car.car_campaign_price > 0
  const retail = car.car_retail_price > 0 ? car.car_retail_price : car.car_price
  const monthly =
    car.car_loan_monthly_cost && car.car_loan_monthly_cost > 0
      ? ({ kind: 'loan', amount: money(car.car_loan_monthly_cost) } as const)
      : car.car_privateleasing_monthly_cost && car.car_privateleasing_monthly_cost > 0
        ? ({ kind: 'privateLeasing', amount: money(car.car_privateleasing_monthly_cost) } as const)
        : null
  return {
    id: car.car_id,
    href: carDetailHref(detailBase, car),
    title: `${car.car_brand} ${car.car_model}`.trim(),
    version: car.car_version,
    facts: [String(car.car_year), car.car_mileage_text, car.car_fuel, car.car_gearbox].filter((fact) => fact && fact.trim()),
    price: money(campaign ? car.car_campaign_price : car.car_price),
    retailPrice: campaign && retail > car.car_campaign_price ? money(retail) : null,
    monthly,
    deductibleVat: deductibleVat && car.car_vat_eligible,
    image: carCardImage(car.car_primary_image),
    // A campaign price is never rated; the index gives such a car no rating either.
    rating: priceRating && !campaign ? (car.car_price_rating ?? null) : null,
  }
}
