import { describe, expect, it } from 'vitest'

import { searchName } from './naming'
import { SAVED_SEARCH_TEXTS } from './texts'

const options = { locale: 'sv-SE', currency: 'SEK', texts: SAVED_SEARCH_TEXTS }

describe('a saved search’s name', () => {
  it('says the make and model, the other values and the price as a visitor would', () => {
    const name = searchName(
      {
        filters: {
          'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] },
          car_fuel: { values: [{ value: 'Laddhybrid' }] },
          car_price: { range: [0, 400_000] },
        },
        keyphrase: '',
      },
      options,
    )
    expect(name.replace(/\s/g, ' ')).toBe('Volvo XC60 · Laddhybrid · under 400 000 kr')
  })

  it('names a search without filters "all cars", and keeps a keyphrase in quotes beside other parts', () => {
    expect(searchName({ filters: {}, keyphrase: '' }, options)).toBe('Alla bilar')
    // Alone it is the whole name, which the texts put in quotes themselves: never quoted twice.
    expect(searchName({ filters: {}, keyphrase: 'dragkrok' }, options)).toBe('dragkrok')
    expect(searchName({ filters: { car_fuel: { values: [{ value: 'El' }] } }, keyphrase: 'dragkrok' }, options)).toBe('El · ”dragkrok”')
  })
})
