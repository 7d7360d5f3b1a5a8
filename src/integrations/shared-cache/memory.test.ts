import { describe, expect, it } from 'vitest'

import { MemorySharedCache } from './memory'

describe('memory shared cache', () => {
  it('keeps a value until its time is up, and forgets it on delete', async () => {
    let now = 0
    const cache = new MemorySharedCache(10, () => now)
    await cache.set('a', 'one', 1_000)
    expect(await cache.get('a')).toBe('one')
    now = 999
    expect(await cache.get('a')).toBe('one')
    now = 1_000
    expect(await cache.get('a')).toBeNull()
    await cache.set('b', 'two', 1_000)
    await cache.delete('b')
    expect(await cache.get('b')).toBeNull()
    expect(cache.shared()).toBe(false)
  })

  it('keeps at most its number of values, the oldest going first', async () => {
    const cache = new MemorySharedCache(2)
    await cache.set('a', '1', 60_000)
    await cache.set('b', '2', 60_000)
    await cache.set('a', '1 again', 60_000)
    await cache.set('c', '3', 60_000)
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual(['1 again', null, '3'])
  })
})
