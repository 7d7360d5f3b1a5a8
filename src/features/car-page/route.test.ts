import { describe, expect, it } from 'vitest'

import { carPagePath, matchCarAddress } from './route'

describe('the car page address', () => {
  it('reads {car_id}/{slug} below the car-detail path', () => {
    expect(matchCarAddress('/kop-bil', '/kop-bil/1000123/volvo-xc60-2021')).toEqual({ id: '1000123', slug: 'volvo-xc60-2021' })
    expect(matchCarAddress('/buy-car/used-cars/', '/buy-car/used-cars/3000001/bmw-x1')).toEqual({ id: '3000001', slug: 'bmw-x1' })
  })

  it('reads an id alone (to be redirected to id/slug)', () => {
    expect(matchCarAddress('/bilar', '/bilar/1000123')).toEqual({ id: '1000123', slug: null })
    expect(matchCarAddress('/bilar', '/bilar/1000123/')).toEqual({ id: '1000123', slug: null })
  })

  it('names no car for a non-numeric id, too many segments, the path itself or another path', () => {
    expect(matchCarAddress('/bilar', '/bilar/volvo')).toBeNull()
    expect(matchCarAddress('/bilar', '/bilar/volvo/xc60')).toBeNull()
    expect(matchCarAddress('/bilar', '/bilar/123/a/b')).toBeNull()
    expect(matchCarAddress('/bilar', '/bilar')).toBeNull()
    expect(matchCarAddress('/bilar', '/bilarna/123/x')).toBeNull()
    expect(matchCarAddress('/bilar', '/bilar/123/Not_A_Slug')).toBeNull()
    expect(matchCarAddress(null, '/bilar/123/x')).toBeNull()
  })

  it('builds the address back', () => {
    expect(carPagePath('/kop-bil/', { car_id: '7', slug: 'kia-niro' })).toBe('/kop-bil/7/kia-niro')
  })
})
