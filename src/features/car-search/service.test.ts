import { describe, expect, it, vi } from 'vitest'

import { searchRequestSchema } from './schema'
import { createSearchService, UnknownIndexError, type IndexSource, type SearchEngine } from './service'

type Doc = { id: string }

function fixture(initial: Doc[] = [{ id: '1' }, { id: '2' }]) {
  const state = { docs: initial, version: 'v1', fail: false, local: 0, clock: 0 }
  const source: IndexSource = {
    has: (index) => index === 'vehicles-se',
    version: vi.fn(async () => {
      if (state.fail) throw new Error('database down')
      return state.version
    }),
    load: vi.fn(async () => state.docs),
  }
  const engine: SearchEngine<Doc[]> = {
    build: vi.fn((_index: string, documents: object[]) => [...(documents as Doc[])]),
    search: vi.fn((built: Doc[], request) => ({ facet: [], content: built.slice(request.offset, request.offset + request.limit), total_items: built.length, limit: request.limit, offset: request.offset })),
  }
  const errors: unknown[] = []
  const service = createSearchService({
    source,
    engine,
    localVersion: () => state.local,
    pollMs: 0,
    now: () => state.clock,
    onError: (error) => errors.push(error),
  })
  return { state, source, engine, service, errors }
}

const request = (overrides: object = {}) => searchRequestSchema.parse({ index: 'vehicles-se', ...overrides })

describe('search service', () => {
  it('builds an index on its first search and answers from it', async () => {
    const { service, engine } = fixture()
    const answer = await service.search(request())
    expect(answer.total_items).toBe(2)
    expect(engine.build).toHaveBeenCalledTimes(1)
  })

  it('answers the same request from its cache for 60 seconds', async () => {
    const { service, engine, state } = fixture()
    await service.search(request())
    state.clock = 59_999
    await service.search(request())
    expect(engine.search).toHaveBeenCalledTimes(1)
    state.clock = 60_000
    await service.search(request())
    expect(engine.search).toHaveBeenCalledTimes(2)
    await service.search(request({ limit: 1 }))
    expect(engine.search).toHaveBeenCalledTimes(3)
  })

  it('rebuilds a changed index on refresh and forgets the cached answers', async () => {
    const { service, engine, state } = fixture()
    expect((await service.search(request())).total_items).toBe(2)
    state.docs = [{ id: '1' }]
    await service.refresh()
    expect(engine.build).toHaveBeenCalledTimes(1) // same version: nothing rebuilt
    state.version = 'v2'
    await service.refresh()
    expect(engine.build).toHaveBeenCalledTimes(2)
    expect((await service.search(request())).total_items).toBe(1)
  })

  it('checks the source before answering when this process changed the data', async () => {
    const { service, state } = fixture()
    await service.search(request())
    state.docs = [{ id: '1' }, { id: '2' }, { id: '3' }]
    state.version = 'v2'
    state.local = 1
    expect((await service.search(request())).total_items).toBe(3)
  })

  it('keeps serving the last index while the source fails', async () => {
    const { service, state, errors } = fixture()
    await service.search(request())
    state.fail = true
    state.local = 1
    expect((await service.search(request({ limit: 5 }))).total_items).toBe(2)
    expect(errors).toHaveLength(1)
  })

  it('fails the first search when the index cannot be loaded at all', async () => {
    const { service, state } = fixture()
    state.fail = true
    await expect(service.search(request())).rejects.toThrow('database down')
  })

  it('refuses an index it does not serve', async () => {
    const { service } = fixture()
    await expect(service.search(request({ index: 'vehicles-xx' }))).rejects.toBeInstanceOf(UnknownIndexError)
  })

  it('polls loaded indices in the background', async () => {
    vi.useFakeTimers()
    try {
      const { source, engine } = fixture()
      const state = { version: 'v1' }
      source.version = vi.fn(async () => state.version)
      const service = createSearchService({ source, engine, pollMs: 2_000 })
      await service.search(request())
      state.version = 'v2'
      await vi.advanceTimersByTimeAsync(2_000)
      expect(engine.build).toHaveBeenCalledTimes(2)
      service.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('rebuilds nothing in the background while the poll is paused, but a search still answers from the newest data', async () => {
    vi.useFakeTimers()
    try {
      const { source, engine, state } = fixture()
      const paused = { value: false }
      const service = createSearchService({ source, engine, pollMs: 2_000, localVersion: () => state.local, pollPaused: () => paused.value })
      await service.search(request())
      paused.value = true
      state.version = 'v2'
      state.docs = [{ id: '1' }, { id: '2' }, { id: '3' }]
      await vi.advanceTimersByTimeAsync(10_000)
      expect(engine.build).toHaveBeenCalledTimes(1)
      // A change committed by this process (an import's part) is checked before the next answer.
      state.local++
      expect((await service.search(request())).total_items).toBe(3)
      expect(engine.build).toHaveBeenCalledTimes(2)
      state.version = 'v3'
      state.docs = [{ id: '1' }]
      await vi.advanceTimersByTimeAsync(10_000)
      expect(engine.build).toHaveBeenCalledTimes(2)
      paused.value = false
      await vi.advanceTimersByTimeAsync(2_000)
      expect(engine.build).toHaveBeenCalledTimes(3)
      expect((await service.search(request())).total_items).toBe(1)
      service.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
