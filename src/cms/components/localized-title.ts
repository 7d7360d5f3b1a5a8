/**
 * A title in another language, for a document that has none in the language the CMS shows: the site's own
 * language first, else the first language that has one. Null when the document has no title at all.
 */
export function titleInOtherLanguage(titles: unknown, siteLanguage: string | null): { title: string; locale: string } | null {
  if (!titles || typeof titles !== 'object') return null
  const entries = Object.entries(titles as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
  const own = siteLanguage ? entries.find(([locale]) => locale === siteLanguage) : undefined
  const [locale, title] = own ?? entries[0] ?? []
  return locale && title ? { title, locale } : null
}
