import { describe, expect, it } from 'vitest'

import { compareIds, idRanks, reverseOrder, sortPermutation, sortValues } from './sorts'

const collator = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' })

describe('ids', () => {
  it('compares digit ids as numbers, also past 2^53, and text ids after them', () => {
    const ids = ['123456789012345678', '10', 'abc', '9', '99999999999999999', '010']
    expect([...ids].sort(compareIds)).toEqual(['9', '010', '10', '99999999999999999', '123456789012345678', 'abc'])
  })

  it('ranks documents by id, with and without ids of more than 15 digits', () => {
    expect(Array.from(idRanks([{ id: '10' }, { id: '9' }, { id: '100' }], 'id'))).toEqual([1, 0, 2])
    expect(Array.from(idRanks([{ id: '1234567890123456789' }, { id: '9' }, {}], 'id'))).toEqual([1, 0, 2])
  })
})

describe('sort orders', () => {
  const docs = [
    { id: 'a', price: 300, brand: 'Volvo' },
    { id: 'b', price: null, brand: 'Öresund' },
    { id: 'c', price: 100, brand: 'Audi' },
    { id: 'd', price: 300, brand: 'Škoda' },
    { id: 'e', price: 200, brand: null },
  ]
  const ranks = Int32Array.from([0, 1, 2, 3, 4])
  const prices = sortValues(docs, { field: 'price', direction: 'asc' }, collator)
  const order = (direction: 'asc' | 'desc') => Array.from(sortPermutation([{ values: prices, direction }], ranks), (doc) => docs[doc]!.id)

  it('orders numbers either way, ties by id, missing values last', () => {
    expect(order('asc')).toEqual(['c', 'e', 'a', 'd', 'b'])
    expect(order('desc')).toEqual(['a', 'd', 'e', 'c', 'b'])
  })

  it('reverses an order without sorting again, keeping ties by id and missing values last', () => {
    const ascending = sortPermutation([{ values: prices, direction: 'asc' }], ranks)
    expect(Array.from(reverseOrder(ascending, prices), (doc) => docs[doc]!.id)).toEqual(order('desc'))
  })

  it('orders text by the collation (Swedish: Ö after Z)', () => {
    const brands = sortValues(docs, { field: 'brand', direction: 'asc' }, collator)
    expect(Array.from(sortPermutation([{ values: brands, direction: 'asc' }], ranks), (doc) => docs[doc]!.id)).toEqual(['c', 'd', 'a', 'b', 'e'])
  })

  it('orders by a computed key and then a second key', () => {
    const cheapFirst = sortValues(docs, { compute: (doc) => (doc.price === null ? null : doc.price > 150 ? 1 : 0), direction: 'asc' }, collator)
    const brands = sortValues(docs, { field: 'brand', direction: 'desc' }, collator)
    const permutation = sortPermutation(
      [
        { values: cheapFirst, direction: 'asc' },
        { values: brands, direction: 'desc' },
      ],
      ranks,
    )
    // Price group 0: c; group 1: a (Volvo), d (Škoda), e (no brand, last); no price: b.
    expect(Array.from(permutation, (doc) => docs[doc]!.id)).toEqual(['c', 'a', 'd', 'e', 'b'])
  })
})
