import { describe, expect, it } from 'vitest'

import { CAR_OF_THE_WEEK_LIMIT, carOfTheWeekFilter, chosenCarsOfTheWeek, withChosenCarsOfTheWeek } from './car-of-the-week'

const car = (carId: string, vehicleIndex = 'vehicles-se') => ({ carId, vehicleIndex })

describe('a site’s cars of the week', () => {
  it('are the cars its editors chose for its index, in their order, each once', () => {
    expect(chosenCarsOfTheWeek([car('3'), car('1'), car('3'), car('9', 'vehicles-uk'), 17, null], 'vehicles-se')).toEqual(['3', '1'])
    expect(chosenCarsOfTheWeek(Array.from({ length: 20 }, (_, n) => car(String(n))), 'vehicles-se')).toHaveLength(CAR_OF_THE_WEEK_LIMIT)
  })

  it('are the feed’s flag until the editors choose', () => {
    expect(chosenCarsOfTheWeek(undefined, 'vehicles-se')).toEqual([])
    expect(carOfTheWeekFilter([])).toEqual({ name: 'caroftheweek', values: [{ value: true }] })
    expect(carOfTheWeekFilter(['3', '1'])).toEqual({ name: 'car_id', values: [{ value: '3' }, { value: '1' }] })
  })

  it('are what a list fixed on caroftheweek=true lists, its other filters kept', () => {
    const fixed = [
      { name: 'caroftheweek', values: [{ value: true }] },
      { name: 'car_fuel', values: [{ value: 'El' }] },
    ]
    expect(withChosenCarsOfTheWeek(fixed, ['3'])).toEqual([
      { name: 'car_id', values: [{ value: '3' }] },
      { name: 'car_fuel', values: [{ value: 'El' }] },
    ])
    expect(withChosenCarsOfTheWeek(fixed, [])).toEqual(fixed)
    // Not the cars of the week: left as it is.
    expect(withChosenCarsOfTheWeek([{ name: 'caroftheweek', values: [{ value: false }] }], ['3'])).toEqual([{ name: 'caroftheweek', values: [{ value: false }] }])
  })
})
