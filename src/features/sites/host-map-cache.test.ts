import { describe, expect, it } from 'vitest'

import type { SiteRoute } from './host-map'
import { createHostMapCache } from './host-map-cache'

const route = (key: string, host: string): SiteRoute => ({
  id: key.length,
  key,
  type: 'dealer',
  hostnames: [host],
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  gtmId: null,
  origin: `http://${host}`,
  favicon: null,
  pages: {},
})

describe('host map cache', () => {
  it('loads once, then serves from memory within the time-to-live', async () => {
    let loads = 0
    const cache = createHostMapCache({ load: async () => (loads++, [route('a', 'a.test')]), version: () => 0, now: () => 0 })
    await Promise.all([cache(), cache(), cache()])
    expect(loads).toBe(1)
  })

  it('reloads at once when a site changed in this process', async () => {
    let version = 0
    let hosts = ['a.test']
    const cache = createHostMapCache({ load: async () => hosts.map((host) => route(host, host)), version: () => version, now: () => 0 })
    expect((await cache()).byHost.has('a.test')).toBe(true)
    hosts = ['b.test']
    version = 1
    const map = await cache()
    expect(map.byHost.has('b.test')).toBe(true)
    expect(map.byHost.has('a.test')).toBe(false)
  })

  it('does not answer with a load that began before the latest site change', async () => {
    let version = 0
    let hosts = ['a.test']
    const pending: Array<() => void> = []
    const cache = createHostMapCache({
      load: () => {
        const snapshot = hosts.map((host) => route(host, host))
        return new Promise<SiteRoute[]>((resolve) => pending.push(() => resolve(snapshot)))
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
    expect((await second).byHost.has('b.test')).toBe(true)
    expect((await first).byHost.has('b.test')).toBe(false)
    // The older load finishing last does not replace the newer map.
    expect((await cache()).byHost.has('b.test')).toBe(true)
  })

  it('refreshes in the background after the time-to-live, serving the old map meanwhile', async () => {
    let now = 0
    let hosts = ['a.test']
    const cache = createHostMapCache({
      load: async () => hosts.map((host) => route(host, host)),
      version: () => 0,
      now: () => now,
      ttlMs: 1000,
    })
    await cache()
    hosts = ['b.test']
    now = 1500
    expect((await cache()).byHost.has('a.test')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await cache()).byHost.has('b.test')).toBe(true)
  })

  it('keeps the last good map when a reload fails, and fails when there is none', async () => {
    let version = 0
    let fail = false
    const errors: unknown[] = []
    const cache = createHostMapCache({
      load: async () => {
        if (fail) throw new Error('database unreachable')
        return [route('a', 'a.test')]
      },
      version: () => version,
      onError: (error) => errors.push(error),
    })
    await expect(createHostMapCache({ load: async () => Promise.reject(new Error('down')), version: () => 0 })()).rejects.toThrow('down')
    await cache()
    fail = true
    version = 1
    expect((await cache()).byHost.has('a.test')).toBe(true)
    expect(errors).toHaveLength(1)
  })
})
