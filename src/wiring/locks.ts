import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { sharedRedis } from '@/integrations/redis'
import { MemoryLocks } from '@/integrations/locks/memory'
import type { Locks } from '@/integrations/locks/port'

/** The process's locks: across instances through Redis when REDIS_URL is set, otherwise within this process. */
export const locks = processSingleton('locks', async (): Promise<Locks> => {
  const redis = await sharedRedis()
  if (!redis) return new MemoryLocks()
  const { RedisLocks } = await import('@/integrations/locks/redis')
  return new RedisLocks(redis, {
    onError: (error) => logger.debug({ err: error }, 'lock: Redis did not answer; taking it in this instance'),
  })
})
