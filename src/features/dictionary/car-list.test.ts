import { describe, expect, it } from 'vitest'

import { CAR_LIST_TEXTS, comparedCount, showCarsLabel, shownCount, type CarListTextKey } from '@/features/car-search/texts'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { LOCALE_CODES } from '@/features/sites/locales'
import { CAR_LIST_DICTIONARY } from './car-list'
import { SHELL_DICTIONARY } from './shell'

const KEYS = Object.keys(CAR_LIST_TEXTS) as CarListTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the car list’s dictionary', () => {
  it('has every text in every demo language, with the same {placeholders}', () => {
    for (const locale of LOCALE_CODES) {
      const texts = CAR_LIST_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(texts[key]), `${locale} ${key}`).toEqual(placeholders(CAR_LIST_TEXTS[key]))
      }
    }
  })

  it('is Swedish by default and translated elsewhere', () => {
    expect(CAR_LIST_DICTIONARY['sv-SE']).toEqual(CAR_LIST_TEXTS)
    for (const locale of LOCALE_CODES.filter((code) => code !== 'sv-SE')) {
      expect(CAR_LIST_DICTIONARY[locale].noSearchResults, locale).not.toBe(CAR_LIST_TEXTS.noSearchResults)
      expect(CAR_LIST_DICTIONARY[locale].carListError, locale).not.toBe(CAR_LIST_TEXTS.carListError)
    }
  })

  it('says how many cars are compared in the singular for one car, in every language', () => {
    const expected: Record<string, [string, string]> = {
      'sv-SE': ['1 bil vald för jämförelse', '2 bilar valda för jämförelse'],
      en: ['1 car selected to compare', '2 cars selected to compare'],
      'en-GB': ['1 car selected to compare', '2 cars selected to compare'],
      'nb-NO': ['1 bil valgt for sammenligning', '2 biler valgt for sammenligning'],
      'fi-FI': ['1 auto valittu vertailuun', '2 autoa valittu vertailuun'],
      'sk-SK': ['Na porovnanie vybraté auto: 1', 'Na porovnanie vybraté autá: 2'],
    }
    for (const locale of LOCALE_CODES) {
      const texts = CAR_LIST_DICTIONARY[locale]
      expect([comparedCount(texts, 1), comparedCount(texts, 2)], locale).toEqual(expected[locale])
    }
  })

  it('says how many cars match in the singular for one car, in every language', () => {
    const expected: Record<string, string[]> = {
      'sv-SE': ['Visar 1 av 1 bil', 'Visar 2 av 2 bilar', 'Visa 1 bil', 'Visa 3 bilar', 'Visa 10000+ bilar'],
      en: ['Showing 1 of 1 car', 'Showing 2 of 2 cars', 'Show 1 car', 'Show 3 cars', 'Show 10000+ cars'],
      'en-GB': ['Showing 1 of 1 car', 'Showing 2 of 2 cars', 'Show 1 car', 'Show 3 cars', 'Show 10000+ cars'],
      'nb-NO': ['Viser 1 av 1 bil', 'Viser 2 av 2 biler', 'Vis 1 bil', 'Vis 3 biler', 'Vis 10000+ biler'],
      'fi-FI': ['Näytetään 1 / 1 auto', 'Näytetään 2 / 2 autoa', 'Näytä 1 auto', 'Näytä 3 autoa', 'Näytä 10000+ autoa'],
      'sk-SK': ['Zobrazené 1 z 1 auta', 'Zobrazené 2 z 2 áut', 'Zobraziť 1 auto', 'Zobraziť autá (3)', 'Zobraziť autá (10000+)'],
    }
    for (const locale of LOCALE_CODES) {
      const texts = CAR_LIST_DICTIONARY[locale]
      const said = [
        shownCount(texts, 1, 1),
        shownCount(texts, 2, 2),
        showCarsLabel(texts, 1),
        showCarsLabel(texts, 3),
        showCarsLabel(texts, 12_000),
      ]
      expect(said, locale).toEqual(expected[locale])
    }
  })

  it('shares no key with the page shell’s or the lead forms’ texts, and writes keys the dictionary accepts', () => {
    const others = new Set([...Object.keys(SHELL_DICTIONARY['sv-SE']), ...Object.keys(LEAD_FORM_TEXTS)])
    expect(KEYS.filter((key) => others.has(key))).toEqual([])
    for (const key of KEYS) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_.-]*$/)
  })
})
