import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, startRedis, type TestRedis } from '../../../tests/helpers/redis-server'
import { REDIS_OPTIONS } from '../redis/connection'
import { RedisLocks } from './redis'

describe.runIf(redisAvailable)('locks across instances over Redis', () => {
  let redis: TestRedis
  const connections: Redis[] = []

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => {
    for (const connection of connections) connection.disconnect()
    redis?.stop()
  })

  /** An instance's locks, over a connection made as the app makes it. */
  const instance = () => {
    const connection = new Redis(redis.url, REDIS_OPTIONS)
    connection.on('error', () => {})
    connections.push(connection)
    return new RedisLocks(connection, { prefix: `forecourt:test-lock:${process.pid}:` })
  }
  const ready = () => expect.poll(() => connections.every((connection) => connection.status === 'ready'), { timeout: 10_000 }).toBe(true)

  it('gives a lock to one instance at a time, until released or its time is up', async () => {
    const [a, b] = [instance(), instance()]
    await ready()
    const held = await a.acquire('outbox', 10_000)
    expect(held).toMatchObject({ shared: true })
    expect(await b.acquire('outbox', 10_000)).toBeNull()
    await held!.release()
    const short = await b.acquire('outbox', 200)
    expect(short).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const next = await a.acquire('outbox', 10_000)
    expect(next).not.toBeNull()
    // The expired holder's release leaves the new holder's lock alone.
    await short!.release()
    expect(await b.acquire('outbox', 10_000)).toBeNull()
    await next!.release()
  })

  it.runIf(redisOwnServer)('takes the lock in its own process while Redis is down, without an error, and across instances again once it is back', async () => {
    const [a, b] = [instance(), instance()]
    await ready()
    await redis.halt()
    await expect.poll(() => connections.some((connection) => connection.status === 'ready')).toBe(false)
    const started = performance.now()
    const [inA, inB] = [await a.acquire('round', 60_000), await b.acquire('round', 60_000)]
    expect(performance.now() - started).toBeLessThan(1_000)
    expect([inA?.shared, inB?.shared]).toEqual([false, false])
    // Still one holder within each process.
    expect(await a.acquire('round', 60_000)).toBeNull()
    await inA!.release()
    await inB!.release()

    await redis.resume()
    await ready()
    const shared = await a.acquire('round', 60_000)
    expect(shared).toMatchObject({ shared: true })
    expect(await b.acquire('round', 60_000)).toBeNull()
    await shared!.release()
  })
})
