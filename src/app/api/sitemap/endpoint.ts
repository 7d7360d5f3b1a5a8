import { z } from 'zod'

import { plainBytes, plainError } from '@/http/answer'
import { defineEndpoint, type HeaderReader } from '@/http/endpoint'
import { siteForRequest } from '@/data/request-site'
import { sitemapXml } from '@/data/sitemap'

const SITEMAP_CACHE_CONTROL = 'public, max-age=600'

async function answer(header: HeaderReader, page: number | null) {
  const site = await siteForRequest(header)
  if (!site) return plainError(404, 'unknown_site', 'No site is configured for this host.')
  const xml = await sitemapXml(site, page)
  if (xml === null) return plainError(404, 'no_such_sitemap', 'This sitemap page does not exist.')
  return plainBytes(200, 'application/xml; charset=utf-8', xml, { 'cache-control': SITEMAP_CACHE_CONTROL })
}

/** `/sitemap.xml`: the sitemap, or the index of numbered sitemaps beyond 50,000 addresses. */
export const sitemap = defineEndpoint({
  method: 'GET',
  path: '/api/sitemap',
  summary: 'The site’s sitemap, or the index of its numbered sitemaps (/sitemap.xml)',
  handle: ({ header }) => answer(header, null),
})

/** `/sitemap-{page}.xml`: one numbered sitemap of a large site. */
export const sitemapPage = defineEndpoint({
  method: 'GET',
  path: '/api/sitemap/[page]',
  summary: 'One numbered sitemap of a large site (/sitemap-{page}.xml)',
  params: z.object({ page: z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1)) }),
  example: { params: { page: '1' } },
  handle: ({ header, params }) => answer(header, params.page),
})
