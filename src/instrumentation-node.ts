import { ConfigurationError, env, isDemoMode, payloadSecret } from './lib/env'

const DELIVERY_START_TRIES = 60
const DELIVERY_START_PAUSE_MS = 2_000

/**
 * E-mail delivery runs in the server, beside the routes that store leads: once this instance answers, ask it to
 * start (the e-mails of leads stored before a restart go out then, not only when the next lead arrives).
 */
function startLeadDelivery(origin: string) {
  let tries = 0
  const attempt = async () => {
    const { INTERNAL_KEY_HEADER, internalKey } = await import('./lib/internal-key')
    const response = await fetch(`${origin}/api/internal/lead-delivery`, { method: 'POST', headers: { [INTERNAL_KEY_HEADER]: internalKey() } }).catch(() => null)
    if (response?.ok) return
    if (++tries < DELIVERY_START_TRIES) setTimeout(attempt, DELIVERY_START_PAUSE_MS).unref()
    else console.error(JSON.stringify({ level: 'error', msg: 'lead e-mail delivery did not start', status: response?.status ?? 0 }))
  }
  setTimeout(attempt, DELIVERY_START_PAUSE_MS).unref()
}

/** Demo-off without FORECOURT_ENCRYPTION_KEY the instance runs, but the tire hotel answers 503: say so at start. */
function warnWithoutEncryptionKey() {
  const config = env()
  if (config.FORECOURT_ENCRYPTION_KEY || config.NODE_ENV !== 'production' || isDemoMode(config)) return
  console.error(
    JSON.stringify({ level: 'warn', msg: 'FORECOURT_ENCRYPTION_KEY is not set: the tire hotel answers 503 and phone numbers cannot be stored until it is (openssl rand -hex 32)' }),
  )
}

/**
 * An instance starting: refuse to run in production without a proper secret, start its e-mail delivery, and, with several instances
 * (REDIS_URL), listen for the cache tags the others expired (and expire everything after an outage of Redis, when
 * messages may have been lost).
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
  warnWithoutEncryptionKey()
  const origin = process.env.FORECOURT_INTERNAL_URL ?? `http://127.0.0.1:${env().PORT}`
  startLeadDelivery(origin)
  if (!env().REDIS_URL) return
  const [{ cacheEvents }, { INTERNAL_KEY_HEADER, internalKey }, { logger }, { bumpSitesVersion }, { bumpRedirectsVersion }, { REDIRECTS_TAG }] = await Promise.all([
    import('./wiring/cache-events'),
    import('./lib/internal-key'),
    import('./lib/logger'),
    import('./features/sites/sites-version'),
    import('./features/redirects/version'),
    import('./features/sites/cache-tags'),
  ])
  // Expiring a tag needs a request of this server's own: ask it.
  const expireHere = async (what: { tags: string[] } | { everything: true }) => {
    const response = await fetch(`${origin}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey() },
      body: JSON.stringify(what),
    }).catch(() => ({ ok: false, status: 0 }))
    if (!response.ok) logger.error({ ...what, status: response.status }, 'could not expire cache tags another instance expired')
  }
  await (await cacheEvents()).subscribe(
    async (tags) => {
      // The request pipeline's copies of the sites and redirect tables follow at once.
      bumpSitesVersion()
      if (tags.includes(REDIRECTS_TAG)) bumpRedirectsVersion()
      await expireHere({ tags })
    },
    async () => {
      // Cut off from the others for a while: whatever they changed meanwhile, expire everything kept here.
      bumpSitesVersion()
      bumpRedirectsVersion()
      await expireHere({ everything: true })
      logger.info('back in touch with the other instances: expired every site’s cache')
    },
  )
  logger.info('listening for cache expiry from other instances')
}
