import { env } from '@/lib/env'

import { MemoryRateLimitStore } from './memory'
import type { RateLimitStore } from './port'

export { consume, type RateLimitStore } from './port'

const KEY = Symbol.for('forecourt.rateLimitStore')
type Scope = typeof globalThis & { [KEY]?: Promise<RateLimitStore> }

/** The process's rate-limit store: Redis when REDIS_URL is set, otherwise memory. */
export function rateLimitStore(): Promise<RateLimitStore> {
  const scope = globalThis as Scope
  scope[KEY] ??= (async () => {
    const url = env().REDIS_URL
    if (!url) return new MemoryRateLimitStore()
    const [{ Redis }, { RedisRateLimitStore }] = await Promise.all([import('ioredis'), import('./redis')])
    return new RedisRateLimitStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
  })()
  return scope[KEY]
}
