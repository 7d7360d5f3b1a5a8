import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { SINGLE_INSTANCE, type CacheEvents } from './port'

export type { CacheEvents } from './port'

/** Redis publish/subscribe when REDIS_URL is set (several instances), otherwise nothing to tell. */
export const cacheEvents = processSingleton('cacheEvents', async (): Promise<CacheEvents> => {
  const url = env().REDIS_URL
  if (!url) return SINGLE_INSTANCE
  const [{ Redis }, { RedisCacheEvents }] = await Promise.all([import('ioredis'), import('./redis')])
  return new RedisCacheEvents(new Redis(url, { maxRetriesPerRequest: 2 }), () => new Redis(url), (error) =>
    logger.warn({ err: error }, 'ignored an unreadable cache expiry message'),
  )
})
