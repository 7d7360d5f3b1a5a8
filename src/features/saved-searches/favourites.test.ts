import { describe, expect, it } from 'vitest'

import { favouriteStatus, isFavourite, MAX_FAVOURITES, readFavourites, sharedCarIds, toggleFavourite } from './favourites'

describe('favourites', () => {
  it('hearts a car with its price and unhearts it, newest first, at most 100', () => {
    let list = toggleFavourite([], { carId: '1000001', price: 250_000 }, new Date('2026-12-01T10:00:00Z'))
    list = toggleFavourite(list, { carId: '1000002', price: 199_000 })
    expect(list.map((entry) => entry.carId)).toEqual(['1000002', '1000001'])
    expect(list[1]).toEqual({ carId: '1000001', price: 250_000, savedAt: '2026-12-01T10:00:00.000Z' })
    expect(isFavourite(toggleFavourite(list, { carId: '1000001', price: 1 }), '1000001')).toBe(false)
    let many = list
    for (let n = 0; n < 150; n++) many = toggleFavourite(many, { carId: `c${n}`, price: n })
    expect(many).toHaveLength(MAX_FAVOURITES)
  })

  it('reads back what it stored and nothing else', () => {
    const stored = JSON.stringify([
      { carId: '1000001', price: 250_000, savedAt: 'x' },
      { carId: '<script>', price: 1 },
      { carId: '2', price: 'free' },
      7,
    ])
    expect(readFavourites(stored)).toEqual([{ carId: '1000001', price: 250_000, savedAt: 'x' }])
    expect(readFavourites('{not json')).toEqual([])
    expect(readFavourites(null)).toEqual([])
  })

  it('reads a share link’s cars, and tells sold, lowered and unchanged apart', () => {
    expect(sharedCarIds('1000001, 1000002,,1000001,../x')).toEqual(['1000001', '1000002'])
    expect(favouriteStatus({ price: 250_000 }, null)).toEqual({ kind: 'sold' })
    expect(favouriteStatus({ price: 250_000 }, 239_000)).toEqual({ kind: 'lowered', was: 250_000, now: 239_000 })
    expect(favouriteStatus({ price: 250_000 }, 260_000)).toEqual({ kind: 'unchanged', now: 260_000 })
    expect(favouriteStatus(null, 260_000)).toEqual({ kind: 'unchanged', now: 260_000 })
  })
})
