import { formatCarListQuery, parseCarListQuery, selectValue, type CarListState, type SelectedFilters } from './filter-state'
import { CAR_BRAND_MODEL_FACET } from './list-facets'
import { foldForMatch, keyphraseToFilters } from './keyphrase'
import type { NestedValue } from './schema'
import type { FacetResult, FacetValueNode } from './result'

/**
 * The car list's address as visitors, links and old redirects write it (spec 2 §2 "Car list"): the query holds
 * the filters by facet name, and the segments after the list's own path are selected values (brand, then
 * model: `/kop-bil/alla-bilar-i-lager/volvo/xc60`). The spec's ',-w-,' marker is the original platform's
 * spelling of those segments.
 *
 * Values come in as people write them ('Skoda', 'volvo'): each is matched with the facet's own texts, as the
 * search answered them, whatever the letter case and accents ('Škoda', 'Volvo').
 */

const LEVEL = '>'

/** At most this many facet segments after the list's path; more is not a list address. */
export const MAX_FACET_SEGMENTS = 4

/**
 * A level of a hierarchy named by its own field (`car_brand=Volvo`, `car_model=XC60`), as the demo redirects and
 * the footer's brand logos write it: the same selection as `car_brand>car_model=Volvo` or `=Volvo>XC60`.
 */
function levelAliases(params: URLSearchParams, hierarchy: string, vocabulary: readonly FacetResult[], filters: SelectedFilters): SelectedFilters {
  const levels = hierarchy.split(LEVEL)
  const tree = valueTree(vocabulary, hierarchy)
  let selected = filters
  levels.forEach((level, depth) => {
    for (const text of params.getAll(level).flatMap((value) => value.split(','))) {
      const wanted = foldForMatch(text.trim())
      if (!wanted) continue
      const paths = pathsAtDepth(tree, depth).filter((path) => foldForMatch(path[depth]!) === wanted)
      // A value the stock does not have still filters (to nothing), as the address asked.
      for (const path of paths.length ? paths : depth === 0 ? [[text.trim()]] : []) selected = selectValue(selected, hierarchy, path)
    }
  })
  return selected
}

function valueTree(vocabulary: readonly FacetResult[], name: string): FacetValueNode[] {
  const facet = vocabulary.find((candidate) => candidate.name === name)
  return facet?.type === 'value' ? facet.values : []
}

function pathsAtDepth(nodes: readonly FacetValueNode[], depth: number, prefix: string[] = []): string[][] {
  return nodes.flatMap((node) => {
    const path = [...prefix, node.text]
    return depth === 0 ? [path] : pathsAtDepth(node.children ?? [], depth - 1, path)
  })
}

/** Each selected value written as the facet writes it ('skoda' → 'Škoda'); a value it does not have stays as given. */
export function resolveFilterValues(filters: SelectedFilters, vocabulary: readonly FacetResult[]): SelectedFilters {
  const resolve = (values: readonly NestedValue[], nodes: readonly FacetValueNode[]): NestedValue[] =>
    values.map((value) => {
      const text = String(value.value)
      const node = nodes.find((candidate) => foldForMatch(candidate.text) === foldForMatch(text))
      const children = value.children?.length ? resolve(value.children, node?.children ?? []) : undefined
      return { value: node?.text ?? text, ...(children ? { children } : {}) }
    })
  return Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, 'values' in filter ? { values: resolve(filter.values, valueTree(vocabulary, name)) } : filter]),
  )
}

/** The list's state from its URL query: filters by facet name (and by a hierarchy level's field), sortName, keyphrase, page. */
export function carListStateFromQuery(params: URLSearchParams, facetNames: readonly string[], vocabulary: readonly FacetResult[]): CarListState {
  const state = parseCarListQuery(params, facetNames)
  let filters = state.filters
  for (const hierarchy of facetNames.filter((name) => name.includes(LEVEL))) filters = levelAliases(params, hierarchy, vocabulary, filters)
  return { ...state, filters: resolveFilterValues(filters, vocabulary) }
}

export type PathFacets = {
  /** The selection the segments make, to add to the query's. */
  filters: SelectedFilters
  /** The value each segment selected, as the facet writes it: the page's title ('Volvo', 'Volvo XC60'). */
  labels: string[]
  /** The segments in their one written form, lower case: the canonical address. */
  segments: string[]
}

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).trim()
  } catch {
    return null
  }
}

/** The vocabulary with a hierarchy narrowed to the values already selected: a model segment means that brand's model. */
function narrowedTo(vocabulary: readonly FacetResult[], filters: SelectedFilters): FacetResult[] {
  return vocabulary.map((facet) => {
    const filter = filters[facet.name]
    if (facet.type !== 'value' || !facet.name.includes(LEVEL) || !filter || !('values' in filter)) return facet
    const chosen = new Set(filter.values.map((value) => String(value.value)))
    return { ...facet, values: facet.values.filter((node) => chosen.has(node.text)) }
  })
}

function lastSelected(before: SelectedFilters, after: SelectedFilters): string | null {
  for (const [name, filter] of Object.entries(after)) {
    if (!('values' in filter)) continue
    const previous = JSON.stringify(before[name] ?? null)
    if (previous === JSON.stringify(filter)) continue
    const deepest = (values: readonly NestedValue[]): string | null => {
      const last = values[values.length - 1]
      return last ? (last.children?.length ? deepest(last.children) : String(last.value)) : null
    }
    return deepest(filter.values)
  }
  return null
}

/**
 * The selection the segments after a car list's path make ('volvo', 'xc60'; 'land-rover' or 'land%20rover'), or
 * null when a segment is no value of the list's facets (such an address is not a page). Each segment is one
 * value, matched as typed search text is: a brand, then a model of that brand, or a value of another facet
 * ('automat'), as the hero search writes them.
 */
export function pathFacetFilters(segments: readonly string[], vocabulary: readonly FacetResult[]): PathFacets | null {
  if (segments.length > MAX_FACET_SEGMENTS) return null
  let filters: SelectedFilters = {}
  const labels: string[] = []
  for (const segment of segments) {
    const text = decodeSegment(segment)
    if (!text) return null
    const readings = [text, text.replace(/-/g, ' ')]
    let matched: SelectedFilters | null = null
    for (const reading of readings) {
      for (const words of [narrowedTo(vocabulary, filters), vocabulary]) {
        const result = keyphraseToFilters(reading, words, filters)
        if (!result.keyphrase && result.filters !== filters) {
          matched = result.filters
          break
        }
      }
      if (matched) break
    }
    if (!matched) return null
    labels.push(lastSelected(filters, matched) ?? text)
    filters = matched
  }
  return { filters, labels, segments: labels.map((label) => label.toLowerCase()) }
}

/** Selections from the path and from the query together: a value chosen twice is chosen once. */
export function mergeSelections(first: SelectedFilters, second: SelectedFilters): SelectedFilters {
  let merged = first
  for (const [name, filter] of Object.entries(second)) {
    if (!('values' in filter)) {
      merged = { ...merged, [name]: filter }
      continue
    }
    const paths = (values: readonly NestedValue[], prefix: string[] = []): string[][] =>
      values.flatMap((value) => {
        const path = [...prefix, String(value.value)]
        return value.children?.length ? paths(value.children, path) : [path]
      })
    for (const path of paths(filter.values)) merged = selectValue(merged, name, path)
  }
  return merged
}

/** The address of a list with path facets: its path, then each segment in lower case. */
export function facetPath(basePath: string, segments: readonly string[]): string {
  return [basePath.replace(/\/+$/, ''), ...segments.map((segment) => encodeURIComponent(segment.toLowerCase()))].join('/') || '/'
}

/**
 * The address of a list state, as the hero search writes it: one make, or one make and one of its models, chosen
 * in the make and model facet become the list's path (`…/volvo/xc60`, titled *Volvo XC60*); everything else stays
 * in the query.
 */
export function carListAddress(basePath: string, state: CarListState): string {
  const chosen = state.filters[CAR_BRAND_MODEL_FACET]
  let segments: string[] = []
  let rest = state
  if (chosen && 'values' in chosen && chosen.values.length === 1) {
    const [make] = chosen.values
    const models = make!.children ?? []
    if (models.length <= 1 && !models[0]?.children?.length) {
      segments = [String(make!.value), ...models.map((model) => String(model.value))]
      const filters = { ...state.filters }
      delete filters[CAR_BRAND_MODEL_FACET]
      rest = { ...state, filters }
    }
  }
  const query = formatCarListQuery(rest)
  return `${segments.length ? facetPath(basePath, segments) : basePath}${query ? `?${query}` : ''}`
}
