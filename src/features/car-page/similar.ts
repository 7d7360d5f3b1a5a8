import type { SearchRequest } from '@/features/car-search/schema'
import type { Car } from '@/features/stock/car'

/** Recommendations on a car page and on its not-found block (spec 2 §7, §9). */
export const RECOMMENDATIONS = 8
/** Sites for a sample car's brand (spec 2 §7). */
export const SAMPLE_CAR_SITES_LIMIT = 100
/** Other trim packages of a sample car's model. */
export const TRIM_PACKAGES_LIMIT = 24

type Like = Pick<Car, 'car_brand' | 'car_model' | 'car_body' | 'car_is_used'>

/**
 * The searches that find cars like a car, most alike first: the same make and model, the same make, then the same
 * body in the same condition. For a car not found, the words of its address, then the newest cars. One more than
 * needed is asked each time, as the car itself may be among them.
 */
export function similarCarsRequests(index: string, car: Like | null, keyphrase?: string): Array<Omit<SearchRequest, 'fields'>> {
  const limit = RECOMMENDATIONS + 1
  const value = (name: string, v: string | boolean) => ({ name, values: [{ value: v }] })
  if (!car) {
    const words = keyphrase?.trim()
    return [...(words ? [{ index, limit, keyphrase: words, sort_name: 'relevance' }] : []), { index, limit, sort_name: 'newest' }]
  }
  return [
    { index, limit, sort_name: 'newest', filters: [value('car_brand', car.car_brand), value('car_model', car.car_model)] },
    { index, limit, sort_name: 'newest', filters: [value('car_brand', car.car_brand)] },
    { index, limit, sort_name: 'newest', filters: [value('car_body', car.car_body), value('car_is_used', car.car_is_used)] },
  ]
}

/** A sample car's model's other sample cars, cheapest first. */
export function trimPackagesRequest(index: string, car: Pick<Car, 'car_brand' | 'car_model'>): SearchRequest {
  return {
    index,
    limit: TRIM_PACKAGES_LIMIT + 1,
    sort_name: 'price_asc',
    fields: ['car_id', 'slug', 'car_version', 'car_trim_package', 'car_price', 'car_campaign_price', 'car_price_currency', 'car_equipment'],
    filters: [
      { name: 'car_brand', values: [{ value: car.car_brand }] },
      { name: 'car_model', values: [{ value: car.car_model }] },
      { name: 'car_is_sample', values: [{ value: true }] },
    ],
  }
}

/** The words of a car page address's slug, for the not-found block's similar cars and its car list link. */
export function keyphraseOfSlug(slug: string | null | undefined): string {
  if (!slug || !/^[a-z0-9-]+$/.test(slug)) return ''
  return slug
    .split('-')
    .filter((word) => word && !/^\d+$/.test(word))
    .slice(0, 4)
    .join(' ')
}
