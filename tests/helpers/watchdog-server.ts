/**
 * A small HTTP server with the instance server's watchdog, as scripts/serve.ts wires it, for the watchdog's own
 * tests (src/http/watchdog/watchdog.test.ts): /healthz answers 200 from the main thread, the blocking route
 * blocks it. Prints its port once it listens. Settings from the environment, as the instance server reads them.
 */
import { createServer } from 'node:http'

import { answerBlockingRoute, startWatchdog } from '../../src/http/watchdog/watchdog'
import { parseEnv, watchdogSettings } from '../../src/lib/env'

const settings = watchdogSettings(parseEnv())
const server = createServer((req, res) => {
  watchdog.track(req, res)
  if (answerBlockingRoute(req, res)) return
  res.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ status: 'ok', answeredBy: 'main' }))
})
const watchdog = startWatchdog(server, settings)
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`)
})
