import { describe, expect, it } from 'vitest'

import { beat, beats, pathShape, REQUEST_SLOTS, requestSlots, requestsInFlight, watchdogMemory } from './memory'

const request = (n: number) => ({ requestId: `req-${n}`, method: 'GET', host: 'se.localhost:3000', path: '/api/pages' })

describe('the memory the main thread shares with its watchdog', () => {
  it('carries the heartbeat to another view of the same buffer (as the watchdog’s thread has it)', () => {
    const main = watchdogMemory()
    const watchdog = watchdogMemory(main.buffer)
    expect(beats(watchdog)).toBe(0)
    beat(main)
    beat(main)
    expect(beats(watchdog)).toBe(2)
  })

  it('names the requests in flight with their request ids, the longest-running first, until each ends', () => {
    const main = watchdogMemory()
    const slots = requestSlots(main)
    const endFirst = slots.started({ requestId: 'b2c9e6a4-1', method: 'GET', host: 'localhost:3000', path: '/api/pages' })
    const endSecond = slots.started({ requestId: 'nginx-7f3a', method: 'POST', host: 'se.localhost', path: '/api/forms/comhub' })
    main.started[0] = Date.now() - 12_000
    const seen = requestsInFlight(watchdogMemory(main.buffer))
    expect(seen.untracked).toBe(0)
    expect(seen.requests.map(({ ms: _ms, ...rest }) => rest)).toEqual([
      { requestId: 'b2c9e6a4-1', method: 'GET', host: 'localhost:3000', path: '/api/pages' },
      { requestId: 'nginx-7f3a', method: 'POST', host: 'se.localhost', path: '/api/forms/comhub' },
    ])
    expect(seen.requests[0]!.ms).toBeGreaterThanOrEqual(12_000)
    endFirst()
    endFirst()
    expect(requestsInFlight(main).requests.map((r) => r.requestId)).toEqual(['nginx-7f3a'])
    endSecond()
    expect(requestsInFlight(main).requests).toEqual([])
  })

  it('counts the requests beyond its slots, and uses freed slots again', () => {
    const main = watchdogMemory()
    const slots = requestSlots(main)
    const ends = Array.from({ length: REQUEST_SLOTS + 3 }, (_, n) => slots.started(request(n)))
    expect(requestsInFlight(main)).toMatchObject({ untracked: 3 })
    expect(requestsInFlight(main).requests).toHaveLength(REQUEST_SLOTS)
    for (const end of ends) end()
    expect(requestsInFlight(main)).toEqual({ requests: [], untracked: 0 })
    const again = slots.started(request(99))
    expect(requestsInFlight(main).requests.map((r) => r.requestId)).toEqual(['req-99'])
    again()
  })

  it('keeps a description that is too long to its slot', () => {
    const main = watchdogMemory()
    requestSlots(main).started({ requestId: 'x'.repeat(128), method: 'GET', host: 'h'.repeat(400), path: '/' })
    const [seen] = requestsInFlight(main).requests
    expect(seen!.requestId).toBe('x'.repeat(128))
    expect(seen!.host.length).toBeLessThan(400)
  })
})

describe('the path a log may name', () => {
  it('keeps the leading plain words and drops the query', () => {
    expect(pathShape('/api/pages?depth=99999&where[email][equals]=a@b.se')).toBe('/api/pages')
    expect(pathShape('/')).toBe('/')
    expect(pathShape('/_test/block-event-loop?seconds=5')).toBe('/_test/block-event-loop')
  })

  it('stops at a segment that may be a registration number, an id or a name', () => {
    expect(pathShape('/api/mechmate/car/ABC123')).toBe('/api/mechmate/car/…')
    expect(pathShape('/api/pages/17')).toBe('/api/pages/…')
    expect(pathShape('/bil/volvo-xc60-abc123')).toBe('/bil/…')
    expect(pathShape('/a/b/c/d/e/f')).toBe('/a/b/c/d/…')
  })
})
