import { describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, useTestRedis } from '../../../tests/helpers/redis-server'
import { consume } from '@/lib/rate-limit'
import { RedisRateLimitStore } from './redis'

/** Against a real Redis: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
describe.runIf(redisAvailable)('redis rate limit store', () => {
  const { server, connections } = useTestRedis()

  /** Two instances' stores over one set of counters. */
  const instances = async (name: string) => {
    const prefix = `forecourt:test:${name}-${Date.now()}`
    const [a, b] = [connections.open(), connections.open()]
    await connections.ready([a, b])
    return [new RedisRateLimitStore(a, prefix), new RedisRateLimitStore(b, prefix)] as const
  }

  it('counts hits across instances and expires the window', async () => {
    const [first, second] = await instances('window')
    expect((await consume(first, 'ip', 2, 1_000)).allowed).toBe(true)
    expect((await consume(second, 'ip', 2, 1_000)).allowed).toBe(true)
    expect(await consume(first, 'ip', 2, 1_000)).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await consume(second, 'ip', 2, 1_000)).allowed).toBe(true)
  })

  it('forgets a key on reset', async () => {
    const [limits] = await instances('reset')
    await limits.hit('reset-me', 10_000)
    await limits.reset('reset-me')
    expect((await limits.hit('reset-me', 10_000)).count).toBe(1)
  })

  it.runIf(redisOwnServer)(
    'counts in memory while Redis is down, without an error, and shares the counts again when it is back',
    async () => {
      const [first, second] = await instances('outage')
      expect((await consume(first, 'ip', 3, 60_000)).count).toBe(1)
      expect((await consume(second, 'ip', 3, 60_000)).count).toBe(2)

      await server().halt()
      // Each instance counts on its own, answering at once: limits still hold per instance.
      const started = performance.now()
      const during = []
      for (let hit = 0; hit < 4; hit++) during.push(await consume(first, 'ip', 3, 60_000))
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(during.map((decision) => decision.allowed)).toEqual([true, true, true, false])
      expect((await consume(second, 'ip', 3, 60_000)).count).toBe(1)

      await server().resume()
      await connections.ready()
      // Redis came back empty: both count there again, together.
      expect((await consume(first, 'ip', 3, 60_000)).count).toBe(1)
      expect((await consume(second, 'ip', 3, 60_000)).count).toBe(2)
    },
  )

  it.runIf(redisOwnServer)('falls back on a connection that never reached Redis', async () => {
    await server().halt()
    try {
      const limits = new RedisRateLimitStore(connections.open(), `forecourt:test:never-${Date.now()}`)
      expect(await consume(limits, 'ip', 1, 60_000)).toMatchObject({ allowed: true, count: 1 })
      expect(await consume(limits, 'ip', 1, 60_000)).toMatchObject({ allowed: false, count: 2 })
    } finally {
      await server().resume()
    }
  })
})
