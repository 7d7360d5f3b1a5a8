import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { redisReady } from '../redis/connection'
import { MemoryLocks } from './memory'
import type { Lease, Locks } from './port'

/** Deletes the lock only while it is still this holder's (it may have expired and been taken by another). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * The pauses before a release that did not reach Redis is sent again (in the background, while the lock's time
 * lasts): a lock nobody releases is held for its whole time, and the work it guards waits that long.
 */
export const RELEASE_RETRY_MS = [250, 1_000, 4_000, 16_000] as const

/**
 * Locks across every instance through Redis (`SET key token NX PX ttl`, released only by its holder). While Redis
 * cannot be reached, or does not answer, the lock is taken in this process instead (see Locks), and Redis is
 * used again as soon as it answers.
 *
 * A `SET` whose answer does not come back in time (a busy event loop, a slow network) may still have reached Redis
 * and taken the lock there: the lease taken in this process instead releases that one too, or every instance
 * would find the lock held, by nobody, until its time ran out.
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
    const until = Date.now() + ttlMs
    try {
      const taken = await this.redis.set(key, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
      if (taken !== 'OK') return null
    } catch (error) {
      this.options.onError?.(error)
      const local = await this.fallback.acquire(name, ttlMs)
      if (!local) return null
      return {
        shared: false,
        release: async () => {
          await local.release()
          await this.release(key, token, until)
        },
      }
    }
    return { shared: true, release: () => this.release(key, token, until) }
  }

  /** Deletes the lock if it is still `token`'s; a release that fails is sent again later, while the lock lasts. */
  private async release(key: string, token: string, until: number, attempt = 0): Promise<void> {
    try {
      await this.redis.eval(RELEASE, 1, key, token)
    } catch (error) {
      this.options.onError?.(error)
      const pause = RELEASE_RETRY_MS[attempt]
      if (pause === undefined || Date.now() + pause >= until) return
      setTimeout(() => void this.release(key, token, until, attempt + 1), pause).unref()
    }
  }
}
