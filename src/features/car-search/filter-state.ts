import { isRangeFacet, isValidRange, type Range } from './range'
import { KEYPHRASE_PARAM } from './search-bar'
import type { FacetRequest, Filter, NestedValue, SearchRequest } from './schema'

/**
 * The car list's state (spec 2 §2 "Car list", §4 "Filter changes"). It lives in the URL query, so back,
 * forward, reload and a shared link all show the same list.
 */

/**
 * Selected filters by facet name: a range, or values. On a hierarchical facet ('car_brand>car_model') a value
 * without children means all its children (every Volvo); with children it narrows to them (Volvo XC60).
 * Values are the facet texts the search answered with, so they are strings.
 */
export type SelectedFilters = Readonly<Record<string, Filter>>

export type CarListState = {
  filters: SelectedFilters
  sortName?: string
  keyphrase: string
  /** Index of the last page shown: the list shows pages 0 up to this one. */
  page: number
}

export const EMPTY_CAR_LIST_STATE: CarListState = { filters: {}, keyphrase: '', page: 0 }

export const CAR_LIST_PAGE_SIZE = 48
/** Page number is capped at 20: page index 19 is the highest loaded. */
export const MAX_PAGE = 20
/** The total shown caps at 10000 and is displayed as '10000+'. */
export const TOTAL_DISPLAY_CAP = 10_000
/** The load-more bar is hidden when the count shown equals the total and the total is below 12. */
export const LOAD_MORE_HIDDEN_BELOW_TOTAL = 12

/** Query parameter names besides the filters, which use the facet names. */
export const CAR_LIST_QUERY = { sortName: 'sortName', keyphrase: KEYPHRASE_PARAM, page: 'page' } as const
const RESERVED_PARAMS: ReadonlySet<string> = new Set(Object.values(CAR_LIST_QUERY))

// The search call's own limits (schema.ts): a URL beyond them would make every search fail.
const KEYPHRASE_MAX_LENGTH = 500
const SORT_NAME_MAX_LENGTH = 100
const VALUE_MAX_LENGTH = 300
const VALUES_MAX_PER_FACET = 1_000

const LEVEL_SEPARATOR = '>'
const VALUE_SEPARATOR = ','

export function clampPage(page: number): number {
  return Number.isFinite(page) ? Math.min(MAX_PAGE - 1, Math.max(0, Math.floor(page))) : 0
}

// ---- Values on a hierarchy -------------------------------------------------------------------------------

/** Every selected leaf as its path from the top level: Volvo{XC60, XC90}, Kia → [Volvo,XC60] [Volvo,XC90] [Kia]. */
export function leafPaths(values: readonly NestedValue[], prefix: readonly string[] = []): string[][] {
  return values.flatMap((node) => {
    const path = [...prefix, String(node.value)]
    return node.children?.length ? leafPaths(node.children, path) : [path]
  })
}

const nodeFor = ([head, ...rest]: readonly string[]): NestedValue =>
  rest.length ? { value: head!, children: [nodeFor(rest)] } : { value: head! }

function hasPath(values: readonly NestedValue[], [head, ...rest]: readonly string[]): boolean {
  const node = values.find((candidate) => String(candidate.value) === head)
  return node !== undefined && (rest.length === 0 || hasPath(node.children ?? [], rest))
}

/** Adds a path; its parents are selected with it. Adding a value already selected keeps its narrowing. */
function withPath(values: readonly NestedValue[], path: readonly string[]): NestedValue[] {
  const [head, ...rest] = path
  const index = values.findIndex((node) => String(node.value) === head)
  if (index === -1) return [...values, nodeFor(path)]
  const node = values[index]!
  if (rest.length === 0) return [...values]
  const narrowed = { value: node.value, children: withPath(node.children ?? [], rest) }
  return values.map((other, i) => (i === index ? narrowed : other))
}

/** Removes a path with everything below it; a parent left without children means all its children again. */
function withoutPath(values: readonly NestedValue[], [head, ...rest]: readonly string[]): NestedValue[] {
  return values.flatMap((node) => {
    if (String(node.value) !== head) return [node]
    if (rest.length === 0) return []
    const children = withoutPath(node.children ?? [], rest)
    return [children.length ? { value: node.value, children } : { value: node.value }]
  })
}

const valuesOf = (filter: Filter | undefined): NestedValue[] => (filter && 'values' in filter ? filter.values : [])

function withFilter(filters: SelectedFilters, facet: string, filter: Filter | null): SelectedFilters {
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== facet))
  return filter ? { ...others, [facet]: filter } : others
}

export function isValueSelected(filters: SelectedFilters, facet: string, path: readonly string[]): boolean {
  return path.length > 0 && hasPath(valuesOf(filters[facet]), path)
}

/** Selects a value (and its parents) if it is not selected yet; used where a selection only grows. */
export function selectValue(filters: SelectedFilters, facet: string, path: readonly string[]): SelectedFilters {
  if (path.length === 0) return filters
  return withFilter(filters, facet, { values: withPath(valuesOf(filters[facet]), path) })
}

/**
 * Ticks or unticks a facet value, given as its path from the top level (['Volvo', 'XC60']). Selecting a child
 * selects its parent; removing a parent removes its child selections. Any filter change starts again at the
 * first page, since the pages shown so far belong to the old result.
 */
export function toggleValue(state: CarListState, facet: string, path: readonly string[]): CarListState {
  if (path.length === 0) return state
  const current = valuesOf(state.filters[facet])
  const values = hasPath(current, path) ? withoutPath(current, path) : withPath(current, path)
  return { ...state, filters: withFilter(state.filters, facet, values.length ? { values } : null), page: 0 }
}

/** Sets a range filter, or removes it with null (a range equal to the full range, see `rangeFilter`). */
export function setRangeFilter(state: CarListState, facet: string, range: Range | null): CarListState {
  const filter = range && isValidRange(range) ? { range: [range[0], range[1]] as [number, number] } : null
  return { ...state, filters: withFilter(state.filters, facet, filter), page: 0 }
}

/** Clear all resets filters, keyphrase and page; the chosen sort order stays. */
export function clearAll(state: CarListState): CarListState {
  return { ...state, filters: {}, keyphrase: '', page: 0 }
}

/** The filter badge count: each selected leaf value counts once, a range filter counts once. */
export function activeFilterCount(filters: SelectedFilters): number {
  return Object.values(filters).reduce(
    (count, filter) => count + ('range' in filter ? 1 : leafPaths(filter.values).length),
    0,
  )
}

// ---- The URL query ---------------------------------------------------------------------------------------
//
// One parameter per filtered facet, named by the facet, then sortName, keyphrase and page (omitted when empty
// or 0):
//   car_brand>car_model=Volvo>XC60,Volvo>XC90,Kia   values as paths from the top level ('>'), comma separated
//   car_price=100000-250000                        a range facet: lower-upper
//   sortName=price_asc&keyphrase=dragkrok&page=2    page is the index of the last page shown (0 is the first)
// A '%', ',' or '>' inside a value is written %25, %2C, %3E before the usual URL encoding.

const escapeSegment = (segment: string): string =>
  segment.replace(/[%,>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
const unescapeSegment = (segment: string): string =>
  segment.replace(/%(25|2C|3E)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

function formatFilter(filter: Filter): string | null {
  if ('range' in filter) return isValidRange(filter.range) ? `${filter.range[0]}-${filter.range[1]}` : null
  const paths = leafPaths(filter.values)
  return paths.length ? paths.map((path) => path.map(escapeSegment).join(LEVEL_SEPARATOR)).join(VALUE_SEPARATOR) : null
}

/** The query string (without '?') for the state; commas are left readable, the rest is URL encoded. */
export function formatCarListQuery(state: CarListState): string {
  const params = new URLSearchParams()
  for (const [name, filter] of Object.entries(state.filters)) {
    const text = RESERVED_PARAMS.has(name) ? null : formatFilter(filter)
    if (text) params.append(name, text)
  }
  if (state.sortName) params.set(CAR_LIST_QUERY.sortName, state.sortName)
  const keyphrase = state.keyphrase.trim()
  if (keyphrase) params.set(CAR_LIST_QUERY.keyphrase, keyphrase)
  const page = clampPage(state.page)
  if (page > 0) params.set(CAR_LIST_QUERY.page, String(page))
  // A literal comma inside a value is %2C before encoding, so it shows as %252C and is not touched here.
  return params.toString().replace(/%2C/g, ',')
}

const RANGE_PATTERN = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/

function parseRange(texts: readonly string[]): Filter | null {
  for (const text of texts) {
    const match = RANGE_PATTERN.exec(text.trim())
    const range = match ? [Number(match[1]), Number(match[2])] : []
    if (isValidRange(range)) return { range }
  }
  return null
}

function parseValues(texts: readonly string[], levels: number): Filter | null {
  let values: NestedValue[] = []
  const entries = texts.flatMap((text) => text.split(VALUE_SEPARATOR)).slice(0, VALUES_MAX_PER_FACET)
  for (const entry of entries) {
    const path: string[] = []
    // Levels beyond the facet's own, and anything after an empty level, are not a value of this facet.
    for (const segment of entry.split(LEVEL_SEPARATOR).slice(0, levels)) {
      const value = unescapeSegment(segment)
      if (value.trim() === '' || value.length > VALUE_MAX_LENGTH) break
      path.push(value)
    }
    if (path.length) values = withPath(values, path)
  }
  return values.length ? { values } : null
}

function parsePage(text: string | null): number {
  return text !== null && /^\d+$/.test(text.trim()) ? clampPage(Number(text)) : 0
}

/**
 * The state from the URL query. Only the given facets are read (a range for the range facets, values for the
 * others); anything it cannot read is left out rather than failing the page.
 */
export function parseCarListQuery(params: URLSearchParams, facetNames: readonly string[]): CarListState {
  const filters: Record<string, Filter> = {}
  for (const name of facetNames) {
    const texts = params.getAll(name)
    if (texts.length === 0 || RESERVED_PARAMS.has(name)) continue
    const filter = isRangeFacet(name) ? parseRange(texts) : parseValues(texts, name.split(LEVEL_SEPARATOR).length)
    if (filter) filters[name] = filter
  }
  const sortName = params.get(CAR_LIST_QUERY.sortName)?.trim()
  const keyphrase = (params.get(CAR_LIST_QUERY.keyphrase) ?? '').trim().slice(0, KEYPHRASE_MAX_LENGTH)
  return {
    filters,
    ...(sortName && sortName.length <= SORT_NAME_MAX_LENGTH ? { sortName } : {}),
    keyphrase,
    page: parsePage(params.get(CAR_LIST_QUERY.page)),
  }
}

// ---- The search request ----------------------------------------------------------------------------------

/** The list's facets with the selected filters; a facet not asked for is not filtered on. */
export function toSearchFacets(state: CarListState, facetRequests: readonly FacetRequest[]): FacetRequest[] {
  return facetRequests.map((request) => {
    const filter = state.filters[request.name]
    const usable = filter && ('range' in filter ? isValidRange(filter.range) : filter.values.length > 0)
    return usable ? { ...request, filters: filter } : request
  })
}

/**
 * The cars to fetch for the list: every page up to the current one in one request, so a reloaded or shared
 * URL shows the same cars as before (at most 20 × 48 = 960, within the search's limit of 1000).
 */
export function carListWindow(page: number): { limit: number; offset: number } {
  return { offset: 0, limit: (clampPage(page) + 1) * CAR_LIST_PAGE_SIZE }
}

/** The car list's part of the search request; the caller adds the site's index and fields. */
export function carListSearch(
  state: CarListState,
  facetRequests: readonly FacetRequest[],
): Pick<SearchRequest, 'facets' | 'keyphrase' | 'sort_name' | 'limit' | 'offset'> {
  const keyphrase = state.keyphrase.trim()
  return {
    facets: toSearchFacets(state, facetRequests),
    ...(keyphrase ? { keyphrase } : {}),
    ...(state.sortName ? { sort_name: state.sortName } : {}),
    ...carListWindow(state.page),
  }
}

// ---- Showing X of Y --------------------------------------------------------------------------------------

export function formatTotal(total: number): string {
  return total >= TOTAL_DISPLAY_CAP ? `${TOTAL_DISPLAY_CAP}+` : String(total)
}

/**
 * Whether the load-more bar ('showing X of Y' and 'show more') is shown. It is hidden only when everything is
 * shown and the total is below 12; from 12 cars on it stays as a 'showing 30 of 30' summary.
 */
export function showLoadMore(shown: number, total: number): boolean {
  return !(shown === total && total < LOAD_MORE_HIDDEN_BELOW_TOTAL)
}

/** Whether 'show more' can load another page: more cars exist and the page cap is not reached. */
export function canLoadMore(page: number, shown: number, total: number): boolean {
  return shown < total && clampPage(page) < MAX_PAGE - 1
}
