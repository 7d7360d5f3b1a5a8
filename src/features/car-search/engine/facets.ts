import type { FacetValueNode, HistogramBucket } from '../schema'
import { countAnd, hasDoc, type Bitset } from './bitset'
import type { NumericColumn, ValueColumn, ValueDictionary } from './columns'

export type FacetSortOrder = 'asc' | 'desc' | 'count'

/**
 * The documents a facet counts over. Counting is additive, so a set holding most of the index is counted
 * as "everything minus the few left out" (`complement`), never more than half the documents.
 */
export type CountSelection =
  { kind: 'all' } | { kind: 'docs'; docs: Int32Array; bits: Bitset } | { kind: 'complement'; docs: Int32Array; bits: Bitset }

/** Documents per value over the whole index. */
export function valueTotals(column: ValueColumn): Int32Array {
  const { postingOffsets } = column
  const totals = new Int32Array(postingOffsets.length - 1)
  for (let v = 0; v < totals.length; v++) totals[v] = postingOffsets[v + 1]! - postingOffsets[v]!
  return totals
}

/**
 * Counts several facets over one selection. Each facet is a flat column (a value, or a combination, per
 * document, -1 for none) or a list column, with its counts over the whole index (`totals`), which a
 * selection holding most of the index is counted against. Flat columns are counted two at a time, so a
 * pass over the selection serves two facets.
 */
export function countColumns(
  columns: ReadonlyArray<Int32Array | ValueColumn>,
  totals: readonly Int32Array[],
  selection: CountSelection,
): Int32Array[] {
  if (selection.kind === 'all') return totals.map((total) => total.slice())
  const counts: Int32Array[] = new Array<Int32Array>(columns.length)
  // Flat columns count into one extra slot in front (value -1), so no test per document.
  const flat: number[] = []
  columns.forEach((column, position) => {
    if (column instanceof Int32Array) {
      flat.push(position)
      counts[position] = new Int32Array(totals[position]!.length + 1)
    } else {
      counts[position] = countList(column, totals[position]!, selection)
    }
  })
  const { docs } = selection
  let next = 0
  for (; next + 1 < flat.length; next += 2) {
    const a = flat[next]!
    const b = flat[next + 1]!
    countFlatPair(columns[a] as Int32Array, counts[a]!, columns[b] as Int32Array, counts[b]!, docs)
  }
  if (next < flat.length) countFlat(columns[flat[next]!] as Int32Array, counts[flat[next]!]!, docs)
  for (const position of flat) {
    const shifted = counts[position]!.subarray(1)
    if (selection.kind === 'complement') {
      const total = totals[position]!
      for (let v = 0; v < shifted.length; v++) shifted[v] = total[v]! - shifted[v]!
    }
    counts[position] = shifted
  }
  return counts
}

// One loop per column layout, so each stays specialised to one kind of typed array.

function countFlat(values: Int32Array, counts: Int32Array, docs: Int32Array): void {
  for (let i = 0; i < docs.length; i++) counts[values[docs[i]!]! + 1]!++
}

function countFlatPair(a: Int32Array, aCounts: Int32Array, b: Int32Array, bCounts: Int32Array, docs: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    aCounts[a[doc]! + 1]!++
    bCounts[b[doc]! + 1]!++
  }
}

/**
 * A list column over a selection. With per-value bitsets: each value's bitset ANDed with the selection, or,
 * for a selection with fewer documents than words, each document's bit read in every value's bitset.
 * With lists: each document's list, for the smaller side (the selection or the rest).
 */
function countList(column: ValueColumn, totals: Int32Array, selection: Exclude<CountSelection, { kind: 'all' }>): Int32Array {
  const { offsets, values, valueBits } = column
  const valueTotal = totals.length
  const counts = new Int32Array(valueTotal)
  if (valueBits !== null) {
    const [from, to] = wordRange(selection.bits)
    if (to - from <= selection.docs.length) {
      countByValueBits(valueBits, selection.bits, from, to, counts)
      return counts
    }
    countDocsInValueBits(valueBits, selection.bits.length, selection.docs, counts)
  } else if (values instanceof Uint16Array) {
    countList16(offsets!, values, selection.docs, counts)
  } else {
    countList32(offsets!, values!, selection.docs, counts)
  }
  if (selection.kind === 'complement') for (let v = 0; v < valueTotal; v++) counts[v] = totals[v]! - counts[v]!
  return counts
}

/** Per value, the documents among `docs` in its bitset. */
function countDocsInValueBits(valueBits: Uint32Array, words: number, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const word = doc >>> 5
    const bit = 1 << (doc & 31)
    for (let value = 0, at = word; value < counts.length; value++, at += words) if ((valueBits[at]! & bit) !== 0) counts[value]!++
  }
}

/** The words [from, to) of a bitset outside which every word is 0. */
function wordRange(bits: Bitset): [from: number, to: number] {
  let from = 0
  let to = bits.length
  while (from < to && bits[from] === 0) from++
  while (to > from && bits[to - 1] === 0) to--
  return [from, to]
}

function countList16(offsets: Int32Array, values: Uint16Array, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const end = offsets[doc + 1]!
    for (let k = offsets[doc]!; k < end; k++) counts[values[k]!]!++
  }
}

function countList32(offsets: Int32Array, values: Int32Array, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const end = offsets[doc + 1]!
    for (let k = offsets[doc]!; k < end; k++) counts[values[k]!]!++
  }
}

/** Per value, the documents both in its bitset and in the selection, over the selection's words [from, to). */
function countByValueBits(valueBits: Uint32Array, selection: Bitset, from: number, to: number, counts: Int32Array): void {
  const words = selection.length
  for (let value = 0; value < counts.length; value++) counts[value] = countAnd(valueBits, value * words, selection, from, to)
}

/** Value ids with a count, in the facet's sort order. */
export function orderedValues(
  dictionary: ValueDictionary,
  ids: number[],
  count: (id: number) => number,
  sortOrder: FacetSortOrder,
): number[] {
  const rank = dictionary.ascRank
  if (sortOrder === 'count') return ids.sort((a, b) => count(b) - count(a) || rank[a]! - rank[b]!)
  if (sortOrder === 'desc') return ids.sort((a, b) => rank[b]! - rank[a]!)
  return ids.sort((a, b) => rank[a]! - rank[b]!)
}

export function valueNodes(column: ValueColumn, counts: Int32Array, sortOrder: FacetSortOrder): FacetValueNode[] {
  const ids: number[] = []
  for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) ids.push(v)
  const texts = column.dictionary.texts
  return orderedValues(column.dictionary, ids, (id) => counts[id]!, sortOrder).map((id) => ({ text: texts[id]!, count: counts[id]! }))
}

/**
 * A hierarchy whose levels hold one value per document (brand > model): each document is one path
 * ("combination"), numbered once, so counting a selection is one array increment per document.
 */
export type CombinationHierarchy = {
  readonly columns: readonly ValueColumn[]
  /** Combination per document, -1 when it has no first-level value. */
  readonly combinationOf: Int32Array
  /** Value ids along each combination, cut at the first level without a value. */
  readonly paths: readonly Int32Array[]
  /** Documents per combination over the whole index. */
  readonly totals: Int32Array
}

export function buildCombinationHierarchy(columns: readonly ValueColumn[], size: number): CombinationHierarchy {
  const combinationOf = new Int32Array(size).fill(-1)
  const idOfPath = new Map<string, number>()
  const paths: Int32Array[] = []
  const totalList: number[] = []
  const ids: number[] = []
  for (let doc = 0; doc < size; doc++) {
    ids.length = 0
    for (const column of columns) {
      const value = column.single![doc]!
      if (value < 0) break
      ids.push(value)
    }
    if (ids.length === 0) continue
    const key = ids.join(',')
    let combination = idOfPath.get(key)
    if (combination === undefined) {
      combination = paths.length
      idOfPath.set(key, combination)
      paths.push(Int32Array.from(ids))
      totalList.push(0)
    }
    combinationOf[doc] = combination
    totalList[combination]!++
  }
  return { columns, combinationOf, paths, totals: Int32Array.from(totalList) }
}

/** A node of the hierarchy while it is counted: the document count of one path of value ids. */
type PathCount = { path: readonly number[]; count: number }

/** Node counts of a one-value-per-level hierarchy: a node's documents are those of the combinations below it. */
export function combinationNodeCounts(hierarchy: CombinationHierarchy, counts: Int32Array): Map<string, PathCount> {
  const nodes = new Map<string, PathCount>()
  for (let c = 0; c < counts.length; c++) {
    const count = counts[c]!
    if (count === 0) continue
    const path = hierarchy.paths[c]!
    let key = ''
    for (let level = 0; level < path.length; level++) {
      key = level === 0 ? String(path[0]) : `${key},${path[level]}`
      const node = nodes.get(key)
      if (node === undefined) nodes.set(key, { path: Array.from(path.subarray(0, level + 1)), count })
      else node.count += count
    }
  }
  return nodes
}

/** The distinct value ids of a document in a column. */
function docValues(column: ValueColumn, doc: number): ArrayLike<number> {
  if (column.single !== null) {
    const value = column.single[doc]!
    return value >= 0 ? [value] : []
  }
  const { valueBits } = column
  if (valueBits !== null) {
    const valueTotal = column.postingOffsets.length - 1
    const words = valueBits.length / valueTotal
    const bit = 1 << (doc & 31)
    const found: number[] = []
    for (let value = 0, at = doc >>> 5; value < valueTotal; value++, at += words) if ((valueBits[at]! & bit) !== 0) found.push(value)
    return found
  }
  return column.values!.subarray(column.offsets![doc]!, column.offsets![doc + 1]!)
}

/**
 * Node counts of a hierarchy with list levels: a document counts once under every path its values form,
 * e.g. a site with departments for Volvo and Kia counts under both brands.
 */
export function listNodeCounts(columns: readonly ValueColumn[], docs: ArrayLike<number>): Map<string, PathCount> {
  const nodes = new Map<string, PathCount>()
  const path: number[] = []
  const visit = (doc: number, level: number, parentKey: string): void => {
    if (level === columns.length) return
    const values = docValues(columns[level]!, doc)
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!
      const key = level === 0 ? String(value) : `${parentKey},${value}`
      path[level] = value
      const node = nodes.get(key)
      if (node === undefined) nodes.set(key, { path: path.slice(0, level + 1), count: 1 })
      else node.count++
      visit(doc, level + 1, key)
    }
  }
  for (let i = 0; i < docs.length; i++) visit(docs[i]!, 0, '')
  return nodes
}

/** The value nodes of a hierarchy from its node counts; every node but the deepest level carries its children. */
export function hierarchyNodes(
  columns: readonly ValueColumn[],
  counts: Map<string, PathCount>,
  sortOrder: FacetSortOrder,
): FacetValueNode[] {
  type Draft = { id: number; count: number; children: Map<number, Draft> }
  const root = new Map<number, Draft>()
  const byDepth = [...counts.values()].sort((a, b) => a.path.length - b.path.length)
  for (const { path, count } of byDepth) {
    let level = root
    for (let depth = 0; depth < path.length - 1; depth++) level = level.get(path[depth]!)!.children
    level.set(path[path.length - 1]!, { id: path[path.length - 1]!, count, children: new Map() })
  }
  const toNodes = (drafts: Map<number, Draft>, depth: number): FacetValueNode[] => {
    const { dictionary } = columns[depth]!
    const ordered = orderedValues(dictionary, [...drafts.keys()], (id) => drafts.get(id)!.count, sortOrder)
    return ordered.map((id) => {
      const draft = drafts.get(id)!
      const node: FacetValueNode = { text: dictionary.texts[id]!, count: draft.count }
      if (depth < columns.length - 1) node.children = toNodes(draft.children, depth + 1)
      return node
    })
  }
  return toNodes(root, 0)
}

export const DEFAULT_HISTOGRAM_BUCKETS = 20

/** The documents a histogram counts over: every document (`bits` null), or a set with its size and list. */
export type HistogramSelection = { bits: Bitset | null; count: number; list: () => Int32Array; rest: () => Int32Array }

/**
 * Equal-width buckets from the smallest to the largest value of the selection; each bucket holds
 * [min, max) and the last also its max. When every value is a whole number, so are the bounds (the width
 * rounds up, which may leave fewer buckets than asked). One distinct value gives one bucket.
 */
export function histogram(column: NumericColumn, selection: HistogramSelection, bucketCount: number): HistogramBucket[] {
  return histograms([column], [bucketCount], selection)[0]!
}

/** The range of a column's values within a selection, or null when the selection holds none. */
type Range = { min: number; max: number } | null

/** `histogram` for several columns over one selection. */
export function histograms(
  columns: readonly NumericColumn[],
  bucketCounts: readonly number[],
  selection: HistogramSelection,
): HistogramBucket[][] {
  const ranges: Array<Range | undefined> = columns.map((column) => rangeFromEnds(column, selection))
  // Columns whose ends did not give the range (a small selection, or one the ends of the order miss) read
  // the selection's values.
  columns.forEach((column, position) => {
    if (ranges[position] === undefined) ranges[position] = rangeOfDocs(column.numbers, selection.list())
  })
  return columns.map((column, position) => {
    const range = ranges[position]!
    if (range === null) return []
    return bucketsOf(column, selection, range.min, range.max, bucketCounts[position]!)
  })
}

/**
 * The range from the documents ordered by value: every document, or a large selection, which holds one of
 * the first few documents from either end. Steps no further than reading the selection would cost;
 * undefined when that did not settle it.
 */
function rangeFromEnds(column: NumericColumn, selection: HistogramSelection): Range | undefined {
  const { numbers } = column
  const byValue = column.docsByValue
  const { bits } = selection
  if (bits === null) return byValue.length === 0 ? null : { min: numbers[byValue[0]!]!, max: numbers[byValue[byValue.length - 1]!]! }
  const size = numbers.length
  if (selection.count * 16 < size) return undefined
  const limit = Math.min(byValue.length, selection.count)
  let low = 0
  while (low < limit && !hasDoc(bits, byValue[low]!)) low++
  if (low === byValue.length) return null
  if (low === limit) return undefined
  let high = byValue.length - 1
  const stop = Math.max(low, byValue.length - limit)
  while (high > stop && !hasDoc(bits, byValue[high]!)) high--
  if (!hasDoc(bits, byValue[high]!)) return undefined
  return { min: numbers[byValue[low]!]!, max: numbers[byValue[high]!]! }
}

function rangeOfDocs(numbers: Float64Array, docs: Int32Array): Range {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  // NaN (no value) fails both comparisons, so needs no test of its own.
  for (let i = 0; i < docs.length; i++) {
    const value = numbers[docs[i]!]!
    if (value < min) min = value
    if (value > max) max = value
  }
  return min > max ? null : { min, max }
}

/** Equal-width buckets over [min, max]: their lower bounds (and one past the last) and how many. */
type Bounds = { width: number; lowerBounds: Float64Array; buckets: number }

function boundsOf(min: number, max: number, integral: boolean, bucketCount: number): Bounds {
  const width = min === max ? 0 : integral ? Math.max(1, Math.ceil((max - min) / bucketCount)) : (max - min) / bucketCount
  const buckets = min === max ? 1 : integral ? Math.ceil((max - min) / width) : bucketCount
  const lowerBounds = new Float64Array(buckets + 1)
  for (let bucket = 0; bucket <= buckets; bucket++) lowerBounds[bucket] = min + bucket * width
  return { width, lowerBounds, buckets }
}

function bucketList({ lowerBounds, buckets }: Bounds, max: number, counts: Int32Array): HistogramBucket[] {
  const last = buckets - 1
  const result: HistogramBucket[] = new Array<HistogramBucket>(buckets)
  for (let bucket = 0; bucket < buckets; bucket++) {
    result[bucket] = { min: lowerBounds[bucket]!, max: bucket === last ? max : lowerBounds[bucket + 1]!, count: counts[bucket]! }
  }
  return result
}

function bucketsOf(column: NumericColumn, selection: HistogramSelection, min: number, max: number, bucketCount: number): HistogramBucket[] {
  const { numbers } = column
  const { bits } = selection
  const size = numbers.length
  let integral = column.integral
  if (!integral && bits !== null) {
    integral = true
    const docs = selection.list()
    for (let i = 0; i < docs.length && integral; i++) {
      const value = numbers[docs[i]!]!
      if (Math.floor(value) !== value && value === value) integral = false
    }
  }
  const bounds = boundsOf(min, max, integral, bucketCount)
  const { buckets, lowerBounds } = bounds
  const counts = new Int32Array(buckets)
  const last = buckets - 1
  if (bits === null || selection.count * 2 > size) {
    // The whole index between the bounds, from the values in order: a binary search per bound.
    let start = column.rankOf(min, false)
    for (let bucket = 0; bucket < buckets; bucket++) {
      const end = bucket === last ? column.rankOf(max, true) : column.rankOf(lowerBounds[bucket + 1]!, false)
      counts[bucket] = end - start
      start = end
    }
    // A large selection: the whole index less the documents outside it.
    if (bits !== null) countBuckets(numbers, selection.rest(), min, max, bounds, integral, counts, -1)
  } else {
    countBuckets(numbers, selection.list(), min, max, bounds, integral, counts, 1)
  }
  return bucketList(bounds, max, counts)
}

/**
 * A histogram from how many selected documents hold each distinct value of a column (`counts` by rank, as a
 * search counts them from a rank column, see packs.ts): the same buckets as counting the documents one by one, in a pass over the
 * distinct values.
 */
export function histogramOfRanks(
  distinct: Float64Array,
  counts: ArrayLike<number>,
  integralColumn: boolean,
  bucketCount: number,
): HistogramBucket[] {
  let low = 0
  while (low < distinct.length && counts[low] === 0) low++
  if (low === distinct.length) return []
  let high = distinct.length - 1
  while (counts[high] === 0) high--
  const min = distinct[low]!
  const max = distinct[high]!
  let integral = integralColumn
  if (!integral) {
    integral = true
    for (let rank = low; rank <= high && integral; rank++)
      if (counts[rank]! > 0 && Math.floor(distinct[rank]!) !== distinct[rank]) integral = false
  }
  const bounds = boundsOf(min, max, integral, bucketCount)
  const buckets = new Int32Array(bounds.buckets)
  const inverse = 1 / bounds.width
  for (let rank = low; rank <= high; rank++) {
    const count = counts[rank]!
    if (count > 0) buckets[bucketOf(distinct[rank]!, min, bounds, inverse, integral)]! += count
  }
  return bucketList(bounds, max, buckets)
}

/** The bucket of a value within [min, max]. */
function bucketOf(value: number, min: number, { width, lowerBounds, buckets }: Bounds, inverse: number, wholeNumbers: boolean): number {
  const last = buckets - 1
  if (last === 0) return 0
  if (wholeNumbers) {
    // Whole numbers and a whole width: the quotient's integer part is exact (for values below 2^53).
    const bucket = ((value - min) / width) | 0
    return bucket > last ? last : bucket
  }
  // Multiplying beats dividing; the product may land a value on a bound one bucket off, and the reported bounds decide.
  let bucket = ((value - min) * inverse) | 0
  if (bucket > last) bucket = last
  if (value < lowerBounds[bucket]!) bucket--
  else if (bucket < last && value >= lowerBounds[bucket + 1]!) bucket++
  return bucket
}

/** Adds `step` to the bucket of each document's value within [min, max]. */
function countBuckets(
  numbers: Float64Array,
  docs: Int32Array,
  min: number,
  max: number,
  bounds: Bounds,
  wholeNumbers: boolean,
  counts: Int32Array,
  step: number,
): void {
  const inverse = 1 / bounds.width
  for (let i = 0; i < docs.length; i++) {
    const value = numbers[docs[i]!]!
    if (value >= min && value <= max) counts[bucketOf(value, min, bounds, inverse, wholeNumbers)]! += step
  }
}
