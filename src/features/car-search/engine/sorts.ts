import type { SortDirection, SortKey } from './config'
import { compilePath, firstValueFrom, topLevelValues, type Scalar } from './paths'

/** Compares ids numerically when both are digits (car ids pass 2^53, so by length, then by digits), else as text. */
export function compareIds(a: Scalar | null, b: Scalar | null): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1
  const aText = String(a)
  const bText = String(b)
  const aDigits = /^\d+$/.test(aText)
  const bDigits = /^\d+$/.test(bText)
  if (aDigits && bDigits) {
    const aTrimmed = aText.replace(/^0+(?=\d)/, '')
    const bTrimmed = bText.replace(/^0+(?=\d)/, '')
    if (aTrimmed.length !== bTrimmed.length) return aTrimmed.length - bTrimmed.length
  } else if (aDigits !== bDigits) {
    return aDigits ? -1 : 1
  }
  return aText < bText ? -1 : aText > bText ? 1 : 0
}

/** Each document's position when ordered by id (documents without an id last, in input order). */
export function idRanks(docs: readonly object[], idField: string, top?: ArrayLike<unknown>): Int32Array {
  const path = compilePath(idField)
  const values = top ?? topLevelValues(docs, path[0]!)
  const size = docs.length
  const ids = Array.from({ length: size }, (_, doc) => firstValueFrom(values[doc], path, 1))
  let order: Int32Array
  const numbers = new Float64Array(size)
  if (ids.every((id, doc) => (numbers[doc] = digitsValue(id)) >= 0)) {
    // Dealer-system ids of up to 15 digits are exact as numbers: no text comparison needed.
    let max = 0
    for (let doc = 0; doc < size; doc++) if (numbers[doc]! > max) max = numbers[doc]!
    if ((max + 1) * size <= Number.MAX_SAFE_INTEGER) {
      // Id and document packed into one exact number: one native sort.
      const packed = new Float64Array(size)
      for (let doc = 0; doc < size; doc++) packed[doc] = numbers[doc]! * size + doc
      packed.sort()
      order = new Int32Array(size)
      for (let i = 0; i < size; i++) order[i] = packed[i]! % size
    } else {
      order = Int32Array.from({ length: size }, (_, doc) => doc).sort((a, b) => numbers[a]! - numbers[b]! || a - b)
    }
  } else {
    order = Int32Array.from(Array.from({ length: size }, (_, doc) => doc).sort((a, b) => compareIds(ids[a]!, ids[b]!) || a - b))
  }
  const ranks = new Int32Array(size)
  for (let rank = 0; rank < size; rank++) ranks[order[rank]!] = rank
  return ranks
}

/** The value of an id of 1 to 15 decimal digits, else -1. */
function digitsValue(id: Scalar | null): number {
  if (typeof id !== 'string' || id.length === 0 || id.length > 15) return -1
  let value = 0
  for (let i = 0; i < id.length; i++) {
    const digit = id.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

/** A sort key's value per document as a number (NaN when missing); text is replaced by its rank in the index's collation. */
export function sortValues<Doc>(docs: readonly Doc[], key: SortKey<Doc>, collator: Intl.Collator, top?: (field: string) => ArrayLike<unknown> | undefined): Float64Array {
  const path = 'field' in key ? compilePath(key.field) : null
  const fieldValues = path === null ? null : (top?.(path[0]!) ?? topLevelValues(docs as readonly object[], path[0]!))
  const numbers = new Float64Array(docs.length).fill(Number.NaN)
  const texts: Array<string | null> = []
  let hasText = false
  for (let doc = 0; doc < docs.length; doc++) {
    const value = fieldValues === null && 'compute' in key ? key.compute(docs[doc]!) : firstValueFrom(fieldValues![doc], path!, 1)
    if (typeof value === 'number') {
      if (Number.isFinite(value)) numbers[doc] = value
    } else if (value !== null && value !== undefined) {
      hasText = true
      texts[doc] = String(value)
    }
  }
  if (!hasText) return numbers
  // Text (or text mixed with numbers): every value by its rank in the index's collation.
  const raw = Array.from({ length: docs.length }, (_, doc) => texts[doc] ?? (Number.isNaN(numbers[doc]) ? null : String(numbers[doc])))
  const distinct = [...new Set(raw.filter((value): value is string => value !== null))]
  distinct.sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0))
  const rank = new Map(distinct.map((text, index) => [text, index]))
  raw.forEach((value, doc) => (numbers[doc] = value === null ? Number.NaN : rank.get(value)!))
  return numbers
}

export type DirectedValues = { values: Float64Array; direction: SortDirection }

/**
 * Dense ranks of one key in its direction: 0 for the first value, equal values equal; missing values
 * rank after every value, in both directions. Answers the ranks and how many there are.
 */
function denseRanks({ values, direction }: DirectedValues): { ranks: Int32Array; count: number } {
  const sorted = values.slice().sort()
  let distinct = 0
  for (let i = 0; i < sorted.length; i++) {
    const value = sorted[i]!
    if (value !== value) break
    if (distinct === 0 || sorted[distinct - 1] !== value) sorted[distinct++] = value
  }
  const ranks = new Int32Array(values.length)
  for (let doc = 0; doc < values.length; doc++) {
    const value = values[doc]!
    if (value !== value) {
      ranks[doc] = distinct
      continue
    }
    let low = 0
    let high = distinct - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if (sorted[middle]! < value) low = middle + 1
      else high = middle
    }
    ranks[doc] = direction === 'asc' ? low : distinct - 1 - low
  }
  return { ranks, count: distinct + 1 }
}

/**
 * The documents in the order of the keys, ties by id rank: the whole ordering, computed once per named
 * sort. The keys' ranks and the id rank are packed into one exact number per document, so the ordering
 * is one native numeric sort; keys too many to pack fall back to comparing rank by rank.
 */
export function sortPermutation(keys: readonly DirectedValues[], idRank: Int32Array): Int32Array {
  const size = idRank.length
  const docOfIdRank = new Int32Array(size)
  for (let doc = 0; doc < size; doc++) docOfIdRank[idRank[doc]!] = doc
  if (keys.length === 1) {
    const order = wholeNumberOrder(keys[0]!, idRank, docOfIdRank)
    if (order !== null) return order
  }
  const ranked = keys.map(denseRanks)
  const span = ranked.reduce((product, { count }) => product * count, Math.max(size, 1))
  if (span <= Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(size)
    for (let doc = 0; doc < size; doc++) {
      let value = 0
      for (const { ranks, count } of ranked) value = value * count + ranks[doc]!
      packed[doc] = value * size + idRank[doc]!
    }
    packed.sort()
    const order = new Int32Array(size)
    for (let i = 0; i < size; i++) order[i] = docOfIdRank[packed[i]! % size]!
    return order
  }
  const order = Array.from({ length: size }, (_, doc) => doc).sort((a, b) => {
    for (const { ranks } of ranked) {
      const difference = ranks[a]! - ranks[b]!
      if (difference !== 0) return difference
    }
    return idRank[a]! - idRank[b]!
  })
  return Int32Array.from(order)
}

/**
 * One key of whole numbers (a price, a mileage, a time in milliseconds): its value itself, instead of its
 * rank, packed with the id rank, when that stays exact; null when it would not.
 */
function wholeNumberOrder({ values, direction }: DirectedValues, idRank: Int32Array, docOfIdRank: Int32Array): Int32Array | null {
  const size = idRank.length
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let doc = 0; doc < size; doc++) {
    const value = values[doc]!
    if (value !== value) continue
    if (Math.floor(value) !== value) return null
    if (value < min) min = value
    if (value > max) max = value
  }
  if (min > max) min = max = 0
  // Missing values take the place after the last, in both directions.
  const missing = max - min + 1
  if ((missing + 1) * size > Number.MAX_SAFE_INTEGER) return null
  const packed = new Float64Array(size)
  for (let doc = 0; doc < size; doc++) {
    const value = values[doc]!
    const key = value !== value ? missing : direction === 'asc' ? value - min : max - value
    packed[doc] = key * size + idRank[doc]!
  }
  packed.sort()
  const order = new Int32Array(size)
  for (let i = 0; i < size; i++) order[i] = docOfIdRank[packed[i]! % size]!
  return order
}

/**
 * A one-key order in the other direction, without sorting again: runs of equal values in reverse, each
 * run still by id, documents without a value still last.
 */
export function reverseOrder(order: Int32Array, values: Float64Array): Int32Array {
  const size = order.length
  const reversed = new Int32Array(size)
  let end = size
  while (end > 0 && Number.isNaN(values[order[end - 1]!])) end--
  reversed.set(order.subarray(end), end)
  let at = 0
  let runEnd = end
  while (runEnd > 0) {
    const value = values[order[runEnd - 1]!]
    let runStart = runEnd - 1
    while (runStart > 0 && values[order[runStart - 1]!] === value) runStart--
    reversed.set(order.subarray(runStart, runEnd), at)
    at += runEnd - runStart
    runEnd = runStart
  }
  return reversed
}
