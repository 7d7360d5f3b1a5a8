import { describe, expect, it } from 'vitest'

import { MemoryLocks } from './memory'

describe('locks within one process', () => {
  it('gives a lock to one holder until it is released or its time is up', async () => {
    let now = 0
    const locks = new MemoryLocks(() => now)
    const first = await locks.acquire('outbox', 1_000)
    expect(first).toMatchObject({ shared: false })
    expect(await locks.acquire('outbox', 1_000)).toBeNull()
    expect(await locks.acquire('other', 1_000)).not.toBeNull()
    await first!.release()
    const second = await locks.acquire('outbox', 1_000)
    expect(second).not.toBeNull()
    now = 1_000
    const third = await locks.acquire('outbox', 1_000)
    expect(third).not.toBeNull()
    // The expired holder's release leaves the new holder's lock alone.
    await second!.release()
    expect(await locks.acquire('outbox', 1_000)).toBeNull()
  })
})
