import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { SINGLE_INSTANCE, type CacheEvents } from './port'

export type { CacheEvents } from './port'

const KEY = Symbol.for('forecourt.cacheEvents')
type Scope = typeof globalThis & { [KEY]?: Promise<CacheEvents> }

/** Redis publish/subscribe when REDIS_URL is set (several instances), otherwise nothing to tell. */
export function cacheEvents(): Promise<CacheEvents> {
  const scope = globalThis as Scope
  scope[KEY] ??= (async () => {
    const url = env().REDIS_URL
    if (!url) return SINGLE_INSTANCE
    const [{ Redis }, { RedisCacheEvents }] = await Promise.all([import('ioredis'), import('./redis')])
    return new RedisCacheEvents(new Redis(url, { maxRetriesPerRequest: 2 }), () => new Redis(url), (error) =>
      logger.warn({ err: error }, 'ignored an unreadable cache expiry message'),
    )
  })()
  return scope[KEY]
}
