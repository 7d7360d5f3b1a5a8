import { leafPaths } from '@/features/car-search/filter-state'
import { CAR_BRAND_MODEL_FACET } from '@/features/car-search/list-facets'
import { VEHICLE_INDEX_CONFIG } from '@/features/car-search/index-config'
import { isRangeFacet } from '@/features/car-search/range'
import { valueKey, words } from '@/features/car-search/engine/fold'
import { collectValues, compilePath, type Scalar } from '@/features/car-search/engine/paths'
import type { Filter } from '@/features/car-search/schema'

import type { MatchableSearch } from './model'

/**
 * Matching is the search engine run backwards: the saved searches are indexed, not the cars. Each search is
 * filed under an anchor made of its two most selective parts — a make and model (or a make), a chosen value, the
 * start of a keyphrase word; then a second chosen value, such as "Volvo XC60 and 2021" or "petrol and estate" —
 * or, with none, a range's band. A new car looks up only the anchors it has, then checks the few searches found
 * there in full. The full check reads the car as the search engine does (folded values, a hierarchy's leaves,
 * closed ranges, every keyphrase word the start of a word of the car's text fields).
 */

type CarDoc = Record<string, unknown>

/** A search compiled for checking: each filter's accepted keys, each range, the keyphrase's words. */
type CompiledSearch = {
  id: number
  /** Its position in the matcher: a car marks the searches it has checked by it. */
  ordinal: number
  /** Per leaf of the brand > model hierarchy: the brand's key and, when narrowed, the model's. */
  brandModel: Array<[string, string | null]> | null
  values: Array<{ path: readonly string[]; field: string; keys: Set<string> }>
  ranges: Array<{ field: string; lower: number; upper: number }>
  words: string[]
}

const BRAND_PATH = compilePath('car_brand')
const MODEL_PATH = compilePath('car_model')
const TEXT_PATHS = VEHICLE_INDEX_CONFIG.textFields.map((field) => compilePath(String(field)))
/** How many leading letters of a keyphrase word file a search: a car lists the first 1–3 letters of its words. */
const WORD_ANCHOR_LENGTH = 3
/** A range is filed by bands that double every four steps; a range over more bands than this is filed under "any". */
const RANGE_BANDS_PER_DOUBLING = 4
const MAX_RANGE_BANDS = 24
const ANY = '*'
/** The kinds of anchor part that are not a chosen value's. */
const BRAND_MODEL = 'bm'
const WORD = 'k'
/** Joins the two parts of an anchor: a character no value of a car has. */
const JOIN = '\u0001'

const bandOf = (value: number): number => Math.floor(Math.log2(Math.max(0, value) + 1) * RANGE_BANDS_PER_DOUBLING)

export function compileSearch(search: MatchableSearch): CompiledSearch {
  const compiled: CompiledSearch = {
    id: search.id,
    ordinal: 0,
    brandModel: null,
    values: [],
    ranges: [],
    words: words(search.criteria.keyphrase ?? ''),
  }
  for (const [facet, filter] of Object.entries(search.criteria.filters) as Array<[string, Filter]>) {
    if ('range' in filter) {
      const [lower, upper] = filter.range
      if (isRangeFacet(facet) || Number.isFinite(lower)) compiled.ranges.push({ field: facet, lower, upper })
      continue
    }
    if (facet === CAR_BRAND_MODEL_FACET) {
      compiled.brandModel = leafPaths(filter.values).map(([brand, model]) => [
        valueKey(brand!),
        model === undefined ? null : valueKey(model),
      ])
      continue
    }
    const keys = new Set(filter.values.map((node) => valueKey(node.value)))
    if (keys.size > 0) compiled.values.push({ path: compilePath(facet), field: facet, keys })
  }
  return compiled
}

/** A part of a search it can be filed by: the keys of it (a matching car has one of them) and how many cars have one. */
type AnchorPart = { kind: string; keys: string[]; share: number }

/** How many cars of a stock start a word with a given three letters, as a guess: few. */
const WORD_SHARE = 0.05

/** The parts of a search that can anchor it, the most selective first; `distinct` counts each field's values in all searches. */
function anchorParts(search: CompiledSearch, distinct: ReadonlyMap<string, number>): AnchorPart[] {
  const parts: AnchorPart[] = []
  if (search.brandModel?.length) {
    parts.push({
      kind: BRAND_MODEL,
      keys: search.brandModel.map(([brand, model]) => (model === null ? `b:${brand}` : `m:${brand}>${model}`)),
      share: 0,
    })
  }
  const longest = [...search.words].sort((a, b) => b.length - a.length)[0]
  if (longest) parts.push({ kind: WORD, keys: [`k:${longest.slice(0, WORD_ANCHOR_LENGTH)}`], share: WORD_SHARE })
  for (const value of search.values) {
    const field = value.path.join('.')
    parts.push({
      kind: `v:${field}`,
      keys: [...value.keys].map((key) => `v:${field}=${key}`),
      share: value.keys.size / Math.max(1, distinct.get(field) ?? 1),
    })
  }
  // Stable: of equally selective parts, the make and model, then the keyphrase, then the values in their order.
  return parts.sort((a, b) => a.share - b.share)
}

/** The field a value part compares (`v:car_fuel` → `car_fuel`). */
const fieldOfKind = (kind: string) => kind.slice(2)

/**
 * The keys a search is filed under: its most selective part's keys, each joined with each key of the most
 * selective chosen value after it (`m:volvo>xc60` and `v:car_year=2021`); a range's bands when it has no such part.
 */
export function anchorsOf(search: CompiledSearch, distinct: ReadonlyMap<string, number> = new Map()): string[] {
  const [primary, ...others] = anchorParts(search, distinct)
  if (primary) {
    const secondary = others.find((part) => part.kind.startsWith('v:'))
    if (!secondary) return primary.keys
    return primary.keys.flatMap((first) => secondary.keys.map((second) => `${first}${JOIN}${second}`))
  }
  const range = search.ranges.find((candidate) => bandOf(candidate.upper) - bandOf(candidate.lower) < MAX_RANGE_BANDS)
  if (range) {
    const keys: string[] = []
    for (let band = bandOf(range.lower); band <= bandOf(range.upper); band++) keys.push(`r:${range.field}:${band}`)
    return keys
  }
  return [ANY]
}

/** A car read once for matching: its folded values by field and its words, sorted (for word beginnings). */
type PreparedCar = { id: string; doc: CarDoc; values: Map<string, Set<string>>; words: string[] }

const scratch: Scalar[] = []

function valuesAt(car: PreparedCar, path: readonly string[], field = path.join('.')): Set<string> {
  let keys = car.values.get(field)
  if (!keys) {
    const count = collectValues(car.doc, path, scratch)
    keys = new Set<string>()
    for (let at = 0; at < count; at++) keys.add(valueKey(scratch[at]!))
    car.values.set(field, keys)
  }
  return keys
}

export function prepareCar(doc: CarDoc): PreparedCar {
  const unique = new Set<string>()
  for (const path of TEXT_PATHS) {
    const count = collectValues(doc, path, scratch)
    for (let at = 0; at < count; at++) for (const word of words(String(scratch[at]))) unique.add(word)
  }
  return { id: String(doc.car_id), doc, values: new Map(), words: [...unique].sort() }
}

/** Whether a word of the car starts with `prefix` (a binary search in its sorted words). */
function hasWordStarting(car: PreparedCar, prefix: string): boolean {
  const list = car.words
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (list[middle]! < prefix) low = middle + 1
    else high = middle
  }
  return low < list.length && list[low]!.startsWith(prefix)
}

/** Whether the car satisfies every part of the search, as the search engine would find it. */
export function carMatches(search: CompiledSearch, car: PreparedCar): boolean {
  // The ranges first: a comparison of numbers, and the part most searches found under a car's anchor fail on.
  for (const range of search.ranges) {
    const number = Number(car.doc[range.field])
    if (!Number.isFinite(number) || number < range.lower || number > range.upper) return false
  }
  if (search.brandModel) {
    const brands = valuesAt(car, BRAND_PATH, 'car_brand')
    const models = valuesAt(car, MODEL_PATH, 'car_model')
    if (!search.brandModel.some(([brand, model]) => brands.has(brand) && (model === null || models.has(model)))) return false
  }
  for (const value of search.values) {
    const keys = valuesAt(car, value.path, value.field)
    let found = false
    for (const key of keys) if (value.keys.has(key)) found = true
    if (!found) return false
  }
  for (const word of search.words) if (!hasWordStarting(car, word)) return false
  return true
}

/** What the searches are filed under, so a car knows which of its keys to look up. */
type Filing = {
  valueFields: Set<string>
  rangeFields: Set<string>
  /** Per kind of first part (`bm`, `k`, `v:car_fuel`), the fields of the chosen values joined with it. */
  joined: Map<string, Set<string>>
}

/** The car's keys of one kind of anchor part. */
function partKeys(car: PreparedCar, kind: string): string[] {
  if (kind === BRAND_MODEL) {
    const keys: string[] = []
    const models = valuesAt(car, MODEL_PATH, 'car_model')
    for (const brand of valuesAt(car, BRAND_PATH, 'car_brand')) {
      keys.push(`b:${brand}`)
      for (const model of models) keys.push(`m:${brand}>${model}`)
    }
    return keys
  }
  if (kind === WORD) {
    const starts = new Set<string>()
    for (const word of car.words) for (let end = 1; end <= Math.min(WORD_ANCHOR_LENGTH, word.length); end++) starts.add(word.slice(0, end))
    return [...starts].map((start) => `k:${start}`)
  }
  const field = fieldOfKind(kind)
  return [...valuesAt(car, compilePath(field), field)].map((key) => `v:${field}=${key}`)
}

/** The keys a car looks up: every anchor it could satisfy. */
function lookupKeys(car: PreparedCar, filing: Filing): string[] {
  const keys = [ANY, ...partKeys(car, BRAND_MODEL), ...partKeys(car, WORD)]
  for (const field of filing.valueFields) keys.push(...partKeys(car, `v:${field}`))
  for (const [kind, fields] of filing.joined) {
    const firsts = partKeys(car, kind)
    for (const field of fields) {
      const seconds = partKeys(car, `v:${field}`)
      for (const first of firsts) for (const second of seconds) keys.push(`${first}${JOIN}${second}`)
    }
  }
  for (const field of filing.rangeFields) {
    const number = Number(car.doc[field])
    if (Number.isFinite(number)) keys.push(`r:${field}:${bandOf(number)}`)
  }
  return keys
}

export type SearchMatcher = {
  readonly size: number
  /** Every (search, car) pair where the car satisfies the search; `stats.checked` counts the searches checked in full. */
  match(cars: readonly CarDoc[], stats?: { checked: number }): Array<{ searchId: number; carId: string }>
}

/** The saved searches indexed by their anchors. */
export function buildMatcher(searches: readonly MatchableSearch[]): SearchMatcher {
  const buckets = new Map<string, CompiledSearch[]>()
  const filing: Filing = { valueFields: new Set(), rangeFields: new Set(), joined: new Map() }
  const compiled = searches.map((search, ordinal) => ({ ...compileSearch(search), ordinal }))
  // How many values of each field the searches choose among: one of two gearboxes narrows less than one of twelve colours.
  const seen = new Map<string, Set<string>>()
  for (const search of compiled) {
    for (const value of search.values) {
      const field = value.path.join('.')
      const keys = seen.get(field) ?? new Set<string>()
      for (const key of value.keys) keys.add(key)
      seen.set(field, keys)
    }
  }
  const distinct = new Map([...seen].map(([field, keys]) => [field, keys.size]))
  for (const search of compiled) {
    for (const key of anchorsOf(search, distinct)) {
      const [first, second] = key.split(JOIN) as [string, string | undefined]
      if (second !== undefined) {
        const kind = first.startsWith('v:') ? first.slice(0, first.indexOf('=')) : first.startsWith('k:') ? WORD : BRAND_MODEL
        const fields = filing.joined.get(kind) ?? new Set<string>()
        fields.add(second.slice(2, second.indexOf('=')))
        filing.joined.set(kind, fields)
      } else if (first.startsWith('v:')) filing.valueFields.add(first.slice(2, first.indexOf('=')))
      else if (first.startsWith('r:')) filing.rangeFields.add(first.slice(2, first.lastIndexOf(':')))
      const bucket = buckets.get(key)
      if (bucket) bucket.push(search)
      else buckets.set(key, [search])
    }
  }
  return {
    size: searches.length,
    match(cars, stats) {
      const pairs: Array<{ searchId: number; carId: string }> = []
      // Which car last checked each search: a search filed under two of a car's keys is checked once.
      const checkedBy = new Int32Array(searches.length).fill(-1)
      for (let position = 0; position < cars.length; position++) {
        const car = prepareCar(cars[position]!)
        for (const key of lookupKeys(car, filing)) {
          const bucket = buckets.get(key)
          if (!bucket) continue
          for (const search of bucket) {
            if (checkedBy[search.ordinal] === position) continue
            checkedBy[search.ordinal] = position
            if (stats) stats.checked++
            if (carMatches(search, car)) pairs.push({ searchId: search.id, carId: car.id })
          }
        }
      }
      return pairs
    },
  }
}

/** The naive way, for the benchmark's ratio and the tests: every search checked against every car. */
export function matchEverySearch(
  searches: readonly MatchableSearch[],
  cars: readonly CarDoc[],
): Array<{ searchId: number; carId: string }> {
  const compiled = searches.map(compileSearch)
  const prepared = cars.map(prepareCar)
  const pairs: Array<{ searchId: number; carId: string }> = []
  for (const search of compiled) {
    for (const car of prepared) {
      if (carMatches(search, car)) pairs.push({ searchId: search.id, carId: car.id })
    }
  }
  return pairs
}
