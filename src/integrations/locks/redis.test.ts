import { describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, useTestRedis } from '../../../tests/helpers/redis-server'
import { RedisLocks } from './redis'

describe.runIf(redisAvailable)('locks across instances over Redis', () => {
  const { server, connections } = useTestRedis()

  /** Two instances' locks. */
  const instances = async () => {
    const [a, b] = [connections.open(), connections.open()]
    await connections.ready([a, b])
    const prefix = `forecourt:test-lock:${process.pid}:`
    return [new RedisLocks(a, { prefix }), new RedisLocks(b, { prefix })] as const
  }

  it('gives a lock to one instance at a time, until released or its time is up', async () => {
    const [a, b] = await instances()
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
    const [a, b] = await instances()
    await server().halt()
    await connections.gone()
    const started = performance.now()
    const [inA, inB] = [await a.acquire('round', 60_000), await b.acquire('round', 60_000)]
    expect(performance.now() - started).toBeLessThan(1_000)
    expect([inA?.shared, inB?.shared]).toEqual([false, false])
    // Still one holder within each process.
    expect(await a.acquire('round', 60_000)).toBeNull()
    await inA!.release()
    await inB!.release()

    await server().resume()
    await connections.ready()
    const shared = await a.acquire('round', 60_000)
    expect(shared).toMatchObject({ shared: true })
    expect(await b.acquire('round', 60_000)).toBeNull()
    await shared!.release()
  })
})
