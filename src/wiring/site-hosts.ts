import { indexByHost, listSiteHosts, siteOfHost, type HostedSite } from '@/features/sites/hosts'
import { sitesVersion } from '@/features/sites/sites-version'
import type { AnyEndpoint } from '@/http/endpoint'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'
import { createRefreshingCache } from '@/lib/refreshing-cache'

import { cms } from './cms'

/** Every site's hosts, in this process's memory: refreshed when a site changes (sitesVersion). */
const siteHosts = processSingleton('siteHosts', () =>
  createRefreshingCache({
    load: async () => ({ byHost: indexByHost(await listSiteHosts(await cms())) }),
    version: sitesVersion,
    onError: (error) => logger.error({ err: error }, 'site hosts could not be refreshed'),
  }),
)

/** The site a site-bound call is made on, by its Host header; null for a host of no site (never the group site). */
export async function siteOfRequestHost(host: string | null): Promise<HostedSite | null> {
  return siteOfHost(await siteHosts()(), host)
}

/** The gate of a site-bound endpoint (src/http/endpoint.ts `site`). */
export const isSiteHost = async (host: string | null): Promise<boolean> => (await siteOfRequestHost(host)) !== null

/** The endpoint, answering only on a site's hosts: 404 `unknown_site` on any other. */
export function onSiteHosts<E extends AnyEndpoint>(endpoint: E): E {
  return { ...endpoint, site: isSiteHost }
}
