/** What the request pipeline needs to know of a site, kept small so every instance can hold all of them. */
export type SiteRoute = {
  key: string
  type: string
  hostnames: string[]
  locales: string[]
  defaultLocale: string
  gtmId: string | null
  /** Origin of the site's public address (Site.url), e.g. https://www.example.se. */
  origin: string
  /** File name of the site's favicon in the media library, if it has one. */
  favicon: string | null
  /** The paths of the site's published pages, per language. */
  pages: Record<string, string[]>
}

export type HostMap = {
  byHost: Map<string, SiteRoute>
  groupSite: SiteRoute | null
  sites: SiteRoute[]
  /** site key → language → page paths */
  pages: Map<string, Map<string, Set<string>>>
}

export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

export function buildHostMap(sites: SiteRoute[]): HostMap {
  const byHost = new Map<string, SiteRoute>()
  for (const site of sites) {
    for (const hostname of site.hostnames) {
      const host = normalizeHost(hostname)
      // The first site to claim a host keeps it; the CMS refuses duplicates, so this only guards old data.
      if (host && !byHost.has(host)) byHost.set(host, site)
    }
  }
  const groupSite = sites.find((site) => site.type === 'group') ?? null
  const pages = new Map(
    sites.map((site) => [site.key, new Map(Object.entries(site.pages ?? {}).map(([locale, paths]) => [locale, new Set(paths)]))]),
  )
  return { byHost, groupSite, sites, pages }
}

/** Whether the site has a published page at this path in this language. */
export function hasPage(map: HostMap, siteKey: string, locale: string, path: string): boolean {
  return map.pages.get(siteKey)?.get(locale)?.has(path) ?? false
}

export type HostResolution =
  | { kind: 'site'; site: SiteRoute }
  /** `www.` in front of a site's own host: the bare host is the one address (permanent redirect). */
  | { kind: 'redirect'; host: string }
  | { kind: 'none' }

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
