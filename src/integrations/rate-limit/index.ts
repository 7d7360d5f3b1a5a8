import { processSingleton } from '@/lib/process-singleton'

import { sharedRedis } from '../redis'
import { MemoryRateLimitStore } from './memory'
import type { RateLimitStore } from '@/lib/rate-limit'

export { consume, type RateLimitStore } from '@/lib/rate-limit'

/** The process's rate-limit store: Redis (with a memory fallback) when REDIS_URL is set, otherwise memory. */
export const rateLimitStore = processSingleton('rateLimitStore', async (): Promise<RateLimitStore> => {
  const redis = await sharedRedis()
  if (!redis) return new MemoryRateLimitStore()
  const { RedisRateLimitStore } = await import('./redis')
  return new RedisRateLimitStore(redis)
})
