import { describe, expect, it } from 'vitest'

import { eventLoopBusy } from './event-loop-load'

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
