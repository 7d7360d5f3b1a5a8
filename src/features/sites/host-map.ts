import { MAX_FACET_SEGMENTS } from '@/features/car-search/car-list-url'
import { matchCarAddress, type CarAddress } from '@/features/car-page/route'

import { indexByHost, normalizeHost, type HostedSite } from './hosts'

/** What the request pipeline needs to know of a site, kept small so every instance can hold all of them. */
export type SiteRoute = HostedSite & {
  locales: string[]
  defaultLocale: string
  gtmId: string | null
  /** Origin of the site's public address (Site.url), e.g. https://www.example.se. */
  origin: string
  /** File name of the site's favicon in the media library, if it has one. */
  favicon: string | null
  /** The paths of the site's published pages, per language. */
  pages: Record<string, string[]>
  /** Those of them that hold a car list, per language (rendered per request; facet segments may follow). */
  carLists?: Record<string, string[]>
  /** Those that hold a dealer site list, per language: `<list path>/<slug>` is a dealer site's page (spec 2 §2). */
  dealerSiteLists?: Record<string, string[]>
  /** Where the site's car pages are (pathToCarDetail, spec 2 §2) and the vehicle index they read; null without stock. */
  carPages?: { base: string; index: string } | null
}

export type HostMap = {
  byHost: Map<string, SiteRoute>
  groupSite: SiteRoute | null
  sites: SiteRoute[]
  /** site key → language → page paths */
  pages: Map<string, Map<string, Set<string>>>
  /** site key → language → paths of the pages that hold a car list */
  carLists: Map<string, Map<string, Set<string>>>
  /** site key → language → paths of the pages that hold a dealer site list */
  dealerSiteLists: Map<string, Map<string, Set<string>>>
}

export function buildHostMap(sites: SiteRoute[]): HostMap {
  const byHost = indexByHost(sites)
  const groupSite = sites.find((site) => site.type === 'group') ?? null
  const byLocale = (paths: Record<string, string[]> | undefined) =>
    new Map(Object.entries(paths ?? {}).map(([locale, list]) => [locale, new Set(list)]))
  const pages = new Map(sites.map((site) => [site.key, byLocale(site.pages)]))
  const carLists = new Map(sites.map((site) => [site.key, byLocale(site.carLists)]))
  const dealerSiteLists = new Map(sites.map((site) => [site.key, byLocale(site.dealerSiteLists)]))
  return { byHost, groupSite, sites, pages, carLists, dealerSiteLists }
}

/** Whether the site has a published page at this path in this language. */
export function hasPage(map: HostMap, siteKey: string, locale: string, path: string): boolean {
  return map.pages.get(siteKey)?.get(locale)?.has(path) ?? false
}

/**
 * Whether an address is a car list: a page holding one, or such a page's path followed by up to four facet
 * segments (whether they name values the list has is the list's to say, with a 404 when not).
 */
export function isCarListPath(map: HostMap, siteKey: string, locale: string, path: string): boolean {
  const lists = map.carLists.get(siteKey)?.get(locale)
  if (!lists || lists.size === 0) return false
  const segments = path.split('/').filter(Boolean)
  for (let cut = 0; cut <= Math.min(MAX_FACET_SEGMENTS, segments.length); cut++) {
    const prefix = `/${segments.slice(0, segments.length - cut).join('/')}`
    if (lists.has(prefix)) return cut === 0 || !hasPage(map, siteKey, locale, path)
    if (cut > 0 && hasPage(map, siteKey, locale, prefix)) return false
  }
  return false
}

/**
 * Whether an address is a dealer site's page: a dealer site list's path and one segment more, the site's slug
 * (spec 2 §2: "Slug is the second path segment"), where no page of its own is. Whether the slug names a
 * facility is the page's to say (it sends the visitor back to the list when not).
 */
export function isDealerSitePath(map: HostMap, siteKey: string, locale: string, path: string): boolean {
  const lists = map.dealerSiteLists.get(siteKey)?.get(locale)
  if (!lists || lists.size === 0) return false
  const cut = path.replace(/\/+$/, '').lastIndexOf('/')
  if (cut < 0 || cut === path.length - 1) return false
  const list = path.slice(0, cut) || '/'
  return lists.has(list) && !hasPage(map, siteKey, locale, path)
}

/**
 * The car a site's address names (pathToCarDetail + `{car_id}/{slug}`, or the id alone), or null. A published page
 * at the same address wins.
 */
export function carPageAddress(map: HostMap, site: SiteRoute, locale: string, path: string): CarAddress | null {
  if (!site.carPages || hasPage(map, site.key, locale, path)) return null
  return matchCarAddress(site.carPages.base, path)
}

export type HostResolution =
  | { kind: 'site'; site: SiteRoute }
  /** `www.` in front of a site's own host: the bare host is the one address (permanent redirect). */
  | { kind: 'redirect'; host: string }
  | { kind: 'none' }

/**
 * The site whose page a request is for. Unknown hosts get the group site: a page is the same for everyone, so a
 * host nobody configured still shows the group. The calls those pages make are site-bound: see hosts.ts, siteOfHost.
 */
export function resolveHost(map: HostMap, rawHost: string | null | undefined): HostResolution {
  const host = normalizeHost(rawHost ?? '')
  const site = map.byHost.get(host)
  if (site) return { kind: 'site', site }
  if (host.startsWith('www.')) {
    const bare = host.slice(4)
    if (map.byHost.has(bare)) return { kind: 'redirect', host: bare }
  }
  // Unknown hosts get the group site.
  return map.groupSite ? { kind: 'site', site: map.groupSite } : { kind: 'none' }
}
