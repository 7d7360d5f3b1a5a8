import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consume } from './port'
import { RedisRateLimitStore } from './redis'

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

/** Against a real Redis: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
describe.runIf(process.env.TEST_REDIS_URL || hasRedisServer)('redis rate limit store', () => {
  let server: ChildProcess | undefined
  let url: string
  const clients: Redis[] = []

  beforeAll(async () => {
    if (process.env.TEST_REDIS_URL) {
      url = process.env.TEST_REDIS_URL
    } else {
      const port = 46_000 + (process.pid % 1000)
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
      url = `redis://127.0.0.1:${port}`
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          await probe.connect()
          break
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
      probe.disconnect()
    }
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()))
    server?.kill()
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
