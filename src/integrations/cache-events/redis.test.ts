import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, useTestRedis } from '../../../tests/helpers/redis-server'
import { REDIS_SUBSCRIBER_OPTIONS } from '../redis/connection'
import { CACHE_EVENTS_CHANNEL, RedisCacheEvents } from './redis'

describe.runIf(redisAvailable)('cache expiry across instances over Redis', () => {
  const { server, connections } = useTestRedis()
  const instances: RedisCacheEvents[] = []
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
  })

  /** An instance's events, over connections made as the app makes them. */
  const instance = (invalid: unknown[] = []) => {
    const events = new RedisCacheEvents(connections.open(), () => connections.open(REDIS_SUBSCRIBER_OPTIONS), (error) => invalid.push(error))
    instances.push(events)
    return events
  }
  const listening = (...events: RedisCacheEvents[]) => expect.poll(() => events.every((each) => each.listening()), { timeout: 10_000 }).toBe(true)

  it('tells every other instance which tags expired, but not the one that published', async () => {
    const heard: Record<string, string[][]> = { a: [], b: [], c: [] }
    const [a, b, c] = [instance(), instance(), instance()]
    await a.subscribe((tags) => void heard.a!.push(tags))
    await b.subscribe((tags) => void heard.b!.push(tags))
    await c.subscribe((tags) => void heard.c!.push(tags))
    await listening(a, b, c)
    await expect.poll(async () => {
      await a.publish(['site:3', 'sites'])
      return heard.b!.length > 0 && heard.c!.length > 0
    }).toBe(true)
    expect(heard.b![0]).toEqual(['site:3', 'sites'])
    expect(heard.a).toEqual([])
  })

  it('ignores messages that are not expiry events', async () => {
    const invalid: unknown[] = []
    const heard: string[][] = []
    const events = instance(invalid)
    await events.subscribe((tags) => void heard.push(tags))
    await listening(events)
    const raw = new Redis(server().url)
    await expect.poll(async () => {
      await raw.publish(CACHE_EVENTS_CHANNEL, '{"tags":"not-a-list"}')
      return invalid.length
    }).toBeGreaterThan(0)
    await raw.quit()
    expect(heard).toEqual([])
  })

  it.runIf(redisOwnServer)('fails a publish at once while Redis is down, then tells the others they may have missed some, and works again', async () => {
    const heard: string[][] = []
    let missed = 0
    const [a, b] = [instance(), instance()]
    await a.subscribe(() => {})
    await b.subscribe(
      (tags) => void heard.push(tags),
      () => void missed++,
    )
    await listening(a, b)
    await server().halt()
    const started = performance.now()
    await expect(a.publish(['site:1'])).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(missed).toBe(0)
    await server().resume()
    await expect.poll(() => missed, { timeout: 10_000 }).toBe(1)
    await listening(a, b)
    await expect.poll(async () => {
      await a.publish(['site:2']).catch(() => {})
      return heard.some((tags) => tags[0] === 'site:2')
    }, { timeout: 10_000 }).toBe(true)
    expect(heard.some((tags) => tags[0] === 'site:1')).toBe(false)
  })

  it.runIf(redisOwnServer)('subscribes once Redis is there when the instance starts without it', async () => {
    await server().halt()
    const heard: string[][] = []
    let missed = 0
    const late = instance()
    await late.subscribe(
      (tags) => void heard.push(tags),
      () => void missed++,
    )
    expect(late.listening()).toBe(false)
    await server().resume()
    const other = instance()
    await other.subscribe(() => {})
    await listening(late, other)
    await expect.poll(async () => {
      await other.publish(['site:9']).catch(() => {})
      return heard.length
    }, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(missed).toBe(0)
  })
})
