import { describe, expect, it, vi } from 'vitest'

import { searchFromBrowser } from './client'

const ok = { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: 24, offset: 0 }

describe('searchFromBrowser', () => {
  it('posts the request with the key and answers the result', async () => {
    const send = vi.fn(async () => Response.json(ok))
    expect(await searchFromBrowser({ index: 'vehicles-se' }, { key: 'k', fetch: send as typeof fetch })).toEqual(ok)
    const [path, init] = send.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/search')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['x-api-key']).toBe('k')
    expect(JSON.parse(String(init.body))).toEqual({ index: 'vehicles-se' })
  })

  it('logs a failed answer and goes on with an empty result', async () => {
    const onError = vi.fn()
    const send = vi.fn(async () => Response.json({ error: 'invalid_request' }, { status: 400 }))
    const result = await searchFromBrowser({ index: 'vehicles-se', limit: 48, offset: 48 }, { key: 'k', fetch: send as typeof fetch, onError })
    expect(result).toEqual({ facet: [], content: [], total_items: 0, limit: 48, offset: 48 })
    expect(onError).toHaveBeenCalledOnce()
  })

  it('logs a network failure and goes on with an empty result', async () => {
    const onError = vi.fn()
    const send = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect((await searchFromBrowser({ index: 'vehicles-se' }, { key: 'k', fetch: send as typeof fetch, onError })).total_items).toBe(0)
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError))
  })
})
