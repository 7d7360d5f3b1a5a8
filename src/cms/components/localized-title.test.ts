import { describe, expect, it } from 'vitest'

import { titleInOtherLanguage } from './localized-title'

describe('a title in another language', () => {
  it('is the site’s own language’s first', () => {
    expect(titleInOtherLanguage({ 'sv-SE': null, en: 'Home', 'nb-NO': 'Forside' }, 'nb-NO')).toEqual({ title: 'Forside', locale: 'nb-NO' })
  })

  it('is any language’s when the site’s own has none', () => {
    expect(titleInOtherLanguage({ 'sv-SE': '', 'fi-FI': 'Etusivu' }, 'en')).toEqual({ title: 'Etusivu', locale: 'fi-FI' })
  })

  it('is nothing when no language has one', () => {
    expect(titleInOtherLanguage({ 'sv-SE': null }, 'sv-SE')).toBeNull()
    expect(titleInOtherLanguage('Forside', 'nb-NO')).toBeNull()
    expect(titleInOtherLanguage(undefined, null)).toBeNull()
  })
})
