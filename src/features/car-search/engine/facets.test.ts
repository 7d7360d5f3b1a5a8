import { describe, expect, it } from 'vitest'

import { addDoc, countDocs, docsNotIn, docsOf, emptyBitset } from './bitset'
import { NumericColumn } from './columns'
import { histogram, histogramOfRanks, type HistogramSelection } from './facets'
import { rankColumn } from './packs'

const column = (values: Array<number | null>) => new NumericColumn('x', Float64Array.from(values, (value) => value ?? Number.NaN))

/** A selection of some documents, or of all when `docs` is omitted. */
const selectionOf = (size: number, docs?: number[]): HistogramSelection => {
  if (docs === undefined) return { bits: null, count: size, list: () => Int32Array.from({ length: size }, (_, doc) => doc), rest: () => new Int32Array(0) }
  const bits = emptyBitset(size)
  for (const doc of docs) addDoc(bits, doc)
  return { bits, count: countDocs(bits), list: () => docsOf(bits), rest: () => docsNotIn(bits, size) }
}

describe('histogram', () => {
  it('leaves fewer buckets than asked when whole-number values span fewer units, the last bucket inclusive', () => {
    // 0..7 in 20 buckets: width 1, 7 buckets, 6 and 7 both in [6, 7].
    const values = [0, 1, 2, 3, 4, 5, 6, 7]
    expect(histogram(column(values), selectionOf(8), 20)).toEqual([
      { min: 0, max: 1, count: 1 },
      { min: 1, max: 2, count: 1 },
      { min: 2, max: 3, count: 1 },
      { min: 3, max: 4, count: 1 },
      { min: 4, max: 5, count: 1 },
      { min: 5, max: 6, count: 1 },
      { min: 6, max: 7, count: 2 },
    ])
  })

  it('rounds a whole-number width up', () => {
    // 0..10 in 3 buckets: width 4 → [0, 4), [4, 8), [8, 10].
    expect(histogram(column([0, 3, 4, 8, 10]), selectionOf(5), 3)).toEqual([
      { min: 0, max: 4, count: 2 },
      { min: 4, max: 8, count: 1 },
      { min: 8, max: 10, count: 2 },
    ])
  })

  it('counts the same for the whole index, a small selection and a large one (counted as the rest left out)', () => {
    const values = Array.from({ length: 100 }, (_, doc) => (doc % 10 === 0 ? null : (doc * 37) % 101))
    const numbers = column(values)
    const large = Array.from({ length: 100 }, (_, doc) => doc).filter((doc) => doc % 7 !== 0)
    const small = [3, 14, 15, 92, 65]
    const naive = (docs: number[], buckets: number) => {
      const present = docs.map((doc) => values[doc]).filter((value): value is number => value !== null)
      const min = Math.min(...present)
      const max = Math.max(...present)
      const width = Math.max(1, Math.ceil((max - min) / buckets))
      const count = Math.ceil((max - min) / width)
      return Array.from({ length: count }, (_, bucket) => ({
        min: min + bucket * width,
        max: bucket === count - 1 ? max : min + (bucket + 1) * width,
        count: present.filter((value) => value >= min + bucket * width && (bucket === count - 1 ? value <= max : value < min + (bucket + 1) * width)).length,
      }))
    }
    for (const buckets of [1, 4, 20]) {
      expect(histogram(numbers, selectionOf(100), buckets)).toEqual(naive(Array.from({ length: 100 }, (_, doc) => doc), buckets))
      expect(histogram(numbers, selectionOf(100, large), buckets)).toEqual(naive(large, buckets))
      expect(histogram(numbers, selectionOf(100, small), buckets)).toEqual(naive(small, buckets))
    }
  })

  it('puts a value lying on a fractional bound into the bucket that bound opens', () => {
    // 0.1..0.7 in 6 buckets of 0.1 (as floating point): 0.3 and 0.6 must open their buckets.
    const buckets = histogram(column([0.1, 0.3, 0.6, 0.7]), selectionOf(4), 6)
    expect(buckets).toHaveLength(6)
    const values = [0.1, 0.3, 0.6, 0.7]
    buckets.forEach((bucket, index) => {
      const inside = values.filter((value) => value >= bucket.min && (index === buckets.length - 1 ? value <= bucket.max : value < bucket.max))
      expect(bucket.count, `${bucket.min}..${bucket.max}`).toBe(inside.length)
    })
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4)
  })

  it('has no buckets without values, and one for a single value', () => {
    expect(histogram(column([null, null]), selectionOf(2), 20)).toEqual([])
    expect(histogram(column([5, null, 5]), selectionOf(3, [0, 2]), 20)).toEqual([{ min: 5, max: 5, count: 2 }])
  })

  it('buckets counts per distinct value exactly as it buckets the documents one by one', () => {
    const values = [0.1, 0.3, 0.6, 0.7, 0.3, null, 2.5, 0.1]
    const numbers = column(values)
    const ranks = rankColumn(numbers)!
    for (const docs of [undefined, [0, 1, 2, 3], [1, 4, 6], [5]]) {
      const selection = selectionOf(values.length, docs)
      const perRank = new Int32Array(ranks.codes)
      for (const doc of selection.list()) if (ranks.ids[doc]! >= 0) perRank[ranks.ids[doc]!]!++
      for (const buckets of [1, 3, 6, 20]) expect(histogramOfRanks(ranks.distinct, perRank, numbers.integral, buckets)).toEqual(histogram(numbers, selection, buckets))
    }
  })
})
