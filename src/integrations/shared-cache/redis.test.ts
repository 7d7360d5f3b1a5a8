import { describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, useTestRedis } from '../../../tests/helpers/redis-server'
import { MemorySharedCache } from './memory'
import { RedisSharedCache } from './redis'

describe.runIf(redisAvailable)('redis shared cache', () => {
  const { server, connections } = useTestRedis()

  /** An instance's cache. */
  const instance = async (options: { fallback?: boolean } = {}) => {
    const connection = connections.open()
    await connections.ready([connection])
    return new RedisSharedCache(connection, { prefix: 'forecourt:test-cache:', fallback: options.fallback ? new MemorySharedCache() : undefined })
  }

  it('shares values between instances until their time is up', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
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
    const [a, b] = await Promise.all([instance(), instance()])
    await server().halt()
    await connections.gone()
    const started = performance.now()
    await a.set('outage', 'kept?', 60_000)
    expect(await a.get('outage')).toBeNull()
    await a.delete('outage')
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(a.shared()).toBe(false)
    await server().resume()
    await connections.ready()
    await a.set('after', 'back', 60_000)
    expect(await b.get('after')).toBe('back')
  })

  it.runIf(redisOwnServer)('with a fallback, keeps and finds values in this instance while Redis is down', async () => {
    const cache = await instance({ fallback: true })
    await server().halt()
    await connections.gone()
    await cache.set('session', 'alive', 60_000)
    expect(await cache.get('session')).toBe('alive')
    await server().resume()
    await connections.ready()
    // Still found here once Redis is back (Redis has no such value), and new values go to Redis.
    expect(await cache.get('session')).toBe('alive')
    await cache.set('later', 'shared', 60_000)
    expect(await (await instance()).get('later')).toBe('shared')
  })
})
