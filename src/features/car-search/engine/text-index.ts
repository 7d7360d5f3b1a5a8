import { addDocs, emptyBitset, orInto, wordCount, type Bitset } from './bitset'
import { addValueDocs as addColumnValueDocs, IntBuffer, valueBitset, type ValueColumn } from './columns'
import { scanWords, unitsToString, words, type WordSink } from './fold'
import { collectValuesFrom, compilePath, topLevelValues, type FieldPath, type Scalar } from './paths'

/**
 * The keyphrase index: every folded word of the text fields in a sorted dictionary, each with the
 * documents holding it. A word held by few documents keeps a sorted list; a common one ('automat' in half
 * the stock) keeps a bitset, so no word costs more than n/8 bytes.
 */
export type TextIndex = {
  readonly size: number
  /** Sorted by UTF-16 code units, so the words starting with a prefix are one range. */
  readonly terms: readonly string[]
  /** Per term the slot of its bitset in `bitsets`, or -1 when its documents are a list. */
  readonly bitsetSlot: Int32Array
  /** Documents of list term t: postings[listStarts[t] .. listStarts[t+1]). */
  readonly listStarts: Int32Array
  readonly postings: Int32Array
  /** Bitset of slot s: words [s*W, (s+1)*W) with W = wordCount(size). */
  readonly bitsets: Uint32Array
  /** Text fields that are also facets, searched through their distinct values instead of word by word. */
  readonly dictionaries: readonly ValueWords[]
}

/**
 * The words of a facet field's distinct values ('Automatisk klimatanläggning' → automatisk, klimatanlaggning),
 * each leading to the values holding it and from there to the documents. A stock has 75 equipment lines
 * but 4 million equipment entries: indexing the lines instead of the entries saves most of the build.
 */
export type ValueWords = {
  readonly column: ValueColumn
  /** Sorted by UTF-16 code units. */
  readonly terms: readonly string[]
  /** Values holding term t: values[starts[t] .. starts[t+1]). */
  readonly starts: Int32Array
  readonly values: Int32Array
  /** Per value, its documents as a bitset when that is smaller than its list, else null. */
  readonly valueBits: ReadonlyArray<Bitset | null>
}

function buildValueWords(column: ValueColumn, size: number): ValueWords {
  const valuesOfTerm = new Map<string, number[]>()
  column.dictionary.originals.forEach((original, value) => {
    if (typeof original === 'boolean') return
    for (const word of words(String(original))) {
      const list = valuesOfTerm.get(word)
      if (list === undefined) valuesOfTerm.set(word, [value])
      else list.push(value)
    }
  })
  const terms = [...valuesOfTerm.keys()].sort()
  const starts = new Int32Array(terms.length + 1)
  terms.forEach((term, t) => (starts[t + 1] = starts[t]! + valuesOfTerm.get(term)!.length))
  const values = Int32Array.from(terms.flatMap((term) => valuesOfTerm.get(term)!))
  const wordTotal = wordCount(size)
  const valueBits = column.dictionary.texts.map((_, value) => {
    if (column.valueBits !== null) return valueBitset(column, value, wordTotal)
    const start = column.postingOffsets[value]!
    const end = column.postingOffsets[value + 1]!
    if (end - start <= wordTotal) return null
    const bits = emptyBitset(size)
    addDocs(bits, column.postingDocs!, start, end)
    return bits
  })
  return { column, terms, starts, values, valueBits }
}

/** Field values up to this length (brand, fuel, an equipment line) repeat across the stock: their words are looked up once. */
const CACHED_VALUE_LENGTH = 100
const VALUE_CACHE_LIMIT = 200_000
/** Values of a field looked at before deciding whether caching its values pays. */
const CACHE_TRIAL = 1_000

type FieldCache = { hits: number; misses: number; enabled: boolean }

/**
 * The first pass of the build: numbers every distinct word (found by hash straight from the scanned units,
 * so a known word costs no string) and lists each document's distinct words.
 */
class TextIndexBuilder {
  readonly terms: string[] = []
  private hashes = new Int32Array(4_096)
  /** Each term's folded units, in `units` from `starts[id]` for `lengths[id]`: compared far faster than the term's string. */
  private starts = new Int32Array(4_096)
  private lengths = new Int32Array(4_096)
  private units = new Uint16Array(65_536)
  private unitsUsed = 0
  private slots = new Int32Array(8_192).fill(-1)
  frequency = new Int32Array(4_096)
  private lastDoc = new Int32Array(4_096).fill(-1)
  /** The distinct words of each document in turn. */
  readonly docTerms = new IntBuffer()
  doc = 0
  private readonly valueTerms = new Map<string | number, Int32Array>()
  private readonly valueBuffer: number[] = []

  readonly addWord: WordSink = (units, length, hash) => this.addTerm(this.idOf(units, length, hash))
  private readonly collectWord: WordSink = (units, length, hash) => this.valueBuffer.push(this.idOf(units, length, hash))

  private idOf(units: Uint16Array, length: number, hash: number): number {
    const slots = this.slots
    const mask = slots.length - 1
    let at = hash & mask
    for (;;) {
      const id = slots[at]!
      if (id < 0) break
      if (this.hashes[id] === hash && this.sameUnits(id, units, length)) return id
      at = (at + 1) & mask
    }
    const id = this.terms.length
    this.terms.push(unitsToString(units, length))
    if (id === this.hashes.length) this.grow()
    this.hashes[id] = hash
    if (this.unitsUsed + length > this.units.length) {
      const grown = new Uint16Array(Math.max(this.units.length * 2, this.unitsUsed + length))
      grown.set(this.units)
      this.units = grown
    }
    this.units.set(units.subarray(0, length), this.unitsUsed)
    this.starts[id] = this.unitsUsed
    this.lengths[id] = length
    this.unitsUsed += length
    slots[at] = id
    if (this.terms.length * 2 > slots.length) this.rehash()
    return id
  }

  private sameUnits(id: number, units: Uint16Array, length: number): boolean {
    if (this.lengths[id] !== length) return false
    const start = this.starts[id]!
    const pool = this.units
    for (let i = 0; i < length; i++) if (pool[start + i] !== units[i]) return false
    return true
  }

  private grow(): void {
    const capacity = this.hashes.length * 2
    const hashes = new Int32Array(capacity)
    hashes.set(this.hashes)
    this.hashes = hashes
    const starts = new Int32Array(capacity)
    starts.set(this.starts)
    this.starts = starts
    const lengths = new Int32Array(capacity)
    lengths.set(this.lengths)
    this.lengths = lengths
    const frequency = new Int32Array(capacity)
    frequency.set(this.frequency)
    this.frequency = frequency
    const lastDoc = new Int32Array(capacity).fill(-1)
    lastDoc.set(this.lastDoc)
    this.lastDoc = lastDoc
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1)
    const mask = slots.length - 1
    for (let id = 0; id < this.terms.length; id++) {
      let at = this.hashes[id]! & mask
      while (slots[at]! >= 0) at = (at + 1) & mask
      slots[at] = id
    }
    this.slots = slots
  }

  private addTerm(id: number): void {
    if (this.lastDoc[id] === this.doc) return
    this.lastDoc[id] = this.doc
    this.frequency[id]!++
    this.docTerms.push(id)
  }

  addText(value: unknown, cache: FieldCache): void {
    if (typeof value !== 'string' && typeof value !== 'number') return
    if (!cache.enabled || (typeof value === 'string' && value.length > CACHED_VALUE_LENGTH)) {
      scanWords(typeof value === 'string' ? value : String(value), this.addWord)
      return
    }
    let ids = this.valueTerms.get(value)
    if (ids === undefined) {
      this.valueBuffer.length = 0
      scanWords(typeof value === 'string' ? value : String(value), this.collectWord)
      ids = Int32Array.from(this.valueBuffer)
      if (this.valueTerms.size < VALUE_CACHE_LIMIT) this.valueTerms.set(value, ids)
      if (++cache.misses > CACHE_TRIAL && cache.misses > cache.hits) cache.enabled = false
    } else {
      cache.hits++
    }
    for (let i = 0; i < ids.length; i++) this.addTerm(ids[i]!)
  }

  forgetValues(): void {
    this.valueTerms.clear()
  }
}

/**
 * `facetColumn` gives the value column of a text field that is also a facet (brand, equipment): such a field
 * is searched through its distinct values; every other field (description, registration number) word by word.
 */
export function buildTextIndex(
  docs: readonly object[],
  fields: readonly string[],
  facetColumn: (field: string) => ValueColumn | null = () => null,
  top?: (field: string) => ArrayLike<unknown> | undefined,
): TextIndex {
  const size = docs.length
  const dictionaries: ValueWords[] = []
  const paths: FieldPath[] = []
  for (const field of fields) {
    const column = facetColumn(field)
    if (column === null) paths.push(compilePath(field))
    else dictionaries.push(buildValueWords(column, size))
  }
  const builder = new TextIndexBuilder()
  const docStarts = new Int32Array(size + 1)
  // Per field: whether its values repeat enough to be worth caching (an equipment line does, a registration number does not).
  const caches: FieldCache[] = paths.map(() => ({ hits: 0, misses: 0, enabled: true }))
  const tops = paths.map((path) => top?.(path[0]!) ?? topLevelValues(docs, path[0]!))
  const found: Scalar[] = []
  for (let doc = 0; doc < size; doc++) {
    builder.doc = doc
    docStarts[doc] = builder.docTerms.length
    for (let field = 0; field < paths.length; field++) {
      const path = paths[field]!
      const cache = caches[field]!
      const direct = tops[field]![doc]
      if (path.length === 1) {
        // Top-level text and lists of text: the common case, read without walking a path.
        if (!Array.isArray(direct)) {
          builder.addText(direct, cache)
          continue
        }
        if (direct.every((item) => typeof item === 'string' || typeof item === 'number')) {
          for (let i = 0; i < direct.length; i++) builder.addText(direct[i], cache)
          continue
        }
      }
      const count = collectValuesFrom(direct, path, 1, found)
      for (let i = 0; i < count; i++) builder.addText(found[i], cache)
    }
  }
  docStarts[size] = builder.docTerms.length
  builder.forgetValues()

  const { terms, frequency, docTerms } = builder
  const termCount = terms.length
  const sortedTerms = [...terms].sort()
  const sortedIdOf = new Int32Array(termCount)
  const termOf = new Map(terms.map((term, id) => [term, id]))
  sortedTerms.forEach((term, sortedId) => (sortedIdOf[termOf.get(term)!] = sortedId))
  termOf.clear()

  const wordTotal = wordCount(size)
  const bitsetSlot = new Int32Array(termCount).fill(-1)
  const listStarts = new Int32Array(termCount + 1)
  let slots = 0
  for (let id = 0; id < termCount; id++) {
    const sortedId = sortedIdOf[id]!
    // A list costs 4 bytes a document, a bitset 4 bytes a word: keep whichever is smaller.
    if (frequency[id]! > wordTotal) bitsetSlot[sortedId] = slots++
    else listStarts[sortedId + 1] = frequency[id]!
  }
  for (let t = 0; t < termCount; t++) listStarts[t + 1]! += listStarts[t]!
  const postings = new Int32Array(listStarts[termCount]!)
  const bitsets = new Uint32Array(slots * wordTotal)
  const cursor = listStarts.slice(0, termCount)
  for (let doc = 0; doc < size; doc++) {
    const word = doc >>> 5
    const bit = 1 << (doc & 31)
    for (let k = docStarts[doc]!; k < docStarts[doc + 1]!; k++) {
      const t = sortedIdOf[docTerms.at(k)]!
      const slot = bitsetSlot[t]!
      if (slot >= 0) bitsets[slot * wordTotal + word]! |= bit
      else postings[cursor[t]!++] = doc
    }
  }
  return { size, terms: sortedTerms, bitsetSlot, listStarts, postings, bitsets, dictionaries }
}

/** The first term not below `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle]! < word) low = middle + 1
    else high = middle
  }
  return low
}

/** Terms [from, to) of a sorted list that start with `prefix`. */
function prefixRange(terms: readonly string[], prefix: string): [from: number, to: number] {
  // No folded word holds U+FFFF (not a letter), so every term starting with the prefix sorts below this bound.
  return [lowerBound(terms, prefix), lowerBound(terms, prefix + '\uffff')]
}

function addTermDocs(index: TextIndex, term: number, into: Bitset): void {
  const slot = index.bitsetSlot[term]!
  if (slot >= 0) {
    const words = into.length
    const source = index.bitsets.subarray(slot * words, (slot + 1) * words)
    orInto(into, source)
  } else {
    addDocs(into, index.postings, index.listStarts[term]!, index.listStarts[term + 1]!)
  }
}

/** Adds the documents of the values holding terms [from, to) of a facet field, each value once. */
function addValueDocs(dictionary: ValueWords, from: number, to: number, into: Bitset): void {
  const { column, starts, values, valueBits } = dictionary
  const seen = to - from > 1 ? new Set<number>() : null
  for (let k = starts[from]!; k < starts[to]!; k++) {
    const value = values[k]!
    if (seen !== null) {
      if (seen.has(value)) continue
      seen.add(value)
    }
    const bits = valueBits[value]
    if (bits) orInto(into, bits)
    else addColumnValueDocs(column, value, into)
  }
}

/** Documents with a word starting with `prefix` (the whole word included), in `into` (empty) when given. */
export function docsWithPrefix(index: TextIndex, prefix: string, into?: Bitset): Bitset {
  const bits = into ?? emptyBitset(index.size)
  const [from, to] = prefixRange(index.terms, prefix)
  for (let term = from; term < to; term++) addTermDocs(index, term, bits)
  for (const dictionary of index.dictionaries) {
    const [first, end] = prefixRange(dictionary.terms, prefix)
    if (end > first) addValueDocs(dictionary, first, end, bits)
  }
  return bits
}

/** Documents with exactly this word, in `into` (empty) when given. */
export function docsWithWord(index: TextIndex, word: string, into?: Bitset): Bitset {
  const bits = into ?? emptyBitset(index.size)
  const at = lowerBound(index.terms, word)
  if (index.terms[at] === word) addTermDocs(index, at, bits)
  for (const dictionary of index.dictionaries) {
    const term = lowerBound(dictionary.terms, word)
    if (dictionary.terms[term] === word) addValueDocs(dictionary, term, term + 1, bits)
  }
  return bits
}
