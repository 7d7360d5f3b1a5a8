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
}

export type HostMap = {
  byHost: Map<string, SiteRoute>
  groupSite: SiteRoute | null
  sites: SiteRoute[]
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
  return { byHost, groupSite, sites }
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
