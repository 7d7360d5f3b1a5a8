import { describe, expect, it } from 'vitest'

import { testCar } from '../../../tests/helpers/stock-cars'

import { carForLead } from './recipients'

describe('carForLead', () => {
  it('names the car, its odometer and the price a visitor pays: the campaign price when there is one', () => {
    const car = testCar(3, { car_price: 200_000, car_campaign_price: 179_000, car_has_campaign_price: true, car_price_currency: 'SEK' })
    const lead = carForLead(car)
    expect(lead).toMatchObject({ car_id: car.car_id, brand: car.car_brand, model: car.car_model, price: 179_000, currency: 'SEK' })
    expect(lead.title).toBe([car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' '))
    expect(carForLead({ ...car, car_has_campaign_price: false }).price).toBe(200_000)
    expect(carForLead({ ...car, car_campaign_price: 0 }).price).toBe(200_000)
  })

  it('keeps only the sellers who can be written to, and leaves out an empty registration number', () => {
    const car = testCar(4, {
      car_regno: '',
      car_sellers: [
        { name: 'Anna', email: 'anna@example.com' },
        { name: 'Bo', email: '' },
      ],
    })
    const lead = carForLead(car)
    expect(lead.sellers).toEqual([{ name: 'Anna', email: 'anna@example.com' }])
    expect(lead.regno).toBeUndefined()
  })
})
