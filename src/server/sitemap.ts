import { unstable_cache } from 'next/cache'
import { z } from 'zod'

import { siteTag } from '@/features/content/cache-tags'
import { publishedPagePaths } from '@/features/content/service'
import { canonicalUrl } from '@/features/page-shell/metadata'
import { sitemapResponse, type SitemapEntry } from '@/features/sitemap/sitemap'
import { localizedPath } from '@/features/sites/locales'
import { jsonError } from '@/lib/http'
import type { Site } from '@/payload-types'

import { cms } from './payload'
import { siteForRequest } from './request-site'

/** Every published page in every language it exists in, with its language alternates. */
export function getSitemapEntries(site: Site): Promise<SitemapEntry[]> {
  return unstable_cache(
    async () => {
      const pages = await publishedPagePaths(await cms(), site)
      const locales = { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
      return pages.flatMap((page) => {
        const alternates = Object.fromEntries(page.locales.map((code) => [code, canonicalUrl(site.url, localizedPath(locales, code, page.path))]))
        return page.locales.map((code) => ({
          loc: alternates[code]!,
          lastmod: page.updatedAt,
          alternates: page.locales.length > 1 ? alternates : undefined,
        }))
      })
    },
    ['sitemap', String(site.id)],
    { tags: [siteTag(site.id)] },
  )()
}

const pageNumber = z.coerce.number().int().min(1).max(100_000)

export async function answerSitemap(request: Request, page: string | null): Promise<Response> {
  const parsed = page === null ? null : pageNumber.safeParse(page)
  if (parsed && !parsed.success) return jsonError(400, 'invalid_page', 'A sitemap page is a whole number from 1.')
  const site = await siteForRequest(request)
  if (!site) return jsonError(404, 'unknown_site', 'No site is configured for this host.')
  const { status, body } = sitemapResponse(new URL(site.url).origin, await getSitemapEntries(site), parsed ? parsed.data : null)
  if (status === 404) return jsonError(404, 'no_such_sitemap', 'This sitemap page does not exist.')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })
}
