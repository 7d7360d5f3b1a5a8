import { createServer } from 'node:net'

function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null))
    })
  })
}

/**
 * A TCP port on the loopback interface that nothing listens on now, for a server a test starts: the first free
 * one of the range `variable` names (`TEST_REDIS_PORTS=6470-6479`, for a machine where each person keeps to
 * their own ports), otherwise one the system hands out.
 */
export async function freePort(variable?: string): Promise<number> {
  const range = variable ? /^(\d+)-(\d+)$/.exec(process.env[variable] ?? '') : null
  if (range) {
    // Starting at a place of this process's own, so test files running side by side rarely try the same port.
    const [first, last] = [Number(range[1]), Number(range[2])]
    const size = last - first + 1
    for (let step = 0; step < size; step++) {
      const port = first + ((process.pid + step) % size)
      if ((await listenable(port)) !== null) return port
    }
    throw new Error(`no free port in ${variable}=${range[0]}`)
  }
  const port = await listenable(0)
  if (port === null) throw new Error('no free port')
  return port
}
