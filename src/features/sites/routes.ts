import type { Payload } from 'payload'

import { hasCarList, hasDealerSiteList } from '@/features/content/car-list-pages'
import { siteVehicleIndex } from '@/features/car-search/indices'
import { storyPaths } from '@/features/stories/queries'
import type { Page, Site } from '@/payload-types'

import type { SiteRoute } from './host-map'

/**
 * The sites as the request pipeline routes them (the host map's input), over Payload's in-process API. Callers add
 * caching.
 */

const published = { _status: { equals: 'published' } } as const

export async function listSiteRoutes(payload: Payload): Promise<SiteRoute[]> {
  const [{ docs: sites }, { docs: pages }] = await Promise.all([
    payload.find({ collection: 'sites', depth: 1, limit: 0, pagination: false, overrideAccess: true }),
    payload.find({
      collection: 'pages',
      where: published,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      // The layout only to tell car list pages apart (the pipeline renders those per request).
      select: { site: true, path: true, title: true, layout: true },
    }),
  ])
  const pagesBySite = new Map<number, Record<string, string[]>>()
  const carListsBySite = new Map<number, Record<string, string[]>>()
  const dealerSiteListsBySite = new Map<number, Record<string, string[]>>()
  const pagePaths = new Map(pages.map((page) => [page.id, page.path ?? '/']))
  // Stories answer at <index path>/<year>/<slug> like pages do.
  for (const story of await storyPaths(payload, pagePaths)) {
    const byLocale = pagesBySite.get(story.site) ?? {}
    ;(byLocale[story.locale] ??= []).push(story.path)
    pagesBySite.set(story.site, byLocale)
  }
  for (const page of pages) {
    const siteId = typeof page.site === 'object' ? page.site.id : page.site
    const byLocale = pagesBySite.get(siteId) ?? {}
    const carLists = carListsBySite.get(siteId) ?? {}
    const dealerSiteLists = dealerSiteListsBySite.get(siteId) ?? {}
    const layouts = (page.layout ?? {}) as unknown as Record<string, Page['layout']>
    for (const [locale, title] of Object.entries((page.title ?? {}) as unknown as Record<string, string | null>)) {
      if (!title || !page.path) continue
      ;(byLocale[locale] ??= []).push(page.path)
      if (hasCarList({ layout: layouts[locale] })) (carLists[locale] ??= []).push(page.path)
      if (hasDealerSiteList({ layout: layouts[locale] })) (dealerSiteLists[locale] ??= []).push(page.path)
    }
    pagesBySite.set(siteId, byLocale)
    carListsBySite.set(siteId, carLists)
    dealerSiteListsBySite.set(siteId, dealerSiteLists)
  }
  return sites.map((site) => ({
    id: site.id,
    key: site.key,
    type: site.type,
    hostnames: (site.hostnames ?? []).map((row) => row.hostname),
    locales: site.locales ?? [],
    defaultLocale: site.defaultLocale,
    gtmId: site.gtmID || null,
    origin: new URL(site.url).origin,
    favicon: typeof site.favicon === 'object' && site.favicon ? (site.favicon.filename ?? null) : null,
    pages: pagesBySite.get(site.id) ?? {},
    carLists: carListsBySite.get(site.id) ?? {},
    dealerSiteLists: dealerSiteListsBySite.get(site.id) ?? {},
    carPages: carPagesOf(site),
  }))
}

/** A site with stock has car pages below its pathToCarDetail (the car list's path when it has none). */
function carPagesOf(site: Site): SiteRoute['carPages'] {
  const path = (site.pathToCarDetail || site.pathToCarList || '').trim().replace(/\/+$/, '')
  const index = siteVehicleIndex(site)
  if (!path || !index) return null
  return { base: path.startsWith('/') ? path : `/${path}`, index }
}
