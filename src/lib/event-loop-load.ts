import { performance, type EventLoopUtilization } from 'node:perf_hooks'

/** How often the event loop's load is sampled, and the share of that time above which it counts as busy. */
export const LOAD_SAMPLE_MS = 100
export const BUSY_SHARE = 0.5

/**
 * Whether this process's event loop spent more than `busyShare` of the last sample (about `sampleMs`) running
 * code rather than waiting: for background work that should give way to requests. Sampling starts on the first
 * call, on a timer that does not keep the process alive.
 */
export function eventLoopBusy(options: { sampleMs?: number; busyShare?: number } = {}): () => boolean {
  const sampleMs = options.sampleMs ?? LOAD_SAMPLE_MS
  const busyShare = options.busyShare ?? BUSY_SHARE
  let last: EventLoopUtilization | null = null
  let busy = false
  return () => {
    if (!last) {
      last = performance.eventLoopUtilization()
      setInterval(() => {
        const now = performance.eventLoopUtilization()
        busy = performance.eventLoopUtilization(now, last!).utilization > busyShare
        last = now
      }, sampleMs).unref()
    }
    return busy
  }
}

/**
 * Marks of some activity (a form stored, …) and whether the last one is less than `quietMs` old: background
 * work that waits for a quiet moment waits out a burst of requests from its first one, before the event loop's
 * load (sampled every LOAD_SAMPLE_MS) shows it.
 */
export function recentActivity(quietMs: number): { mark: () => void; recent: (now?: number) => boolean } {
  let last = Number.NEGATIVE_INFINITY
  return {
    mark: () => {
      last = performance.now()
    },
    /** `now` (performance.now() by default) asks as of another moment. */
    recent: (now = performance.now()) => now - last < quietMs,
  }
}
