import { describe, expect, it } from 'vitest'

import { placesLibrary } from '@/features/service-booking/places'

import { waitForPlaces } from './places-client'

describe('waiting for the place library', () => {
  it('polls until the library is there', async () => {
    const places = placesLibrary()
    let polls = 0
    const found = await waitForPlaces({ pollMs: 5, waitMs: 1_000, ready: () => (++polls >= 3 ? places : null) })
    expect(found).toBe(places)
    expect(polls).toBe(3)
  })

  it('gives up after the wait', async () => {
    const started = Date.now()
    expect(await waitForPlaces({ pollMs: 5, waitMs: 40, ready: () => null })).toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(40)
  })

  it('gives up at once when the library’s script failed to load', async () => {
    const started = Date.now()
    let polls = 0
    expect(await waitForPlaces({ pollMs: 5, waitMs: 5_000, ready: () => null, failed: () => ++polls >= 2 })).toBeNull()
    expect(polls).toBe(2)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('loads the bundled list by itself', async () => {
    const places = await waitForPlaces({ pollMs: 5, waitMs: 5_000 })
    expect(places?.suggest('gävle')[0]?.name).toBe('Gävle')
  })
})
