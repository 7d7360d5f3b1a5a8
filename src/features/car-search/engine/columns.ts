import { addDocs, wordCount, type Bitset } from './bitset'
import { valueKey } from './fold'
import { collectValuesFrom, compilePath, topLevelValues, type FieldPath, type Scalar } from './paths'

const CHUNK_BITS = 16
const CHUNK_SIZE = 1 << CHUNK_BITS

/**
 * The items of document d's list are ids[start[d] .. start[d] + count[d]): a string number per item, -1 for
 * an item that is not a pooled string. count[d] is -1 when the document holds no list there (or one the
 * build did not read).
 */
export type ListIds = { readonly start: Int32Array; readonly count: Int32Array; readonly ids: Int32Array }

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
      const order = Array.from({ length: originals.length }, (_, id) => id).sort((a, b) =>
        compareValues(originals[a]!, originals[b]!, collator),
      )
      const rank = new Int32Array(order.length)
      order.forEach((id, position) => (rank[id] = position))
      this.rank = rank
    }
    return this.rank
  }
}

/**
 * A field as value ids per document, plus the documents of each value. A document with one value at most
 * keeps a flat column (`single`, -1 for none); a list field keeps a CSR layout (`offsets`/`values`), each
 * document listing its distinct values once, or, when that is several times smaller (car_equipment: 75
 * lines, 35 per car), only a bitset per value (`valueBits`), from which a document's values are read too.
 */
export type ValueColumn = {
  readonly field: string
  readonly dictionary: ValueDictionary
  readonly single: Int32Array | null
  readonly offsets: Int32Array | null
  readonly values: Int32Array | Uint16Array | null
  /**
   * Documents of value v: postingDocs[postingOffsets[v] .. postingOffsets[v+1]), ascending. A column with
   * `valueBits` keeps only the offsets (the counts): its bitsets hold the same documents in less memory.
   */
  readonly postingOffsets: Int32Array
  readonly postingDocs: Int32Array | null
  /**
   * A list field with few values held by many documents (44 of 75 equipment lines per car) keeps a bitset
   * per value instead of lists, words [v*W, (v+1)*W): counting a large selection is then a few hundred
   * thousand word operations instead of millions of scattered reads.
   */
  readonly valueBits: Uint32Array | null
}

/** Adds the documents having value `id` to a bitset. */
export function addValueDocs(column: ValueColumn, id: number, into: Bitset): void {
  const { valueBits, postingDocs, postingOffsets } = column
  if (valueBits === null) {
    addDocs(into, postingDocs!, postingOffsets[id]!, postingOffsets[id + 1]!)
    return
  }
  const words = into.length
  const base = id * words
  for (let w = 0; w < words; w++) into[w]! |= valueBits[base + w]!
}

/** The bitset of value `id` of a column with `valueBits` (a view, not a copy). */
export const valueBitset = (column: ValueColumn, id: number, words: number): Bitset =>
  column.valueBits!.subarray(id * words, (id + 1) * words)

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
 * A list column keeps only per-value bitsets when they are this many times smaller than its lists: counting
 * a large selection then ANDs a few hundred thousand words instead of reading millions of list entries, and
 * a small selection reads each document's bit in every value's bitset (a few dozen reads per document).
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

/**
 * What the index read of a top-level field in its one pass over the documents (`ownDocuments`): every
 * document's value there and, for pooled strings, their numbers, so that each distinct string is numbered
 * once rather than hashed again per document.
 */
export type FieldSource = {
  readonly values: ArrayLike<unknown>
  readonly strings?: readonly string[]
  readonly stringIds?: Int32Array
  readonly listIds?: ListIds
}

export function buildValueColumn(docs: readonly object[], field: string, collator: Intl.Collator, source?: FieldSource): ValueColumn {
  const path = compilePath(field)
  const size = docs.length
  const values = source?.values ?? topLevelValues(docs, path[0]!)
  const numbering = new ValueNumbering()
  const dictionary = () => new ValueDictionary(numbering.texts, numbering.originals, numbering.idOfKey, collator)
  const idOfString = pooledStringIds(numbering, source)

  // A top-level field with one value per document (brand, year, site) is one array write per document.
  if (path.length === 1) {
    const single = singleValues(values, size, numbering, idOfString === null ? undefined : source?.stringIds, idOfString)
    if (single !== null) {
      const { postingOffsets, postingDocs } = postingsOf(numbering.texts.length, single, null)
      return { field, dictionary: dictionary(), single, offsets: null, values: null, postingOffsets, postingDocs, valueBits: null }
    }
  }

  const lists = idOfString === null || path.length > 1 ? undefined : source?.listIds
  const read = listValues(values, size, path, numbering, idOfString, lists)
  const valueTotal = numbering.texts.length
  const { offsets, multi } = read
  const words = wordCount(size)
  if (multi && valueTotal * words * VALUE_BITS_WORTH < read.values.length) {
    const { postingOffsets, valueBits } = valueBitsOf(size, valueTotal, offsets, read.values)
    return { field, dictionary: dictionary(), single: null, offsets: null, values: null, postingOffsets, postingDocs: null, valueBits }
  }
  const { postingOffsets, postingDocs } = postingsOf(valueTotal, read.values, offsets)
  if (multi)
    return { field, dictionary: dictionary(), single: null, offsets, values: read.values, postingOffsets, postingDocs, valueBits: null }
  const single = new Int32Array(size).fill(-1)
  for (let doc = 0; doc < size; doc++) if (offsets[doc + 1]! > offsets[doc]!) single[doc] = read.values[offsets[doc]!]!
  return { field, dictionary: dictionary(), single, offsets: null, values: null, postingOffsets, postingDocs, valueBits: null }
}

/**
 * The column value of a pooled string number, each string numbered once (-1 until seen); null when the index
 * read no string numbers for the field.
 */
function pooledStringIds(numbering: ValueNumbering, source: FieldSource | undefined): ((id: number) => number) | null {
  if (source?.strings === undefined || (source.stringIds === undefined && source.listIds === undefined)) return null
  const strings = source.strings
  const local = new Int32Array(strings.length).fill(-1)
  return (id: number): number => {
    let value = local[id]!
    if (value < 0) value = local[id] = numbering.idOf(strings[id]!)
    return value
  }
}

/** Each document's one value id (-1 for none), or null at the first document holding something else (a list). */
function singleValues(
  values: ArrayLike<unknown>,
  size: number,
  numbering: ValueNumbering,
  stringIds: Int32Array | undefined,
  idOfString: ((id: number) => number) | null,
): Int32Array | null {
  const single = new Int32Array(size).fill(-1)
  for (let doc = 0; doc < size; doc++) {
    if (stringIds !== undefined && stringIds[doc]! >= 0) {
      single[doc] = idOfString!(stringIds[doc]!)
      continue
    }
    const value = values[doc]
    if (isScalar(value)) single[doc] = numbering.idOf(value)
    else if (value !== null && value !== undefined) return null
  }
  return single
}

/**
 * Every document's distinct value ids as a CSR list (document d has values[offsets[d] .. offsets[d+1])), and
 * whether any document has more than one.
 */
function listValues(
  values: ArrayLike<unknown>,
  size: number,
  path: FieldPath,
  numbering: ValueNumbering,
  idOfString: ((id: number) => number) | null,
  lists: ListIds | undefined,
): { offsets: Int32Array; values: Int32Array | Uint16Array; multi: boolean } {
  const lastDocOfValue: number[] = []
  const offsets = new Int32Array(size + 1)
  const buffer = new IntBuffer()
  const found: Scalar[] = []
  let multi = false
  const addId = (id: number, doc: number) => {
    if (lastDocOfValue[id] === doc) return
    lastDocOfValue[id] = doc
    buffer.push(id)
  }
  const add = (raw: Scalar, doc: number) => addId(numbering.idOf(raw), doc)
  for (let doc = 0; doc < size; doc++) {
    offsets[doc] = buffer.length
    const value = values[doc]
    if (path.length === 1 && Array.isArray(value)) {
      // A top-level list (the equipment) is read as it is, by string number where it has them.
      const listStart = lists !== undefined && lists.count[doc]! === value.length ? lists.start[doc]! : -1
      for (let i = 0; i < value.length; i++) {
        const stringId = listStart >= 0 ? lists!.ids[listStart + i]! : -1
        if (stringId >= 0) {
          addId(idOfString!(stringId), doc)
          continue
        }
        const item: unknown = value[i]
        if (isScalar(item)) add(item, doc)
        else {
          const count = collectValuesFrom(item, path, 1, found)
          for (let k = 0; k < count; k++) add(found[k]!, doc)
        }
      }
    } else {
      const count = collectValuesFrom(value, path, 1, found)
      for (let i = 0; i < count; i++) add(found[i]!, doc)
    }
    if (buffer.length - offsets[doc]! > 1) multi = true
  }
  offsets[size] = buffer.length
  // A list field has few distinct values (75 equipment lines in a stock): 16 bits each halve what counting reads.
  const ids = buffer.copyInto(numbering.texts.length <= 0xffff ? new Uint16Array(buffer.length) : new Int32Array(buffer.length))
  buffer.clear()
  return { offsets, values: ids, multi }
}

/** Bitsets only: the documents of a value are read from its bitset, the counts from the offsets. */
function valueBitsOf(size: number, valueTotal: number, offsets: Int32Array, values: Int32Array | Uint16Array) {
  const words = wordCount(size)
  const valueBits = new Uint32Array(valueTotal * words)
  const postingOffsets = new Int32Array(valueTotal + 1)
  for (let doc = 0; doc < size; doc++) {
    const word = doc >>> 5
    const bit = 1 << (doc & 31)
    for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) {
      const value = values[i]!
      valueBits[value * words + word]! |= bit
      postingOffsets[value + 1]!++
    }
  }
  for (let v = 0; v < valueTotal; v++) postingOffsets[v + 1]! += postingOffsets[v]!
  return { postingOffsets, valueBits }
}

/** Documents having value `id`, as many as `valueCount(column, id)`. */
export const valueCount = (column: ValueColumn, id: number): number => column.postingOffsets[id + 1]! - column.postingOffsets[id]!

/** A number per document (NaN when it has none): ranges, histograms. */
export class NumericColumn {
  private ordered: Int32Array | null = null
  private prefixes: Uint32Array | null = null
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

  /** The values present, ascending (a copy: the column keeps `docsByValue` only). */
  get sorted(): Float64Array {
    const { numbers, docsByValue } = this
    return Float64Array.from(docsByValue, (doc) => numbers[doc]!)
  }

  /**
   * The documents having a value, by value (ties by document): the ends give a selection's range in a few
   * steps, and a histogram of the whole index is read from it by binary search.
   */
  get docsByValue(): Int32Array {
    this.ordered ??= orderByValue(this.numbers, this.integral)
    return this.ordered
  }

  /**
   * Adds the documents at positions [from, to) of `docsByValue` to `into`, an empty set: a price range of
   * 65,000 cars is most of a few prefix sets, less another (one pass over the words), plus the documents at
   * either end, instead of 65,000 scattered bits.
   */
  addRanked(into: Bitset, from: number, to: number): void {
    const docs = this.docsByValue
    const block = rankBlock(docs.length)
    const firstWhole = Math.ceil(from / block)
    const endWhole = Math.floor(to / block)
    if (endWhole - firstWhole < 2) {
      addDocs(into, docs, from, to)
      return
    }
    const prefixes = this.prefixSets(into.length)
    const high = endWhole * into.length
    const low = firstWhole * into.length
    for (let w = 0; w < into.length; w++) into[w] = prefixes[high + w]! & ~prefixes[low + w]!
    addDocs(into, docs, from, firstWhole * block)
    addDocs(into, docs, endWhole * block, to)
  }

  /** About what `addRanked` costs, in scattered reads: a search checks fewer candidates' numbers one by one instead. */
  rankedCost(from: number, to: number, words: number): number {
    const block = rankBlock(this.docsByValue.length)
    const firstWhole = Math.ceil(from / block)
    const endWhole = Math.floor(to / block)
    if (endWhole - firstWhole < 2) return to - from
    return words / 4 + (firstWhole * block - from) + (to - endWhole * block)
  }

  /** Set k (words [k*W, (k+1)*W)): the documents at positions [0, k*block) of `docsByValue`. */
  private prefixSets(words: number): Uint32Array {
    if (this.prefixes === null) {
      const docs = this.docsByValue
      const block = rankBlock(docs.length)
      const blocks = Math.floor(docs.length / block)
      const prefixes = new Uint32Array((blocks + 1) * words)
      for (let k = 1; k <= blocks; k++) {
        const set = prefixes.subarray(k * words, (k + 1) * words)
        set.set(prefixes.subarray((k - 1) * words, k * words))
        addDocs(set, docs, (k - 1) * block, k * block)
      }
      this.prefixes = prefixes
    }
    return this.prefixes
  }

  /** How many present values are below `value` (`orEqual`: not above it). */
  rankOf(value: number, orEqual: boolean): number {
    const { numbers } = this
    const docs = this.docsByValue
    let low = 0
    let high = docs.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const at = numbers[docs[middle]!]!
      if (at < value || (orEqual && at === value)) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** Documents per block of `addRanked`'s prefix sets: 32 blocks of a large column; a small one never needs them. */
const rankBlock = (present: number): number => Math.max(1_024, Math.ceil(present / 32))

function orderByValue(numbers: Float64Array, integral: boolean): Int32Array {
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
  if (integral && (max - min + 1) * size <= Number.MAX_SAFE_INTEGER) {
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
  return docs
}

/**
 * The numeric column of a field, or why there is none. A histogram facet (`lenient`) reads anything but a
 * number as missing; a plain filter field counts as numeric only when every value it holds is a number.
 */
export function buildNumericColumn(
  docs: readonly object[],
  field: string,
  lenient: boolean,
  top?: ArrayLike<unknown>,
): NumericColumn | { problem: string } {
  const path = compilePath(field)
  const values = top ?? topLevelValues(docs, path[0]!)
  const numbers = new Float64Array(docs.length).fill(Number.NaN)
  const found: Scalar[] = []
  for (let doc = 0; doc < docs.length; doc++) {
    const direct = values[doc]
    if (path.length === 1) {
      // A price or a mileage: one number or null.
      if (typeof direct === 'number') {
        if (Number.isFinite(direct)) numbers[doc] = direct
        continue
      }
      if (direct === null || direct === undefined) continue
    }
    const count = collectValuesFrom(direct, path, 1, found)
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
