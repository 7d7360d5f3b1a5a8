import { escapeXml } from '@/lib/markup'

/** One sitemap file holds at most this many addresses (sitemaps.org); beyond it the sitemap becomes an index. */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = {
  loc: string
  lastmod?: string
  /** The same page in the site's other languages: hreflang → absolute address. */
  alternates?: Record<string, string>
}

export function sitemapPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS))
}

export function renderUrlSet(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join('')
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderSitemapIndex(origin: string, pages: number): string {
  const sitemaps = Array.from(
    { length: pages },
    (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

export type SitemapResponse = { status: 200 | 404; body: string }

/**
 * `/sitemap.xml` is the sitemap itself while the site has at most 50,000 addresses, and an index of
 * `/sitemap-1.xml`, `/sitemap-2.xml`, … beyond that.
 */
export function sitemapResponse(origin: string, entries: SitemapEntry[], page: number | null): SitemapResponse {
  const pages = sitemapPageCount(entries.length)
  if (page === null) return { status: 200, body: pages === 1 ? renderUrlSet(entries) : renderSitemapIndex(origin, pages) }
  if (!Number.isInteger(page) || page < 1 || page > pages) return { status: 404, body: '' }
  return { status: 200, body: renderUrlSet(entries.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS)) }
}
