import { SITE_HEADER } from '@/features/sites/request-headers'
import { resolveHost, buildHostMap } from '@/features/sites/host-map'
import type { Site } from '@/payload-types'

import { getSite, getSiteRoutes } from './content'

/** The site a request is for: named by the request pipeline, or resolved from the Host header. */
export async function siteForRequest(request: Request): Promise<Site | null> {
  const named = request.headers.get(SITE_HEADER)
  if (named) return getSite(named)
  const resolution = resolveHost(buildHostMap(await getSiteRoutes()), request.headers.get('host'))
  return resolution.kind === 'site' ? getSite(resolution.site.key) : null
}
