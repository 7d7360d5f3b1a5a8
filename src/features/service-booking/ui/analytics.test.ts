import { describe, expect, it } from 'vitest'

import { purchaseEvent } from './analytics'

describe('the booking’s purchase event', () => {
  it('carries the booking by its reference, its value in SEK, its services and flow version 2.0', () => {
    const event = purchaseEvent('NB-V2LBG8P7', 3482, [
      { code: 'ORIGINAL_SERVICE', kobraId: 'K-1001', name: 'Service', price: 3192, priceKnown: true, priceDiscount: 798, category: 'Service', unit: null, unitAbbreviation: null, units: null, type: 'service', userInput: '', requiresMileage: true, allowUserInput: false },
    ])
    expect(event).toMatchObject({ event: 'purchase', flow_version: '2.0', ecommerce: { transaction_id: 'NB-V2LBG8P7', currency: 'SEK', value: 3482, items: [{ item_id: 'ORIGINAL_SERVICE', price: 3192, quantity: 1 }] } })
  })
})
