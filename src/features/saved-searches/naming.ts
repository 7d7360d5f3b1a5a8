import { leafPaths } from '@/features/car-search/filter-state'
import { CAR_BRAND_MODEL_FACET } from '@/features/car-search/list-facets'
import type { Filter } from '@/features/car-search/schema'
import { fillText } from '@/lib/fill-text'

import type { SavedCriteria } from './model'
import type { SavedSearchTexts } from './texts'

/** The longest name a saved search keeps. */
export const SAVED_SEARCH_NAME_MAX = 120

const MONEY_FACETS = new Set([
  'car_price',
  'car_campaign_price',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'gross_price',
])

/**
 * A saved search's name from its filters, as a visitor would say it: "Volvo XC60 · Laddhybrid · under 400 000 kr".
 * Makes and models first, then the other chosen values, the ranges and the keyphrase; "All cars" for none.
 */
export function searchName(
  criteria: SavedCriteria,
  options: { locale: string; currency: string; texts: Pick<SavedSearchTexts, 'saveSearchAllCars' | 'saveSearchUnder' | 'saveSearchFrom'> },
): string {
  const parts: string[] = []
  const entries = Object.entries(criteria.filters) as Array<[string, Filter]>
  const brandModel = entries.find(([facet]) => facet === CAR_BRAND_MODEL_FACET)?.[1]
  if (brandModel && 'values' in brandModel)
    parts.push(
      leafPaths(brandModel.values)
        .map((path) => path.join(' '))
        .join(', '),
    )
  for (const [facet, filter] of entries) {
    if (facet === CAR_BRAND_MODEL_FACET || !('values' in filter)) continue
    parts.push(filter.values.map((node) => String(node.value)).join(', '))
  }
  for (const [facet, filter] of entries) {
    if (!('range' in filter)) continue
    const money = MONEY_FACETS.has(facet)
    const format = new Intl.NumberFormat(
      options.locale,
      money ? { style: 'currency', currency: options.currency, maximumFractionDigits: 0 } : { maximumFractionDigits: 0 },
    )
    const [lower, upper] = filter.range
    if (lower <= 0) parts.push(fillText(options.texts.saveSearchUnder, { amount: format.format(upper) }))
    else if (!Number.isFinite(upper) || upper >= 1e9) parts.push(fillText(options.texts.saveSearchFrom, { amount: format.format(lower) }))
    else parts.push(format.formatRange(lower, upper))
  }
  // Quoted beside other parts; alone it is the whole name, which the texts quote themselves.
  const keyphrase = criteria.keyphrase.trim()
  if (keyphrase) parts.push(parts.some(Boolean) ? `”${keyphrase}”` : keyphrase)
  const name = parts.filter(Boolean).join(' · ') || options.texts.saveSearchAllCars
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name
}
