import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, startRedis, type TestRedis } from '../../../tests/helpers/redis-server'
import { REDIS_OPTIONS } from '../redis/connection'
import { MemorySharedCache } from './memory'
import { RedisSharedCache } from './redis'

describe.runIf(redisAvailable)('redis shared cache', () => {
  let redis: TestRedis
  const clients: Redis[] = []

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => {
    for (const client of clients) client.disconnect()
    redis?.stop()
  })

  /** An instance's connection, as the app makes it. */
  const instance = async (options: { fallback?: boolean } = {}) => {
    const connection = new Redis(redis.url, REDIS_OPTIONS)
    connection.on('error', () => {})
    clients.push(connection)
    await expect.poll(() => connection.status, { timeout: 10_000 }).toBe('ready')
    return { connection, cache: new RedisSharedCache(connection, { prefix: 'forecourt:test-cache:', fallback: options.fallback ? new MemorySharedCache() : undefined }) }
  }

  it('shares values between instances until their time is up', async () => {
    const [{ cache: a }, { cache: b }] = await Promise.all([instance(), instance()])
    await a.set('shared', 'one', 300)
    expect(await b.get('shared')).toBe('one')
    expect(b.shared()).toBe(true)
    await b.delete('shared')
    expect(await a.get('shared')).toBeNull()
    await a.set('short', 'two', 100)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await b.get('short')).toBeNull()
  })

  it.runIf(redisOwnServer)('finds nothing and keeps nothing while Redis is down, without an error, and shares again once it is back', async () => {
    const [{ connection, cache: a }, { connection: other, cache: b }] = await Promise.all([instance(), instance()])
    await redis.halt()
    await expect.poll(() => connection.status).not.toBe('ready')
    const started = performance.now()
    await a.set('outage', 'kept?', 60_000)
    expect(await a.get('outage')).toBeNull()
    await a.delete('outage')
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(a.shared()).toBe(false)
    await redis.resume()
    await expect.poll(() => [connection.status, other.status], { timeout: 10_000 }).toEqual(['ready', 'ready'])
    await a.set('after', 'back', 60_000)
    expect(await b.get('after')).toBe('back')
  })

  it.runIf(redisOwnServer)('with a fallback, keeps and finds values in this instance while Redis is down', async () => {
    const { connection, cache } = await instance({ fallback: true })
    await redis.halt()
    await expect.poll(() => connection.status).not.toBe('ready')
    await cache.set('session', 'alive', 60_000)
    expect(await cache.get('session')).toBe('alive')
    await redis.resume()
    await expect.poll(() => connection.status, { timeout: 10_000 }).toBe('ready')
    // Still found here once Redis is back (Redis has no such value), and new values go to Redis.
    expect(await cache.get('session')).toBe('alive')
    await cache.set('later', 'shared', 60_000)
    const { cache: other } = await instance()
    expect(await other.get('later')).toBe('shared')
  })
})
