import { describe, expect, it } from 'vitest'

import { CAR_LIST_TEXTS } from '@/features/car-search/texts'
import { CAR_PAGE_TEXTS, type CarPageTextKey } from '@/features/car-page/texts'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { LOCALE_CODES } from '@/features/sites/locales'
import { CAR_PAGE_DICTIONARY } from './car-page'
import { SHELL_DICTIONARY } from './shell'

const KEYS = Object.keys(CAR_PAGE_TEXTS) as CarPageTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the car page’s dictionary', () => {
  it('has every text in every demo language, with the same {placeholders}', () => {
    for (const locale of LOCALE_CODES) {
      const texts = CAR_PAGE_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(CAR_PAGE_TEXTS[key]))
      }
    }
  })

  it('is Swedish by default and translated elsewhere', () => {
    expect(CAR_PAGE_DICTIONARY['sv-SE']).toEqual(CAR_PAGE_TEXTS)
    for (const locale of LOCALE_CODES.filter((code) => code !== 'sv-SE')) {
      expect(CAR_PAGE_DICTIONARY[locale].carDetailFormSuccess, locale).not.toBe(CAR_PAGE_TEXTS.carDetailFormSuccess)
      expect(CAR_PAGE_DICTIONARY[locale].backToAllCars, locale).not.toBe(CAR_PAGE_TEXTS.backToAllCars)
    }
  })

  it('shares no key with the other dictionaries, and writes keys the dictionary accepts', () => {
    const others = new Set([...Object.keys(SHELL_DICTIONARY['sv-SE']), ...Object.keys(LEAD_FORM_TEXTS), ...Object.keys(CAR_LIST_TEXTS)])
    expect(KEYS.filter((key) => others.has(key))).toEqual([])
    for (const key of KEYS) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_.-]*$/)
  })
})
