import type { CarCardDoc } from './car-card'

/**
 * The car list's events to the tag manager's data layer (spec 2 §7 "Analytics", spec 1 §2.3): a search, the
 * list of cars shown (the product-list event, in the e-commerce shape tag managers read), and the page
 * impression, pushed once the list knows what it shows (polled every 100 ms).
 */

export const PAGE_IMPRESSION_POLL_MS = 100
/** The search type of a search made in the car list itself (the hero's is 'start page'). */
export const CAR_LIST_SEARCH_TYPE = 'car list'
export const CAR_LIST_NAME = 'car list'

export function carListSearchEvent(keyphrase: string, filters: number) {
  return { event: 'search', search_type: CAR_LIST_SEARCH_TYPE, search_term: keyphrase.trim(), search_filters: filters } as const
}

export type ListItem = { item_id: string; item_name: string; item_brand: string; item_category: string; item_variant: string; price: number; currency: string; index: number }

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

export function pageImpressionEvent(page: { type: string; title: string; path: string; totalItems?: number }) {
  return {
    event: 'page_impression',
    page_type: page.type,
    page_title: page.title,
    page_path: page.path,
    ...(page.totalItems === undefined ? {} : { total_items: page.totalItems }),
  } as const
}

/**
 * Calls `push` once `ready()` holds, checking every 100 ms (at most `attempts` times); returns a stop function.
 * The list pushes its page impression once its first result is on the page and the document has its title.
 */
export function whenReady(ready: () => boolean, push: () => void, options: { attempts?: number; every?: number } = {}): () => void {
  const { attempts = 100, every = PAGE_IMPRESSION_POLL_MS } = options
  let left = attempts
  let timer: ReturnType<typeof setTimeout> | null = null
  const check = () => {
    timer = null
    if (ready()) return push()
    if (--left > 0) timer = setTimeout(check, every)
  }
  check()
  return () => {
    if (timer) clearTimeout(timer)
  }
}
