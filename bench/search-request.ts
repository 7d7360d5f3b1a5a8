/** The requests bench/search asks, in process and over HTTP (bench/search-load.ts builds its bodies from them too). */
import { CAR_BRAND_MODEL_FACET, CAR_LIST_FACETS } from '../src/features/car-search/index-config'
import type { FacetRequest, SearchRequest } from '../src/features/car-search/schema'

export const INDEX = 'vehicles-se' as const
export const KEYPHRASE = 'volvo automat'
export const BRAND = 'Volvo'
export const PRICE_RANGE: [number, number] = [150_000, 600_000]
/** "48 per page" of the car list. */
export const PAGE_SIZE = 48
export const DEEP_OFFSET = 960

/** The car list's facets with the brand filter on brand > model and the price range on the price facet. */
export function carListFacets(brand: string | null, price: [number, number] | null): FacetRequest[] {
  return CAR_LIST_FACETS.map((facet) => {
    if (brand !== null && facet.name === CAR_BRAND_MODEL_FACET) return { ...facet, filters: { values: [{ value: brand }] } }
    if (price !== null && facet.name === 'car_price') return { ...facet, filters: { range: price } }
    return facet
  })
}

/** (b) with a price range and an offset of its own. */
export function searchBody(price: [number, number], offset: number): SearchRequest {
  return { index: INDEX, keyphrase: KEYPHRASE, facets: carListFacets(BRAND, price), sort_name: 'price_asc', limit: PAGE_SIZE, offset }
}
