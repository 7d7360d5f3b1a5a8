import { describe, expect, it } from 'vitest'

import { criteriaOf } from './criteria'

describe('a saved search’s criteria', () => {
  it('are the list’s filters and keyphrase with the editor’s fixed filters, without page or sort', () => {
    const state = { filters: { car_fuel: { values: [{ value: 'El' }] } }, keyphrase: ' dragkrok ', page: 3, sortName: 'price_asc' }
    expect(criteriaOf(state, [{ name: 'car_condition', values: [{ value: 'Begagnad' }] }])).toEqual({
      filters: { car_fuel: { values: [{ value: 'El' }] }, car_condition: { values: [{ value: 'Begagnad' }] } },
      keyphrase: 'dragkrok',
    })
  })
})
