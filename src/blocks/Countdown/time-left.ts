export type TimeLeft = {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Whole seconds left, counted up: 1.2 s left shows as 1 s, and 0 only at the end itself. */
  totalSeconds: number
  ended: boolean
}

const SECOND_MS = 1000
const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S
const DAY_S = 24 * HOUR_S

const ENDED: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, ended: true }

function endTime(endsAt: string | number | Date): number {
  return endsAt instanceof Date ? endsAt.getTime() : typeof endsAt === 'number' ? endsAt : Date.parse(endsAt)
}

/** What a countdown to `endsAt` shows at `now` (milliseconds since the epoch). An unreadable end has ended. */
export function timeLeft(endsAt: string | number | Date, now: number): TimeLeft {
  const remainingMs = endTime(endsAt) - now
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return ENDED
  const totalSeconds = Math.ceil(remainingMs / SECOND_MS)
  return {
    days: Math.floor(totalSeconds / DAY_S),
    hours: Math.floor((totalSeconds % DAY_S) / HOUR_S),
    minutes: Math.floor((totalSeconds % HOUR_S) / MINUTE_S),
    seconds: totalSeconds % MINUTE_S,
    totalSeconds,
    ended: false,
  }
}

/** Milliseconds until the shown seconds next change, so ticks land on the countdown's own second boundaries. */
export function msUntilNextTick(endsAt: string | number | Date, now: number): number | null {
  const remainingMs = endTime(endsAt) - now
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return null
  return remainingMs % SECOND_MS || SECOND_MS
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}
