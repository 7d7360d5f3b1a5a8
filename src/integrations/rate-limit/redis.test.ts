import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, startRedis, type TestRedis } from '../../../tests/helpers/redis-server'
import { REDIS_OPTIONS } from '../redis/connection'
import { consume } from './port'
import { RedisRateLimitStore } from './redis'

/** Against a real Redis: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
describe.runIf(redisAvailable)('redis rate limit store', () => {
  let redis: TestRedis
  const clients: Redis[] = []

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.disconnect()
    redis?.stop()
  })

  /** An instance's connection, as the app makes it. */
  const client = () => {
    const connection = new Redis(redis.url, REDIS_OPTIONS)
    connection.on('error', () => {})
    clients.push(connection)
    return connection
  }
  const ready = (connection: Redis) => expect.poll(() => connection.status, { timeout: 10_000 }).toBe('ready')
  const store = async () => {
    const connection = client()
    await ready(connection)
    return { connection, store: new RedisRateLimitStore(connection, `forecourt:test:${Date.now()}-${Math.random()}`) }
  }

  it('counts hits across instances and expires the window', async () => {
    const prefix = `forecourt:test:${Date.now()}`
    const [a, b] = [client(), client()]
    await Promise.all([ready(a), ready(b)])
    const first = new RedisRateLimitStore(a, prefix)
    const second = new RedisRateLimitStore(b, prefix)
    expect((await consume(first, 'ip', 2, 1_000)).allowed).toBe(true)
    expect((await consume(second, 'ip', 2, 1_000)).allowed).toBe(true)
    expect(await consume(first, 'ip', 2, 1_000)).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await consume(second, 'ip', 2, 1_000)).allowed).toBe(true)
  })

  it('forgets a key on reset', async () => {
    const { store: limits } = await store()
    await limits.hit('reset-me', 10_000)
    await limits.reset('reset-me')
    expect((await limits.hit('reset-me', 10_000)).count).toBe(1)
  })

  it.runIf(redisOwnServer)('counts in memory while Redis is down, without an error, and shares the counts again when it is back', async () => {
    const prefix = `forecourt:test:outage-${Date.now()}`
    const [a, b] = [client(), client()]
    await Promise.all([ready(a), ready(b)])
    const first = new RedisRateLimitStore(a, prefix)
    const second = new RedisRateLimitStore(b, prefix)
    expect((await consume(first, 'ip', 3, 60_000)).count).toBe(1)
    expect((await consume(second, 'ip', 3, 60_000)).count).toBe(2)

    await redis.halt()
    // Each instance counts on its own, answering at once: limits still hold per instance.
    const started = performance.now()
    const during = []
    for (let hit = 0; hit < 4; hit++) during.push(await consume(first, 'ip', 3, 60_000))
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(during.map((decision) => decision.allowed)).toEqual([true, true, true, false])
    expect((await consume(second, 'ip', 3, 60_000)).count).toBe(1)

    await redis.resume()
    await Promise.all([ready(a), ready(b)])
    // Redis came back empty: both count there again, together.
    expect((await consume(first, 'ip', 3, 60_000)).count).toBe(1)
    expect((await consume(second, 'ip', 3, 60_000)).count).toBe(2)
  })

  it.runIf(redisOwnServer)('falls back on a connection that never reached Redis', async () => {
    await redis.halt()
    try {
      const connection = client()
      const limits = new RedisRateLimitStore(connection, `forecourt:test:never-${Date.now()}`)
      expect(await consume(limits, 'ip', 1, 60_000)).toMatchObject({ allowed: true, count: 1 })
      expect(await consume(limits, 'ip', 1, 60_000)).toMatchObject({ allowed: false, count: 2 })
    } finally {
      await redis.resume()
    }
  })
})
