import { cache } from 'react'

import { CAR_CARD_FIELDS, type CarCardDoc } from '@/features/car-search/car-card'
import { chosenCarsOfTheWeek, withChosenCarsOfTheWeek } from '@/features/car-search/car-of-the-week'
import { carListRequest, carListState, fixedFilters, vocabularyRequest, type ListFilter } from '@/features/car-search/car-list-request'
import { pathFacetFilters, type PathFacets } from '@/features/car-search/car-list-url'
import type { CarListState } from '@/features/car-search/filter-state'
import { CAR_FILTER_FIELDS } from '@/features/car-search/index-config'
import { vehicleIndexOf } from '@/features/car-search/indices'
import { EMPTY_RESULT, type FacetResult, type SearchResponse } from '@/features/car-search/result'
import type { SearchRequest } from '@/features/car-search/schema'
import { carListPath } from '@/features/sites/car-list-path'
import { localizedPath } from '@/features/sites/locales'
import { searchApiKey } from '@/lib/api-keys'
import { logger } from '@/lib/logger'
import type { Site } from '@/payload-types'

import { searchStock } from '@/wiring/search'

/**
 * What the car list, teasers and car of the week read on the server: the same search service as `POST
 * /api/search`, called in process (spec 2 §7).
 */

/** The car page's path in the visitor's language: the site's pathToCarDetail (spec 2 §2 "Car detail"). */
export function carDetailBase(site: Pick<Site, 'locales' | 'defaultLocale' | 'pathToCarDetail' | 'pathToCarList'>, locale: string): string {
  const path = (site.pathToCarDetail || site.pathToCarList || '').trim()
  return localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path.startsWith('/') ? path : `/${path}`)
}

/** Every value of the list's value facets (limit 0): what typed and linked values are read against. Shared by a request. */
export const carListVocabulary = cache(async (index: string): Promise<FacetResult[]> => (await searchStock(vocabularyRequest(index))).facet)

/** The selection a car list's facet segments make, or null when one is no value of its facets (not a page). */
export async function carListPathFacets(site: Site, segments: readonly string[]): Promise<PathFacets | null> {
  try {
    return pathFacetFilters(segments, await carListVocabulary(vehicleIndexOf(site)))
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'car list facets could not be read')
    return null
  }
}

export type CarListData = {
  index: string
  state: CarListState
  fixed: ListFilter[]
  response: SearchResponse<CarCardDoc>
  /** The search failed: the list shows carListError. */
  failed: boolean
}

/** The first render of a car list: its state from the address, and every page up to the one asked for. */
export async function loadCarList(site: Site, block: { fixedQuery?: string | null; defaultSort?: string | null }, address: { query: string; pathFacets: PathFacets | null } | undefined): Promise<CarListData> {
  let index = ''
  try {
    index = vehicleIndexOf(site)
    const vocabulary = await carListVocabulary(index)
    const state = carListState(new URLSearchParams(address?.query ?? ''), address?.pathFacets ?? null, vocabulary, block.defaultSort)
    // A list fixed on caroftheweek=true lists the cars of the week the site's editors chose, when they chose.
    const fixed = withChosenCarsOfTheWeek(fixedFilters(block.fixedQuery, vocabulary, CAR_FILTER_FIELDS as readonly string[]), chosenCarsOfTheWeek(site.carsOfTheWeek, index))
    const response = await searchStock<CarCardDoc>(carListRequest(index, state, fixed))
    return { index, state, fixed, response, failed: false }
  } catch (error) {
    logger.error({ err: error, site: site.key, index }, 'car list search failed')
    return { index, state: { filters: {}, keyphrase: '', page: 0 }, fixed: [], response: { ...EMPTY_RESULT }, failed: true }
  }
}

/** Cars for a teaser or carousel; a failed search is logged and gives none (spec 2 §8: nothing is rendered). */
export async function searchCards(request: Omit<SearchRequest, 'fields'>): Promise<CarCardDoc[]> {
  try {
    return (await searchStock<CarCardDoc>({ ...request, fields: [...CAR_CARD_FIELDS] })).content
  } catch (error) {
    logger.error({ err: error, index: request.index }, 'car cards search failed')
    return []
  }
}

/**
 * The car search of a hero that searches the site's car list: its vehicle index and the search-only key the
 * browser sends; null for a search that goes elsewhere, or on a site without a car list.
 */
export function heroCarSearch(site: Site, locale: string, searchUrl: string | null): { index: string; searchKey: string } | null {
  const list = carListPath(site, locale)
  if (!searchUrl || !list || searchUrl.split(/[?#]/)[0]!.replace(/\/+$/, '') !== list.replace(/\/+$/, '')) return null
  try {
    return { index: vehicleIndexOf(site), searchKey: searchApiKey() }
  } catch {
    return null
  }
}
