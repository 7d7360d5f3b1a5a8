import { selectValue, type CarListState, type SelectedFilters } from './filter-state'
import { PRICE_RATING_FACET } from './list-facets'
import type { FacetResult, FacetValueNode, NestedValue } from './schema'

/**
 * Typed search text turned into filters (spec 2 §4 "Filter changes", §2 "Car search hero banner"): 'volvo
 * xc60 dragkrok' filters on Volvo > XC60 and searches the rest, 'dragkrok', as text.
 */

/** Case and diacritics do not matter when a word is compared with a facet value: 'skoda' is 'Škoda'. */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const splitWords = (text: string): string[] => text.split(/\s+/).filter(Boolean)

type Candidate = {
  facet: string
  path: string[]
  words: string[]
  /** Lower wins: [hierarchy 0 / flat 1, level in the hierarchy, position of the facet in the answer]. */
  rank: readonly [number, number, number]
}

function candidatesByFirstWord(facets: readonly FacetResult[]): Map<string, Candidate[]> {
  const index = new Map<string, Candidate[]>()
  facets.forEach((facet, facetIndex) => {
    // A histogram's buckets are number ranges, not words anyone types; the price rating's values ('good', 'high')
    // are codes, and a typed 'high spec' is not a filter for high prices.
    if (facet.type !== 'value' || facet.name === PRICE_RATING_FACET) return
    const hierarchy = facet.name.includes('>') ? 0 : 1
    const visit = (nodes: readonly FacetValueNode[], parent: string[]) => {
      for (const node of nodes) {
        const path = [...parent, node.text]
        const words = splitWords(foldForMatch(node.text))
        const first = words[0]
        if (first !== undefined) {
          const candidate: Candidate = { facet: facet.name, path, words, rank: [hierarchy, parent.length, facetIndex] }
          const sharing = index.get(first)
          if (sharing) sharing.push(candidate)
          else index.set(first, [candidate])
        }
        if (node.children) visit(node.children, path)
      }
    }
    visit(facet.values, [])
  })
  return index
}

const compareRank = (a: Candidate, b: Candidate): number =>
  a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2]

/**
 * The values to select for the words starting at a position. The longest phrase wins ('land rover' over
 * 'land'); among equally long ones, a hierarchy before a flat facet, then the higher level (brand before
 * model), then the facet that comes first. Every value of that one facet and level that matches is selected,
 * as the text does not say which of them was meant (a model name that two brands share).
 */
function bestMatch(index: Map<string, Candidate[]>, folded: readonly string[], at: number): Candidate[] {
  const matches = (index.get(folded[at]!) ?? []).filter((candidate) =>
    candidate.words.every((word, offset) => folded[at + offset] === word),
  )
  const longest = Math.max(0, ...matches.map((candidate) => candidate.words.length))
  const [best, ...rest] = matches.filter((candidate) => candidate.words.length === longest).sort(compareRank)
  return best ? [best, ...rest.filter((candidate) => compareRank(candidate, best) === 0)] : []
}

/**
 * Splits a typed keyphrase into facet filters and the remaining keyphrase. Words that match a facet value of
 * the search answer become a filter on that facet together with their parent levels (typing 'xc60' selects
 * Volvo > XC60); the other words stay, in their order, as the keyphrase. The filters are added to `current`.
 */
export function keyphraseToFilters(
  keyphrase: string,
  facets: readonly FacetResult[],
  current: SelectedFilters = {},
): { filters: SelectedFilters; keyphrase: string } {
  const words = splitWords(keyphrase)
  const folded = words.map(foldForMatch)
  const index = candidatesByFirstWord(facets)
  const remaining: string[] = []
  let filters = current
  for (let at = 0; at < words.length; ) {
    const match = bestMatch(index, folded, at)
    if (match.length === 0) {
      remaining.push(words[at]!)
      at += 1
      continue
    }
    for (const candidate of match) filters = selectValue(filters, candidate.facet, candidate.path)
    at += match[0]!.words.length
  }
  return { filters, keyphrase: remaining.join(' ') }
}

/** The car list after the visitor searches for a text: matching words become filters, the list starts over. */
export function applyKeyphrase(state: CarListState, typed: string, facets: readonly FacetResult[]): CarListState {
  const { filters, keyphrase } = keyphraseToFilters(typed, facets, state.filters)
  return { ...state, filters, keyphrase, page: 0 }
}

/** Each selected value once, a parent before its children: Volvo{XC60, XC90} → Volvo, XC60, XC90. */
const valuesInOrder = (values: readonly NestedValue[]): string[] =>
  values.flatMap((node) => [String(node.value), ...valuesInOrder(node.children ?? [])])

/**
 * Where the hero banner sends the visitor: the configured search path, then the selected values joined by
 * slash in lower case (Volvo > XC60 is '/bilar/volvo/xc60', the brand and model segments the car list reads),
 * and '?keyphrase=' only when words are left over. Ranges have no path segment and are left out.
 */
export function heroSearchUrl(basePath: string, selection: SelectedFilters, keyphrase: string): string {
  const segments = Object.values(selection)
    .flatMap((filter) => ('values' in filter ? valuesInOrder(filter.values) : []))
    .map((value) => encodeURIComponent(value.toLowerCase()))
  const path = [basePath.replace(/\/+$/, ''), ...segments].join('/') || '/'
  const text = keyphrase.trim()
  return text ? `${path}?keyphrase=${encodeURIComponent(text)}` : path
}
