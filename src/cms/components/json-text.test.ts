import { describe, expect, it } from 'vitest'

import { jsonText, readJsonText } from './json-text'

describe('a JSON field as text', () => {
  it('shows the value indented, and nothing for none', () => {
    expect(jsonText({ car_id: '1', car_equipment: ['Dragkrok'] })).toBe('{\n  "car_id": "1",\n  "car_equipment": [\n    "Dragkrok"\n  ]\n}')
    expect(jsonText(null)).toBe('')
    expect(jsonText(undefined)).toBe('')
    expect(jsonText('text')).toBe('"text"')
  })

  it('reads the text back, empty as none', () => {
    expect(readJsonText('{ "a": [1, 2] }')).toEqual({ value: { a: [1, 2] } })
    expect(readJsonText('  ')).toEqual({ value: null })
    expect(readJsonText(jsonText({ b: true }))).toEqual({ value: { b: true } })
  })

  it('says what is wrong with text that is not JSON, and on which line', () => {
    const read = readJsonText('{\n  "a": 1,\n}')
    expect('error' in read && read.error).toMatch(/^This is not valid JSON \(line 3\): /)
    expect(readJsonText('{ car_id: 1 }')).toHaveProperty('error')
  })
})
