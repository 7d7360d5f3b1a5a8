/**
 * The memory the instance server's main thread shares with its watchdog thread (src/http/watchdog/thread.ts):
 * a heartbeat the main thread counts up while its event loop runs, and the requests it has in flight, each with
 * its request id, so that the watchdog can name them when the loop stops — when the main thread can tell it
 * nothing any more. Writes are the main thread's, reads the watchdog's.
 */

/** Requests tracked by name at once; beyond them, only counted. */
export const REQUEST_SLOTS = 64
/** Bytes of one request's description: its request id (at most 128 characters), method, host and path. */
const SLOT_TEXT_BYTES = 384

// Int32 cells: the heartbeat, the requests in flight without a slot, then per slot whether it is used and the length of its text.
const BEATS = 0
const UNTRACKED = 1
const usedCell = (slot: number) => 2 + 2 * slot
const lengthCell = (slot: number) => 3 + 2 * slot
const INT_CELLS = 2 + 2 * REQUEST_SLOTS
const STARTED_OFFSET = Math.ceil((INT_CELLS * 4) / 8) * 8
const TEXT_OFFSET = STARTED_OFFSET + REQUEST_SLOTS * 8
const BYTES = TEXT_OFFSET + REQUEST_SLOTS * SLOT_TEXT_BYTES

/** A request in flight as the watchdog reads it. */
export type RequestInFlight = { requestId: string; method: string; host: string; path: string; ms: number }

export type WatchdogMemory = {
  buffer: SharedArrayBuffer
  cells: Int32Array
  /** When each slot's request arrived (Date.now()). */
  started: Float64Array
  text: Buffer
}

export function watchdogMemory(buffer = new SharedArrayBuffer(BYTES)): WatchdogMemory {
  return {
    buffer,
    cells: new Int32Array(buffer, 0, INT_CELLS),
    started: new Float64Array(buffer, STARTED_OFFSET, REQUEST_SLOTS),
    text: Buffer.from(buffer, TEXT_OFFSET, REQUEST_SLOTS * SLOT_TEXT_BYTES),
  }
}

/** The main thread's sign of life: one more each time its event loop gets round to it. */
export function beat(memory: WatchdogMemory): void {
  Atomics.add(memory.cells, BEATS, 1)
}

export function beats(memory: WatchdogMemory): number {
  return Atomics.load(memory.cells, BEATS)
}

/**
 * The path as far as its leading plain words: a later segment may be a registration number, an id or a person's
 * name, which no log may hold; `/api/mechmate/car/ABC123` is `/api/mechmate/car/…`. The query is left out.
 */
export function pathShape(url: string): string {
  const query = url.indexOf('?')
  const segments = (query === -1 ? url : url.slice(0, query)).split('/').filter(Boolean)
  const kept: string[] = []
  for (const segment of segments) {
    if (kept.length === 4 || !/^[a-z_][a-z_-]{0,39}$/.test(segment)) {
      kept.push('…')
      break
    }
    kept.push(segment)
  }
  return `/${kept.join('/')}`
}

/**
 * The main thread's side of the request slots. `started` notes a request and answers a function that ends it;
 * a request beyond the slots is counted, not named.
 */
export function requestSlots(memory: WatchdogMemory): { started: (request: Omit<RequestInFlight, 'ms'>) => () => void } {
  const free: number[] = []
  for (let slot = REQUEST_SLOTS - 1; slot >= 0; slot--) free.push(slot)
  const untracked = () => Atomics.sub(memory.cells, UNTRACKED, 1)
  return {
    started(request) {
      const slot = free.pop()
      if (slot === undefined) {
        Atomics.add(memory.cells, UNTRACKED, 1)
        return untracked
      }
      const text = `${request.requestId}\t${request.method}\t${request.host}\t${request.path}`
      const length = memory.text.write(text, slot * SLOT_TEXT_BYTES, SLOT_TEXT_BYTES, 'latin1')
      memory.started[slot] = Date.now()
      Atomics.store(memory.cells, lengthCell(slot), length)
      Atomics.store(memory.cells, usedCell(slot), 1)
      let ended = false
      return () => {
        if (ended) return
        ended = true
        Atomics.store(memory.cells, usedCell(slot), 0)
        free.push(slot)
      }
    },
  }
}

/** The requests in flight now, the longest-running first, and how many more there are without a slot. */
export function requestsInFlight(memory: WatchdogMemory, now = Date.now()): { requests: RequestInFlight[]; untracked: number } {
  const requests: RequestInFlight[] = []
  for (let slot = 0; slot < REQUEST_SLOTS; slot++) {
    if (Atomics.load(memory.cells, usedCell(slot)) !== 1) continue
    const length = Atomics.load(memory.cells, lengthCell(slot))
    const text = memory.text.toString('latin1', slot * SLOT_TEXT_BYTES, slot * SLOT_TEXT_BYTES + length)
    const [requestId = '', method = '', host = '', path = ''] = text.split('\t')
    requests.push({ requestId, method, host, path, ms: Math.max(0, Math.round(now - memory.started[slot]!)) })
  }
  requests.sort((a, b) => b.ms - a.ms)
  return { requests, untracked: Math.max(0, Atomics.load(memory.cells, UNTRACKED)) }
}
