import { describe, expect, it } from 'vitest'

import { DEALER_SITE_TEXTS, sitesShownCount, type DealerSiteTextKey } from '@/features/dealer-sites/texts'
import { LOCALE_CODES } from '@/features/sites/locales'
import { DEALER_SITE_DICTIONARY } from './dealer-sites'

const KEYS = Object.keys(DEALER_SITE_TEXTS) as DealerSiteTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the dealer site pages’ dictionary', () => {
  it('has keys the CMS’s dictionary takes', () => {
    for (const key of KEYS) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_.-]*$/)
  })

  it('has every text in every demo language, with the same {placeholders}', () => {
    for (const locale of LOCALE_CODES) {
      const texts = DEALER_SITE_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(DEALER_SITE_TEXTS[key]))
      }
    }
  })

  it('says how many locations show in the singular for one, in every language', () => {
    const expected: Record<string, [string, string]> = {
      'sv-SE': ['Visar 1 av 1 anläggning', 'Visar 2 av 14 anläggningar'],
      en: ['Showing 1 of 1 location', 'Showing 2 of 14 locations'],
      'en-GB': ['Showing 1 of 1 location', 'Showing 2 of 14 locations'],
      'nb-NO': ['Viser 1 av 1 anlegg', 'Viser 2 av 14 anlegg'],
      'fi-FI': ['Näytetään 1/1 toimipiste', 'Näytetään 2/14 toimipistettä'],
      'sk-SK': ['Zobrazená 1 z 1 pobočky', 'Zobrazené 2 z 14 pobočiek'],
    }
    for (const locale of LOCALE_CODES) {
      const texts = DEALER_SITE_DICTIONARY[locale]
      expect([sitesShownCount(texts, 1, 1), sitesShownCount(texts, 2, 14)], locale).toEqual(expected[locale])
    }
  })
})
