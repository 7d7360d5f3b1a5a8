import { describe, expect, it } from 'vitest'

import { addDoc, countDocs, docsNotIn, docsOf, emptyBitset, hasDoc, intersectAll } from './bitset'

const setOf = (size: number, docs: number[]) => {
  const bits = emptyBitset(size)
  for (const doc of docs) addDoc(bits, doc)
  return bits
}

describe('bitset', () => {
  it('lists, counts and complements its documents, including across word boundaries', () => {
    const bits = setOf(70, [0, 31, 32, 63, 69])
    expect(countDocs(bits)).toBe(5)
    expect(Array.from(docsOf(bits))).toEqual([0, 31, 32, 63, 69])
    expect(hasDoc(bits, 31)).toBe(true)
    expect(hasDoc(bits, 30)).toBe(false)
    const rest = Array.from(docsNotIn(bits, 70))
    expect(rest).toHaveLength(65)
    expect(rest).not.toContain(69)
    expect(rest.at(-1)).toBe(68)
  })

  it('complements a size that fills whole words', () => {
    expect(Array.from(docsNotIn(setOf(64, [1]), 64))).toHaveLength(63)
  })

  it('intersects without changing its inputs; no sets means every document', () => {
    const a = setOf(40, [1, 2, 35])
    const b = setOf(40, [2, 35, 36])
    expect(Array.from(docsOf(intersectAll([a, null, b])!))).toEqual([2, 35])
    expect(Array.from(docsOf(a))).toEqual([1, 2, 35])
    expect(intersectAll([null, null])).toBeNull()
  })
})
