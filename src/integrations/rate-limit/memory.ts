import { RateLimiterMemory } from 'rate-limiter-flexible'

import type { RateLimitStore } from '@/lib/rate-limit'
import { windowSeconds } from './window'

/**
 * The default store: this process's memory (rate-limiter-flexible's RateLimiterMemory). Fine for one instance;
 * with several, set REDIS_URL. It is also what a Redis store counts in while Redis is away.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiter: RateLimiterMemory

  constructor(prefix = 'forecourt:ratelimit') {
    this.limiter = memoryLimiter(prefix)
  }

  async hit(key: string, windowMs: number) {
    const result = await this.limiter.penalty(key, 1, { customDuration: windowSeconds(windowMs) })
    return { count: result.consumedPoints, resetAt: Date.now() + result.msBeforeNext }
  }

  async reset(key: string) {
    await this.limiter.delete(key)
  }
}

/**
 * A limiter that only counts: the port decides what the count means (`consume` in port.ts), so its points are
 * never reached and each window's length is given per hit.
 */
export function memoryLimiter(prefix: string): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: prefix, points: Number.MAX_SAFE_INTEGER, duration: 60 })
}
