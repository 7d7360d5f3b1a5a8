import { carListStateFromQuery } from './car-list-url'
import { toSearchFacets } from './filter-state'
import type { FacetResult } from './result'
import type { FacetRequest, SearchRequest } from './schema'

/**
 * Car teasers (spec 2 §2 "Car teasers", §7): cars by a comma-separated list of ids (PimIds or Ids; nothing when
 * none is given; in the order given; up to 100), or by a predefined query with a limit (default 8) and an
 * optional sort name.
 */

export const TEASER_MAX_IDS = 100
export const TEASER_DEFAULT_LIMIT = 8
/** Query teaser card width. */
export const TEASER_QUERY_CARD_WIDTH_PX = 315

/** The ids of the list, in the order given, each once, at most 100; anything that is not an id is left out. */
export function parseTeaserIds(text: string | null | undefined): string[] {
  const ids = (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d{1,18}$/.test(id))
  return [...new Set(ids)].slice(0, TEASER_MAX_IDS)
}

/** The cars in the order of the ids given; an id the stock no longer has is skipped. */
export function inIdOrder<Car extends { car_id: string }>(cars: readonly Car[], ids: readonly string[]): Car[] {
  const byId = new Map(cars.map((car) => [car.car_id, car]))
  return ids.flatMap((id) => {
    const car = byId.get(id)
    return car ? [car] : []
  })
}

export function teaserLimit(limit: number | null | undefined): number {
  return limit && Number.isInteger(limit) && limit > 0 ? Math.min(limit, TEASER_MAX_IDS) : TEASER_DEFAULT_LIMIT
}

export type TeaserSelection = { kind: 'ids'; ids: string[] } | { kind: 'query'; query: string; limit: number; sortName: string | null }

/**
 * Which cars a teaser block asks for: by ids (nothing when it lists none), or by its query (every car when the
 * query is empty) with its limit and sort.
 */
export function teaserSelection(block: { source?: string | null; ids?: string | null; query?: string | null; limit?: number | null; sort?: string | null }): TeaserSelection | null {
  if (block.source === 'query') {
    return { kind: 'query', query: (block.query ?? '').trim().replace(/^\?/, ''), limit: teaserLimit(block.limit), sortName: block.sort?.trim() || null }
  }
  const ids = parseTeaserIds(block.ids)
  return ids.length > 0 ? { kind: 'ids', ids } : null
}

/**
 * The search request of a teaser (without index and fields): ids as a car_id filter, or the query's filters
 * (the car list's query language: `car_fuel=El&car_brand=Volvo`) as filtered facets.
 */
export function teaserSearch(selection: TeaserSelection, listFacets: readonly FacetRequest[], vocabulary: readonly FacetResult[]): Omit<SearchRequest, 'index'> {
  if (selection.kind === 'ids') {
    return { filters: [{ name: 'car_id', values: selection.ids.map((value) => ({ value })) }], limit: selection.ids.length }
  }
  const state = carListStateFromQuery(new URLSearchParams(selection.query), listFacets.map((facet) => facet.name), vocabulary)
  const facets = toSearchFacets(state, listFacets).filter((facet) => facet.filters)
  return {
    ...(facets.length ? { facets } : {}),
    ...(state.keyphrase ? { keyphrase: state.keyphrase } : {}),
    ...(selection.sortName ? { sort_name: selection.sortName } : {}),
    limit: selection.limit,
  }
}
