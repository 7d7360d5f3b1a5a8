import { describe, expect, it } from 'vitest'

import { createRefreshingCache } from './refreshing-cache'

/** What the cache holds in these tests: the hosts of the sites, as a loader would read them. */
const hostList = (hosts: string[]) => new Set(hosts)

describe('refreshing cache', () => {
  it('loads once, then serves from memory within the time-to-live', async () => {
    let loads = 0
    const cache = createRefreshingCache({ load: async () => (loads++, hostList(['a.test'])), version: () => 0, now: () => 0 })
    await Promise.all([cache(), cache(), cache()])
    expect(loads).toBe(1)
  })

  it('reloads at once when the source changed in this process', async () => {
    let version = 0
    let hosts = ['a.test']
    const cache = createRefreshingCache({ load: async () => hostList(hosts), version: () => version, now: () => 0 })
    expect((await cache()).has('a.test')).toBe(true)
    hosts = ['b.test']
    version = 1
    const loaded = await cache()
    expect(loaded.has('b.test')).toBe(true)
    expect(loaded.has('a.test')).toBe(false)
  })

  it('does not answer with a load that began before the latest change', async () => {
    let version = 0
    let hosts = ['a.test']
    const pending: Array<() => void> = []
    const cache = createRefreshingCache({
      load: () => {
        const snapshot = hostList(hosts)
        return new Promise<Set<string>>((resolve) => pending.push(() => resolve(snapshot)))
      },
      version: () => version,
      now: () => 0,
    })
    const first = cache()
    hosts = ['a.test', 'b.test']
    version = 1
    const second = cache()
    expect(pending).toHaveLength(2)
    pending[1]!()
    pending[0]!()
    expect((await second).has('b.test')).toBe(true)
    expect((await first).has('b.test')).toBe(false)
    // The older load finishing last does not replace the newer value.
    expect((await cache()).has('b.test')).toBe(true)
  })

  it('refreshes in the background after the time-to-live, serving the old value meanwhile', async () => {
    let now = 0
    let hosts = ['a.test']
    const cache = createRefreshingCache({
      load: async () => hostList(hosts),
      version: () => 0,
      now: () => now,
      ttlMs: 1000,
    })
    await cache()
    hosts = ['b.test']
    now = 1500
    expect((await cache()).has('a.test')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await cache()).has('b.test')).toBe(true)
  })

  it('keeps the last good value when a reload fails, and fails when there is none', async () => {
    let version = 0
    let fail = false
    const errors: unknown[] = []
    const cache = createRefreshingCache({
      load: async () => {
        if (fail) throw new Error('database unreachable')
        return hostList(['a.test'])
      },
      version: () => version,
      onError: (error) => errors.push(error),
    })
    await expect(createRefreshingCache({ load: async () => Promise.reject(new Error('down')), version: () => 0 })()).rejects.toThrow('down')
    await cache()
    fail = true
    version = 1
    expect((await cache()).has('a.test')).toBe(true)
    expect(errors).toHaveLength(1)
  })
})
