import { describe, expect, it } from 'vitest'

import { countedText, fillText } from './fill-text'

describe('fillText', () => {
  it('fills every named place, in any order and more than once', () => {
    expect(fillText('{total} bilar, visar {shown} av {total}', { shown: 24, total: 130 })).toBe('130 bilar, visar 24 av 130')
  })

  it('leaves a place without a value as written, and reads no text as a pattern', () => {
    expect(fillText('Bild {number} av {count}', { number: 2 })).toBe('Bild 2 av {count}')
    expect(fillText('{name}', { name: '$& {count} $1' })).toBe('$& {count} $1')
  })
})

describe('countedText', () => {
  const texts = { carsShown: '{count} bilar', carsShownOne: '{count} bil' }

  it('takes the singular text for one and the plural for none or many', () => {
    expect(countedText(texts, 'carsShown', 1, { count: 1 })).toBe('1 bil')
    expect(countedText(texts, 'carsShown', 0, { count: 0 })).toBe('0 bilar')
    expect(countedText(texts, 'carsShown', 2, { count: '2' })).toBe('2 bilar')
  })
})
