import { describe, expect, it } from 'vitest'

import { PRICE_INSIGHT_TEXTS, priceInsightTexts, type PriceInsightTextKey } from '@/features/price-insight/texts'
import { LOCALE_CODES } from '@/features/sites/locales'

import { CAR_LIST_TEXTS } from '@/features/car-search/texts'
import { CAR_PAGE_TEXTS } from '@/features/car-page/texts'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { defaultText } from './defaults'
import { PRICE_INSIGHT_DICTIONARY } from './price-insight'

const KEYS = Object.keys(PRICE_INSIGHT_TEXTS) as PriceInsightTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the price insight’s dictionary', () => {
  it('has every text in every demo language, with the same {placeholders}', () => {
    for (const locale of LOCALE_CODES) {
      const texts = PRICE_INSIGHT_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(PRICE_INSIGHT_TEXTS[key]))
      }
    }
  })

  it('names the bands in each language (Bra pris, Good price, Hyvä hinta …) and is a default of every site', () => {
    expect(defaultText('sv-SE', 'priceRating_good')).toBe('Bra pris')
    expect(defaultText('sv-SE', 'priceRating_fair')).toBe('Rimligt pris')
    expect(defaultText('sv-SE', 'priceRating_high')).toBe('Högt pris')
    expect(defaultText('en-GB', 'priceRating_good')).toBe('Good price')
    expect(defaultText('nb-NO', 'priceRating_good')).toBe('Godt kjøp')
    expect(defaultText('fi-FI', 'priceRating_good')).toBe('Hyvä hinta')
    expect(defaultText('sk-SK', 'priceRating_good')).toBe('Dobrá cena')
    expect(priceInsightTexts({ priceRating_good: 'Fynd' }).priceRating_good).toBe('Fynd')
  })

  it('shares no key with the car list’s, car page’s or lead forms’ texts', () => {
    const others = new Set([...Object.keys(CAR_LIST_TEXTS), ...Object.keys(CAR_PAGE_TEXTS), ...Object.keys(LEAD_FORM_TEXTS)])
    expect(KEYS.filter((key) => others.has(key))).toEqual([])
  })
})
