import { securityHeaders } from '@/features/security/headers'
import { cmsOrigin, env, isDemoMode, type ForecourtEnv } from '@/lib/env'
import type { PlainAnswer } from '@/lib/http'

/** The headers worked out once per configuration (tests change it between runs). */
const headersByConfig = new WeakMap<ForecourtEnv, Record<string, string>>()

/**
 * The headers the request pipeline gives every API answer, for the routes kept out of it (the search call, the
 * stock feed, the lead intake), and no caching: names in lower case.
 */
export function apiHeaders(): Record<string, string> {
  const config = env()
  let headers = headersByConfig.get(config)
  if (headers === undefined) {
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
    headersByConfig.set(config, lowerCased)
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
