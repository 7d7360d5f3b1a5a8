import { describe, expect, it } from 'vitest'

import type { RedirectRule } from './matcher'
import { createRedirectTableCache, REDIRECT_CHECK_MS, type TableAnswer } from './table-cache'

const rule = (source: string, destination: string): RedirectRule => ({ id: source, source, destination, permanent: true, order: 1 })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A table source whose table an editor changes; it counts what the pipeline asked. */
function source(initial: RedirectRule[]) {
  let rules = initial
  let version = 1
  const calls: { known: string | null; answered: 'table' | 'unchanged' }[] = []
  let failing = false
  return {
    calls,
    edit: (next: RedirectRule[]) => {
      rules = next
      version++
    },
    fail: (value: boolean) => (failing = value),
    load: async (_site: string, known: string | null): Promise<TableAnswer> => {
      if (failing) throw new Error('CMS unavailable')
      const current = `v${version}`
      const unchanged = known === current
      calls.push({ known, answered: unchanged ? 'unchanged' : 'table' })
      return unchanged ? { version: current, unchanged: true } : { version: current, rules }
    },
  }
}

describe('the pipeline’s redirect tables', () => {
  it('waits for a site’s first table, then serves it while checking the version in the background', async () => {
    let now = 0
    const table = source([rule('/gammal', '/ny')])
    const cache = createRedirectTableCache({ load: table.load, localVersion: () => 0, now: () => now })
    expect((await cache('se')).match('/gammal')?.location).toBe('/ny')
    now += REDIRECT_CHECK_MS - 1
    await cache('se')
    expect(table.calls).toHaveLength(1)
    now += 1
    await cache('se')
    await settle()
    expect(table.calls.at(-1)).toEqual({ known: 'v1', answered: 'unchanged' })
  })

  it('an edit on another instance is served after the next check', async () => {
    let now = 0
    const table = source([rule('/gammal', '/ny')])
    const cache = createRedirectTableCache({ load: table.load, localVersion: () => 0, now: () => now })
    await cache('se')
    table.edit([rule('/gammal', '/nyare')])
    expect((await cache('se')).match('/gammal')?.location).toBe('/ny')
    now += REDIRECT_CHECK_MS
    await cache('se')
    await settle()
    expect((await cache('se')).match('/gammal')?.location).toBe('/nyare')
  })

  it('an edit in this process is served on the next request', async () => {
    let local = 0
    const table = source([rule('/gammal', '/ny')])
    const cache = createRedirectTableCache({ load: table.load, localVersion: () => local, now: () => 0 })
    await cache('se')
    table.edit([])
    local++
    expect((await cache('se')).match('/gammal')).toBeNull()
  })

  it('keeps serving the last table while the source fails, and no table rather than an error before the first', async () => {
    let now = 0
    const errors: string[] = []
    const table = source([rule('/gammal', '/ny')])
    const cache = createRedirectTableCache({ load: table.load, localVersion: () => 0, now: () => now, onError: (error) => errors.push(String(error)) })
    table.fail(true)
    expect((await cache('no')).match('/gammal')).toBeNull()
    table.fail(false)
    await cache('se')
    table.fail(true)
    now += REDIRECT_CHECK_MS
    expect((await cache('se')).match('/gammal')?.location).toBe('/ny')
    await settle()
    expect(errors).toEqual(['Error: CMS unavailable', 'Error: CMS unavailable'])
  })
})
