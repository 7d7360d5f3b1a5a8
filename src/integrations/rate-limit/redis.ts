import type { Redis } from 'ioredis'

import type { RateLimitStore } from './port'

/** Rate limits shared by every instance through Redis (REDIS_URL). */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'forecourt:ratelimit:',
  ) {}

  async hit(key: string, windowMs: number) {
    const redisKey = this.prefix + key
    const result = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec()
    if (!result) throw new Error('Redis rate limit transaction was aborted')
    const count = Number(result[0]?.[1] ?? 1)
    const ttl = Number(result[2]?.[1] ?? windowMs)
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key)
  }
}
