import { describe, expect, it } from 'vitest'

import { carChanges } from './changed-cars'

describe('carChanges', () => {
  it('names the cars an import added, removed or changed, per index, and nothing on an index’s first load', () => {
    const changes = carChanges()
    const volvo = { car_id: 1, car_price: 100_000 }
    const audi = { car_id: 2, car_price: 200_000 }
    const saab = { car_id: 3, car_price: 50_000 }
    expect(changes('vehicles-se', [volvo, audi, saab])).toBeNull()
    expect(changes('vehicles-no', [volvo])).toBeNull()
    expect(changes('vehicles-se', [volvo, audi, saab])).toEqual([])
    expect(changes('vehicles-se', [{ ...volvo, car_price: 95_000 }, saab, { car_id: 4 }])?.sort()).toEqual(['1', '2', '4'])
    expect(changes('vehicles-no', [volvo])).toEqual([])
  })
})
