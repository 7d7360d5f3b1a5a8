import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, startRedis } from '../../../tests/helpers/redis-server'
import { CACHE_EVENTS_CHANNEL, RedisCacheEvents } from './redis'

describe.runIf(redisAvailable)('cache expiry across instances over Redis', () => {
  let redis: { url: string; stop: () => void }
  let url: string
  const instances: RedisCacheEvents[] = []

  beforeAll(async () => {
    redis = await startRedis(47_000 + (process.pid % 1000))
    url = redis.url
  })
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
    redis?.stop()
  })

  const instance = (invalid: unknown[] = []) => {
    const events = new RedisCacheEvents(new Redis(url), () => new Redis(url), (error) => invalid.push(error))
    instances.push(events)
    return events
  }

  it('tells every other instance which tags expired, but not the one that published', async () => {
    const heard: Record<string, string[][]> = { a: [], b: [], c: [] }
    const [a, b, c] = [instance(), instance(), instance()]
    await a.subscribe((tags) => void heard.a!.push(tags))
    await b.subscribe((tags) => void heard.b!.push(tags))
    await c.subscribe((tags) => void heard.c!.push(tags))
    await a.publish(['site:3', 'sites'])
    await expect.poll(() => heard.b!.length).toBe(1)
    await expect.poll(() => heard.c!.length).toBe(1)
    expect(heard.b![0]).toEqual(['site:3', 'sites'])
    expect(heard.a).toEqual([])
  })

  it('ignores messages that are not expiry events', async () => {
    const invalid: unknown[] = []
    const heard: string[][] = []
    const events = instance(invalid)
    await events.subscribe((tags) => void heard.push(tags))
    const raw = new Redis(url)
    await raw.publish(CACHE_EVENTS_CHANNEL, '{"tags":"not-a-list"}')
    await raw.quit()
    await expect.poll(() => invalid.length).toBe(1)
    expect(heard).toEqual([])
  })
})
