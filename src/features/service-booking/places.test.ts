import { describe, expect, it } from 'vitest'

import { placesLibrary } from './places'

describe('the bundled Swedish place list', () => {
  const places = placesLibrary()

  it('suggests places by the start of their name, whatever the case and accents', () => {
    expect(places.suggest('upp').map((place) => place.name)).toEqual(['Uppsala', 'Upplands Väsby'])
    expect(places.suggest('ORE')[0]).toMatchObject({ name: 'Örebro', region: 'Örebro län', placeId: 'se-orebro' })
    expect(places.suggest('väsby').map((place) => place.name)).toEqual(['Upplands Väsby'])
    expect(places.suggest('  ')).toEqual([])
    expect(places.suggest('s', 3)).toHaveLength(3)
  })

  it('finds the nearest place to a position', () => {
    expect(places.nearest({ latitude: 59.86, longitude: 17.64 })!.name).toBe('Uppsala')
    expect(places.nearest({ latitude: 57.71, longitude: 11.97 })!.name).toBe('Göteborg')
  })

  it('has unique place ids', () => {
    const ids = places.suggest('a', 1_000).map((place) => place.placeId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
