import { describe, expect, it } from 'vitest'

import { bookedServiceLines } from './booked-services'

describe('a booking’s services as workshop staff read them', () => {
  it('names each service with its price, discount, units and the customer’s note', () => {
    const lines = bookedServiceLines([
      { code: 'AC_SERVICE', kobraId: 'K-3001', name: 'AC-service', price: 1386, priceKnown: true, priceDiscount: 154, userInput: '', units: null, type: 'service' },
      { code: 'TROUBLESHOOTING', name: 'Felsökning', price: null, priceKnown: false, priceDiscount: 0, userInput: 'Det gnisslar vid inbromsning', units: null },
      { code: 'WIPERS', name: 'Torkarblad', price: 600, priceKnown: true, priceDiscount: 0, userInput: '', units: 2 },
    ])
    expect(lines).toEqual([
      { name: 'AC-service', details: ['Price shown: 1\u00a0386\u00a0kr', 'Service agreement discount: 154\u00a0kr'] },
      { name: 'Felsökning', details: ['Price not known: quoted at the workshop', 'Customer’s note: Det gnisslar vid inbromsning'] },
      { name: 'Torkarblad', details: ['2 units', 'Price shown: 600\u00a0kr'] },
    ])
  })

  it('reads the tire hotel’s wheel change, and leaves out what it cannot read', () => {
    expect(bookedServiceLines([{ code: 'WHEEL_CHANGE', name: 'Hjulskifte', tires: 4 }, null, 'x', { price: 5 }])).toEqual([{ name: 'Hjulskifte', details: ['4 stored tyres'] }])
    expect(bookedServiceLines(null)).toEqual([])
    expect(bookedServiceLines({ name: 'x' })).toEqual([])
  })
})
