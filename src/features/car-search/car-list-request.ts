import { CAR_CARD_FIELDS } from './car-card'
import { carListStateFromQuery, mergeSelections, type PathFacets } from './car-list-url'
import { carListSearch, type CarListState } from './filter-state'
import { searchFromBrowser } from './client'
import { heroSearchUrl, keyphraseToFilters } from './keyphrase'
import { CAR_LIST_FACETS, PRICE_RATING_SORT } from './list-facets'
import { isRangeFacet } from './range'
import type { FacetResult } from './result'
import type { SearchRequest } from './schema'
import { CAR_LIST_SORTS } from './texts'

/**
 * The car list's search requests (spec 2 §7 "Car list: page size 48"), made the same way on the server (first
 * render) and in the browser (`POST /api/search`).
 */

export const CAR_LIST_FACET_NAMES = CAR_LIST_FACETS.map((facet) => facet.name)

/** The value facets a list reads typed and linked values against (limit 0: facets only, every car counted). */
export const VOCABULARY_FACETS = CAR_LIST_FACETS.filter((facet) => !isRangeFacet(facet.name)).map((facet) => ({ name: facet.name }))

export function vocabularyRequest(index: string): SearchRequest {
  return { index, limit: 0, facets: VOCABULARY_FACETS }
}

export type ListFilter = NonNullable<SearchRequest['filters']>[number]

const scalar = (text: string): string | boolean => (text === 'true' ? true : text === 'false' ? false : text)

/**
 * The filters an editor fixes on a list (`car_condition=Begagnad`, `car_vehicle_type=Transportbil`): any car
 * field, in the car list's query language; the visitor filters within them and cannot remove them. Values are
 * written as the stock writes them; unknown fields are left out.
 */
export function fixedFilters(query: string | null | undefined, vocabulary: readonly FacetResult[], filterFields: readonly string[]): ListFilter[] {
  const params = new URLSearchParams((query ?? '').trim().replace(/^\?/, ''))
  const fields = [...new Set([...params.keys()])].filter((name) => filterFields.includes(name) || CAR_LIST_FACET_NAMES.includes(name))
  const state = carListStateFromQuery(params, [...CAR_LIST_FACET_NAMES, ...fields], vocabulary)
  return Object.entries(state.filters).map(([name, filter]): ListFilter =>
    'range' in filter ? { name, range: filter.range } : { name, values: filter.values.map((value) => ({ ...value, value: scalar(String(value.value)) })) },
  )
}

/** A sort the list offers, or none (the index's default, newest first) for anything else in the address. */
export function knownSort(sortName: string | undefined): string | undefined {
  return sortName && ([...CAR_LIST_SORTS, PRICE_RATING_SORT] as readonly string[]).includes(sortName) ? sortName : undefined
}

/** The list's state from its address: the query's selection with the path's (brand, model) added. */
export function carListState(query: URLSearchParams, pathFacets: PathFacets | null, vocabulary: readonly FacetResult[], defaultSort?: string | null): CarListState {
  const state = carListStateFromQuery(query, CAR_LIST_FACET_NAMES, vocabulary)
  const sortName = knownSort(state.sortName) ?? knownSort(defaultSort ?? undefined)
  // A keyphrase sent by a form without the page's script ('volvo automat') becomes filters as typed ones do.
  const typed = keyphraseToFilters(state.keyphrase, vocabulary, pathFacets ? mergeSelections(pathFacets.filters, state.filters) : state.filters)
  return { filters: typed.filters, keyphrase: typed.keyphrase, page: state.page, ...(sortName ? { sortName } : {}) }
}

/** The search of the list's cards: every page up to the current one, the facets, and the editor's fixed filters. */
export function carListRequest(index: string, state: CarListState, fixed: readonly ListFilter[]): SearchRequest {
  return { index, ...carListSearch(state, CAR_LIST_FACETS), fields: [...CAR_CARD_FIELDS], ...(fixed.length ? { filters: [...fixed] } : {}) }
}

export type HeroDestinationOptions = { index: string; key: string; fetch?: typeof fetch }

/**
 * Where the hero's car search sends the visitor (spec 2 §2 "Car search hero banner"): the words that name facet
 * values become path segments of the car list, lower case ('volvo automat' → `/bilar/volvo/automat`), the rest
 * `?keyphrase=`. Without the stock's facets (the search failed) the whole text goes as the keyphrase.
 */
export async function heroDestination(searchUrl: string, typed: string, { index, key, fetch: send }: HeroDestinationOptions): Promise<string> {
  let failed = false
  const answer = await searchFromBrowser(vocabularyRequest(index), { key, fetch: send, onError: () => (failed = true) })
  const { filters, keyphrase } = failed ? { filters: {}, keyphrase: typed } : keyphraseToFilters(typed, answer.facet)
  return heroSearchUrl(searchUrl, filters, keyphrase)
}
