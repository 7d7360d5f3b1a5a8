import { describe, expect, it } from 'vitest'

import { LEAD_FORM_TEXTS, type LeadFormTextKey } from '@/features/leads/form-texts'
import { LOCALE_CODES } from '@/features/sites/locales'
import { LEAD_FORM_DICTIONARY } from './lead-forms'
import { SHELL_DICTIONARY } from './shell'

const KEYS = Object.keys(LEAD_FORM_TEXTS) as LeadFormTextKey[]

describe('the lead forms’ dictionary', () => {
  it('has every text in every demo language', () => {
    for (const locale of LOCALE_CODES) {
      const texts = LEAD_FORM_DICTIONARY[locale]
      expect(Object.keys(texts).sort(), locale).toEqual([...KEYS].sort())
      for (const key of KEYS) expect(texts[key].trim(), `${locale} ${key}`).not.toBe('')
    }
  })

  it('is Swedish by default and translated elsewhere', () => {
    expect(LEAD_FORM_DICTIONARY['sv-SE']).toEqual(LEAD_FORM_TEXTS)
    for (const locale of LOCALE_CODES.filter((code) => code !== 'sv-SE')) {
      expect(LEAD_FORM_DICTIONARY[locale].sellCarSubmit, locale).not.toBe(LEAD_FORM_TEXTS.sellCarSubmit)
      expect(LEAD_FORM_DICTIONARY[locale].leadFormError, locale).not.toBe(LEAD_FORM_TEXTS.leadFormError)
    }
  })

  it('shares no key with the page shell’s texts', () => {
    const shell = new Set(Object.keys(SHELL_DICTIONARY['sv-SE']))
    expect(KEYS.filter((key) => shell.has(key))).toEqual([])
  })

  it('uses the Norwegian form’s failure wording of the specification', () => {
    expect(LEAD_FORM_DICTIONARY['nb-NO'].leadFormError).toBe('Noe gikk galt, vennligst prøv igjen senere.')
  })

  it('writes keys the dictionary accepts', () => {
    for (const key of KEYS) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_.-]*$/)
  })
})
