import { describe, expect, it } from 'vitest'

import { firstObservation, nextAction, observe, type Observation } from './decision'

const thresholds = { unhealthyAfterMs: 10_000, exitAfterMs: 30_000 }

/** Looks every `checkMs` from `from` to `to` (ms) with the heartbeat count `beats` gives for each moment. */
function lookUntil(start: Observation, to: number, beats: (now: number) => number, checkMs = 250): Observation {
  let observation = start
  for (let now = start.lookedAtMs + checkMs; now <= to; now += checkMs) observation = observe(observation, beats(now), now, checkMs)
  return observation
}

describe('how long the main thread has been blocked', () => {
  it('is nothing while the heartbeat moves between looks', () => {
    const seen = lookUntil(firstObservation(0, 0), 60_000, (now) => Math.floor(now / 100))
    expect(seen.blockedMs).toBe(0)
  })

  it('is the time since the count last moved, as the watchdog saw it', () => {
    // Beats until 5 s, then nothing.
    const seen = lookUntil(firstObservation(0, 0), 17_000, (now) => Math.floor(Math.min(now, 5_000) / 100))
    expect(seen.blockedMs).toBe(12_000)
    // And back to nothing with the next beat.
    expect(observe(seen, seen.beats + 1, 17_250).blockedMs).toBe(0)
  })

  it('does not count a time the watchdog did not run itself (the process stopped, the machine asleep)', () => {
    const before = lookUntil(firstObservation(7, 0), 2_000, () => 7)
    expect(before.blockedMs).toBe(2_000)
    // Ten minutes without a look: nobody watched, so it is still 2 s, plus the look's own interval.
    const after = observe(before, 7, 602_000)
    expect(after.blockedMs).toBe(2_000)
    expect(observe(after, 7, 602_250).blockedMs).toBe(2_250)
  })
})

describe('what the watchdog does', () => {
  it('nothing while the main thread has been blocked less than the first threshold', () => {
    expect(nextAction('watching', 0, thresholds)).toBe('none')
    expect(nextAction('watching', 9_999, thresholds)).toBe('none')
  })

  it('answers for the main thread from the first threshold on', () => {
    expect(nextAction('watching', 10_000, thresholds)).toBe('take-over')
    expect(nextAction('answering', 10_000, thresholds)).toBe('none')
    expect(nextAction('answering', 29_999, thresholds)).toBe('none')
  })

  it('hands back once the heartbeat moves again', () => {
    expect(nextAction('answering', 0, thresholds)).toBe('hand-back')
  })

  it('ends the process from the second threshold on, whatever it was doing', () => {
    expect(nextAction('answering', 30_000, thresholds)).toBe('exit')
    expect(nextAction('watching', 45_000, thresholds)).toBe('exit')
  })

  it('follows a whole block: watch, answer, end', () => {
    let observation = firstObservation(0, 0)
    let state: 'watching' | 'answering' = 'watching'
    const actions: Array<[number, string]> = []
    for (let now = 250; now <= 40_000; now += 250) {
      // The main thread beats for 3 s, then blocks.
      observation = observe(observation, Math.floor(Math.min(now, 3_000) / 100), now)
      const action = nextAction(state, observation.blockedMs, thresholds)
      if (action === 'none') continue
      actions.push([now, action])
      if (action === 'take-over') state = 'answering'
      if (action === 'exit') break
    }
    expect(actions).toEqual([
      [13_000, 'take-over'],
      [33_000, 'exit'],
    ])
  })
})
