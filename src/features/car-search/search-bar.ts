import { carListPath } from '@/features/sites/car-list-path'
import type { Site } from '@/payload-types'

/** The query parameter the car search reads (spec 1 §2.3). */
export const KEYPHRASE_PARAM = 'keyphrase'

/** The hero banner's search counts as a search from the start page in analytics (spec 1 §2.3). */
export const START_PAGE_SEARCH_TYPE = 'start page'

/** Spec 1 §5: the search button is disabled when the keyphrase is empty. */
export function canSearch(keyphrase: string): boolean {
  return keyphrase.trim().length > 0
}

/** The search page with `?keyphrase=`, or `&keyphrase=` when the address already has a query. */
export function searchHref(searchUrl: string, keyphrase: string): string {
  const hashAt = searchUrl.indexOf('#')
  const base = hashAt === -1 ? searchUrl : searchUrl.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : searchUrl.slice(hashAt)
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${KEYPHRASE_PARAM}=${encodeURIComponent(keyphrase.trim())}${hash}`
}

export type SearchEvent = { event: 'search'; search_type: string; search_term: string }

export function searchEvent(keyphrase: string, searchType: string = START_PAGE_SEARCH_TYPE): SearchEvent {
  return { event: 'search', search_type: searchType, search_term: keyphrase.trim() }
}

/** Pushes the search onto the tag manager's data layer, creating the layer when the tag manager has not. */
export function pushSearchEvent(target: { dataLayer?: unknown[] }, keyphrase: string, searchType?: string): SearchEvent {
  const event = searchEvent(keyphrase, searchType)
  target.dataLayer ??= []
  target.dataLayer.push(event)
  return event
}

/** Where a block's search goes: the editor's address, else the site's car list; null when neither exists. */
export function searchTarget(
  searchUrl: string | null | undefined,
  site: Pick<Site, 'locales' | 'defaultLocale' | 'pathToCarList'>,
  locale: string,
): string | null {
  return searchUrl?.trim() || carListPath(site, locale)
}
