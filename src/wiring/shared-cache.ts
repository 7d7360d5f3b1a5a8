import { logger } from '@/lib/logger'

import { sharedRedis } from '@/integrations/redis'
import { MemorySharedCache } from '@/integrations/shared-cache/memory'
import type { SharedCache } from '@/integrations/shared-cache/port'

/**
 * A cache several instances share under `name` (its keys are `forecourt:<name>:<key>` in Redis): Redis when
 * REDIS_URL is set, else this process's memory. `fallback: 'memory'` keeps values in this instance while Redis is
 * away (for what must still work then, such as sessions); without it nothing is kept meanwhile (for what can be
 * made again, such as answers). Null when REDIS_URL is not set and `whenAlone` is 'none': the caller has its own.
 */
export async function sharedCache(
  name: string,
  options: { fallback?: 'memory'; whenAlone?: 'memory' | 'none' } = {},
): Promise<SharedCache | null> {
  const redis = await sharedRedis()
  if (!redis) return options.whenAlone === 'none' ? null : new MemorySharedCache()
  const { RedisSharedCache } = await import('@/integrations/shared-cache/redis')
  return new RedisSharedCache(redis, {
    prefix: `forecourt:${name}:`,
    fallback: options.fallback === 'memory' ? new MemorySharedCache() : undefined,
    onError: (error) => logger.debug({ err: error, cache: name }, 'shared cache: Redis did not answer; going on without it'),
  })
}
