import { addDocs, wordCount } from './bitset'
import { valueKey } from './fold'
import { collectValues, compilePath, type Scalar } from './paths'

const CHUNK_BITS = 16
const CHUNK_SIZE = 1 << CHUNK_BITS

/**
 * A growable list of integers in fixed chunks: build-time storage without a boxed JS number per entry,
 * never copied to grow (a 100,000-car build would otherwise churn through a hundred megabytes).
 */
export class IntBuffer {
  private readonly chunks: Int32Array[] = []
  private chunk = new Int32Array(0)
  private fill = CHUNK_SIZE
  length = 0

  push(value: number): void {
    if (this.fill === CHUNK_SIZE) {
      this.chunk = new Int32Array(CHUNK_SIZE)
      this.chunks.push(this.chunk)
      this.fill = 0
    }
    this.chunk[this.fill++] = value
    this.length++
  }

  at(index: number): number {
    return this.chunks[index >>> CHUNK_BITS]![index & (CHUNK_SIZE - 1)]!
  }

  clear(): void {
    this.chunks.length = 0
    this.fill = CHUNK_SIZE
    this.length = 0
  }

  /** The contents copied into `target` (of at least `length` entries). */
  copyInto<Target extends Int32Array | Uint16Array>(target: Target): Target {
    let at = 0
    for (const chunk of this.chunks) {
      const take = Math.min(CHUNK_SIZE, this.length - at)
      target.set(take === CHUNK_SIZE ? chunk : chunk.subarray(0, take), at)
      at += take
    }
    return target
  }

  /** A compact copy of the contents. */
  toArray(): Int32Array {
    return this.copyInto(new Int32Array(this.length))
  }
}

/** The distinct values of a field, numbered 0..V-1. Values that fold to the same key ('Škoda', 'SKODA') are one value, shown as first seen. */
export class ValueDictionary {
  private rank: Int32Array | null = null

  constructor(
    readonly texts: readonly string[],
    /** The first value seen per id, so numbers order numerically. */
    readonly originals: readonly Scalar[],
    readonly idOfKey: ReadonlyMap<string, number>,
    private readonly collator: Intl.Collator,
  ) {}

  /** Position of each value in ascending facet order; worked out when a facet first needs it (an id field never does). */
  get ascRank(): Int32Array {
    if (this.rank === null) {
      const { originals, collator } = this
      const order = Array.from({ length: originals.length }, (_, id) => id).sort((a, b) => compareValues(originals[a]!, originals[b]!, collator))
      const rank = new Int32Array(order.length)
      order.forEach((id, position) => (rank[id] = position))
      this.rank = rank
    }
    return this.rank
  }
}

/**
 * A field as value ids per document, plus the documents of each value. A document with one value at most
 * keeps a flat column (`single`, -1 for none); a list field (car_equipment) keeps a CSR layout
 * (`offsets`/`values`), each document listing its distinct values once.
 */
export type ValueColumn = {
  readonly field: string
  readonly dictionary: ValueDictionary
  readonly single: Int32Array | null
  readonly offsets: Int32Array | null
  readonly values: Int32Array | Uint16Array | null
  /** Documents of value v: postingDocs[postingOffsets[v] .. postingOffsets[v+1]), ascending. */
  readonly postingOffsets: Int32Array
  readonly postingDocs: Int32Array
  /**
   * A list field with few values held by many documents (44 of 75 equipment lines per car) also keeps a
   * bitset per value, words [v*W, (v+1)*W): counting a large selection is then a few hundred thousand
   * word operations instead of millions of scattered reads.
   */
  readonly valueBits: Uint32Array | null
}

/** Facet order 'asc': numbers numerically and before text, text by the index's collation, then by code units so the order is total. */
export function compareValues(a: Scalar, b: Scalar, collator: Intl.Collator): number {
  const aNumber = typeof a === 'number'
  const bNumber = typeof b === 'number'
  if (aNumber && bNumber) return a - b
  if (aNumber !== bNumber) return aNumber ? -1 : 1
  const aText = String(a)
  const bText = String(b)
  return collator.compare(aText, bText) || (aText < bText ? -1 : aText > bText ? 1 : 0)
}

/**
 * Reading one bitset word costs about what reading three list entries does (measured on a two-core machine):
 * per-value bitsets pay when they are this many times smaller than the lists.
 */
export const VALUE_BITS_WORTH = 3

/** Raw values looked up before deciding whether remembering them pays. */
const RAW_TRIAL = 1_000

/** Numbers values as they are first seen; most repeat exactly as written ('Volvo'), so they skip folding after the first time. */
class ValueNumbering {
  readonly idOfKey = new Map<string, number>()
  private readonly idOfRaw = new Map<Scalar, number>()
  readonly texts: string[] = []
  readonly originals: Scalar[] = []

  private rawHits = 0
  private rawMisses = 0

  idOf(raw: Scalar): number {
    let id = this.rawMisses > RAW_TRIAL && this.rawMisses > this.rawHits ? undefined : this.idOfRaw.get(raw)
    if (id !== undefined) {
      this.rawHits++
      return id
    }
    const key = valueKey(raw)
    id = this.idOfKey.get(key)
    if (id === undefined) {
      id = this.texts.length
      this.idOfKey.set(key, id)
      this.texts.push(String(raw))
      this.originals.push(raw)
    }
    // An id or a registration number never repeats: stop remembering raw values once they do not pay.
    if (++this.rawMisses <= RAW_TRIAL || this.rawMisses <= this.rawHits) this.idOfRaw.set(raw, id)
    return id
  }
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

/**
 * Documents per value, ascending, from the documents' values: a flat column (`offsets` null) or a CSR list
 * (document d has values[offsets[d] .. offsets[d+1])).
 */
function postingsOf(valueTotal: number, values: Int32Array | Uint16Array, offsets: Int32Array | null) {
  const postingOffsets = new Int32Array(valueTotal + 1)
  for (let i = 0; i < values.length; i++) if (values[i]! >= 0) postingOffsets[values[i]! + 1]!++
  for (let v = 0; v < valueTotal; v++) postingOffsets[v + 1]! += postingOffsets[v]!
  const cursor = postingOffsets.slice(0, valueTotal)
  const postingDocs = new Int32Array(postingOffsets[valueTotal]!)
  if (offsets === null) {
    for (let doc = 0; doc < values.length; doc++) if (values[doc]! >= 0) postingDocs[cursor[values[doc]!]!++] = doc
  } else {
    for (let doc = 0; doc + 1 < offsets.length; doc++) {
      for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) postingDocs[cursor[values[i]!]!++] = doc
    }
  }
  return { postingOffsets, postingDocs }
}

export function buildValueColumn(docs: readonly object[], field: string, collator: Intl.Collator): ValueColumn {
  const path = compilePath(field)
  const size = docs.length
  const numbering = new ValueNumbering()
  const dictionary = () => new ValueDictionary(numbering.texts, numbering.originals, numbering.idOfKey, collator)

  // A top-level field with one value per document (brand, year, site) is one array write per document.
  if (path.length === 1) {
    const name = path[0]!
    const single = new Int32Array(size).fill(-1)
    let doc = 0
    for (; doc < size; doc++) {
      const value = (docs[doc] as Record<string, unknown>)[name]
      if (isScalar(value)) single[doc] = numbering.idOf(value)
      else if (value !== null && value !== undefined) break
    }
    if (doc === size) {
      const { postingOffsets, postingDocs } = postingsOf(numbering.texts.length, single, null)
      return { field, dictionary: dictionary(), single, offsets: null, values: null, postingOffsets, postingDocs, valueBits: null }
    }
  }

  const lastDocOfValue: number[] = []
  const offsets = new Int32Array(size + 1)
  const buffer = new IntBuffer()
  const found: Scalar[] = []
  let multi = false
  const topLevel = path.length === 1 ? path[0]! : null
  for (let doc = 0; doc < size; doc++) {
    offsets[doc] = buffer.length
    const direct = topLevel === null ? null : (docs[doc] as Record<string, unknown>)[topLevel]
    // A top-level list of text (the equipment) is read as it is; anything else walks the path.
    const list = Array.isArray(direct) && direct.every((item) => typeof item === 'string') ? (direct as string[]) : null
    const count = list === null ? collectValues(docs[doc], path, found) : list.length
    for (let i = 0; i < count; i++) {
      const id = numbering.idOf(list === null ? found[i]! : list[i]!)
      if (lastDocOfValue[id] === doc) continue
      lastDocOfValue[id] = doc
      buffer.push(id)
    }
    if (buffer.length - offsets[doc]! > 1) multi = true
  }
  offsets[size] = buffer.length
  const valueTotal = numbering.texts.length
  // A list field has few distinct values (75 equipment lines in a stock): 16 bits each halve what counting reads.
  const values = buffer.copyInto(valueTotal <= 0xffff ? new Uint16Array(buffer.length) : new Int32Array(buffer.length))
  buffer.clear()
  const { postingOffsets, postingDocs } = postingsOf(valueTotal, values, offsets)
  if (multi) {
    const words = wordCount(size)
    let valueBits: Uint32Array | null = null
    if (valueTotal * words * VALUE_BITS_WORTH < values.length) {
      valueBits = new Uint32Array(valueTotal * words)
      for (let value = 0; value < valueTotal; value++) {
        addDocs(valueBits.subarray(value * words, (value + 1) * words), postingDocs, postingOffsets[value]!, postingOffsets[value + 1]!)
      }
    }
    return { field, dictionary: dictionary(), single: null, offsets, values, postingOffsets, postingDocs, valueBits }
  }
  const single = new Int32Array(size).fill(-1)
  for (let doc = 0; doc < size; doc++) if (offsets[doc + 1]! > offsets[doc]!) single[doc] = values[offsets[doc]!]!
  return { field, dictionary: dictionary(), single, offsets: null, values: null, postingOffsets, postingDocs, valueBits: null }
}

/** Documents having value `id`, as many as `valueCount(column, id)`. */
export const valueCount = (column: ValueColumn, id: number): number => column.postingOffsets[id + 1]! - column.postingOffsets[id]!

/** A number per document (NaN when it has none): ranges, histograms. */
export class NumericColumn {
  private ascending: Float64Array | null = null
  private ordered: Int32Array | null = null
  /** Whether every value is a whole number, so histogram bounds can be too. */
  readonly integral: boolean

  constructor(
    readonly field: string,
    readonly numbers: Float64Array,
  ) {
    let integral = true
    for (let doc = 0; doc < numbers.length && integral; doc++) {
      const value = numbers[doc]!
      if (value === value && Math.floor(value) !== value) integral = false
    }
    this.integral = integral
  }

  /** The values present, ascending: a histogram of the whole index is read from it without a pass. */
  get sorted(): Float64Array {
    return this.byValue().values
  }

  /** The documents having a value, by value (ties by document): the ends give a selection's range in a few steps. */
  get docsByValue(): Int32Array {
    return this.byValue().docs
  }

  private byValue(): { values: Float64Array; docs: Int32Array } {
    if (this.ascending !== null && this.ordered !== null) return { values: this.ascending, docs: this.ordered }
    const { numbers } = this
    const size = numbers.length
    let present = 0
    let min = Number.POSITIVE_INFINITY
    let max = Number.NEGATIVE_INFINITY
    for (let doc = 0; doc < size; doc++) {
      const value = numbers[doc]!
      if (value !== value) continue
      present++
      if (value < min) min = value
      if (value > max) max = value
    }
    const docs = new Int32Array(present)
    if (this.integral && (max - min + 1) * size <= Number.MAX_SAFE_INTEGER) {
      // Whole numbers: value and document packed into one exact number, ordered by one native sort.
      const packed = new Float64Array(present)
      let at = 0
      for (let doc = 0; doc < size; doc++) {
        const value = numbers[doc]!
        if (value === value) packed[at++] = (value - min) * size + doc
      }
      packed.sort()
      for (let i = 0; i < present; i++) docs[i] = packed[i]! % size
    } else {
      let at = 0
      for (let doc = 0; doc < size; doc++) if (numbers[doc] === numbers[doc]) docs[at++] = doc
      docs.sort((a, b) => numbers[a]! - numbers[b]! || a - b)
    }
    const values = new Float64Array(present)
    for (let i = 0; i < present; i++) values[i] = numbers[docs[i]!]!
    this.ordered = docs
    this.ascending = values
    return { values, docs }
  }
}

/**
 * The numeric column of a field, or why there is none. A histogram facet (`lenient`) reads anything but a
 * number as missing; a plain filter field counts as numeric only when every value it holds is a number.
 */
export function buildNumericColumn(docs: readonly object[], field: string, lenient: boolean): NumericColumn | { problem: string } {
  const path = compilePath(field)
  const numbers = new Float64Array(docs.length).fill(Number.NaN)
  const found: Scalar[] = []
  const topLevel = path.length === 1 ? path[0]! : null
  for (let doc = 0; doc < docs.length; doc++) {
    if (topLevel !== null) {
      // A price or a mileage: one number or null, read straight off the document.
      const direct = (docs[doc] as Record<string, unknown>)[topLevel]
      if (typeof direct === 'number') {
        if (Number.isFinite(direct)) numbers[doc] = direct
        continue
      }
      if (direct === null || direct === undefined) continue
    }
    const count = collectValues(docs[doc], path, found)
    let seen = 0
    for (let i = 0; i < count; i++) {
      const value = found[i]!
      if (typeof value !== 'number') {
        if (lenient) continue
        return { problem: `${field} holds text, not numbers` }
      }
      if (++seen > 1) return { problem: `${field} holds several numbers per document` }
      numbers[doc] = value
    }
  }
  return new NumericColumn(field, numbers)
}
