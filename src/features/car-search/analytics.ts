import type { CarCardDoc } from './car-card'

// The page impression is every page's (src/lib/analytics/page-impression.ts); the car pages push it too.
export { PAGE_IMPRESSION_POLL_MS, pageImpressionEvent, whenReady } from '@/lib/analytics/page-impression'

/**
 * The car list's events to the tag manager's data layer (spec 2 §7 "Analytics", spec 1 §2.3): a search, the
 * list of cars shown (the product-list event, in the e-commerce shape tag managers read), and the page
 * impression, pushed once the list knows what it shows (polled every 100 ms).
 */

/** The search type of a search made in the car list itself (the hero's is 'start page'). */
export const CAR_LIST_SEARCH_TYPE = 'car list'
export const CAR_LIST_NAME = 'car list'

export function carListSearchEvent(keyphrase: string, filters: number) {
  return { event: 'search', search_type: CAR_LIST_SEARCH_TYPE, search_term: keyphrase.trim(), search_filters: filters } as const
}

export type ListItem = {
  item_id: string
  item_name: string
  item_brand: string
  item_category: string
  item_variant: string
  price: number
  currency: string
  index: number
}

/** The product-list event of the cars shown, starting at the list position `from`. */
export function productListEvent(cars: readonly CarCardDoc[], from = 0, listName = CAR_LIST_NAME) {
  const items: ListItem[] = cars.map((car, offset) => ({
    item_id: car.car_id,
    item_name: `${car.car_brand} ${car.car_model}`.trim(),
    item_brand: car.car_brand,
    item_category: car.car_body,
    item_variant: car.car_version,
    price: car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
    currency: car.car_price_currency,
    index: from + offset,
  }))
  return { event: 'view_item_list', ecommerce: { item_list_name: listName, items } } as const
}
