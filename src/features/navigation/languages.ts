import { LOCALE_CODES, localizedPath, type LocaleSite } from '@/features/sites/locales'

export type LanguageLink = { locale: string; nativeName: string; href: string; current: boolean }
type AvailableLanguage = { name: string; nativeName: string; url: { path: string } }

/**
 * The language switcher's links (spec 1 §5): shown only when more than one of the site's languages is a
 * configured locale. Each goes to the same page in that language (the available-languages query), or to
 * that language's home page when the page has not been written in it.
 */
export function languageLinks(site: LocaleSite, current: string, available: readonly AvailableLanguage[], configured: readonly string[] = LOCALE_CODES): LanguageLink[] {
  const languages = site.locales.filter((locale) => configured.includes(locale))
  if (languages.length <= 1) return []
  return languages.map((locale) => {
    const entry = available.find((language) => language.name === locale)
    return {
      locale,
      nativeName: entry?.nativeName ?? nativeLanguageName(locale),
      href: entry?.url.path ?? localizedPath(site, locale, '/'),
      current: locale === current,
    }
  })
}

function nativeLanguageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return locale
  }
}
