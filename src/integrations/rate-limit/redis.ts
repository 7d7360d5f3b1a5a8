import type { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'

import { memoryLimiter } from './memory'
import type { RateLimitStore } from '@/lib/rate-limit'
import { windowSeconds } from './window'

/**
 * Rate limits shared by every instance through Redis (REDIS_URL), with rate-limiter-flexible's RateLimiterRedis.
 * While Redis cannot be reached (or answers an error), each hit counts in this process's memory instead (its
 * insurance limiter), so limits still hold per instance and nobody gets an error; the counts are shared again
 * as soon as Redis answers.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly limiter: RateLimiterRedis
  private readonly insurance

  constructor(redis: Redis, prefix = 'forecourt:ratelimit') {
    this.insurance = memoryLimiter(prefix)
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix,
      points: Number.MAX_SAFE_INTEGER,
      duration: 60,
      // Straight to the insurance while the connection is down, instead of a command that fails.
      rejectIfRedisNotReady: true,
      insuranceLimiter: this.insurance,
    })
  }

  async hit(key: string, windowMs: number) {
    const result = await this.limiter.penalty(key, 1, { customDuration: windowSeconds(windowMs) })
    return { count: result.consumedPoints, resetAt: Date.now() + result.msBeforeNext }
  }

  async reset(key: string) {
    // The count of an outage goes too.
    await Promise.all([this.limiter.delete(key), this.insurance.delete(key)])
  }
}
