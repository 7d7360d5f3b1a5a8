import { SITE_HEADER } from '@/features/sites/request-headers'
import { resolveHost, buildHostMap } from '@/features/sites/host-map'
import type { HeaderReader } from '@/http/endpoint'
import type { Site } from '@/payload-types'

import { getSite, getSiteRoutes } from './content'

/** The site a request is for: named by the request pipeline, or resolved from the Host header. */
export async function siteForRequest(header: HeaderReader): Promise<Site | null> {
  const named = header(SITE_HEADER)
  if (named) return getSite(named)
  const resolution = resolveHost(buildHostMap(await getSiteRoutes()), header('host'))
  return resolution.kind === 'site' ? getSite(resolution.site.key) : null
}
