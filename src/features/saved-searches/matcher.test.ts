import { describe, expect, it } from 'vitest'

import { testCar, testCars } from '../../../tests/helpers/stock-cars'
import { buildMatcher, matchEverySearch } from './matcher'
import type { MatchableSearch } from './model'

const search = (id: number, filters: MatchableSearch['criteria']['filters'], keyphrase = ''): MatchableSearch => ({
  id,
  criteria: { filters, keyphrase },
})
const cars = testCars(40) as unknown as Array<Record<string, unknown>>
const sorted = (pairs: Array<{ searchId: number; carId: string }>) => pairs.map((pair) => `${pair.searchId}:${pair.carId}`).sort()

describe('matching saved searches against new cars', () => {
  const searches: MatchableSearch[] = [
    search(1, { 'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }),
    search(2, { 'car_brand>car_model': { values: [{ value: 'volvo' }, { value: 'Kia' }] }, car_fuel: { values: [{ value: 'El' }] } }),
    search(3, { car_fuel: { values: [{ value: 'El' }] }, car_price: { range: [0, 300_000] } }),
    search(4, {}, 'corol hybr'),
    search(5, { car_price: { range: [200_000, 260_000] } }),
    search(6, {}),
    search(7, { car_color: { values: [{ value: 'Grå' }] }, car_body: { values: [{ value: 'Kombi' }] } }),
    search(8, { car_equipment: { values: [{ value: 'Head-up display' }] } }),
    search(9, { 'car_brand>car_model': { values: [{ value: 'Skoda' }] } }, 'skoda combi'),
  ]

  it('finds exactly what checking every search against every car finds', () => {
    const indexed = buildMatcher(searches).match(cars)
    expect(sorted(indexed)).toEqual(sorted(matchEverySearch(searches, cars)))
    expect(indexed.length).toBeGreaterThan(40)
  })

  it('reads a car as the search engine does: a make’s every model, folded values, word beginnings, closed ranges', () => {
    const volvo = testCar(0) as unknown as Record<string, unknown>
    const kiaEv = testCar(3) as unknown as Record<string, unknown>
    const ids = (car: Record<string, unknown>) =>
      buildMatcher(searches)
        .match([car])
        .map((pair) => pair.searchId)
        .sort((a, b) => a - b)
    expect(ids(volvo)).toContain(1)
    expect(ids(volvo)).not.toContain(2)
    expect(ids(kiaEv)).toContain(2)
    expect(ids(testCar(2) as unknown as Record<string, unknown>)).toContain(4)
    expect(ids({ ...volvo, car_price: 260_000 })).toContain(5)
    expect(ids({ ...volvo, car_price: 260_001 })).not.toContain(5)
    expect(ids({ ...volvo, car_model: 'XC90' })).not.toContain(1)
    expect(ids(volvo)).toContain(6)
  })

  it('checks only the searches filed under what the car has: a new Volvo looks at none of 5,000 Kia searches', () => {
    const many: MatchableSearch[] = Array.from({ length: 5_000 }, (_, n) =>
      search(n + 1, { 'car_brand>car_model': { values: [{ value: 'Kia', children: [{ value: `Model ${n}` }] }] } }),
    )
    const stats = { checked: 0 }
    const volvo = testCar(0) as unknown as Record<string, unknown>
    expect(buildMatcher(many).match([volvo], stats)).toEqual([])
    expect(stats.checked).toBe(0)
    const kia = { ...(testCar(3) as unknown as Record<string, unknown>), car_model: 'Model 17' }
    expect(
      buildMatcher(many)
        .match([kia], stats)
        .map((pair) => pair.searchId),
    ).toEqual([18])
    expect(stats.checked).toBe(1)
  })

  it('files a search under its two most selective parts: a car checks only the searches of its own fuel and body', () => {
    const bodies = ['Kombi', 'SUV', 'Sedan', 'Halvkombi']
    const fuels = ['Bensin', 'Diesel', 'El', 'Hybrid']
    const many: MatchableSearch[] = Array.from({ length: 1_600 }, (_, n) =>
      search(n + 1, {
        car_fuel: { values: [{ value: fuels[n % 4]! }] },
        car_body: { values: [{ value: bodies[Math.floor(n / 4) % 4]! }] },
      }),
    )
    const car = { ...(testCar(0) as unknown as Record<string, unknown>), car_fuel: 'Diesel', car_body: 'SUV' }
    const stats = { checked: 0 }
    const found = buildMatcher(many).match([car], stats)
    // One search in sixteen is a diesel SUV's: those are found, and nothing else is looked at.
    expect(found).toHaveLength(100)
    expect(stats.checked).toBe(100)
    expect(sorted(found)).toEqual(sorted(matchEverySearch(many, [car])))
  })

  it('passes over the searches whose price cap is below the car’s price, and finds the rest', () => {
    const volvo: Record<string, unknown> = { ...(testCar(0) as unknown as Record<string, unknown>), car_price: 250_000 }
    const xc60 = (id: number, cap: number): MatchableSearch =>
      search(id, {
        'car_brand>car_model': { values: [{ value: volvo.car_brand as string, children: [{ value: volvo.car_model as string }] }] },
        car_price: { range: [0, cap] },
      })
    // Caps of 10,000 to 400,000 kr in steps of 10,000, and one search with no cap at all.
    const many = [
      ...Array.from({ length: 40 }, (_, n) => xc60(n + 1, (n + 1) * 10_000)),
      search(41, { car_fuel: { values: [{ value: volvo.car_fuel as string }] } }),
    ]
    const stats = { checked: 0 }
    const found = buildMatcher(many).match([volvo], stats)
    expect(sorted(found)).toEqual(sorted(matchEverySearch(many, [volvo])))
    // 250,000 to 400,000: 16 capped searches match, and the uncapped one; none capped below the price is checked.
    expect(found.map((pair) => pair.searchId).sort((a, b) => a - b)).toEqual([...Array.from({ length: 16 }, (_, n) => n + 25), 41])
    expect(stats.checked).toBe(17)
  })
})
