import { describe, expect, it } from 'vitest'

import { SITEMAP_MAX_URLS, sitemapResponse, type SitemapEntry } from './sitemap'

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({ loc: `http://se.localhost:3000/sida-${index}` }))

describe('sitemap', () => {
  it('lists every address with its language alternates, escaped', () => {
    const { body } = sitemapResponse(
      'http://se.localhost:3000',
      [
        {
          loc: 'http://se.localhost:3000/om-oss?a=1&b=2',
          lastmod: '2026-11-01T00:00:00.000Z',
          alternates: { 'sv-SE': 'http://se.localhost:3000/om-oss', en: 'http://se.localhost:3000/en/om-oss' },
        },
      ],
      null,
    )
    expect(body).toContain('<urlset')
    expect(body).toContain('<loc>http://se.localhost:3000/om-oss?a=1&amp;b=2</loc>')
    expect(body).toContain('hreflang="en" href="http://se.localhost:3000/en/om-oss"')
    expect(body).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
  })

  it('stays one file up to 50,000 addresses', () => {
    const { body } = sitemapResponse('http://se.localhost:3000', entries(SITEMAP_MAX_URLS), null)
    expect(body).toContain('<urlset')
    expect(body.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS)
  })

  it('becomes an index of numbered sitemaps beyond 50,000 addresses', () => {
    const all = entries(SITEMAP_MAX_URLS * 2 + 1)
    const index = sitemapResponse('http://se.localhost:3000', all, null)
    expect(index.body).toContain('<sitemapindex')
    expect(index.body.match(/<sitemap>/g)).toHaveLength(3)
    expect(index.body).toContain('<loc>http://se.localhost:3000/sitemap-3.xml</loc>')
    expect(sitemapResponse('http://se.localhost:3000', all, 1).body.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS)
    const last = sitemapResponse('http://se.localhost:3000', all, 3)
    expect(last.body.match(/<url>/g)).toHaveLength(1)
    expect(last.body).toContain(`sida-${SITEMAP_MAX_URLS * 2}<`)
  })

  it('answers 404 for a sitemap page that does not exist', () => {
    expect(sitemapResponse('http://x', entries(10), 2).status).toBe(404)
    expect(sitemapResponse('http://x', entries(10), 0).status).toBe(404)
  })
})
