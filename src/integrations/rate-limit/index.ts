import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'

import { MemoryRateLimitStore } from './memory'
import type { RateLimitStore } from './port'

export { consume, type RateLimitStore } from './port'

/** The process's rate-limit store: Redis when REDIS_URL is set, otherwise memory. */
export const rateLimitStore = processSingleton('rateLimitStore', async (): Promise<RateLimitStore> => {
  const url = env().REDIS_URL
  if (!url) return new MemoryRateLimitStore()
  const [{ Redis }, { RedisRateLimitStore }] = await Promise.all([import('ioredis'), import('./redis')])
  return new RedisRateLimitStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
})
