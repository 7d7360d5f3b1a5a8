import { ConfigurationError, env, payloadSecret } from './lib/env'

/**
 * An instance starting: refuse to run in production without a proper secret, and, with several instances
 * (REDIS_URL), listen for the cache tags the others expired.
 */
export async function startInstance() {
  try {
    payloadSecret()
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`\nForecourt cannot start: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  if (!env().REDIS_URL) return
  const [{ cacheEvents }, { INTERNAL_KEY_HEADER, internalKey }, { logger }, { bumpSitesVersion }] = await Promise.all([
    import('./integrations/cache-events'),
    import('./lib/internal-key'),
    import('./lib/logger'),
    import('./features/sites/sites-version'),
  ])
  const origin = process.env.FORECOURT_INTERNAL_URL ?? `http://127.0.0.1:${env().PORT}`
  await (await cacheEvents()).subscribe(async (tags) => {
    // The request pipeline's copy of the sites follows at once.
    bumpSitesVersion()
    // Expiring a tag needs a request of this server's own: ask it.
    const response = await fetch(`${origin}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey() },
      body: JSON.stringify({ tags }),
    }).catch(() => ({ ok: false, status: 0 }))
    if (!response.ok) logger.error({ tags, status: response.status }, 'could not expire cache tags another instance expired')
  })
  logger.info('listening for cache expiry from other instances')
}
