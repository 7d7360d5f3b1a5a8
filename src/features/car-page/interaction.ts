import type { ListItem } from '@/features/car-search/analytics'
import type { Car } from '@/features/stock/car'

/** The car page's behaviour in the browser that is not drawing: hash scrolling, the gallery's frames, analytics. */

/** Scroll offset of the contact form below the sticky header (spec 2 §2): 112 wide, 250 under 768 px. */
export const CONTACT_SCROLL_OFFSET = 112
export const CONTACT_SCROLL_OFFSET_NARROW = 250
export const NARROW_WIDTH = 768
/** Gallery frames preloaded ahead and behind (spec 2 §9). */
export const GALLERY_PRELOAD = 5
/** A swipe shorter than this (px) is a tap. */
export const SWIPE_MIN_PX = 40

export const contactScrollOffset = (viewportWidth: number): number => (viewportWidth < NARROW_WIDTH ? CONTACT_SCROLL_OFFSET_NARROW : CONTACT_SCROLL_OFFSET)

/** What a hash asks of the contact form: any hash containing 'contact' scrolls to it; -quote and -testdrive pre-tick. */
export function contactHashIntent(hash: string): { scroll: boolean; quote: boolean; testDrive: boolean } {
  const value = hash.replace(/^#/, '').toLowerCase()
  if (!value.includes('contact')) return { scroll: false, quote: false, testDrive: false }
  return { scroll: true, quote: value.includes('contact-quote'), testDrive: value.includes('contact-testdrive') }
}

/** The frames around the one shown to load ahead of time, nearest first, each once, wrapping around. */
export function framesToPreload(current: number, count: number, reach = GALLERY_PRELOAD): number[] {
  const frames: number[] = []
  for (let step = 1; step <= reach; step++) {
    for (const frame of [current + step, current - step]) {
      const wrapped = ((frame % count) + count) % count
      if (wrapped !== current && !frames.includes(wrapped)) frames.push(wrapped)
    }
  }
  return frames
}

/** The frame after a move, wrapping at both ends. */
export const stepFrame = (current: number, delta: number, count: number): number => (count === 0 ? 0 : (((current + delta) % count) + count) % count)

/** The product page event (spec 2 §7 "Analytics"): the car viewed, in the e-commerce shape tag managers read. */
export function productPageEvent(car: Pick<Car, 'car_id' | 'car_brand' | 'car_model' | 'car_body' | 'car_version' | 'car_price' | 'car_campaign_price' | 'car_price_currency' | 'car_is_used' | 'car_site_name'>) {
  const price = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
  const item: Omit<ListItem, 'index'> = {
    item_id: car.car_id,
    item_name: `${car.car_brand} ${car.car_model}`.trim(),
    item_brand: car.car_brand,
    item_category: car.car_body,
    item_variant: car.car_version,
    price,
    currency: car.car_price_currency,
  }
  return {
    event: 'view_item',
    car_condition: car.car_is_used ? 'used' : 'new',
    car_site: car.car_site_name,
    ecommerce: { currency: car.car_price_currency, value: price, items: [item] },
  } as const
}

/** The page type of car page impressions. */
export const CAR_PAGE_TYPE = 'car detail'
export const CAR_NOT_FOUND_PAGE_TYPE = 'car not found'

/** Similar cars carousel (spec 2 §9): card width 330, a drag of 30 % of a card or more snaps on to the next. */
export const CAROUSEL_CARD_WIDTH = 330
export const CAROUSEL_SNAP_THRESHOLD = 0.3

/** The card a drag ends on: whole cards dragged, and one more when the rest is at least the threshold. */
export function snapTarget(startIndex: number, draggedPx: number, step: number, count: number): number {
  if (step <= 0 || count <= 0) return 0
  const cards = -draggedPx / step
  const whole = Math.trunc(cards)
  const rest = cards - whole
  const target = startIndex + whole + (Math.abs(rest) >= CAROUSEL_SNAP_THRESHOLD ? Math.sign(rest) : 0)
  return Math.min(Math.max(target, 0), count - 1)
}
