import type { FacetValueNode, HistogramBucket } from '../schema'
import { hasDoc, type Bitset } from './bitset'
import { VALUE_BITS_WORTH, type NumericColumn, type ValueColumn, type ValueDictionary } from './columns'

export type FacetSortOrder = 'asc' | 'desc' | 'count'

/**
 * The documents a facet counts over. Counting is additive, so a set holding most of the index is counted
 * as "everything minus the few left out" (`complement`), never more than half the documents.
 */
export type CountSelection =
  | { kind: 'all' }
  | { kind: 'docs'; docs: Int32Array; bits: Bitset }
  | { kind: 'complement'; docs: Int32Array; bits: Bitset }

/** Documents per value id over the selection. */
export function countValues(column: ValueColumn, selection: CountSelection): Int32Array {
  const valueTotal = column.dictionary.texts.length
  const counts = new Int32Array(valueTotal)
  const { postingOffsets } = column
  if (selection.kind === 'all') {
    for (let v = 0; v < valueTotal; v++) counts[v] = postingOffsets[v + 1]! - postingOffsets[v]!
    return counts
  }
  const { single, offsets, values, valueBits } = column
  // The lists are read for the smaller side (the selection or the rest); the bitsets always cost the same.
  const listReads = values === null || offsets === null ? 0 : selection.docs.length * (values.length / (offsets.length - 1))
  if (valueBits !== null && listReads > valueTotal * selection.bits.length * VALUE_BITS_WORTH) {
    countByValueBits(valueBits, selection.bits, counts)
    return counts
  }
  if (single !== null) countSingle(single, selection.docs, counts)
  else if (values instanceof Uint16Array) countList16(offsets!, values, selection.docs, counts)
  else countList32(offsets!, values!, selection.docs, counts)
  if (selection.kind === 'complement') {
    for (let v = 0; v < valueTotal; v++) counts[v] = postingOffsets[v + 1]! - postingOffsets[v]! - counts[v]!
  }
  return counts
}

// One loop per column layout, so each stays specialised to one kind of typed array.

function countSingle(single: Int32Array, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const value = single[docs[i]!]!
    if (value >= 0) counts[value]!++
  }
}

function countList16(offsets: Int32Array, values: Uint16Array, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const end = offsets[doc + 1]!
    for (let k = offsets[doc]!; k < end; k++) counts[values[k]!]!++
  }
}

/** Per value, the documents both in its bitset and in the selection. */
function countByValueBits(valueBits: Uint32Array, selection: Bitset, counts: Int32Array): void {
  const words = selection.length
  for (let value = 0; value < counts.length; value++) {
    const base = value * words
    let count = 0
    for (let w = 0; w < words; w++) {
      let word = valueBits[base + w]! & selection[w]!
      if (word === 0) continue
      word = word - ((word >>> 1) & 0x55555555)
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
      count += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
    }
    counts[value] = count
  }
}

function countList32(offsets: Int32Array, values: Int32Array, docs: Int32Array, counts: Int32Array): void {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const end = offsets[doc + 1]!
    for (let k = offsets[doc]!; k < end; k++) counts[values[k]!]!++
  }
}

/** Value ids with a count, in the facet's sort order. */
export function orderedValues(dictionary: ValueDictionary, ids: number[], count: (id: number) => number, sortOrder: FacetSortOrder): number[] {
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

/** Documents per combination over the selection. */
export function countCombinations(hierarchy: CombinationHierarchy, selection: CountSelection): Int32Array {
  if (selection.kind === 'all') return hierarchy.totals
  const counts = new Int32Array(hierarchy.totals.length)
  const { combinationOf } = hierarchy
  const docs = selection.docs
  for (let i = 0; i < docs.length; i++) {
    const combination = combinationOf[docs[i]!]!
    if (combination >= 0) counts[combination]!++
  }
  if (selection.kind === 'complement') for (let c = 0; c < counts.length; c++) counts[c] = hierarchy.totals[c]! - counts[c]!
  return counts
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
export function hierarchyNodes(columns: readonly ValueColumn[], counts: Map<string, PathCount>, sortOrder: FacetSortOrder): FacetValueNode[] {
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

/** The first position in ascending `sorted` whose value is not below `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

/** The documents a histogram counts over: every document (`bits` null), or a set with its size and list. */
export type HistogramSelection = { bits: Bitset | null; count: number; list: () => Int32Array; rest: () => Int32Array }

/**
 * Equal-width buckets from the smallest to the largest value of the selection; each bucket holds
 * [min, max) and the last also its max. When every value is a whole number, so are the bounds (the width
 * rounds up, which may leave fewer buckets than asked). One distinct value gives one bucket.
 */
export function histogram(column: NumericColumn, selection: HistogramSelection, bucketCount: number): HistogramBucket[] {
  const { numbers } = column
  const { bits } = selection
  const size = numbers.length
  const sorted = column.sorted
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  let integral = column.integral
  if (bits === null) {
    if (sorted.length === 0) return []
    min = sorted[0]!
    max = sorted[sorted.length - 1]!
  } else if (selection.count * 16 >= size) {
    // A large selection holds one of the first few documents by value: walk in from both ends.
    const byValue = column.docsByValue
    let low = 0
    while (low < byValue.length && !hasDoc(bits, byValue[low]!)) low++
    if (low === byValue.length) return []
    let high = byValue.length - 1
    while (!hasDoc(bits, byValue[high]!)) high--
    min = sorted[low]!
    max = sorted[high]!
  } else {
    const docs = selection.list()
    // NaN (no value) fails both comparisons, so needs no test of its own.
    for (let i = 0; i < docs.length; i++) {
      const value = numbers[docs[i]!]!
      if (value < min) min = value
      if (value > max) max = value
    }
    if (min > max) return []
  }
  if (!integral && bits !== null) {
    integral = true
    const docs = selection.list()
    for (let i = 0; i < docs.length && integral; i++) {
      const value = numbers[docs[i]!]!
      if (Math.floor(value) !== value && value === value) integral = false
    }
  }
  const width = min === max ? 0 : integral ? Math.max(1, Math.ceil((max - min) / bucketCount)) : (max - min) / bucketCount
  const buckets = min === max ? 1 : integral ? Math.ceil((max - min) / width) : bucketCount
  const lowerBounds = new Float64Array(buckets + 1)
  for (let bucket = 0; bucket <= buckets; bucket++) lowerBounds[bucket] = min + bucket * width
  const counts = new Int32Array(buckets)
  const last = buckets - 1
  if (bits === null || selection.count * 2 > size) {
    // The whole index between the bounds, from the sorted values: a binary search per bound.
    const from = lowerBound(sorted, min)
    for (let bucket = 0; bucket < buckets; bucket++) {
      const start = bucket === 0 ? from : lowerBound(sorted, lowerBounds[bucket]!)
      const end = bucket === last ? upperBound(sorted, max) : lowerBound(sorted, lowerBounds[bucket + 1]!)
      counts[bucket] = end - start
    }
    // A large selection: the whole index less the documents outside it.
    if (bits !== null) countBuckets(numbers, selection.rest(), min, max, width, lowerBounds, counts, -1)
  } else {
    countBuckets(numbers, selection.list(), min, max, width, lowerBounds, counts, 1)
  }
  return Array.from(counts, (count, bucket) => ({ min: lowerBounds[bucket]!, max: bucket === last ? max : lowerBounds[bucket + 1]!, count }))
}

/** Adds `step` to the bucket of each document's value within [min, max]. */
function countBuckets(numbers: Float64Array, docs: Int32Array, min: number, max: number, width: number, lowerBounds: Float64Array, counts: Int32Array, step: number): void {
  const last = counts.length - 1
  if (last === 0) {
    for (let i = 0; i < docs.length; i++) {
      const value = numbers[docs[i]!]!
      if (value >= min && value <= max) counts[0]! += step
    }
    return
  }
  // Multiplying beats dividing; the product may land a value on a bound one bucket off, and the reported bounds decide.
  const inverse = 1 / width
  for (let i = 0; i < docs.length; i++) {
    const value = numbers[docs[i]!]!
    if (!(value >= min && value <= max)) continue
    let bucket = ((value - min) * inverse) | 0
    if (bucket > last) bucket = last
    if (value < lowerBounds[bucket]!) bucket--
    else if (bucket < last && value >= lowerBounds[bucket + 1]!) bucket++
    counts[bucket]! += step
  }
}

/** The first position in ascending `sorted` whose value is above `value`. */
function upperBound(sorted: Float64Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! <= value) low = middle + 1
    else high = middle
  }
  return low
}
