import { shellText } from '@/features/page-shell/dictionary-keys'

/**
 * Fixed texts of the form embeds, looked up in the site's dictionary by these keys; the Swedish text when a
 * site has none.
 */
export const FORM_EMBED_TEXTS = {
  formConsentNotice: 'Formuläret kommer från en extern tjänst som använder kakor för marknadsföring. Godkänn marknadsföringskakor i cookie-inställningarna för att visa det.',
  formLoadError: 'Formuläret kunde inte laddas. Ladda om sidan eller försök igen senare.',
  formOpen: 'Kontakta oss',
  formTitle: 'Formulär',
} as const

export type FormEmbedTextKey = keyof typeof FORM_EMBED_TEXTS

export function formEmbedText(dictionary: Record<string, string>, key: FormEmbedTextKey): string {
  return dictionary[key] || FORM_EMBED_TEXTS[key]
}

/** The texts an embed shows; the block's own consent notice, when the editor wrote one, wins over the dictionary's. */
export function formEmbedTexts(dictionary: Record<string, string>, consentNotice?: string | null) {
  return {
    consentNotice: consentNotice?.trim() || formEmbedText(dictionary, 'formConsentNotice'),
    openCookieSettings: shellText(dictionary, 'cookieSettings'),
    loadError: formEmbedText(dictionary, 'formLoadError'),
    close: shellText(dictionary, 'close'),
  }
}

export type FormEmbedTexts = ReturnType<typeof formEmbedTexts>
