/**
 * What the watchdog decides at each look at the main thread's heartbeat: pure functions of what it saw, so the
 * rules are tested without threads or clocks (src/http/watchdog/thread.ts does the looking and the acting).
 */

/** How often the main thread beats, and how often the watchdog looks. */
export const HEARTBEAT_MS = 100
export const CHECK_MS = 250
/**
 * A gap between two of the watchdog's own looks this much longer than CHECK_MS means the watchdog did not run
 * either (the process was stopped, the machine suspended): nobody watched, so that time does not count as blocked.
 */
const UNWATCHED_GAP_CHECKS = 8

export type Thresholds = {
  /** Blocked this long: the instance reports itself unhealthy, from the watchdog's thread. */
  unhealthyAfterMs: number
  /** Blocked this long: the process ends, so that its supervisor starts a fresh one. */
  exitAfterMs: number
}

/** What the watchdog knows of the heartbeat: the last count it saw, since when (its own clock), and its last look. */
export type Observation = { beats: number; sinceMs: number; lookedAtMs: number; blockedMs: number }

export function firstObservation(beats: number, nowMs: number): Observation {
  return { beats, sinceMs: nowMs, lookedAtMs: nowMs, blockedMs: 0 }
}

/** The next look: blocked for as long as the count has not moved while the watchdog watched. */
export function observe(previous: Observation, beats: number, nowMs: number, checkMs = CHECK_MS): Observation {
  if (beats !== previous.beats) return { beats, sinceMs: nowMs, lookedAtMs: nowMs, blockedMs: 0 }
  const unwatched = nowMs - previous.lookedAtMs > checkMs * UNWATCHED_GAP_CHECKS
  const sinceMs = unwatched ? nowMs - (previous.lookedAtMs - previous.sinceMs) : previous.sinceMs
  return { beats, sinceMs, lookedAtMs: nowMs, blockedMs: nowMs - sinceMs }
}

/** `watching`: the main thread serves; `answering`: it is blocked, and the watchdog answers its connections. */
export type WatchdogState = 'watching' | 'answering'

/** What to do now: nothing, start or stop answering for the main thread, or end the process. */
export type WatchdogAction = 'none' | 'take-over' | 'hand-back' | 'exit'

export function nextAction(state: WatchdogState, blockedMs: number, thresholds: Thresholds): WatchdogAction {
  if (blockedMs >= thresholds.exitAfterMs) return 'exit'
  if (state === 'watching') return blockedMs >= thresholds.unhealthyAfterMs ? 'take-over' : 'none'
  // The count moved again: the main thread got round to its event loop, so it answers its own requests again.
  return blockedMs < thresholds.unhealthyAfterMs ? 'hand-back' : 'none'
}
