'use client'

import { useEffect, useState } from 'react'

import { msUntilNextTick, timeLeft, twoDigits } from './time-left'

export type CountdownLabels = { days: string; hours: string; minutes: string; seconds: string }

type Props = {
  /** ISO date of the moment the countdown reaches zero. */
  endsAt: string
  /** The server's clock when it rendered, so the first browser render shows the same digits (no hydration mismatch). */
  now: number
  labels: CountdownLabels
  /** Shown instead of the digits once the time is up; without it the digits stay at 00. */
  endedText?: string | null
  tone: 'dark' | 'light'
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * The ticking digits. Screen readers get a timer whose text changes once a minute, not every second; the
 * digits themselves are hidden from them.
 */
export function CountdownClock({ endsAt, now: serverNow, labels, endedText, tone }: Props) {
  const [now, setNow] = useState(serverNow)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const wait = msUntilNextTick(endsAt, current)
      if (wait !== null) timer = setTimeout(tick, wait)
    }
    tick()
    return () => clearTimeout(timer)
  }, [endsAt])

  const left = timeLeft(endsAt, now)
  const dark = tone === 'dark'

  if (left.ended && endedText) {
    return (
      <p data-countdown-ended="" className="flex min-h-24 items-center font-heading text-2xl font-semibold sm:min-h-28 md:text-3xl">
        {endedText}
      </p>
    )
  }

  const spoken = [
    `${left.days} ${labels.days}`,
    `${left.hours} ${labels.hours}`,
    `${left.minutes} ${labels.minutes}`,
    ...(left.ended ? [`0 ${labels.seconds}`] : []),
  ].join(', ')

  return (
    <div role="timer" aria-atomic="true" className="w-full max-w-[28rem]">
      <span className="sr-only">{spoken}</span>
      <ol aria-hidden="true" className="grid grid-cols-4 gap-2 sm:gap-3">
        {UNITS.map((unit) => (
          <li
            key={unit}
            data-unit={unit}
            className={[
              'flex min-h-24 flex-col items-center justify-center rounded-xl px-1 py-3 text-center sm:min-h-28 sm:rounded-2xl',
              dark ? 'bg-white/10 ring-1 ring-white/20 ring-inset' : 'bg-surface ring-1 ring-line ring-inset shadow-sm',
            ].join(' ')}
          >
            <span data-digits="" className="font-heading text-3xl leading-none font-semibold tabular-nums sm:text-5xl">
              {twoDigits(left[unit])}
            </span>
            <span className={['mt-2 text-xs leading-tight sm:text-sm', dark ? 'text-white/80' : 'text-muted'].join(' ')}>{labels[unit]}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
