import { afterEach, describe, expect, it, vi } from 'vitest'

import { MemoryRateLimitStore } from './memory'
import { consume } from '@/lib/rate-limit'

describe('memory rate limit store', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const store = new MemoryRateLimitStore()
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await consume(store, 'ip:1', 3, 60_000)).allowed).toBe(true)
    }
    const refused = await consume(store, 'ip:1', 3, 60_000)
    expect(refused).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 60 })
    expect((await consume(store, 'ip:2', 3, 60_000)).allowed).toBe(true)
    vi.advanceTimersByTime(30_000)
    expect(await consume(store, 'ip:1', 3, 60_000)).toMatchObject({ allowed: false, retryAfterSeconds: 30 })
    vi.advanceTimersByTime(30_001)
    expect((await consume(store, 'ip:1', 3, 60_000)).allowed).toBe(true)
  })

  it('keeps each key’s own window, in whole seconds', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const store = new MemoryRateLimitStore()
    await store.hit('short', 1_500)
    await store.hit('long', 600_000)
    vi.advanceTimersByTime(2_001)
    expect((await store.hit('short', 1_500)).count).toBe(1)
    expect((await store.hit('long', 600_000)).count).toBe(2)
  })

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore()
    await store.hit('k', 1000)
    await store.hit('k', 1000)
    await store.reset('k')
    expect((await store.hit('k', 1000)).count).toBe(1)
  })
})
