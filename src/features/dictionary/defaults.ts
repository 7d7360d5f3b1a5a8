/**
 * Each language's default dictionary: every fixed text the sites show, in the languages of the group. A site
 * starts with its languages' defaults and its editors override the texts they want (the CMS's Dictionary holds
 * only those overrides), so a new site needs no dictionary entry to speak its language.
 */
import { CAR_PAGE_TEXTS } from '@/features/car-page/texts'
import { CAR_LIST_TEXTS } from '@/features/car-search/texts'
import { DEALER_SITE_TEXTS } from '@/features/dealer-sites/texts'
import { FORM_EMBED_TEXTS } from '@/features/form-embeds/texts'
import { PRICE_INSIGHT_TEXTS } from '@/features/price-insight/texts'
import { LEAD_FORM_TEXTS } from '@/features/leads/form-texts'
import { SAVED_SEARCH_TEXTS } from '@/features/saved-searches/texts'
import { SHELL_TEXTS } from '@/features/page-shell/dictionary-keys'
import { LOCALE_CODES, type ContentLocale } from '@/features/sites/locales'

import { CAR_LIST_DICTIONARY } from './car-list'
import { CAR_PAGE_DICTIONARY } from './car-page'
import { DEALER_SITE_DICTIONARY } from './dealer-sites'
import { LEAD_FORM_DICTIONARY } from './lead-forms'
import { PRICE_INSIGHT_DICTIONARY } from './price-insight'
import { SAVED_SEARCH_DICTIONARY } from './saved-searches'
import { SHELL_DICTIONARY } from './shell'

/** Keys a site may set that have no default: without an entry the site goes without (titleTemplate: the page title alone). */
export const KEYS_WITHOUT_DEFAULT = { titleTemplate: 'Page titles use this when the site has no title template of its own; %s is the page title, e.g. "%s | Nordvik Bil".' } as const

/** The Swedish texts, which the sites fall back to for a key a language does not translate. */
const BASE_TEXTS: Readonly<Record<string, string>> = {
  ...SHELL_TEXTS,
  ...LEAD_FORM_TEXTS,
  ...CAR_LIST_TEXTS,
  ...DEALER_SITE_TEXTS,
  ...CAR_PAGE_TEXTS,
  ...FORM_EMBED_TEXTS,
  ...PRICE_INSIGHT_TEXTS,
  ...SAVED_SEARCH_TEXTS,
}

const DEFAULTS: Readonly<Record<ContentLocale, Readonly<Record<string, string>>>> = Object.fromEntries(
  LOCALE_CODES.map((locale) => [
    locale,
    Object.freeze({
      ...BASE_TEXTS,
      ...SHELL_DICTIONARY[locale],
      ...LEAD_FORM_DICTIONARY[locale],
      ...CAR_LIST_DICTIONARY[locale],
      ...DEALER_SITE_DICTIONARY[locale],
      ...CAR_PAGE_DICTIONARY[locale],
      ...PRICE_INSIGHT_DICTIONARY[locale],
      ...SAVED_SEARCH_DICTIONARY[locale],
    }),
  ]),
) as unknown as Record<ContentLocale, Readonly<Record<string, string>>>

/** Every key the sites read from the dictionary, sorted. */
export const DICTIONARY_KEYS: readonly string[] = [...new Set([...Object.keys(BASE_TEXTS), ...Object.keys(KEYS_WITHOUT_DEFAULT)])].sort((a, b) => a.localeCompare(b))

const KNOWN = new Set(DICTIONARY_KEYS)

export function isDictionaryKey(key: unknown): key is string {
  return typeof key === 'string' && KNOWN.has(key)
}

/** A language's default dictionary (the Swedish one for a language the group does not have). */
export function defaultDictionary(locale: string): Readonly<Record<string, string>> {
  return DEFAULTS[locale as ContentLocale] ?? DEFAULTS['sv-SE']
}

/** The default text of a key in a language; empty for a key without one. */
export function defaultText(locale: string, key: string): string {
  return defaultDictionary(locale)[key] ?? ''
}

/** A site's dictionary in a language: the language's defaults with the site's own entries over them. */
export function withDefaults(locale: string, entries: Readonly<Record<string, string>>): Record<string, string> {
  return { ...defaultDictionary(locale), ...entries }
}
