import { describe, expect, it } from 'vitest'

import { addDoc, countAnd, countDocs, docsNotIn, docsOf, emptyBitset, hasDoc, intersectAll, popcount32 } from './bitset'

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

  it('counts the documents two sets share over a range of words, four words at a time and the rest one by one', () => {
    let seed = 7
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0)
    const a = Uint32Array.from({ length: 50 }, next)
    const b = Uint32Array.from({ length: 40 }, () => next() & next())
    b[3] = 0xffffffff
    a[10 + 3] = 0xffffffff
    for (const [from, to] of [[0, 40], [1, 38], [5, 6], [7, 7], [0, 3]] as const) {
      let naive = 0
      for (let w = from; w < to; w++) naive += ((a[10 + w]! & b[w]!) >>> 0).toString(2).replaceAll('0', '').length
      expect(countAnd(a, 10, b, from, to), `${from}..${to}`).toBe(naive)
    }
    expect(popcount32(0xffffffff)).toBe(32)
    expect(popcount32(0x80000001)).toBe(2)
  })
})
