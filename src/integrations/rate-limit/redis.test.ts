import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, startRedis } from '../../../tests/helpers/redis-server'
import { consume } from './port'
import { RedisRateLimitStore } from './redis'

/** Against a real Redis: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
describe.runIf(redisAvailable)('redis rate limit store', () => {
  let redis: { url: string; stop: () => void }
  let url: string
  const clients: Redis[] = []

  beforeAll(async () => {
    redis = await startRedis(46_000 + (process.pid % 1000))
    url = redis.url
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()))
    redis?.stop()
  })

  const client = () => {
    const redis = new Redis(url)
    clients.push(redis)
    return redis
  }

  it('counts hits across instances and expires the window', async () => {
    const key = `test-${Date.now()}`
    const first = new RedisRateLimitStore(client(), 'forecourt:test:')
    const second = new RedisRateLimitStore(client(), 'forecourt:test:')
    expect((await consume(first, key, 2, 500)).allowed).toBe(true)
    expect((await consume(second, key, 2, 500)).allowed).toBe(true)
    expect((await consume(first, key, 2, 500)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await consume(second, key, 2, 500)).allowed).toBe(true)
  })

  it('forgets a key on reset', async () => {
    const store = new RedisRateLimitStore(client(), 'forecourt:test:')
    await store.hit('reset-me', 10_000)
    await store.reset('reset-me')
    expect((await store.hit('reset-me', 10_000)).count).toBe(1)
  })
})
