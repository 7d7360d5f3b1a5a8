import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

import { Redis, type RedisOptions } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'

import { REDIS_OPTIONS } from '../../src/integrations/redis/connection'
import { freePort } from './ports'

/** A real Redis for the adapters' tests: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
export const redisAvailable = Boolean(process.env.TEST_REDIS_URL) || spawnSync('redis-server', ['--version']).status === 0

/** Whether the tests start Redis themselves, so they can also stop it (an outage) and start it again. */
export const redisOwnServer = !process.env.TEST_REDIS_URL && redisAvailable

export type TestRedis = {
  url: string
  /** Stops the server for good. */
  stop: () => void
  /** Stops the server, as an outage; `resume` starts it again on the same port (empty). */
  halt: () => Promise<void>
  resume: () => Promise<void>
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

/** TEST_REDIS_URL, or a redis-server of its own on a free port (one of TEST_REDIS_PORTS=first-last when set). */
export async function startRedis(): Promise<TestRedis> {
  const given = process.env.TEST_REDIS_URL
  if (given) {
    const unsupported = async () => {
      throw new Error('a Redis of TEST_REDIS_URL is not stopped by the tests')
    }
    return { url: given, stop: () => {}, halt: unsupported, resume: unsupported }
  }
  const port = await freePort('TEST_REDIS_PORTS')
  const url = `redis://127.0.0.1:${port}`
  let server: ChildProcess | null = null
  const resume = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await answers(url)) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    server.kill()
    throw new Error(`redis-server did not start on port ${port}`)
  }
  const halt = async () => {
    const running = server
    server = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill()
    await exited
  }
  await resume()
  return { url, stop: () => server?.kill(), halt, resume }
}

/**
 * Connections to a test Redis made as an instance makes them (REDIS_OPTIONS: commands fail at once while Redis is
 * away), their errors left to the code under test; `ready` waits until all of them are connected, `close` ends them.
 */
export function redisConnections(redis: () => TestRedis) {
  const made: Redis[] = []
  return {
    open(options: RedisOptions = REDIS_OPTIONS): Redis {
      const connection = new Redis(redis().url, options)
      connection.on('error', () => {})
      made.push(connection)
      return connection
    },
    ready: async (connections: Redis[] = made) => {
      for (let waited = 0; !connections.every((connection) => connection.status === 'ready'); waited += 50) {
        if (waited > 10_000) throw new Error('Redis connections did not come up')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    /** Until none of them is connected (Redis was stopped). */
    gone: async () => {
      while (made.some((connection) => connection.status === 'ready')) await new Promise((resolve) => setTimeout(resolve, 20))
    },
    close: () => {
      for (const connection of made) connection.disconnect()
    },
  }
}

/**
 * For a describe block: a test Redis of its own for the block (started before its tests, stopped after) and
 * connections to it made as an instance makes them.
 */
export function useTestRedis() {
  let redis: TestRedis | undefined
  const server = () => {
    if (!redis) throw new Error('the test Redis has not started')
    return redis
  }
  const connections = redisConnections(server)
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => {
    connections.close()
    redis?.stop()
  })
  return { server, connections }
}
