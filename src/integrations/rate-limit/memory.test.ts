import { describe, expect, it } from 'vitest'

import { MemoryRateLimitStore } from './memory'
import { consume } from './port'

describe('memory rate limit store', () => {
  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    let now = 1_000_000
    const store = new MemoryRateLimitStore(() => now)
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await consume(store, 'ip:1', 3, 60_000, now)).allowed).toBe(true)
    }
    const refused = await consume(store, 'ip:1', 3, 60_000, now)
    expect(refused).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 60 })
    expect((await consume(store, 'ip:2', 3, 60_000, now)).allowed).toBe(true)
    now += 60_001
    expect((await consume(store, 'ip:1', 3, 60_000, now)).allowed).toBe(true)
  })

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore()
    await store.hit('k', 1000)
    await store.hit('k', 1000)
    await store.reset('k')
    expect((await store.hit('k', 1000)).count).toBe(1)
  })
})
