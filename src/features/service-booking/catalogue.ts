/**
 * The service catalogue as the booking engine holds it (spec 3 §3.1 "Category", "Service offering"), and what
 * the page gets of it for one car.
 */

export const CATALOGUE_KINDS = ['service', 'addon'] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]

export const CATALOGUE_ICONS = ['wrench', 'oil', 'tire', 'brake', 'snowflake', 'battery', 'windscreen', 'wash', 'search', 'sparkle', 'shield', 'car'] as const
export type CatalogueIcon = (typeof CATALOGUE_ICONS)[number]

export type PriceRow = { brand: string; model: string; price: number }
export type ModelRef = { brand: string; model: string }

export type CatalogueOffering = {
  code: string
  kobraId: string
  name: string
  description: string
  durationMinutes: number
  priceKnown: boolean
  notKnownPriceText: string
  agreementDiscountPercent: number
  requiresMileage: boolean
  allowUserInput: boolean
  prices: PriceRow[]
  notAvailableFor: ModelRef[]
  unitPrice: UnitPrice | null
}

export type UnitPrice = { minimum: number; maximum: number; unit: string; unitAbbreviation: string; postfix: string }

export type CatalogueCategory = {
  id: string
  name: string
  icon: CatalogueIcon
  kind: CatalogueKind
  selectionType: 'single' | null
  sortOrder: number
  offerings: CatalogueOffering[]
}

/** An offering as the page shows it for one car (spec 3 §3.1 "Service offering"); prices in whole SEK. */
export type ServiceOffering = {
  code: string
  /** The workshop system's id, sent back in the booking's serviceOfferingRequests. */
  kobraId: string
  name: string
  price: number | null
  priceKnown: boolean
  notKnownPriceText: string
  /** What a service agreement takes off the price (0 without one). */
  priceDiscount: number
  description: string
  isAvailable: boolean
  allowUserInput: boolean
  requiresMileage: boolean
  durationMinutes: number
  unitPrice: UnitPrice | null
}

export type ServiceCategory = {
  name: string
  icon: CatalogueIcon
  selectionType?: 'single'
  offerings: ServiceOffering[]
}

/** 'Pris saknas*' (spec 3 §2.1) when the catalogue gives no text of its own. */
export const UNKNOWN_PRICE_TEXT = 'Pris saknas*'

const same = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'base' }) === 0

/** Whether the offering can be done on this make and model. */
export function availableFor(offering: CatalogueOffering, car: ModelRef): boolean {
  return !offering.notAvailableFor.some((row) => same(row.brand, car.brand) && (!row.model || same(row.model, car.model)))
}

/** The catalogue's price for a make and model: the model's row, else the make's, else the catch-all; null when none. */
export function listPrice(offering: CatalogueOffering, car: ModelRef): number | null {
  const byModel = offering.prices.find((row) => row.brand && row.model && same(row.brand, car.brand) && same(row.model, car.model))
  const byBrand = offering.prices.find((row) => row.brand && !row.model && same(row.brand, car.brand))
  const anyCar = offering.prices.find((row) => !row.brand && !row.model)
  return (byModel ?? byBrand ?? anyCar)?.price ?? null
}
