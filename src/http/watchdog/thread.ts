/**
 * The watchdog's own thread (started by src/http/watchdog/watchdog.ts). Every CHECK_MS it looks whether the main
 * thread's heartbeat moved. While the main thread serves, this thread sleeps between looks without running its
 * event loop. Once the main thread has been blocked for the first threshold, it logs the requests in flight and
 * answers the server's new connections itself: its own HTTP server on the same listening socket, which the
 * blocked main thread does not accept from. /healthz then says `blocked` (503), so a load balancer takes the
 * instance out. When the heartbeat moves again it goes back to sleep and the main thread serves; past the second
 * threshold it ends the process so that its supervisor starts a fresh one.
 */
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { workerData } from 'node:worker_threads'

import pino from 'pino'

import { logFormat } from '../../lib/log-format'
import { REQUEST_ID, requestIdOf } from '../request-id'

import { blockedAnswer } from './answer'
import { firstObservation, nextAction, observe, type Thresholds, type WatchdogAction, type WatchdogState } from './decision'
import { exitProcess, WATCHDOG_EXIT_CODE } from './exit-process'
import { beats, requestsInFlight, watchdogMemory } from './memory'

export type WatchdogThreadData = {
  memory: SharedArrayBuffer
  /** The server's listening socket, or null where the platform gives none (the watchdog then only logs and ends). */
  listenerFd: number | null
  thresholds: Thresholds
  checkMs: number
}

const data = workerData as WatchdogThreadData
const memory = watchdogMemory(data.memory)
// LOG_LEVEL was checked when the server started. Each line is written at once: this thread's event loop may not
// run again before the process ends.
const log = pino(logFormat(process.env.LOG_LEVEL || 'info'), pino.destination({ dest: 1, sync: true })).child({ thread: 'watchdog' })
const sleeper = new Int32Array(new SharedArrayBuffer(4))
const clock = () => performance.now()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

let observation = firstObservation(beats(memory), clock())
let state: WatchdogState = 'watching'
let server: Server | null = null
/** The connections this thread took: none stays with it once it hands back. */
const connections = new Set<Socket>()
let answered = 0

function look(checkMs: number): WatchdogAction {
  observation = observe(observation, beats(memory), clock(), checkMs)
  return nextAction(state, observation.blockedMs, data.thresholds)
}

/** How long the main thread has been blocked now (the last look, and the time since). */
const blockedNow = () => observation.blockedMs + (clock() - observation.lookedAtMs)

/**
 * Sleeps between looks, and returns to this thread's event loop only to answer for a blocked main thread: while
 * it sleeps here, its server on the shared socket accepts nothing, and every connection goes to the main thread.
 */
function watch(): void {
  for (;;) {
    Atomics.wait(sleeper, 0, 0, data.checkMs)
    const action = look(data.checkMs)
    if (action === 'exit') end()
    if (action === 'take-over') return takeOver()
  }
}

function takeOver(): void {
  state = 'answering'
  answered = 0
  const { requests, untracked } = requestsInFlight(memory)
  log.error(
    { blockedMs: Math.round(observation.blockedMs), requestsInFlight: requests, untrackedRequests: untracked },
    `The event loop has been blocked for ${seconds(observation.blockedMs)}: the watchdog answers new connections with 503 (/healthz: "blocked") until it is free again, and ends the process once it has been blocked for ${seconds(data.thresholds.exitAfterMs)}.`,
  )
  if (data.listenerFd !== null) server ??= answerOn(data.listenerFd)
  // Looking more often now: until it does, this thread takes connections the main thread could answer again.
  const checkMs = Math.max(10, Math.round(data.checkMs / 5))
  const timer = setInterval(() => {
    const action = look(checkMs)
    if (action === 'exit') end()
    if (action !== 'hand-back') return
    clearInterval(timer)
    state = 'watching'
    // Its answers are out (each in one write); a client still sending its request must try again.
    for (const connection of connections) connection.destroy()
    log.warn({ answered }, `The event loop is free again: the main thread answers again (the watchdog answered ${answered} requests for it).`)
    // Straight back to sleep, before this thread's event loop takes another connection.
    watch()
  }, checkMs)
}

/** This thread's own HTTP server on the main server's listening socket: every request gets the blocked answer. */
function answerOn(fd: number): Server {
  const answering = createServer((req, res) => {
    answered++
    const answer = blockedAnswer(req.url ?? '/', blockedNow(), data.thresholds.exitAfterMs, process.uptime())
    const requestId = requestIdOf((req.headers[REQUEST_ID] as string | undefined) ?? null)
    const body = Buffer.concat(answer.body)
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.byteLength), [REQUEST_ID]: requestId })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  answering.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  answering.on('clientError', (_error, socket) => socket.destroy())
  answering.on('error', (error) => log.error({ err: error }, 'The watchdog cannot answer on the server’s socket.'))
  answering.listen({ fd })
  return answering
}

function end(): never {
  const { requests, untracked } = requestsInFlight(memory)
  log.fatal(
    { blockedMs: Math.round(observation.blockedMs), requestsInFlight: requests, untrackedRequests: untracked, answered },
    `The event loop has been blocked for ${seconds(observation.blockedMs)}: ending the process (exit code ${WATCHDOG_EXIT_CODE}) so that its supervisor starts a fresh one.`,
  )
  return exitProcess(WATCHDOG_EXIT_CODE)
}

log.info(
  { unhealthyAfterMs: data.thresholds.unhealthyAfterMs, exitAfterMs: data.thresholds.exitAfterMs },
  `The event-loop watchdog watches: blocked for ${seconds(data.thresholds.unhealthyAfterMs)}, the instance answers /healthz with 503; for ${seconds(data.thresholds.exitAfterMs)}, it ends.`,
)
// Once this module has loaded.
setImmediate(watch)
