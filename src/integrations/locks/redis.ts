import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { redisReady } from '../redis/connection'
import { MemoryLocks } from './memory'
import type { Lease, Locks } from './port'

/** Deletes the lock only while it is still this holder's (it may have expired and been taken by another). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * Locks across every instance through Redis (`SET key token NX PX ttl`, released only by its holder). While Redis
 * cannot be reached, or does not answer, the lock is taken in this process instead (see Locks), and Redis is
 * used again as soon as it answers.
 */
export class RedisLocks implements Locks {
  private readonly fallback = new MemoryLocks()

  constructor(
    private readonly redis: Redis,
    private readonly options: { prefix?: string; onError?: (error: unknown) => void } = {},
  ) {}

  async acquire(name: string, ttlMs: number): Promise<Lease | null> {
    if (!redisReady(this.redis)) return this.fallback.acquire(name, ttlMs)
    const key = `${this.options.prefix ?? 'forecourt:lock:'}${name}`
    const token = randomUUID()
    try {
      const taken = await this.redis.set(key, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
      if (taken !== 'OK') return null
    } catch (error) {
      this.options.onError?.(error)
      return this.fallback.acquire(name, ttlMs)
    }
    return {
      shared: true,
      release: async () => {
        try {
          await this.redis.eval(RELEASE, 1, key, token)
        } catch (error) {
          // Redis is away: the lock ends with its time.
          this.options.onError?.(error)
        }
      },
    }
  }
}
