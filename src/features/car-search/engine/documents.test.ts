import { describe, expect, it } from 'vitest'

import { buildIndex } from './build'
import type { IndexConfig } from './config'
import { ownDocuments } from './documents'

type Doc = {
  id: string
  brand: string
  price: number | null
  used: boolean
  tags: string[]
  seller: { name: string; phones: string[]; rating: number | null; active: boolean } | null
  images: Array<{ url: string; blur: string | null; size: [number, number] }>
  nested: unknown[]
  empty: string
}

const BLUR = `data:image/svg+xml,${'%3Csvg%3E'.repeat(30)}`
/** Strings built at run time, so that equal values are separate instances (as JSON.parse makes them). */
const copy = (text: string) => [...text].join('')

const makeDocs = (): Doc[] =>
  Array.from({ length: 1_200 }, (_, position) => ({
    id: String(position + 1),
    brand: copy(['Volvo', 'Kia', 'Škoda'][position % 3]!),
    price: position % 7 === 0 ? null : 100_000 + position,
    used: position % 2 === 0,
    tags: [copy('Dragkrok'), copy(position % 5 === 0 ? 'Värmare' : 'Kamera'), copy('Dragkrok')],
    seller: position % 4 === 0 ? null : { name: copy(`Säljare ${position % 9}`), phones: [copy('031-123 45'), copy(`070-${position}`)], rating: position % 3 ? 4.5 : null, active: true },
    images: [{ url: `https://img.example/${position}/a.jpg`, blur: copy(BLUR), size: [1280, 720] }],
    nested: [[copy('djup'), 1, null, false, [copy('djupare'), { x: copy('ett'), y: [2.5, copy('två')] }]]],
    empty: '',
  }))

const FIELDS = ['id', 'brand', 'price', 'used', 'tags', 'seller', 'images', 'nested', 'empty']

describe('taking ownership of the documents', () => {
  it('leaves every value as it was: strings, numbers, nulls and booleans, in nested arrays and objects', () => {
    const docs = makeDocs()
    const before = structuredClone(docs)
    ownDocuments(docs, ['brand', 'tags', 'price'], new Set(['brand', 'tags']))
    expect(docs).toEqual(before)
  })

  it('leaves the documents of a built index as they were', () => {
    const docs = makeDocs()
    const before = structuredClone(docs)
    const config: IndexConfig<Doc> = {
      fields: FIELDS,
      idField: 'id',
      textFields: ['brand', 'tags', 'seller.name'],
      valueFacets: ['brand', 'tags', 'used'],
      histogramFacets: ['price'],
      filterFields: ['seller.phones'],
      sorts: { price_asc: [{ field: 'price', direction: 'asc' }] },
      defaultSort: 'price_asc',
    }
    const index = buildIndex(docs, config)
    expect(index.docs).toEqual(before)
    expect(docs).toEqual(before)
  })

  it('reads each wanted field as the document holds it, with a number per distinct pooled string', () => {
    const docs = makeDocs()
    const owned = ownDocuments(docs, ['brand', 'price', 'tags', 'missing'], new Set(['brand', 'tags']))
    expect(owned.values.get('price')).toEqual(docs.map((doc) => doc.price))
    expect(owned.values.get('missing')).toEqual(docs.map(() => undefined))
    const ids = owned.stringIds.get('brand')!
    docs.forEach((doc, position) => expect(owned.strings[ids[position]!]).toBe(doc.brand))
    expect(new Set(ids).size).toBe(3)
    const tags = owned.listIds.get('tags')!
    docs.forEach((doc, position) => {
      expect(tags.count[position]).toBe(doc.tags.length)
      doc.tags.forEach((tag, item) => expect(owned.strings[tags.ids[tags.start[position]! + item]!]).toBe(tag))
    })
  })

  it('numbers values that differ in a single unit apart, short or long, wherever the unit is', () => {
    const svg = (colour: string) => `data:image/svg+xml,%3Csvg%3E%3Cpath fill='%23${colour}' d='M0 0h16v6H0z'/%3E${'%3Cg/%3E'.repeat(20)}%3C/svg%3E`
    const values = ['249 900 kr', '259 900 kr', '249 800 kr', '249 900 Kr', svg('cfd8e0'), svg('cfd8e1'), svg('dfd8e0'), svg('1d2433')]
    const docs = Array.from({ length: 4_000 }, (_, position) => ({ value: copy(values[(position * 7) % values.length]!), list: [copy(values[position % values.length]!)] }))
    const owned = ownDocuments(docs, ['value', 'list'], new Set(['value', 'list']))
    const ids = owned.stringIds.get('value')!
    docs.forEach((doc, position) => {
      expect(doc.value).toBe(values[(position * 7) % values.length])
      expect(owned.strings[ids[position]!]).toBe(doc.value)
      expect(doc.list).toEqual([values[position % values.length]])
    })
    expect(new Set(ids).size).toBe(values.length)
    expect(new Set(owned.listIds.get('list')!.ids).size).toBe(values.length)
  })

  it('leaves frozen documents and objects that are not plain data alone, but still reads their fields', () => {
    class Car {
      constructor(readonly brand: string) {}
    }
    const frozen = Object.freeze({ brand: copy('Volvo'), tags: Object.freeze([copy('Dragkrok')]) })
    const docs = [frozen, new Car(copy('Volvo')), { brand: copy('Volvo'), when: new Date(0), tags: [copy('Dragkrok')] }]
    const owned = ownDocuments(docs, ['brand'], new Set(['brand']))
    expect(owned.values.get('brand')).toEqual(['Volvo', 'Volvo', 'Volvo'])
    expect(docs[2]).toEqual({ brand: 'Volvo', when: new Date(0), tags: ['Dragkrok'] })
    expect(Object.isFrozen(frozen)).toBe(true)
  })
})
