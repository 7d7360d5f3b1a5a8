import { securityHeaders } from '@/features/security/headers'
import { cmsOrigin, env, isDemoMode } from '@/lib/env'

/**
 * The headers the request pipeline gives every API answer, for the routes kept out of it (the stock feed,
 * the lead intake), and no caching.
 */
export function withApiHeaders(response: Response): Response {
  const config = env()
  const headers = securityHeaders({
    kind: 'api',
    tagManager: false,
    cmsOrigin: cmsOrigin(config),
    siteOrigins: [],
    production: config.NODE_ENV === 'production' && !isDemoMode(config),
    development: config.NODE_ENV === 'development',
  })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
