import type { RateLimitStore } from '@/lib/rate-limit'
import { processSingleton } from '@/lib/process-singleton'
import { MemoryRateLimitStore } from '@/integrations/rate-limit/memory'
import { sharedRedis } from '@/integrations/redis'

/**
 * The process's rate-limit store, which every endpoint's limit (its declaration's `rateLimit.store`) and the CMS's
 * login limit count in: Redis (with a memory fallback while it is down) when REDIS_URL is set, so that the instances
 * count a client together; otherwise this process's memory.
 */
export const rateLimitStore = processSingleton('rateLimitStore', async (): Promise<RateLimitStore> => {
  const redis = await sharedRedis()
  if (!redis) return new MemoryRateLimitStore()
  const { RedisRateLimitStore } = await import('@/integrations/rate-limit/redis')
  return new RedisRateLimitStore(redis)
})
