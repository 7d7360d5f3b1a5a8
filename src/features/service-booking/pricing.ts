import { availableFor, listPrice, UNKNOWN_PRICE_TEXT, type CatalogueCategory, type CatalogueKind, type CatalogueOffering, type ModelRef, type ServiceCategory, type ServiceOffering } from './catalogue'

/**
 * Prices as the page shows them (spec 3 §2.1): the median of the workshops' prices (each the catalogue's price
 * for the make and model at the workshop's price level), in whole SEK, less the agreement discount when the car
 * has a service agreement.
 */

export type PricedCar = ModelRef & { hasServiceAgreement: boolean }

/** The median of the numbers; null for none. Of an even count, the mean of the middle two, rounded. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** A workshop's price for an offering: the list price at its price level (percent), rounded to whole kronor. */
export function workshopPrice(list: number, priceLevel: number): number {
  return Math.round((list * priceLevel) / 100)
}

/** The offering for this car at these workshops' price levels (one level: one workshop's price). */
export function priceOffering(offering: CatalogueOffering, car: PricedCar, priceLevels: number[]): ServiceOffering {
  const list = offering.priceKnown ? listPrice(offering, car) : null
  const levels = priceLevels.length > 0 ? priceLevels : [100]
  const full = list === null ? null : median(levels.map((level) => workshopPrice(list, level)))
  const discount = full !== null && car.hasServiceAgreement ? Math.round((full * offering.agreementDiscountPercent) / 100) : 0
  const priceKnown = full !== null
  return {
    code: offering.code,
    kobraId: offering.kobraId,
    name: offering.name,
    price: priceKnown ? full - discount : null,
    priceKnown,
    notKnownPriceText: priceKnown ? '' : offering.notKnownPriceText || UNKNOWN_PRICE_TEXT,
    priceDiscount: discount,
    description: offering.description,
    isAvailable: availableFor(offering, car),
    allowUserInput: offering.allowUserInput,
    requiresMileage: offering.requiresMileage,
    durationMinutes: offering.durationMinutes,
    unitPrice: offering.unitPrice,
  }
}

/** The catalogue's categories of one kind for this car, in their order; categories without offerings left out. */
export function priceCatalogue(categories: CatalogueCategory[], kind: CatalogueKind, car: PricedCar, priceLevels: number[]): ServiceCategory[] {
  return categories
    .filter((category) => category.kind === kind && category.offerings.length > 0)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'sv'))
    .map((category) => ({
      name: category.name,
      icon: category.icon,
      ...(category.selectionType === 'single' ? { selectionType: 'single' as const } : {}),
      offerings: category.offerings.map((offering) => priceOffering(offering, car, priceLevels)),
    }))
}
