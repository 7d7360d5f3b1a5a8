import type { Payload } from 'payload'

import type { Site } from '@/payload-types'

/**
 * Which site a host or a key names, and nothing more: what a site-bound call (a form, a booking, the tire hotel) asks
 * first. The page pipeline's fuller host map (host-map.ts) builds on it.
 */

/** A site as its hosts name it. */
export type HostedSite = {
  /** The site's id in the CMS: where a booking or a rating made on its hosts is filed. */
  id: number
  key: string
  type: string
  hostnames: string[]
}

export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/** Each host of the sites → its site. The first site to claim a host keeps it; the CMS refuses duplicates, so this only guards old data. */
export function indexByHost<Site extends HostedSite>(sites: Site[]): Map<string, Site> {
  const byHost = new Map<string, Site>()
  for (const site of sites) {
    for (const hostname of site.hostnames) {
      const host = normalizeHost(hostname)
      if (host && !byHost.has(host)) byHost.set(host, site)
    }
  }
  return byHost
}

/**
 * The site a site-bound call is made on: its own host, or `www.` in front of it; null for any other host. Such a
 * call never falls back to the group site: a lead, a booking or a customer's tire agreement would otherwise be
 * handled on the group's behalf from a host that is nobody's.
 */
export function siteOfHost<Site extends HostedSite>(map: { byHost: Map<string, Site> }, rawHost: string | null | undefined): Site | null {
  const host = normalizeHost(rawHost ?? '')
  return map.byHost.get(host) ?? (host.startsWith('www.') ? (map.byHost.get(host.slice(4)) ?? null) : null)
}

/** Every site with its hosts, over Payload's in-process API. Callers add caching. */
export async function listSiteHosts(payload: Payload): Promise<HostedSite[]> {
  const { docs } = await payload.find({
    collection: 'sites',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { key: true, type: true, hostnames: true },
  })
  return docs.map((site) => ({ id: site.id, key: site.key, type: site.type, hostnames: (site.hostnames ?? []).map((row) => row.hostname) }))
}

/** A site by its key, with its references one level deep. */
export async function findSiteByKey(payload: Payload, key: string): Promise<Site | null> {
  const { docs } = await payload.find({ collection: 'sites', where: { key: { equals: key } }, depth: 1, limit: 1, overrideAccess: true })
  return docs[0] ?? null
}
