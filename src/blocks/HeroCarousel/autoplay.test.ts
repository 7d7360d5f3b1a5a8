import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CAROUSEL_AUTOPLAY_DELAY_MS, createAutoplay } from './autoplay'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('carousel autoplay', () => {
  it('advances every 5 seconds (spec 1 §9)', () => {
    expect(CAROUSEL_AUTOPLAY_DELAY_MS).toBe(5000)
    const advance = vi.fn()
    createAutoplay(advance).start()
    vi.advanceTimersByTime(4999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(advance).toHaveBeenCalledTimes(3)
  })

  it('does nothing before it is started', () => {
    const advance = vi.fn()
    createAutoplay(advance)
    vi.advanceTimersByTime(60_000)
    expect(advance).not.toHaveBeenCalled()
  })

  it('pauses while the visitor interacts, and gives the slide a full delay afterwards', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay(advance)
    autoplay.start()
    vi.advanceTimersByTime(4000)
    autoplay.hold('hover')
    vi.advanceTimersByTime(30_000)
    expect(advance).not.toHaveBeenCalled()
    autoplay.release('hover')
    vi.advanceTimersByTime(4999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('stays paused until every interaction has ended', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay(advance)
    autoplay.start()
    autoplay.hold('hover')
    autoplay.hold('focus')
    autoplay.release('hover')
    vi.advanceTimersByTime(20_000)
    expect(advance).not.toHaveBeenCalled()
    expect(autoplay.running).toBe(false)
    autoplay.release('focus')
    expect(autoplay.running).toBe(true)
    vi.advanceTimersByTime(5000)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('pauses for a finger on the slides and for a hidden tab', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay(advance)
    autoplay.start()
    autoplay.hold('touch')
    vi.advanceTimersByTime(10_000)
    autoplay.release('touch')
    autoplay.hold('hidden')
    vi.advanceTimersByTime(10_000)
    expect(advance).not.toHaveBeenCalled()
  })

  it('stops for good once stopped, whatever is released or started later', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay(advance)
    autoplay.start()
    autoplay.hold('focus')
    autoplay.stop()
    autoplay.release('focus')
    autoplay.start()
    vi.advanceTimersByTime(60_000)
    expect(advance).not.toHaveBeenCalled()
    expect(autoplay.running).toBe(false)
  })

  it('reports when it starts and stops rotating, once per change', () => {
    const changes: boolean[] = []
    const autoplay = createAutoplay(() => undefined, { onRunningChange: (running) => changes.push(running) })
    autoplay.start()
    vi.advanceTimersByTime(12_000)
    autoplay.hold('hover')
    autoplay.hold('focus')
    autoplay.release('hover')
    autoplay.release('focus')
    autoplay.stop()
    expect(changes).toEqual([true, false, true, false])
  })

  it('honours another delay', () => {
    const advance = vi.fn()
    createAutoplay(advance, { delayMs: 1000 }).start()
    vi.advanceTimersByTime(3000)
    expect(advance).toHaveBeenCalledTimes(3)
  })
})
