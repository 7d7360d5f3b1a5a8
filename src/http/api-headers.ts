import { securityHeaders } from '@/http/security-headers'
import { cmsOrigin, env, isDemoMode } from '@/lib/env'

/** Worked out on first use: they depend on the configuration alone, which a process reads once (`env()`). */
let headers: Record<string, string> | undefined

/**
 * The headers of every API answer (names in lower case): the security headers of an API response, as the
 * request pipeline gives them, for endpoints kept out of it too. Answers are not cached unless the endpoint
 * says so (its own Cache-Control wins).
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
    headers = lowerCased
  }
  return headers
}

export const NO_STORE = 'no-store'
