import type { Redis } from 'ioredis'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { REDIS_OPTIONS, REDIS_SUBSCRIBER_OPTIONS, watchRedis, type RedisState } from './connection'

export { redisReady } from './connection'

type Connection = { redis: Redis; state: () => RedisState }

async function connect(url: string, role: 'commands' | 'subscriber'): Promise<Connection> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { ...(role === 'commands' ? REDIS_OPTIONS : REDIS_SUBSCRIBER_OPTIONS), connectionName: `forecourt-${role}` })
  const state = watchRedis(redis, {
    onDown: (error) =>
      logger.warn(
        { err: error, role },
        'Redis cannot be reached: rate limits count per instance, the search cache and locks stay in this instance, cache expiry is not told to the others, until it is back',
      ),
    onUp: (afterOutage) => {
      if (afterOutage) logger.info({ role }, 'Redis is back: instances share again')
    },
  })
  return { redis, state }
}

/**
 * This instance's connection to Redis for commands (rate limits, the search cache, locks, cache expiry
 * messages), or null when REDIS_URL is not set. Commands fail at once while Redis is away: every caller has a
 * fallback (see docs/scale-out.md).
 */
export const sharedRedis = processSingleton('redis', async (): Promise<Redis | null> => {
  const url = env().REDIS_URL
  return url ? (await connect(url, 'commands')).redis : null
})

/** A connection of its own for a subscription (a subscribed connection takes no other commands). */
export async function redisSubscriber(): Promise<Redis | null> {
  const url = env().REDIS_URL
  return url ? (await connect(url, 'subscriber')).redis : null
}

export type RedisHealth = { status: 'off' } | { status: 'up' | 'down'; latencyMs: number; error?: string }

/** Whether Redis answers this instance now (for /healthz): `off` when REDIS_URL is not set. */
export async function redisHealth(): Promise<RedisHealth> {
  const redis = await sharedRedis()
  if (!redis) return { status: 'off' }
  const started = performance.now()
  try {
    await redis.ping()
    return { status: 'up', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) }
  }
}
