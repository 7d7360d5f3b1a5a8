import { describe, expect, it } from 'vitest'

import { docsOf } from './bitset'
import { buildValueColumn } from './columns'
import { buildTextIndex, docsWithPrefix, docsWithWord } from './text-index'

/** 200 cars: every one automatic, every tenth with a tow bar, two with a rarely fitted heater. */
const DOCS = Array.from({ length: 200 }, (_, doc) => ({
  gearbox: 'Automat',
  equipment: [...(doc % 10 === 0 ? ['Dragkrok'] : []), ...(doc === 3 ? ['Motorvärmare'] : []), ...(doc === 150 ? ['Motorvärmare', 'Motorvärmare med timer'] : [])],
  description: doc === 7 ? 'Värmare saknas' : `Bil nummer ${doc}`,
}))
const ids = (bits: Uint32Array) => Array.from(docsOf(bits))

describe('text index', () => {
  const index = buildTextIndex(DOCS, ['gearbox', 'equipment', 'description'])

  it('keeps common words as bitsets and rare ones as lists', () => {
    const slotOf = (term: string) => index.bitsetSlot[index.terms.indexOf(term)]
    expect(slotOf('automat')).toBeGreaterThanOrEqual(0)
    expect(slotOf('motorvarmare')).toBe(-1)
    expect(index.terms).toEqual([...index.terms].sort())
  })

  it('finds whole words and prefixes, folded', () => {
    expect(ids(docsWithPrefix(index, 'auto'))).toHaveLength(200)
    expect(ids(docsWithPrefix(index, 'motorv'))).toEqual([3, 150])
    expect(ids(docsWithPrefix(index, 'varm'))).toEqual([7])
    expect(ids(docsWithWord(index, 'motorvarmare'))).toEqual([3, 150])
    expect(ids(docsWithWord(index, 'motorv'))).toEqual([])
    expect(ids(docsWithPrefix(index, 'timer'))).toEqual([150])
    expect(ids(docsWithPrefix(index, '15'))).toEqual([15, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159])
    expect(ids(docsWithPrefix(index, 'zz'))).toEqual([])
  })

  it('finds the same through the distinct values of facet fields', () => {
    const collator = new Intl.Collator('sv')
    const columns = new Map(['gearbox', 'equipment'].map((field) => [field, buildValueColumn(DOCS, field, collator)]))
    const throughValues = buildTextIndex(DOCS, ['gearbox', 'equipment', 'description'], (field) => columns.get(field) ?? null)
    expect(throughValues.dictionaries).toHaveLength(2)
    for (const prefix of ['auto', 'automat', 'motorv', 'motorvarmare', 'med', 'drag', 'varm', 'bil', 'timer', 'zz']) {
      expect(ids(docsWithPrefix(throughValues, prefix)), prefix).toEqual(ids(docsWithPrefix(index, prefix)))
      expect(ids(docsWithWord(throughValues, prefix)), prefix).toEqual(ids(docsWithWord(index, prefix)))
    }
  })
})
