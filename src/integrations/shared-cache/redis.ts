import type { Redis } from 'ioredis'

import { redisReady } from '../redis/connection'
import type { SharedCache } from './port'

/**
 * Values shared by every instance through Redis. While Redis cannot be reached, a command fails at once (see
 * REDIS_OPTIONS) and the value is kept in and read from `fallback` (this instance's memory) when one is given,
 * otherwise nothing is kept and nothing found; values kept in the fallback are still found after Redis is back,
 * until they expire.
 */
export class RedisSharedCache implements SharedCache {
  constructor(
    private readonly redis: Redis,
    private readonly options: { prefix: string; fallback?: SharedCache; onError?: (error: unknown) => void },
  ) {}

  async get(key: string) {
    if (redisReady(this.redis)) {
      try {
        const value = await this.redis.get(this.options.prefix + key)
        if (value !== null) return value
      } catch (error) {
        this.options.onError?.(error)
      }
    }
    return (await this.options.fallback?.get(key)) ?? null
  }

  async set(key: string, value: string, ttlMs: number) {
    if (redisReady(this.redis)) {
      try {
        await this.redis.set(this.options.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)))
        return
      } catch (error) {
        this.options.onError?.(error)
      }
    }
    await this.options.fallback?.set(key, value, ttlMs)
  }

  async delete(key: string) {
    await this.options.fallback?.delete(key)
    if (!redisReady(this.redis)) return
    try {
      await this.redis.del(this.options.prefix + key)
    } catch (error) {
      this.options.onError?.(error)
    }
  }

  shared() {
    return redisReady(this.redis)
  }
}
