import { describe, expect, it } from 'vitest'

import { docsOf, emptyBitset } from './bitset'
import { buildNumericColumn, buildValueColumn, NumericColumn } from './columns'

const collator = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' })

describe('value columns', () => {
  it('keeps one value per document flat, merging values that fold alike and showing the first seen', () => {
    const column = buildValueColumn([{ brand: 'Škoda' }, { brand: 'SKODA' }, { brand: null }, { brand: 'Kia' }], 'brand', collator)
    expect(column.dictionary.texts).toEqual(['Škoda', 'Kia'])
    expect(Array.from(column.single!)).toEqual([0, 0, -1, 1])
    expect(Array.from(column.postingDocs!.subarray(column.postingOffsets[0], column.postingOffsets[1]))).toEqual([0, 1])
  })

  it('keeps lists as distinct values per document, or only bitsets per value when those are much smaller', () => {
    const docs = Array.from({ length: 64 }, (_, doc) => ({ equipment: doc === 1 ? ['Kamera'] : ['Dragkrok', 'Kamera', 'dragkrok', 'Navigation', 'Värmare', 'Läder'] }))
    const column = buildValueColumn(docs, 'equipment', collator)
    expect(column.single).toBeNull()
    // 5 values × 2 words per bitset is far below 315 list entries.
    expect(column.values).toBeNull()
    expect(column.valueBits).toHaveLength(10)
    expect(Array.from(column.valueBits!.subarray(0, 2))).toEqual([0xffffffff - 2, 0xffffffff])
    expect(Array.from(column.postingOffsets)).toEqual([0, 63, 127, 190, 253, 316])
    const few = buildValueColumn([{ equipment: ['Dragkrok', 'Kamera', 'dragkrok'] }, { equipment: ['Kamera'] }], 'equipment', collator)
    expect(few.valueBits).toBeNull()
    expect(few.values).toBeInstanceOf(Uint16Array)
    expect(Array.from(few.values!.subarray(few.offsets![0], few.offsets![1]))).toEqual([0, 1])
  })

  it('reads paths through lists of objects', () => {
    const column = buildValueColumn([{ departments: [{ brands: [{ name: 'Volvo' }, { name: 'Kia' }] }, { brands: [{ name: 'Volvo' }] }] }], 'departments.brands.name', collator)
    expect(column.dictionary.texts).toEqual(['Volvo', 'Kia'])
    expect(Array.from(column.values!)).toEqual([0, 1])
  })

  it('orders values for facets: numbers numerically, text by collation', () => {
    expect(Array.from(buildValueColumn([{ seats: 12 }, { seats: 5 }, { seats: 7 }], 'seats', collator).dictionary.ascRank)).toEqual([2, 0, 1])
    expect(Array.from(buildValueColumn([{ city: 'Örebro' }, { city: 'Borås' }, { city: 'Umeå' }], 'city', collator).dictionary.ascRank)).toEqual([2, 0, 1])
  })
})

describe('numeric columns', () => {
  it('reads numbers, missing as NaN, and knows whether all are whole', () => {
    const column = buildNumericColumn([{ price: 10 }, { price: null }, { price: 2.5 }], 'price', false)
    expect('problem' in column).toBe(false)
    if ('problem' in column) return
    expect(Array.from(column.numbers)).toEqual([10, Number.NaN, 2.5])
    expect(column.integral).toBe(false)
    expect(Array.from(column.sorted)).toEqual([2.5, 10])
    expect(Array.from(column.docsByValue)).toEqual([2, 0])
  })

  it('says why a field is not numeric, unless it is a histogram that skips text', () => {
    expect(buildNumericColumn([{ brand: 'Volvo' }], 'brand', false)).toEqual({ problem: 'brand holds text, not numbers' })
    expect(buildNumericColumn([{ sizes: [1, 2] }], 'sizes', false)).toEqual({ problem: 'sizes holds several numbers per document' })
    const lenient = buildNumericColumn([{ price: 'call us' }, { price: 5 }], 'price', true)
    expect('problem' in lenient ? lenient.problem : Array.from(lenient.numbers)).toEqual([Number.NaN, 5])
  })
})

describe('numeric columns', () => {
  it('gives the documents of any run of positions in value order, through prefix sets or one by one', () => {
    // 5,000 documents (one in ten without a value): blocks of 1,024, so runs across two or more blocks use the prefix sets.
    const numbers = Float64Array.from({ length: 5_000 }, (_, doc) => (doc % 10 === 3 ? Number.NaN : (doc * 7_919) % 2_003))
    const column = new NumericColumn('price', numbers)
    const present = column.docsByValue.length
    for (const [from, to] of [
      [0, present],
      [0, 0],
      [5, 17],
      [1_000, 3_100],
      [1_024, 3_072],
      [1, present - 1],
      [2_047, 4_100],
      [present - 1, present],
    ] as const) {
      const bits = emptyBitset(numbers.length)
      column.addRanked(bits, from, to)
      const expected = Array.from(column.docsByValue.subarray(from, to)).sort((a, b) => a - b)
      expect(Array.from(docsOf(bits)), `${from}..${to}`).toEqual(expected)
    }
  })
})
