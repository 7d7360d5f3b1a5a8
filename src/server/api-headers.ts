import { securityHeaders } from '@/features/security/headers'
import { cmsOrigin, env, isDemoMode } from '@/lib/env'
import type { PlainAnswer } from '@/lib/http'

/** Worked out on first use: they depend on the configuration alone, which a process reads once (`env()`). */
let headers: Record<string, string> | undefined

/**
 * The headers the request pipeline gives every API answer, for the routes kept out of it (the search call, the
 * stock feed, the lead intake), and no caching: names in lower case.
 */
export function apiHeaders(): Record<string, string> {
  if (headers === undefined) {
    const config = env()
    const security = securityHeaders({
      kind: 'api',
      tagManager: false,
      cmsOrigin: cmsOrigin(config),
      siteOrigins: [],
      production: config.NODE_ENV === 'production' && !isDemoMode(config),
      development: config.NODE_ENV === 'development',
    })
    const lowerCased: Record<string, string> = {}
    for (const [name, value] of Object.entries(security)) lowerCased[name.toLowerCase()] = value
    lowerCased['cache-control'] = 'no-store'
    headers = lowerCased
  }
  return headers
}

/** A Web response with the API headers. */
export function withApiHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(apiHeaders())) response.headers.set(name, value)
  return response
}

/** A plain answer (src/server/direct-routes.ts) with the API headers. */
export function withPlainApiHeaders(answer: PlainAnswer): PlainAnswer {
  return { ...answer, headers: { ...answer.headers, ...apiHeaders() } }
}
