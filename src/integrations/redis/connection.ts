import type { Redis, RedisOptions } from 'ioredis'

/**
 * How every Redis connection of an instance behaves: while Redis is away a command fails at once (no queue), and
 * one that gets no answer fails within a second, so each caller falls back to what it does without Redis
 * instead of making a visitor wait; the connection is tried again every two seconds at most, for as long as it
 * takes, and each caller uses Redis again as soon as it answers.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000
export const REDIS_RECONNECT_MAX_MS = 2_000

export const REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_RECONNECT_MAX_MS,
  retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, REDIS_RECONNECT_MAX_MS),
  // Errors are reported through the connection's events (see watchRedis); a failed command answers its caller.
  showFriendlyErrorStack: false,
}

/**
 * The options of a subscriber connection: it waits for Redis instead of failing (a subscription is made again
 * on every reconnect), and carries no commands a visitor waits for.
 */
export const REDIS_SUBSCRIBER_OPTIONS: RedisOptions = {
  ...REDIS_OPTIONS,
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
  autoResubscribe: true,
}

export type RedisState = 'up' | 'down'

/**
 * Follows a connection's state: calls `onDown` once when a connection that was up (or never came up) fails,
 * and `onUp` each time it is ready again, so an outage is logged once, not on every reconnect attempt.
 */
export function watchRedis(redis: Redis, handlers: { onDown?: (error: unknown) => void; onUp?: (afterOutage: boolean) => void } = {}): () => RedisState {
  let state: RedisState = redis.status === 'ready' ? 'up' : 'down'
  let reported = false
  let wasDown = false
  redis.on('ready', () => {
    const afterOutage = wasDown
    state = 'up'
    reported = false
    handlers.onUp?.(afterOutage)
  })
  const down = (error: unknown) => {
    state = 'down'
    wasDown = true
    if (reported) return
    reported = true
    handlers.onDown?.(error)
  }
  redis.on('error', down)
  redis.on('close', () => {
    if (state === 'up') down(new Error('connection closed'))
  })
  return () => state
}

/** Whether a Redis connection can take a command now (commands fail at once otherwise: see REDIS_OPTIONS). */
export function redisReady(redis: Pick<Redis, 'status'>): boolean {
  return redis.status === 'ready'
}
