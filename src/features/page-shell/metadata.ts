/** Placeholder for the page title in a site's title template, e.g. "%s | Nordvik Bil". */
export const TITLE_PLACEHOLDER = '%s'

/** What separates a page title from the name a template adds ("%s | Nordvik Bil", "Nordvik Bil – %s"). */
const TEMPLATE_SEPARATORS = /^[\s|–—·:•-]+|[\s|–—·:•-]+$/g

/**
 * The title in the browser tab: the site's template, else the dictionary's titleTemplate, else the title alone.
 * A title that already carries what the template adds (a home page's "Nordvik Group – …") is left as it is,
 * so the name is not said twice.
 */
export function pageTitle(title: string, siteTemplate?: string | null, dictionaryTemplate?: string | null): string {
  const template = [siteTemplate, dictionaryTemplate].find((candidate) => candidate && candidate.includes(TITLE_PLACEHOLDER))
  if (!template) return title
  const added = template.replace(TITLE_PLACEHOLDER, ' ').replace(TEMPLATE_SEPARATORS, '')
  if (added && title.toLocaleLowerCase().includes(added.toLocaleLowerCase())) return title
  return template.replace(TITLE_PLACEHOLDER, title).trim()
}

/** Canonical link: lower-cased and made absolute against the site's address (spec 1 §2.2). */
export function canonicalUrl(siteUrl: string, pathOrUrl: string): string {
  let absolute: URL
  try {
    absolute = new URL(pathOrUrl, siteUrl)
  } catch {
    absolute = new URL('/', siteUrl)
  }
  absolute.hash = ''
  return absolute.toString().toLowerCase()
}

const FAVICON_TYPES: Record<string, string> = {
  ico: 'image/x-icon',
  png: 'image/png',
  svg: 'image/svg+xml',
}

/** Favicon type chosen by the file extension: ico, png or svg (spec 1 §2.2). Null for anything else. */
export function faviconType(fileNameOrUrl: string | null | undefined): string | null {
  const extension = fileNameOrUrl?.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase()
  return extension ? (FAVICON_TYPES[extension] ?? null) : null
}

/** The {host} WebSite JSON-LD of every page. */
export function websiteJsonLd(site: { name: string; url: string }, language: string) {
  const origin = new URL(site.url).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    inLanguage: language,
  }
}

/** JSON for a <script type="application/ld+json">, safe against a closing script tag in the content. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** hreflang alternates: every language the page exists in, as absolute addresses. */
export function languageAlternates(siteUrl: string, languages: { name: string; url: { path: string } }[]): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language.name, canonicalUrl(siteUrl, language.url.path)]))
}
