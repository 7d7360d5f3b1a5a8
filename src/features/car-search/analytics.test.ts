import { describe, expect, it, vi } from 'vitest'

import { carListSearchEvent, pageImpressionEvent, PAGE_IMPRESSION_POLL_MS, productListEvent, whenReady } from './analytics'
import type { CarCardDoc } from './car-card'

const car = (id: string, price: number, campaign = 0) =>
  ({ car_id: id, car_brand: 'Kia', car_model: 'EV6', car_body: 'SUV', car_version: 'GT-Line', car_price: price, car_campaign_price: campaign, car_price_currency: 'SEK' }) as CarCardDoc

describe('car list analytics', () => {
  it('pushes the cars shown as a product list, numbered from where they start in the list', () => {
    expect(productListEvent([car('1', 400_000), car('2', 500_000, 450_000)], 48)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'car list',
        items: [
          { item_id: '1', item_name: 'Kia EV6', item_brand: 'Kia', item_category: 'SUV', item_variant: 'GT-Line', price: 400_000, currency: 'SEK', index: 48 },
          { item_id: '2', item_name: 'Kia EV6', item_brand: 'Kia', item_category: 'SUV', item_variant: 'GT-Line', price: 450_000, currency: 'SEK', index: 49 },
        ],
      },
    })
  })

  it('pushes a search with its words and how many filters it set', () => {
    expect(carListSearchEvent(' kia dragkrok ', 1)).toEqual({ event: 'search', search_type: 'car list', search_term: 'kia dragkrok', search_filters: 1 })
  })

  it('pushes the page impression once the page is ready, checking every 100 ms', () => {
    vi.useFakeTimers()
    let ready = false
    const push = vi.fn()
    whenReady(() => ready, push)
    vi.advanceTimersByTime(PAGE_IMPRESSION_POLL_MS * 3)
    expect(push).not.toHaveBeenCalled()
    ready = true
    vi.advanceTimersByTime(PAGE_IMPRESSION_POLL_MS)
    expect(push).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PAGE_IMPRESSION_POLL_MS * 5)
    expect(push).toHaveBeenCalledTimes(1)
    const never = vi.fn()
    const stop = whenReady(() => false, never, { attempts: 3 })
    stop()
    vi.advanceTimersByTime(1_000)
    expect(never).not.toHaveBeenCalled()
    vi.useRealTimers()
    expect(pageImpressionEvent({ type: 'car list', title: 'Alla bilar', path: '/bilar', totalItems: 12 })).toEqual({
      event: 'page_impression',
      page_type: 'car list',
      page_title: 'Alla bilar',
      page_path: '/bilar',
      total_items: 12,
    })
  })
})
