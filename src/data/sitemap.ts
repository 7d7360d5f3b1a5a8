import { unstable_cache } from 'next/cache'

import { siteTag } from '@/features/sites/cache-tags'
import { publishedPagePaths } from '@/features/content/queries'
import { canonicalUrl } from '@/features/page-shell/metadata'
import { sitemapResponse, type SitemapEntry } from '@/features/content/sitemap'
import { localizedPath } from '@/features/sites/locales'
import type { Site } from '@/payload-types'

import { cms } from '@/wiring/cms'

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

/** A site's sitemap (`page` null), or one numbered sitemap of a large site; null when that page does not exist. */
export async function sitemapXml(site: Site, page: number | null): Promise<string | null> {
  const { status, body } = sitemapResponse(new URL(site.url).origin, await getSitemapEntries(site), page)
  return status === 404 ? null : body
}
