import { describe, expect, it } from 'vitest'

import { DEALER_SITE_TEXTS, type DealerSiteTextKey } from '@/features/dealer-sites/texts'
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
})
