import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { SITES_TAG, siteTag } from '@/features/sites/cache-tags'
import * as content from '@/features/content/queries'
import { loadNavigation } from '@/features/navigation/queries'
import { findSiteByKey } from '@/features/sites/hosts'
import { listSiteRoutes } from '@/features/sites/routes'
import { logger } from '@/lib/logger'
import type { Page, Site } from '@/payload-types'

import { cms } from '@/wiring/cms'

/**
 * The content queries of spec 1 §7 as cached server functions. Everything of a site carries the tag
 * `site:<id>`, which the CMS expires when an editor publishes; `cache()` shares one result per request.
 */

export const getSiteRoutes = unstable_cache(async () => listSiteRoutes(await cms()), ['site-routes'], { tags: [SITES_TAG] })

export const getSite = cache(
  (key: string): Promise<Site | null> =>
    unstable_cache(async () => findSiteByKey(await cms(), key), ['site', key], { tags: [SITES_TAG] })(),
)

export const getPage = cache((site: Site, locale: string, path: string, draft: boolean): Promise<Page | null> => {
  const query = { siteId: site.id, locale, path, draft }
  if (draft) return cms().then((payload) => content.findPage(payload, query))
  return unstable_cache(async () => content.findPage(await cms(), query), ['page', String(site.id), locale, path], { tags: [siteTag(site.id)] })()
})

/** The navigation of spec 1 §7 (query 2 and the navigation component); null when the site or language is missing. */
export const getNavigation = cache((site: Site | null, locale: string | null) => {
  if (!site || !locale) return cms().then((payload) => loadNavigation(payload, site, locale, logger))
  return unstable_cache(async () => loadNavigation(await cms(), site, locale, logger), ['navigation', String(site.id), locale], {
    tags: [siteTag(site.id)],
  })()
})

export const getAvailableLanguages = cache((site: Site, locale: string, path: string) =>
  unstable_cache(async () => content.availableLanguages(await cms(), site, locale, path), ['languages', String(site.id), locale, path], {
    tags: [siteTag(site.id)],
  })(),
)

export const getDictionary = cache((site: Site, locale: string) =>
  unstable_cache(async () => content.dictionary(await cms(), site.id, locale), ['dictionary', String(site.id), locale], {
    tags: [siteTag(site.id)],
  })(),
)


export const getHomePath = (site: Site, locale: string) => content.homePath(site, locale)

/** The path of the site's page that holds a block of this type (the service booking, the tire hotel); null without one. */
export const getPagePathWithBlock = cache((site: Site, locale: string, blockType: string) =>
  unstable_cache(async () => content.pagePathWithBlock(await cms(), site, locale, blockType), ['page-with-block', String(site.id), locale, blockType], {
    tags: [siteTag(site.id)],
  })(),
)
