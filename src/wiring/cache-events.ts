import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { redisSubscriber, sharedRedis } from '@/integrations/redis'
import { SINGLE_INSTANCE, type CacheEvents } from '@/integrations/cache-events/port'

/** Redis publish/subscribe when REDIS_URL is set (several instances), otherwise nothing to tell. */
export const cacheEvents = processSingleton('cacheEvents', async (): Promise<CacheEvents> => {
  const publisher = await sharedRedis()
  if (!publisher) return SINGLE_INSTANCE
  const { RedisCacheEvents } = await import('@/integrations/cache-events/redis')
  return new RedisCacheEvents(
    publisher,
    async () => (await redisSubscriber())!,
    (error) => logger.warn({ err: error }, 'ignored an unreadable cache expiry message'),
    // The instance's shared connection: closed with the instance, not with the events.
    false,
  )
})
