import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

import { Redis } from 'ioredis'

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
