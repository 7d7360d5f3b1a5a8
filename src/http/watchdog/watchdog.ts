/**
 * The instance server's event-loop watchdog, the main thread's side (scripts/serve.ts): a heartbeat, the requests
 * in flight with their request ids, and the watchdog's thread (src/http/watchdog/thread.ts), which takes the
 * instance out of service when the event loop stays blocked and ends the process when it stays blocked longer.
 * No request should hold an instance (its work is capped); this is for the one that does anyway.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Worker } from 'node:worker_threads'

import { logger } from '../../lib/logger'
import { plainError, plainJson, type PlainAnswer } from '../answer'
import { assignRequestId } from '../transport'

import { CHECK_MS, HEARTBEAT_MS, type Thresholds } from './decision'
import { beat, pathShape, requestSlots, watchdogMemory } from './memory'
import type { WatchdogThreadData } from './thread'

export type Watchdog = {
  /** Gives the request its request id (the one a trusted caller sent, or a new one) and notes it as in flight until its answer ends. */
  track: (req: IncomingMessage, res: ServerResponse) => void
}

/** The thread runs TypeScript as the server does: tsx registers itself there first. */
const THREAD_BOOT = `
const { workerData } = require('node:worker_threads')
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry) })
`

/** The socket the server listens on, for the watchdog's thread to answer on (Node.js gives no public way to it). */
function listenerFd(server: Server): number | null {
  const fd = (server as unknown as { _handle?: { fd?: number } })._handle?.fd
  return typeof fd === 'number' && fd >= 0 ? fd : null
}

/** Starts the heartbeat at once and the watchdog's thread once `server` listens. */
export function startWatchdog(server: Server, thresholds: Thresholds): Watchdog {
  const memory = watchdogMemory()
  const slots = requestSlots(memory)
  setInterval(() => beat(memory), HEARTBEAT_MS).unref()
  const startThread = () => {
    const data: WatchdogThreadData = { memory: memory.buffer, listenerFd: listenerFd(server), thresholds, checkMs: CHECK_MS }
    const thread = new Worker(THREAD_BOOT, {
      eval: true,
      workerData: { ...data, tsx: import.meta.resolve('tsx/esm/api'), entry: new URL('./thread.ts', import.meta.url).href },
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    })
    thread.unref()
    thread.on('error', (error) => logger.error({ err: error }, 'The event-loop watchdog stopped: this instance runs without it until it restarts.'))
  }
  if (server.listening) startThread()
  else server.once('listening', startThread)
  return {
    track(req, res) {
      const requestId = assignRequestId(req)
      const ended = slots.started({ requestId, method: req.method ?? '', host: req.headers.host ?? '', path: pathShape(req.url ?? '/') })
      res.once('close', ended)
    },
  }
}

/** The path of the test route that blocks the event loop (FORECOURT_TEST_BLOCKING_ROUTE, tests and the demo only). */
export const BLOCKING_ROUTE = '/_test/block-event-loop'
const LONGEST_BLOCK_SECONDS = 600

/**
 * `POST /_test/block-event-loop?seconds=N`: keeps the event loop busy for N seconds, as a request whose work was
 * never capped would, so that a test can watch the watchdog act on a real instance. Answers whether it took the request.
 */
export function answerBlockingRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/'
  if (url !== BLOCKING_ROUTE && !url.startsWith(`${BLOCKING_ROUTE}?`)) return false
  const write = (answer: PlainAnswer) => res.writeHead(answer.status, { ...answer.headers, 'cache-control': 'no-store' }).end(Buffer.concat(answer.body))
  if (req.method !== 'POST') {
    write(plainError(405, 'method_not_allowed', 'This address takes POST requests.', { allow: 'POST' }))
    return true
  }
  const seconds = Number(new URLSearchParams(url.slice(BLOCKING_ROUTE.length + 1)).get('seconds'))
  if (!(seconds > 0 && seconds <= LONGEST_BLOCK_SECONDS)) {
    write(plainError(400, 'invalid_query', `seconds must be a number above 0 and at most ${LONGEST_BLOCK_SECONDS}.`))
    return true
  }
  const started = Date.now()
  while (Date.now() - started < seconds * 1000) {
    // Nothing else runs on this thread meanwhile: that is the point.
  }
  write(plainJson(200, { blockedMs: Date.now() - started }))
  return true
}
