import { describe, expect, it } from 'vitest'

import { redisAvailable, redisOwnServer, useTestRedis } from '../../../tests/helpers/redis-server'
import { REDIS_COMMAND_TIMEOUT_MS } from '../redis/connection'
import { RedisLocks } from './redis'

describe.runIf(redisAvailable)('locks across instances over Redis', () => {
  const { server, connections } = useTestRedis()

  /** Two instances' locks. */
  const instances = async () => {
    const [a, b] = [connections.open(), connections.open()]
    await connections.ready([a, b])
    const prefix = `forecourt:test-lock:${process.pid}:`
    return [new RedisLocks(a, { prefix }), new RedisLocks(b, { prefix }), a] as const
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

  it.runIf(redisOwnServer)(
    'takes the lock in its own process while Redis is down, without an error, and across instances again once it is back',
    async () => {
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
    },
  )

  it('releases a lock whose SET reached Redis after its answer was given up on', async () => {
    const [a, b] = await instances()
    const admin = connections.open()
    await connections.ready([admin])
    // Redis holds every write for 1.5 s: the SET's answer comes later than REDIS_COMMAND_TIMEOUT_MS, the SET itself not.
    await admin.call('CLIENT', 'PAUSE', String(REDIS_COMMAND_TIMEOUT_MS + 500), 'WRITE')
    const lease = await a.acquire('late', 60_000)
    expect(lease).toMatchObject({ shared: false })
    await sleep(800)
    // Redis took the lock for the holder that gave up waiting …
    expect(await b.acquire('late', 60_000)).toBeNull()
    // … and the lease gives it back there too, not only in its own process.
    await lease!.release()
    const next = await b.acquire('late', 60_000)
    expect(next).toMatchObject({ shared: true })
    await next!.release()
  })

  it('sends a release that did not reach Redis again, so the lock is free long before its time is up', async () => {
    const [a, b, connection] = await instances()
    const admin = connections.open()
    await connections.ready([admin])
    const lease = await a.acquire('dropped', 60_000)
    expect(lease).toMatchObject({ shared: true })
    // The holder's connection drops just before it releases.
    await admin.call('CLIENT', 'KILL', 'ID', String(await connection.call('CLIENT', 'ID')))
    while (connection.status === 'ready') await sleep(10)
    await lease!.release()
    expect(await b.acquire('dropped', 60_000)).toBeNull()
    const started = performance.now()
    let next = null
    while (!next && performance.now() - started < 10_000) {
      await sleep(100)
      next = await b.acquire('dropped', 60_000)
    }
    expect(next).toMatchObject({ shared: true })
    await next!.release()
  })
})
