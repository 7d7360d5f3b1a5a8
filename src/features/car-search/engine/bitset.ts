/**
 * Sets of document numbers (0..n-1) as bit arrays: 100,000 cars fit in 12.5 KB, and intersecting two sets
 * is one pass over 3,125 words. The engine uses `null` for "every document" so an unfiltered query
 * allocates nothing.
 */

export type Bitset = Uint32Array

export const wordCount = (size: number): number => (size + 31) >>> 5

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordCount(size))
}

export function hasDoc(bits: Bitset, doc: number): boolean {
  return ((bits[doc >>> 5]! >>> (doc & 31)) & 1) === 1
}

export function addDoc(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31)
}

/** Adds docs[start..end) to the set. */
export function addDocs(bits: Bitset, docs: Int32Array, start: number, end: number): void {
  for (let i = start; i < end; i++) {
    const doc = docs[i]!
    bits[doc >>> 5]! |= 1 << (doc & 31)
  }
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!
}

/** The intersection of the given sets, `null` (every document) when none is given. Never changes its inputs. */
export function intersectAll(sets: ReadonlyArray<Bitset | null>): Bitset | null {
  let result: Bitset | null = null
  for (const set of sets) {
    if (set === null) continue
    if (result === null) result = set.slice()
    else andInto(result, set)
  }
  return result
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export function countDocs(bits: Bitset): number {
  let count = 0
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!
    if (word !== 0) count += popcount32(word)
  }
  return count
}

/** The documents of the set, ascending. */
export function docsOf(bits: Bitset, count: number = countDocs(bits)): Int32Array {
  const docs = new Int32Array(count)
  let at = 0
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!
    while (word !== 0) {
      const lowest = word & -word
      docs[at++] = (i << 5) + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return docs
}

/** The documents of 0..size-1 that are not in the set, ascending. */
export function docsNotIn(bits: Bitset, size: number, inSet: number = countDocs(bits)): Int32Array {
  const docs = new Int32Array(size - inSet)
  let at = 0
  const full = size >>> 5
  for (let i = 0; i < bits.length; i++) {
    // Bits past the last document are never set, so mask them off the complement.
    let word = ~bits[i]! & (i < full ? 0xffffffff : (1 << (size & 31)) - 1)
    while (word !== 0) {
      const lowest = word & -word
      docs[at++] = (i << 5) + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return docs
}
