import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { SITES_TAG, siteTag } from '@/features/content/cache-tags'
import * as content from '@/features/content/service'
import type { Page, Site } from '@/payload-types'

import { cms } from './payload'

/**
 * The content queries of spec 1 §7 as cached server functions. Everything of a site carries the tag
 * `site:<id>`, which the CMS expires when an editor publishes; `cache()` shares one result per request.
 */

export const getSiteRoutes = unstable_cache(async () => content.listSiteRoutes(await cms()), ['site-routes'], { tags: [SITES_TAG] })

export const getSite = cache(
  (key: string): Promise<Site | null> =>
    unstable_cache(async () => content.findSiteByKey(await cms(), key), ['site', key], { tags: [SITES_TAG] })(),
)

export const getPage = cache((site: Site, locale: string, path: string, draft: boolean): Promise<Page | null> => {
  const query = { siteId: site.id, locale, path, draft }
  if (draft) return cms().then((payload) => content.findPage(payload, query))
  return unstable_cache(async () => content.findPage(await cms(), query), ['page', String(site.id), locale, path], { tags: [siteTag(site.id)] })()
})

export const getNavigationTree = cache((site: Site, locale: string, rootPath = '/') =>
  unstable_cache(async () => content.navigationTree(await cms(), site, locale, rootPath), ['navigation', String(site.id), locale, rootPath], {
    tags: [siteTag(site.id)],
  })(),
)

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
