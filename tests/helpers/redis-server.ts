import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

import { Redis } from 'ioredis'

/** A real Redis for the adapters' tests: TEST_REDIS_URL, or a throwaway redis-server (`npm test` installs Debian's). */
export const redisAvailable = Boolean(process.env.TEST_REDIS_URL) || spawnSync('redis-server', ['--version']).status === 0

export async function startRedis(port: number): Promise<{ url: string; stop: () => void }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: () => {} }
  const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const url = `redis://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => {})
    try {
      await probe.connect()
      probe.disconnect()
      return { url, stop: () => server.kill() }
    } catch {
      probe.disconnect()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  server.kill()
  throw new Error(`redis-server did not start on port ${port}`)
}
