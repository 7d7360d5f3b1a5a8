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

/**
 * The fields the searches compare, as the matcher reads them from each new car once: the chosen-value fields
 * (read into the car's set of keys) and the range fields, numbered (read into the car's array of numbers).
 */
type Shape = { valueFields: Map<string, readonly string[]>; rangeFields: Map<string, number> }

const newShape = (): Shape => ({ valueFields: new Map(), rangeFields: new Map() })

/**
 * A search compiled for checking against a car's keys: its make and model keys, each chosen value's keys, each
 * range by the number of its field, the keyphrase's words. Keys are written as the anchors are (`m:volvo>xc60`,
 * `v:car_fuel=el`), so a key a car has is looked up by the same string a search is filed under.
 */
type CompiledSearch = {
  id: number
  brandModel: string[] | null
  values: Array<{ field: string; keys: string[] }>
  ranges: Array<{ at: number; lower: number; upper: number }>
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
const valueKeyOf = (field: string, key: string) => `v:${field}=${key}`

function compileSearch(search: MatchableSearch, shape: Shape): CompiledSearch {
  const compiled: CompiledSearch = {
    id: search.id,
    brandModel: null,
    values: [],
    ranges: [],
    words: words(search.criteria.keyphrase ?? ''),
  }
  for (const [facet, filter] of Object.entries(search.criteria.filters) as Array<[string, Filter]>) {
    if ('range' in filter) {
      const [lower, upper] = filter.range
      if (!isRangeFacet(facet) && !Number.isFinite(lower)) continue
      let at = shape.rangeFields.get(facet)
      if (at === undefined) shape.rangeFields.set(facet, (at = shape.rangeFields.size))
      compiled.ranges.push({ at, lower, upper })
      continue
    }
    if (facet === CAR_BRAND_MODEL_FACET) {
      compiled.brandModel = leafPaths(filter.values).map(([brand, model]) =>
        model === undefined ? `b:${valueKey(brand!)}` : `m:${valueKey(brand!)}>${valueKey(model)}`,
      )
      continue
    }
    const path = compilePath(facet)
    const field = path.join('.')
    const keys = [...new Set(filter.values.map((node) => valueKeyOf(field, valueKey(node.value))))]
    if (keys.length === 0) continue
    shape.valueFields.set(field, path)
    compiled.values.push({ field, keys })
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
  if (search.brandModel?.length) parts.push({ kind: BRAND_MODEL, keys: search.brandModel, share: 0 })
  const longest = [...search.words].sort((a, b) => b.length - a.length)[0]
  if (longest) parts.push({ kind: WORD, keys: [`k:${longest.slice(0, WORD_ANCHOR_LENGTH)}`], share: WORD_SHARE })
  for (const value of search.values) {
    parts.push({ kind: `v:${value.field}`, keys: value.keys, share: value.keys.length / Math.max(1, distinct.get(value.field) ?? 1) })
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
function anchorsOf(search: CompiledSearch, distinct: ReadonlyMap<string, number>, shape: Shape): string[] {
  const [primary, ...others] = anchorParts(search, distinct)
  if (primary) {
    const secondary = others.find((part) => part.kind.startsWith('v:'))
    if (!secondary) return primary.keys
    return primary.keys.flatMap((first) => secondary.keys.map((second) => `${first}${JOIN}${second}`))
  }
  const fieldAt = [...shape.rangeFields.keys()]
  const range = search.ranges.find((candidate) => bandOf(candidate.upper) - bandOf(candidate.lower) < MAX_RANGE_BANDS)
  if (range) {
    const keys: string[] = []
    for (let band = bandOf(range.lower); band <= bandOf(range.upper); band++) keys.push(`r:${fieldAt[range.at]}:${band}`)
    return keys
  }
  return [ANY]
}

/**
 * A car read once for matching: every key the searches can ask of it (make and model, each chosen-value field's
 * folded values), the keys by field, its range fields' numbers, and its words, sorted (for word beginnings).
 */
type PreparedCar = { id: string; keys: Set<string>; keysByField: Map<string, string[]>; numbers: Float64Array; words: string[] }

const scratch: Scalar[] = []

function foldedValues(doc: CarDoc, path: readonly string[]): string[] {
  const count = collectValues(doc, path, scratch)
  const keys = new Set<string>()
  for (let at = 0; at < count; at++) keys.add(valueKey(scratch[at]!))
  return [...keys]
}

function prepareCar(doc: CarDoc, shape: Shape): PreparedCar {
  const keys = new Set<string>()
  const keysByField = new Map<string, string[]>()
  const brandModel: string[] = []
  const models = foldedValues(doc, MODEL_PATH)
  for (const brand of foldedValues(doc, BRAND_PATH)) {
    brandModel.push(`b:${brand}`)
    for (const model of models) brandModel.push(`m:${brand}>${model}`)
  }
  keysByField.set(BRAND_MODEL, brandModel)
  for (const key of brandModel) keys.add(key)
  for (const [field, path] of shape.valueFields) {
    const fieldKeys = foldedValues(doc, path).map((value) => valueKeyOf(field, value))
    keysByField.set(field, fieldKeys)
    for (const key of fieldKeys) keys.add(key)
  }
  const numbers = new Float64Array(shape.rangeFields.size)
  for (const [field, at] of shape.rangeFields) {
    const number = Number(doc[field])
    numbers[at] = Number.isFinite(number) ? number : NaN
  }
  const unique = new Set<string>()
  for (const path of TEXT_PATHS) {
    const count = collectValues(doc, path, scratch)
    for (let at = 0; at < count; at++) for (const word of words(String(scratch[at]))) unique.add(word)
  }
  return { id: String(doc.car_id), keys, keysByField, numbers, words: [...unique].sort() }
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

/** Whether the car has one of these keys. */
function hasOne(car: PreparedCar, keys: readonly string[]): boolean {
  for (let at = 0; at < keys.length; at++) if (car.keys.has(keys[at]!)) return true
  return false
}

/** Whether the car satisfies the search's make and model, chosen values and keyphrase (its ranges apart). */
function carMatchesBeyondRanges(search: CompiledSearch, car: PreparedCar): boolean {
  if (search.brandModel && !hasOne(car, search.brandModel)) return false
  for (const value of search.values) if (!hasOne(car, value.keys)) return false
  for (const word of search.words) if (!hasWordStarting(car, word)) return false
  return true
}

/**
 * The searches in the order of their ordinals, with every range in flat arrays: the ranges are checked first (a
 * comparison of numbers, and the part most searches found under a car's anchor fail on), reading memory in a
 * row rather than following each search's objects.
 */
type Checker = {
  searches: readonly CompiledSearch[]
  /** Search `n`'s ranges are the entries from `rangeStart[n]` to `rangeStart[n + 1]`. */
  rangeStart: Int32Array
  rangeAt: Int32Array
  rangeLower: Float64Array
  rangeUpper: Float64Array
}

function checkerOf(searches: readonly CompiledSearch[]): Checker {
  const total = searches.reduce((sum, search) => sum + search.ranges.length, 0)
  const checker: Checker = {
    searches,
    rangeStart: new Int32Array(searches.length + 1),
    rangeAt: new Int32Array(total),
    rangeLower: new Float64Array(total),
    rangeUpper: new Float64Array(total),
  }
  let entry = 0
  searches.forEach((search, ordinal) => {
    checker.rangeStart[ordinal] = entry
    for (const range of search.ranges) {
      checker.rangeAt[entry] = range.at
      checker.rangeLower[entry] = range.lower
      checker.rangeUpper[entry] = range.upper
      entry++
    }
  })
  checker.rangeStart[searches.length] = entry
  return checker
}

/** Whether the car satisfies every part of search `ordinal`, as the search engine would find it. */
function carMatches(checker: Checker, ordinal: number, car: PreparedCar): boolean {
  const { rangeStart, rangeAt, rangeLower, rangeUpper } = checker
  const numbers = car.numbers
  // A car without the field has NaN there, which no range holds.
  for (let entry = rangeStart[ordinal]!, end = rangeStart[ordinal + 1]!; entry < end; entry++) {
    const number = numbers[rangeAt[entry]!]!
    if (!(number >= rangeLower[entry]! && number <= rangeUpper[entry]!)) return false
  }
  return carMatchesBeyondRanges(checker.searches[ordinal]!, car)
}

/** What the searches are filed under, so a car knows which of its keys to look up. */
type Filing = {
  valueFields: Set<string>
  rangeFields: Set<string>
  /** Per kind of first part (`bm`, `k`, `v:car_fuel`), the fields of the chosen values joined with it. */
  joined: Map<string, Set<string>>
}

/** The car's keys of one kind of anchor part. */
function partKeys(car: PreparedCar, kind: string): readonly string[] {
  if (kind === BRAND_MODEL) return car.keysByField.get(BRAND_MODEL)!
  if (kind === WORD) {
    const starts = new Set<string>()
    for (const word of car.words)
      for (let end = 1; end <= Math.min(WORD_ANCHOR_LENGTH, word.length); end++) starts.add(`k:${word.slice(0, end)}`)
    return [...starts]
  }
  return car.keysByField.get(fieldOfKind(kind)) ?? []
}

/** The keys a car looks up: every anchor it could satisfy. */
function lookupKeys(car: PreparedCar, filing: Filing, shape: Shape): string[] {
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
    const number = car.numbers[shape.rangeFields.get(field)!]!
    if (Number.isFinite(number)) keys.push(`r:${field}:${bandOf(number)}`)
  }
  return keys
}

export type SearchMatcher = {
  readonly size: number
  /** Every (search, car) pair where the car satisfies the search; `stats.checked` counts the searches checked in full. */
  match(cars: readonly CarDoc[], stats?: { checked: number }): Array<{ searchId: number; carId: string }>
}

/**
 * The range field most searches bound (the price, as visitors save them). Each bucket is kept in descending
 * order of its searches' upper bound on it (none: no bound), so that a car stops reading a bucket at the first
 * search whose bound is below the car's value.
 */
function commonestRange(searches: readonly CompiledSearch[]): number | null {
  const counts: number[] = []
  for (const search of searches) for (const range of search.ranges) counts[range.at] = (counts[range.at] ?? 0) + 1
  let commonest: number | null = null
  counts.forEach((count, at) => {
    if (commonest === null || count > counts[commonest]!) commonest = at
  })
  return commonest
}

/** The saved searches indexed by their anchors. */
export function buildMatcher(searches: readonly MatchableSearch[]): SearchMatcher {
  const buckets = new Map<string, number[]>()
  const filing: Filing = { valueFields: new Set(), rangeFields: new Set(), joined: new Map() }
  const shape = newShape()
  // A search's ordinal is its position here: the buckets hold ordinals, and a car marks the searches it checked by them.
  const compiled = searches.map((search) => compileSearch(search, shape))
  // How many values of each field the searches choose among: one of two gearboxes narrows less than one of twelve colours.
  const seen = new Map<string, Set<string>>()
  for (const search of compiled) {
    for (const value of search.values) {
      const keys = seen.get(value.field) ?? new Set<string>()
      for (const key of value.keys) keys.add(key)
      seen.set(value.field, keys)
    }
  }
  const distinct = new Map([...seen].map(([field, keys]) => [field, keys.size]))
  compiled.forEach((search, ordinal) => {
    for (const key of anchorsOf(search, distinct, shape)) {
      const [first, second] = key.split(JOIN) as [string, string | undefined]
      if (second !== undefined) {
        const kind = first.startsWith('v:') ? first.slice(0, first.indexOf('=')) : first.startsWith('k:') ? WORD : BRAND_MODEL
        const fields = filing.joined.get(kind) ?? new Set<string>()
        fields.add(second.slice(2, second.indexOf('=')))
        filing.joined.set(kind, fields)
      } else if (first.startsWith('v:')) filing.valueFields.add(first.slice(2, first.indexOf('=')))
      else if (first.startsWith('r:')) filing.rangeFields.add(first.slice(2, first.lastIndexOf(':')))
      const bucket = buckets.get(key)
      if (bucket) bucket.push(ordinal)
      else buckets.set(key, [ordinal])
    }
  })
  const bound = commonestRange(compiled)
  const upperOf = (ordinal: number) => compiled[ordinal]!.ranges.find((range) => range.at === bound)?.upper ?? Infinity
  const filed = new Map(
    [...buckets].map(([key, ordinals]) => {
      const sorted = ordinals.sort((a, b) => upperOf(b) - upperOf(a) || a - b)
      return [key, { ordinals: Int32Array.from(sorted), uppers: Float64Array.from(sorted, upperOf) }] as const
    }),
  )
  const checker = checkerOf(compiled)
  return {
    size: searches.length,
    match(cars, stats) {
      const pairs: Array<{ searchId: number; carId: string }> = []
      // Which car last checked each search: a search filed under two of a car's keys is checked once.
      const checkedBy = new Int32Array(searches.length).fill(-1)
      let checked = 0
      for (let position = 0; position < cars.length; position++) {
        const car = prepareCar(cars[position]!, shape)
        // NaN when the car has no such value: no search is passed over then.
        const value = bound === null ? NaN : car.numbers[bound]!
        for (const key of lookupKeys(car, filing, shape)) {
          const bucket = filed.get(key)
          if (!bucket) continue
          const { ordinals, uppers } = bucket
          for (let at = 0; at < ordinals.length; at++) {
            // The rest of the bucket bounds this field below the car's value: none of them can match.
            if (uppers[at]! < value) break
            const ordinal = ordinals[at]!
            if (checkedBy[ordinal] === position) continue
            checkedBy[ordinal] = position
            checked++
            if (carMatches(checker, ordinal, car)) pairs.push({ searchId: compiled[ordinal]!.id, carId: car.id })
          }
        }
      }
      if (stats) stats.checked += checked
      return pairs
    },
  }
}

/** The naive way, for the benchmark's ratio and the tests: every search checked against every car. */
export function matchEverySearch(
  searches: readonly MatchableSearch[],
  cars: readonly CarDoc[],
): Array<{ searchId: number; carId: string }> {
  const shape = newShape()
  const compiled = searches.map((search) => compileSearch(search, shape))
  const checker = checkerOf(compiled)
  const prepared = cars.map((car) => prepareCar(car, shape))
  const pairs: Array<{ searchId: number; carId: string }> = []
  for (let ordinal = 0; ordinal < compiled.length; ordinal++) {
    for (const car of prepared) {
      if (carMatches(checker, ordinal, car)) pairs.push({ searchId: compiled[ordinal]!.id, carId: car.id })
    }
  }
  return pairs
}
