import { describe, expect, it } from 'vitest'

import { SHELL_TEXTS } from '@/features/page-shell/dictionary-keys'
import { LOCALE_CODES } from '@/features/sites/locales'

import { defaultDictionary, defaultText, DICTIONARY_KEYS, isDictionaryKey, withDefaults } from './defaults'

describe('the default dictionaries', () => {
  it('give every language a text for every key that has a default', () => {
    for (const locale of LOCALE_CODES) {
      const texts = defaultDictionary(locale)
      for (const key of DICTIONARY_KEYS.filter((key) => key !== 'titleTemplate')) expect(texts[key]?.trim(), `${locale} ${key}`).toBeTruthy()
    }
  })

  it('speak the language: a Finnish site starts Finnish, a British one English', () => {
    expect(defaultText('fi-FI', 'skipToContent')).not.toBe(SHELL_TEXTS.skipToContent)
    expect(defaultText('en-GB', 'skipToContent')).toBe('Skip to content')
    expect(defaultText('sv-SE', 'skipToContent')).toBe(SHELL_TEXTS.skipToContent)
    expect(defaultText('de-DE', 'skipToContent')).toBe(SHELL_TEXTS.skipToContent)
  })

  it('know the keys the sites read, and only those', () => {
    expect(DICTIONARY_KEYS.length).toBeGreaterThan(300)
    expect(new Set(DICTIONARY_KEYS).size).toBe(DICTIONARY_KEYS.length)
    expect(isDictionaryKey('skipToContent')).toBe(true)
    expect(isDictionaryKey('titleTemplate')).toBe(true)
    expect(isDictionaryKey('skiptocontent')).toBe(false)
    expect(isDictionaryKey(undefined)).toBe(false)
    for (const key of DICTIONARY_KEYS) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_.-]*$/)
  })

  it('let a site’s own entries win over the defaults', () => {
    const texts = withDefaults('nb-NO', { menu: 'Alt' })
    expect(texts.menu).toBe('Alt')
    expect(texts.closeMenu).toBe(defaultText('nb-NO', 'closeMenu'))
  })
})
