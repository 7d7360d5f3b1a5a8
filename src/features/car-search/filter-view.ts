/**
 * How the car list shows its filters (spec 2 §2 "Car list", §4 "Filter view"): 'sticky' keeps them in a side
 * panel beside the cars, 'toggle' opens them on demand. Sticky applies only at 1024 px and wider; narrower, the
 * filters open in a drawer. The visitor's choice is kept in session storage as `filterType`.
 */

export const FILTER_TYPE_STORAGE_KEY = 'filterType'
export const FILTER_STICKY_MIN_WIDTH = 1024

export type FilterType = 'sticky' | 'toggle'

/** The stored choice; sticky when none (or something else) is stored. */
export function readFilterType(stored: string | null): FilterType {
  return stored === 'toggle' ? 'toggle' : 'sticky'
}

/** Whether the side panel shows: a sticky choice on a wide enough screen. */
export function isSticky(filterType: FilterType, viewportWidth: number): boolean {
  return filterType === 'sticky' && viewportWidth >= FILTER_STICKY_MIN_WIDTH
}

/** Each facet has its own search box, shown only when it has 10 or more values. */
export const FACET_SEARCH_MIN_VALUES = 10
/** Skeleton placeholders while loading. */
export const SKELETON_CARDS = 24

export const showsFacetSearch = (valueCount: number): boolean => valueCount >= FACET_SEARCH_MIN_VALUES
