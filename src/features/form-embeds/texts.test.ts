import { describe, expect, it } from 'vitest'

import { formEmbedTexts, FORM_EMBED_TEXTS } from './texts'

describe('form embed texts', () => {
  it('come from the dictionary, with the Swedish text when a key is missing', () => {
    const texts = formEmbedTexts({ formLoadError: 'The form could not be loaded.', cookieSettings: 'Cookie settings' })
    expect(texts.loadError).toBe('The form could not be loaded.')
    expect(texts.openCookieSettings).toBe('Cookie settings')
    expect(texts.consentNotice).toBe(FORM_EMBED_TEXTS.formConsentNotice)
    expect(texts.close).toBe('Stäng')
  })

  it('use the block’s own consent notice when the editor wrote one', () => {
    expect(formEmbedTexts({ formConsentNotice: 'From the dictionary' }, 'From the block').consentNotice).toBe('From the block')
    expect(formEmbedTexts({ formConsentNotice: 'From the dictionary' }, '  ').consentNotice).toBe('From the dictionary')
  })
})
