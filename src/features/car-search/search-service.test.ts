import { describe, expect, it, vi } from 'vitest'

import { searchRequestSchema } from './schema'
import {
  createSearchService,
  MAX_SHARED_ANSWER_CHARS,
  UnknownIndexError,
  type IndexSource,
  type SearchEngine,
  type SharedAnswers,
} from './search-service'

type Doc = { id: string }

function fixture(initial: Doc[] = [{ id: '1' }, { id: '2' }], options: { shared?: SharedAnswers } = {}) {
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
    search: vi.fn((built: Doc[], request) => ({
      facet: [],
      content: built.slice(request.offset, request.offset + request.limit),
      total_items: built.length,
      limit: request.limit,
      offset: request.offset,
    })),
  }
  const errors: unknown[] = []
  const service = createSearchService({
    source,
    engine,
    localVersion: () => state.local,
    pollMs: 0,
    now: () => state.clock,
    shared: options.shared,
    onError: (error) => errors.push(error),
  })
  return { state, source, engine, service, errors }
}

/** What Redis holds for the instances, in a map; `down` makes every call fail as an unreachable Redis would. */
function sharedStore() {
  const values = new Map<string, string>()
  const store = { values, down: false, sets: 0 }
  const answers: SharedAnswers = {
    get: async (key) => {
      if (store.down) throw new Error('Redis is down')
      return values.get(key) ?? null
    },
    set: async (key, value) => {
      if (store.down) throw new Error('Redis is down')
      store.sets++
      values.set(key, value)
    },
  }
  return { store, answers }
}

/** The shared answer is written after the answer goes out. */
const written = () => new Promise((resolve) => setImmediate(resolve))

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

  it('does not answer from a check that began before this process changed the data', async () => {
    const { service, state, source } = fixture()
    await service.search(request())
    // A check under way reads the version as it was, slowly.
    let release: (version: string) => void = () => {}
    vi.mocked(source.version).mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)))
    const refreshing = service.refresh()
    await vi.waitFor(() => expect(source.version).toHaveBeenCalledTimes(2))
    state.docs = [{ id: '1' }, { id: '2' }, { id: '3' }]
    state.version = 'v2'
    state.local = 1
    const answer = service.search(request())
    release('v1')
    await refreshing
    expect((await answer).total_items).toBe(3)
  })

  it('checks before every answer while a change of this process may still be committing', async () => {
    const settling = { value: true }
    const { source, engine, state } = fixture()
    const service = createSearchService({
      source,
      engine,
      localVersion: () => state.local,
      localChangeSettling: () => settling.value,
      pollMs: 0,
    })
    await service.search(request())
    // The hook told of the change and a check read the data before its commit; the commit comes after.
    state.docs = [{ id: '1' }]
    state.version = 'v2'
    expect((await service.search(request({ limit: 5 }))).total_items).toBe(1)
    settling.value = false
    state.docs = []
    state.version = 'v3'
    expect((await service.search(request({ limit: 6 }))).total_items).toBe(1)
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
      const service = createSearchService({
        source,
        engine,
        pollMs: 2_000,
        localVersion: () => state.local,
        pollPaused: () => paused.value,
      })
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

  describe('with answers shared between instances', () => {
    const carList = (overrides: object = {}) => request({ fields: ['id'], limit: 1, ...overrides })

    it('answers from what another instance computed at the same version, without searching', async () => {
      const { store, answers } = sharedStore()
      const a = fixture(undefined, { shared: answers })
      const b = fixture(undefined, { shared: answers })
      const first = await a.service.search(carList())
      await written()
      expect(store.values.size).toBe(1)
      expect(await b.service.search(carList())).toEqual(first)
      expect(b.engine.search).not.toHaveBeenCalled()
      // Its own cache answers from then on.
      await b.service.search(carList())
      expect(b.engine.search).not.toHaveBeenCalled()
    })

    it('never reads an answer of another version of the index', async () => {
      const { answers } = sharedStore()
      const a = fixture(undefined, { shared: answers })
      const b = fixture([{ id: '1' }, { id: '2' }, { id: '3' }], { shared: answers })
      b.state.version = 'v2'
      await a.service.search(carList())
      await written()
      expect((await b.service.search(carList())).total_items).toBe(3)
      expect(b.engine.search).toHaveBeenCalledTimes(1)
    })

    it('shares answers of chosen fields and of facets alone, not of whole documents nor very large ones', async () => {
      const { store, answers } = sharedStore()
      const { service, engine } = fixture(undefined, { shared: answers })
      await service.search(request({ limit: 0 }))
      await service.search(request({ fields: ['id'] }))
      await service.search(request())
      await written()
      expect(store.sets).toBe(2)
      engine.search = vi.fn(() => ({
        facet: [],
        content: [{ id: 'x'.repeat(MAX_SHARED_ANSWER_CHARS) }],
        total_items: 1,
        limit: 1,
        offset: 0,
      }))
      await service.search(request({ fields: ['id'], offset: 1 }))
      await written()
      expect(store.sets).toBe(2)
    })

    it('searches on its own, without an error, while the shared cache does not answer, and shares again once it does', async () => {
      const { store, answers } = sharedStore()
      const a = fixture(undefined, { shared: answers })
      const b = fixture(undefined, { shared: answers })
      store.down = true
      const answer = await a.service.search(carList())
      await written()
      expect(await b.service.search(carList())).toEqual(answer)
      expect(b.engine.search).toHaveBeenCalledTimes(1)
      store.down = false
      await a.service.search(carList({ offset: 1 }))
      await written()
      await b.service.search(carList({ offset: 1 }))
      expect(b.engine.search).toHaveBeenCalledTimes(1)
    })
  })
})
