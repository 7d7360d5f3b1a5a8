import { describe, expect, it } from 'vitest'

import { searchRequestSchema, type FacetRequest, type FacetValueNode, type HistogramBucket, type NestedValue, type SearchRequest } from '../schema'
import { buildIndex } from './build'
import type { IndexConfig } from './config'
import { valueKey, words } from './fold'
import { search } from './search'

/**
 * The engine against a naive reading of the rules (filter every document, count every facet from scratch)
 * over 2,000 random cars and random requests. Sizes are chosen so that word lists and bitsets, flat and
 * complement counting, and both the list and the combination hierarchy paths all get used.
 */

type Doc = {
  id: string
  brand: string
  model: string | null
  fuel: string
  tags: string[]
  price: number | null
  rating: number | null
  used: boolean
  text: string
  stamp: number
}

let seed = 20_240_601
const random = (): number => {
  // mulberry32: the same cars and requests on every run.
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const chance = (probability: number) => random() < probability

const MODELS: Record<string, string[]> = {
  Volvo: ['XC60', 'XC90', 'V60', 'V90'],
  Kia: ['Niro', 'Ceed', 'EV6'],
  Škoda: ['Octavia', 'Superb', 'Enyaq'],
  Citroën: ['C4', 'Berlingo'],
  BMW: ['X5', 'i4', '330e'],
}
const BRANDS = Object.keys(MODELS)
const FUELS = ['Bensin', 'Diesel', 'El', 'Hybrid']
const TAGS = ['Dragkrok', 'Panoramatak', 'Värmare', 'Kamera', 'Läder', 'Navigation', 'Bluetooth']
const VOCABULARY = ['automat', 'automatisk', 'manuell', 'välvårdad', 'servad', 'vinterhjul', 'sommarhjul', 'Södertälje', 'Göteborg', 'ägare', 'lågmil', 'fyrhjulsdrift', 'nybesiktigad', 'garanti', 'öppen', 'kombi', 'sedan', 'elbil', 'räckvidd', 'snabbladdning']

function randomDoc(position: number): Doc {
  const brand = pick(BRANDS)
  return {
    id: String(position + 1),
    brand,
    model: chance(0.05) ? null : pick(MODELS[brand]!),
    fuel: pick(FUELS),
    // Up to six tags (some repeated): dense enough that tags are counted through per-value bitsets too.
    tags: Array.from({ length: Math.floor(random() * 7) }, () => pick(TAGS)),
    price: chance(0.1) ? null : 100_000 + Math.floor(random() * 400) * 1_000,
    rating: chance(0.2) ? null : Math.round(random() * 50) / 10,
    used: chance(0.6),
    // A code shared by about 20 cars: words that rare keep a list of cars instead of a bitset.
    text: [...Array.from({ length: 2 + Math.floor(random() * 6) }, () => pick(VOCABULARY)), `R${position % 97}`].join(' '),
    stamp: Math.floor(random() * 500),
  }
}

const DOCS = Array.from({ length: 2_000 }, (_, position) => randomDoc(position))

const CONFIG: IndexConfig<Doc> = {
  fields: ['id', 'brand', 'model', 'fuel', 'tags', 'price', 'rating', 'used', 'text', 'stamp'],
  idField: 'id',
  textFields: ['brand', 'model', 'fuel', 'tags', 'text'],
  valueFacets: ['brand', 'model', 'fuel', 'tags', 'used'],
  histogramFacets: ['price', 'rating'],
  filterFields: ['id', 'stamp'],
  sorts: {
    newest: [{ field: 'stamp', direction: 'desc' }],
    price_asc: [{ field: 'price', direction: 'asc' }],
    relevance: 'relevance',
  },
  defaultSort: 'newest',
}

// Naive rules ------------------------------------------------------------------------------------------

const valuesOf = (doc: Doc, field: string): Array<string | number | boolean> => {
  const value = doc[field as keyof Doc]
  if (value === null) return []
  return Array.isArray(value) ? value : [value]
}
/** Each document's folded values per field, worked out once: the naive side re-reads them for every filter. */
const keysOfDoc = new Map<Doc, Record<string, string[]>>()
const keysOf = (doc: Doc, field: string): string[] => {
  let keys = keysOfDoc.get(doc)
  if (keys === undefined) {
    keys = Object.fromEntries(CONFIG.fields.map((name) => [name, [...new Set(valuesOf(doc, name).map(valueKey))]]))
    keysOfDoc.set(doc, keys)
  }
  return keys[field]!
}
const wordsOfDoc = new Map<Doc, string[]>()
const docWords = (doc: Doc): string[] => {
  let own = wordsOfDoc.get(doc)
  if (own === undefined) {
    own = CONFIG.textFields.flatMap((field) => valuesOf(doc, field).flatMap((value) => words(String(value))))
    wordsOfDoc.set(doc, own)
  }
  return own
}

const matchesKeyphrase = (doc: Doc, keyphrase: string | undefined): boolean => {
  if (keyphrase === undefined) return true
  const own = docWords(doc)
  return words(keyphrase).every((word) => own.some((candidate) => candidate.startsWith(word)))
}

type Predicate = (doc: Doc) => boolean

/** Any node matches: the document has its value and, when it has children, one of them on the next level. */
const valuesPredicate = (levels: string[], nodes: readonly NestedValue[]): Predicate => {
  const compiled = nodes.map((node) => ({
    key: valueKey(node.value),
    children: node.children === undefined || node.children.length === 0 ? null : valuesPredicate(levels.slice(1), node.children),
  }))
  return (doc) => compiled.some(({ key, children }) => keysOf(doc, levels[0]!).includes(key) && (children === null || children(doc)))
}

type AnyFilter = { range: [number, number] } | { values: NestedValue[] }
const filterPredicate = (name: string, filter: AnyFilter): Predicate => {
  if ('range' in filter) {
    const [min, max] = filter.range
    return (doc) => {
      const value = doc[name as keyof Doc]
      return typeof value === 'number' && value >= min && value <= max
    }
  }
  return valuesPredicate(name.split('>'), filter.values)
}

const numericId = (doc: Doc) => Number(doc.id)
const compareNullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b)

function naive(request: SearchRequest) {
  const facets = request.facets ?? []
  const general = (request.filters ?? []).map((filter) => filterPredicate(filter.name, filter as AnyFilter))
  const base = DOCS.filter((doc) => matchesKeyphrase(doc, request.keyphrase) && general.every((matches) => matches(doc)))
  const facetFilters = facets.map((facet) => (facet.filters === undefined ? null : filterPredicate(facet.name, facet.filters as AnyFilter)))
  const passing = (doc: Doc, except: number) => facetFilters.every((matches, position) => position === except || matches === null || matches(doc))
  const matching = base.filter((doc) => passing(doc, -1))
  const order = request.sort_name === 'price_asc' ? (a: Doc, b: Doc) => compareNullsLast(a.price, b.price) || numericId(a) - numericId(b) : (a: Doc, b: Doc) => b.stamp - a.stamp || numericId(a) - numericId(b)
  const offset = request.offset ?? 0
  const content = [...matching].sort(order).slice(offset, offset + (request.limit ?? 24)).map((doc) => doc.id)
  const facetCounts = facets.map((facet, position) => {
    const docs = base.filter((doc) => passing(doc, position))
    return CONFIG.histogramFacets.includes(facet.name) ? naiveHistogram(docs, facet.name, facet.buckets ?? 20) : naiveTree(docs, facet.name.split('>'))
  })
  return { total: matching.length, content, facetCounts }
}

/** Folded value paths ('volvo', 'volvo>xc60') with their document counts. */
function naiveTree(docs: Doc[], levels: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const doc of docs) {
    const paths = new Set<string>()
    const walk = (depth: number, prefix: string) => {
      if (depth === levels.length) return
      for (const value of keysOf(doc, levels[depth]!)) {
        const path = depth === 0 ? value : `${prefix}>${value}`
        paths.add(path)
        walk(depth + 1, path)
      }
    }
    walk(0, '')
    for (const path of paths) counts[path] = (counts[path] ?? 0) + 1
  }
  return counts
}

function naiveHistogram(docs: Doc[], field: string, buckets: number): HistogramBucket[] {
  const values = docs.map((doc) => doc[field as keyof Doc]).filter((value): value is number => typeof value === 'number')
  if (values.length === 0) return []
  const min = Math.min(...values)
  const max = Math.max(...values)
  if (min === max) return [{ min, max, count: values.length }]
  const integral = values.every(Number.isInteger)
  const width = integral ? Math.max(1, Math.ceil((max - min) / buckets)) : (max - min) / buckets
  const count = integral ? Math.ceil((max - min) / width) : buckets
  return Array.from({ length: count }, (_, bucket) => {
    const low = min + bucket * width
    const high = bucket === count - 1 ? max : min + (bucket + 1) * width
    const last = bucket === count - 1
    return { min: low, max: high, count: values.filter((value) => value >= low && (last ? value <= high : value < high)).length }
  })
}

const flattenTree = (nodes: FacetValueNode[], prefix = '', into: Record<string, number> = {}): Record<string, number> => {
  for (const node of nodes) {
    const path = prefix === '' ? valueKey(node.text) : `${prefix}>${valueKey(node.text)}`
    into[path] = node.count
    flattenTree(node.children ?? [], path, into)
  }
  return into
}

// Random requests --------------------------------------------------------------------------------------

const randomKeyphrase = (): string | undefined => {
  if (!chance(0.4)) return undefined
  const source = [...VOCABULARY, ...BRANDS, ...TAGS, ...Object.values(MODELS).flat(), 'zz', 'R1', 'R4', 'R42', 'r9']
  return Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
    const word = pick(source)
    const cut = chance(0.5) ? word.slice(0, 2 + Math.floor(random() * word.length)) : word
    return chance(0.3) ? cut.toUpperCase() : cut
  }).join(' ')
}

const someOf = <T,>(list: readonly T[], most: number): T[] => Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))

const randomValueFilter = (name: string): { values: NestedValue[] } => {
  if (name === 'fuel>tags') {
    return { values: someOf(FUELS, 2).map((fuel) => (chance(0.5) ? { value: fuel, children: someOf(TAGS, 2).map((tag) => ({ value: tag })) } : { value: fuel })) }
  }
  if (name === 'brand>model') {
    return {
      values: someOf(BRANDS, 2).map((brand) => (chance(0.5) ? { value: brand, children: someOf(MODELS[brand]!, 2).map((model) => ({ value: model.toLowerCase() })) } : { value: brand })),
    }
  }
  const domain: Record<string, Array<string | boolean>> = { fuel: [...FUELS, 'Gas'], tags: TAGS, used: [true, false, 'true'], model: Object.values(MODELS).flat() }
  return { values: someOf(domain[name]!, 2).map((value) => ({ value })) }
}

const randomRange = (name: string): { range: [number, number] } => {
  const [low, high] = name === 'price' ? [100_000 + Math.floor(random() * 300) * 1_000, 0] : [Math.round(random() * 30) / 10, 0]
  const span = name === 'price' ? Math.floor(random() * 250) * 1_000 : Math.round(random() * 30) / 10
  return { range: [low, low + span + high] }
}

function randomRequest(): SearchRequest {
  const facets: FacetRequest[] = ['brand>model', 'fuel', 'tags', 'used', 'price', 'rating', 'fuel>tags'].map((name) => {
    const histogram = name === 'price' || name === 'rating'
    const facet: FacetRequest = { name, ...(histogram && chance(0.5) ? { buckets: 1 + Math.floor(random() * 30) } : {}) }
    if (chance(0.3)) facet.filters = histogram ? randomRange(name) : randomValueFilter(name)
    return facet
  })
  const filters: NonNullable<SearchRequest['filters']> = []
  if (chance(0.2)) filters.push({ name: 'tags', ...randomValueFilter('tags') })
  if (chance(0.1)) filters.push({ name: 'model', ...randomValueFilter('model') })
  if (chance(0.1)) filters.push({ name: 'rating', ...randomRange('rating') })
  if (chance(0.1)) filters.push({ name: 'id', values: someOf(DOCS, 20).map((doc) => ({ value: doc.id })) })
  return {
    index: 'vehicles-se',
    keyphrase: randomKeyphrase(),
    facets,
    filters,
    limit: Math.floor(random() * 30),
    offset: chance(0.3) ? Math.floor(random() * 200) : 0,
    ...(chance(0.5) ? { sort_name: 'price_asc' } : {}),
  }
}

describe('search against a naive reading of the rules', () => {
  const index = buildIndex(DOCS, CONFIG)

  // Flat facets are counted in packs of columns, histograms per distinct number (ranks) unless a column has
  // too many: the defaults, every column alone with histograms from the numbers, and packs of at most 24
  // combinations with ranks for rating (51 numbers) but not for price (400).
  it.each([
    ['packed, histograms by rank', {}],
    ['unpacked, histograms from the numbers', { maxPackCombinations: 1, maxRanks: 0 }],
    ['small packs, some histograms by rank', { maxPackCombinations: 24, maxRanks: 100 }],
  ])('agrees on totals, pages and every facet for 150 random requests: %s', (_, options) => {
    const index = buildIndex(DOCS, CONFIG, options)
    seed = 20_240_777
    let totalWithFilters = 0
    for (let round = 0; round < 150; round++) {
      const request = randomRequest()
      // Keyphrase requests without sort_name order by relevance, which the naive side does not model.
      if (request.keyphrase !== undefined) request.sort_name ??= 'newest'
      const expected = naive(request)
      const actual = search(index, searchRequestSchema.parse(request))
      const context = JSON.stringify(request)
      expect(actual.total_items, context).toBe(expected.total)
      expect(
        actual.content.map((doc) => doc.id),
        context,
      ).toEqual(expected.content)
      actual.facet.forEach((result, position) => {
        if (result.type === 'histogram') expect(result.values, `${context} ${result.name}`).toEqual(expected.facetCounts[position])
        else expect(flattenTree(result.values), `${context} ${result.name}`).toEqual(expected.facetCounts[position])
      })
      if (expected.total > 0 && expected.total < DOCS.length) totalWithFilters++
    }
    // The requests are not all trivially empty or unfiltered.
    expect(totalWithFilters).toBeGreaterThan(50)
  })

  it('orders keyphrase hits by whole-word matches, then by the default sort', () => {
    for (const keyphrase of ['auto', 'automat', 'volvo xc', 'kia niro', 'ö', 'garanti servad']) {
      const queryWords = words(keyphrase)
      const score = (doc: Doc) => {
        const own = docWords(doc)
        return queryWords.filter((word) => own.includes(word)).length
      }
      const expected = DOCS.filter((doc) => matchesKeyphrase(doc, keyphrase))
        .sort((a, b) => score(b) - score(a) || b.stamp - a.stamp || numericId(a) - numericId(b))
        .map((doc) => doc.id)
      const actual = search(index, searchRequestSchema.parse({ index: 'vehicles-se', keyphrase, limit: 1_000 }))
      expect(actual.content.map((doc) => doc.id), keyphrase).toEqual(expected.slice(0, 1_000))
      expect(actual.total_items).toBe(expected.length)
    }
  })
})
