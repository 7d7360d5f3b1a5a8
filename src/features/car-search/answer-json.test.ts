import { describe, expect, it } from 'vitest'

import { answerWriter } from './answer-json'
import type { SearchResponse } from './schema'

const car = (id: number) => ({ car_id: String(id), car_brand: 'Škoda', car_price: 100_000 + id, car_equipment: ['Dragkrok', 'Värmare "Webasto"'], car_note: undefined })
const answer = (content: object[]): SearchResponse<object> => ({
  facet: [{ name: 'car_brand', values: [{ value: 'Škoda', count: 2 }] }] as unknown as SearchResponse['facet'],
  content,
  total_items: content.length,
  limit: 48,
  offset: 0,
})

/** The whole answer's text, from its parts. */
const text = (parts: Buffer[]) => Buffer.concat(parts).toString('utf8')

describe('answerWriter', () => {
  it('writes the same text as JSON.stringify, with whole documents or projected ones', () => {
    const writer = answerWriter({ documents: 10 })
    const cars = [car(1), car(2)]
    expect(text(writer.parts(answer(cars), true))).toBe(JSON.stringify(answer(cars)))
    expect(text(writer.parts(answer([{ car_id: '1' }]), false))).toBe(JSON.stringify(answer([{ car_id: '1' }])))
    expect(text(writer.parts(answer([]), true))).toBe(JSON.stringify(answer([])))
  })

  it('keeps the text of the documents written most recently, no more than it may', () => {
    const writer = answerWriter({ documents: 4 })
    const cars = Array.from({ length: 10 }, (_, at) => car(at))
    writer.parts(answer(cars.slice(0, 2)), true)
    expect(writer.size()).toBe(2)
    writer.parts(answer(cars.slice(2)), true)
    expect(writer.size()).toBeLessThanOrEqual(4)
    // A document used again stays while others come and go.
    for (const other of cars.slice(2)) writer.parts(answer([cars[0]!, other]), true)
    const first = cars[0]!
    first.car_price = 1
    // Its kept text is the one written (the index never changes a document it holds).
    expect(text(writer.parts(answer([first]), true))).toContain('"car_price":100000')
    expect(writer.size()).toBeLessThanOrEqual(4)
  })

  it('gives an answer in parts that join to its text, each whole document the bytes kept for it', () => {
    const writer = answerWriter({ documents: 10 })
    const cars = [car(1), car(2), car(3)]
    const first = writer.parts(answer(cars), true)
    expect(text(first)).toBe(JSON.stringify(answer(cars)))
    const again = writer.parts(answer([cars[2]!, cars[0]!]), true)
    expect(text(again)).toBe(JSON.stringify(answer([cars[2]!, cars[0]!])))
    // The same car's part is the same bytes, not a copy.
    const partOf = (parts: Buffer[], id: string) => parts.find((part) => part.toString('utf8').startsWith(`{"car_id":"${id}"`))
    expect(partOf(again, '3')).toBe(partOf(first, '3'))
    expect(partOf(again, '1')).toBe(partOf(first, '1'))
  })

  it('keeps nothing of projected documents', () => {
    const writer = answerWriter({ documents: 10 })
    writer.parts(answer([{ car_id: '1' }, { car_id: '2' }]), false)
    expect(writer.size()).toBe(0)
  })
})
