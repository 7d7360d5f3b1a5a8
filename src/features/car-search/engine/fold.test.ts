import { describe, expect, it } from 'vitest'

import { fold, MAX_WORD_LENGTH, scanWords, unitsToString, valueKey, words } from './fold'

describe('fold', () => {
  it.each([
    ['Škoda', 'skoda'],
    ['Södertälje', 'sodertalje'],
    ['Ørsta', 'orsta'],
    ['Ærø', 'aero'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Đakovo', 'dakovo'],
    ['Citroën ë-C4', 'citroen e-c4'],
    ['VOLVO', 'volvo'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded)
  })

  it('compares filter values by folded text, numbers and booleans as written', () => {
    expect(valueKey(' Škoda ')).toBe('skoda')
    expect(valueKey(2019)).toBe('2019')
    expect(valueKey(true)).toBe('true')
    expect(valueKey('TRUE')).toBe('true')
  })
})

describe('words', () => {
  it('splits on anything but letters and digits, folding each word, keeping the first of repeats', () => {
    expect(words('Volvo XC60 T5, Automat/Fyrhjulsdrift — 4 500 mil; volvo')).toEqual(['volvo', 'xc60', 't5', 'automat', 'fyrhjulsdrift', '4', '500', 'mil'])
  })

  it('folds letters with diacritics, ligatures and decomposed marks inside words', () => {
    expect(words('Škoda Södertälje Bærum Straße Łódź')).toEqual(['skoda', 'sodertalje', 'baerum', 'strasse', 'lodz'])
    expect(words('S\u030Ckoda')).toEqual(['skoda'])
  })

  it('keeps letters of other scripts as words', () => {
    expect(words('Москва 東京')).toEqual(['москва', '東京'])
  })

  it('finds nothing in punctuation and space', () => {
    expect(words(' ,.-– ')).toEqual([])
  })

  it('cuts a run of letters longer than anyone types', () => {
    const [word] = words('x'.repeat(MAX_WORD_LENGTH + 10))
    expect(word).toBe('x'.repeat(MAX_WORD_LENGTH))
  })

  it('gives equal words equal hashes', () => {
    const hashes = new Map<string, number>()
    scanWords('kamera Kamera KAMERA kameran', (units, length, hash) => {
      const word = unitsToString(units, length)
      if (hashes.has(word)) expect(hashes.get(word)).toBe(hash)
      hashes.set(word, hash)
    })
    expect([...hashes.keys()]).toEqual(['kamera', 'kameran'])
  })
})
