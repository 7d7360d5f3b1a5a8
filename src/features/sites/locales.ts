/** Every content language the CMS knows; a site uses a subset (Site.locales), one of them its default. */
export const CONTENT_LOCALES = [
  { code: 'sv-SE', label: 'Svenska' },
  { code: 'en', label: 'English' },
  { code: 'nb-NO', label: 'Norsk bokmål' },
  { code: 'en-GB', label: 'English (UK)' },
  { code: 'fi-FI', label: 'Suomi' },
  { code: 'sk-SK', label: 'Slovenčina' },
] as const

export type ContentLocale = (typeof CONTENT_LOCALES)[number]['code']

/** The CMS's default language: what a CMS API call without `?locale=` reads and writes. */
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'sv-SE'

export const LOCALE_CODES = CONTENT_LOCALES.map((locale) => locale.code) as ContentLocale[]

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (LOCALE_CODES as string[]).includes(value)
}

/** The URL prefix of a non-default language, e.g. `en` → `/en`, `fi-FI` → `/fi-fi`. */
export function localePrefix(locale: string): string {
  return `/${locale.toLowerCase()}`
}

export type LocaleSite = { locales: readonly string[]; defaultLocale: string }

/** The public path of a page path in a language: the default language has no prefix. */
export function localizedPath(site: LocaleSite, locale: string, path: string): string {
  const clean = path === '' ? '/' : path
  if (locale === site.defaultLocale) return clean
  return clean === '/' ? localePrefix(locale) : `${localePrefix(locale)}${clean}`
}

export type LocaleMatch =
  | { kind: 'page'; locale: string; path: string }
  /** The default language written out as a prefix: its one public address is without the prefix. */
  | { kind: 'redirect'; path: string }

/** Splits `/en/om-oss` into language and page path for a site; the first segment counts only if it is one of the site's languages. */
export function matchLocalePrefix(site: LocaleSite, pathname: string): LocaleMatch {
  const [, first = '', ...rest] = pathname.split('/')
  const locale = site.locales.find((candidate) => candidate.toLowerCase() === first.toLowerCase())
  const remainder = rest.length > 0 ? `/${rest.join('/')}` : '/'
  if (!locale || first === '') return { kind: 'page', locale: site.defaultLocale, path: pathname || '/' }
  if (locale === site.defaultLocale) return { kind: 'redirect', path: remainder }
  return { kind: 'page', locale, path: remainder }
}

/** Names of a language as the available-languages query returns them (spec 1 §3, Language entry). */
export function languageNames(locale: string, inLocale: string) {
  const name = (display: string) => {
    try {
      return new Intl.DisplayNames([display], { type: 'language' }).of(locale) ?? locale
    } catch {
      return locale
    }
  }
  const nativeName = name(locale)
  return {
    name: locale,
    displayName: name(inLocale),
    englishName: name('en'),
    nativeName: nativeName.charAt(0).toLocaleUpperCase(locale) + nativeName.slice(1),
  }
}
