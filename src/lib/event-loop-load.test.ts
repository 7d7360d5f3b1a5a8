import { describe, expect, it } from 'vitest'

import { eventLoopBusy, recentActivity } from './event-loop-load'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keeps the event loop running code for `ms`, in slices, the way a stream of requests does. */
async function keepBusy(ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const slice = Date.now() + 20
    while (Date.now() < slice);
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('eventLoopBusy', () => {
  it('is busy while the event loop runs code most of the time, and not when it waits', async () => {
    const busy = eventLoopBusy({ sampleMs: 50 })
    expect(busy()).toBe(false)
    await pause(150)
    expect(busy()).toBe(false)
    await keepBusy(300)
    expect(busy()).toBe(true)
    await pause(200)
    expect(busy()).toBe(false)
  })
})

describe('recentActivity', () => {
  it('is recent from a mark until the quiet time has passed, and again from the next mark', async () => {
    const activity = recentActivity(80)
    expect(activity.recent()).toBe(false)
    activity.mark()
    expect(activity.recent()).toBe(true)
    await pause(40)
    expect(activity.recent()).toBe(true)
    activity.mark()
    await pause(60)
    // 100 ms after the first mark, 60 after the second.
    expect(activity.recent()).toBe(true)
    await pause(40)
    expect(activity.recent()).toBe(false)
  })
})
