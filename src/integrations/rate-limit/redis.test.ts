import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consume } from './port'
import { RedisRateLimitStore } from './redis'

// Runs against a real Redis when TEST_REDIS_URL is set (the Redis adapter has no in-process stand-in).
const url = process.env.TEST_REDIS_URL

describe.runIf(url)('redis rate limit store', () => {
  let redis: Redis
  beforeAll(() => {
    redis = new Redis(url!)
  })
  afterAll(async () => {
    await redis.quit()
  })

  it('counts hits across clients and expires the window', async () => {
    const key = `test-${Date.now()}`
    const first = new RedisRateLimitStore(redis, 'forecourt:test:')
    const second = new RedisRateLimitStore(new Redis(url!), 'forecourt:test:')
    expect((await consume(first, key, 2, 500)).allowed).toBe(true)
    expect((await consume(second, key, 2, 500)).allowed).toBe(true)
    expect((await consume(first, key, 2, 500)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await consume(second, key, 2, 500)).allowed).toBe(true)
  })
})
