import { describe, expect, it } from 'vitest'

import { CAR_LIST_TEXTS } from '@/features/car-search/texts'
import { CAR_PAGE_TEXTS } from '@/features/car-page/texts'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { SAVED_SEARCH_TEXTS, type SavedSearchTextKey } from '@/features/saved-searches/texts'
import { LOCALE_CODES } from '@/features/sites/locales'

import { defaultText } from './defaults'
import { SAVED_SEARCH_DICTIONARY } from './saved-searches'
import { SHELL_DICTIONARY } from './shell'

const KEYS = Object.keys(SAVED_SEARCH_TEXTS) as SavedSearchTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the saved searches’ dictionary', () => {
  it('has every text in every demo language, with the same {placeholders}', () => {
    for (const locale of LOCALE_CODES) {
      const texts = SAVED_SEARCH_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(SAVED_SEARCH_TEXTS[key]))
      }
    }
  })

  it('is translated in every language but Swedish, and is what the sites read by default', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'sv-SE')) {
      expect(SAVED_SEARCH_DICTIONARY[locale].saveSearchButton, locale).not.toBe(SAVED_SEARCH_TEXTS.saveSearchButton)
      expect(defaultText(locale, 'saveSearchConsent'), locale).toBe(SAVED_SEARCH_DICTIONARY[locale].saveSearchConsent)
    }
  })

  it('shares no key with the other dictionaries', () => {
    const others = new Set([
      ...Object.keys(SHELL_DICTIONARY['sv-SE']),
      ...Object.keys(LEAD_FORM_TEXTS),
      ...Object.keys(CAR_LIST_TEXTS),
      ...Object.keys(CAR_PAGE_TEXTS),
    ])
    expect(KEYS.filter((key) => others.has(key))).toEqual([])
  })
})
