import { describe, expect, it } from 'vitest'

import {
  bookingReducer,
  initialBookingState,
  linePrice,
  pricedWorkshop,
  servicesComplete,
  STEP_COUNT,
  totals,
  type BookingCar,
  type BookingPlace,
  type SelectedService,
} from './state'

const car: BookingCar = {
  registrationNumber: 'ABC123',
  brand: 'Volkswagen',
  model: 'Golf',
  buildYear: 2019,
  hasServiceAgreement: true,
  isSupported: true,
}
const uppsala: BookingPlace = { name: 'Uppsala', latitude: 59.8586, longitude: 17.6389, placeId: 'se-uppsala', region: 'Uppsala län' }
const service = (code: string, changes: Partial<SelectedService> = {}): SelectedService => ({
  code,
  kobraId: `K-${code}`,
  name: code,
  price: 1000,
  priceKnown: true,
  priceDiscount: 0,
  category: 'Service',
  unit: null,
  unitAbbreviation: null,
  units: null,
  type: 'service',
  userInput: '',
  requiresMileage: false,
  allowUserInput: false,
  ...changes,
})

describe('the booking in progress', () => {
  it('after a car is found with a new plate or place, opens step 2 with the services cleared and the progress capped at 4', () => {
    const state = bookingReducer({ ...initialBookingState, services: { OLD: service('OLD') } }, { type: 'carFound', car, place: uppsala })
    expect(state).toMatchObject({
      car,
      lat: 59.8586,
      lng: 17.6389,
      region: 'Uppsala län',
      bookingState: 2,
      maxBookingState: 4,
      displayState: 2,
      services: {},
    })
  })

  it('with the same plate and place, just moves to the step it had reached', () => {
    let state = bookingReducer(initialBookingState, { type: 'carFound', car, place: uppsala })
    state = bookingReducer(state, { type: 'toggleService', service: service('ORIGINAL') })
    state = bookingReducer(state, { type: 'goTo', step: 3 })
    state = bookingReducer(state, { type: 'goTo', step: 1 })
    expect(state).toMatchObject({ displayState: 1, bookingState: 3 })
    state = bookingReducer(state, { type: 'carFound', car, place: uppsala })
    expect(state).toMatchObject({ displayState: 3, bookingState: 3 })
    expect(Object.keys(state.services)).toEqual(['ORIGINAL'])
  })

  it('restores a stored booking whole, and keeps a plate typed while the page started when nothing is stored', () => {
    const typed = bookingReducer(initialBookingState, { type: 'plate', plate: 'DEF456' })
    expect(bookingReducer(typed, { type: 'restore', state: initialBookingState }).plate).toBe('DEF456')
    const stored = bookingReducer(initialBookingState, { type: 'carFound', car, place: uppsala })
    expect(bookingReducer(typed, { type: 'restore', state: stored })).toBe(stored)
    const storedPlate = { ...initialBookingState, plate: 'ABC123' }
    expect(bookingReducer(typed, { type: 'restore', state: storedPlate })).toBe(storedPlate)
  })

  it('toggles services, one per single-choice group, and a second click deselects', () => {
    let state = bookingReducer(initialBookingState, { type: 'toggleService', service: service('A'), singleGroup: ['A', 'B'] })
    state = bookingReducer(state, { type: 'toggleService', service: service('B'), singleGroup: ['A', 'B'] })
    expect(Object.keys(state.services)).toEqual(['B'])
    state = bookingReducer(state, { type: 'toggleService', service: service('C') })
    state = bookingReducer(state, { type: 'toggleService', service: service('B'), singleGroup: ['A', 'B'] })
    expect(Object.keys(state.services)).toEqual(['C'])
    expect(bookingReducer(state, { type: 'addService', service: service('C', { name: 'other' }) })).toBe(state)
    expect(bookingReducer(state, { type: 'updateService', code: 'X', changes: { userInput: 'x' } })).toBe(state)
  })

  it('clears the chosen workshop when the services change, and the mileage when the original service is unchecked', () => {
    let state = bookingReducer(initialBookingState, { type: 'toggleService', service: service('ORIGINAL', { requiresMileage: true }) })
    state = bookingReducer(state, { type: 'mileage', mileage: 4500 })
    state = bookingReducer(state, {
      type: 'chooseWorkshop',
      workshop: { departmentId: 'D', siteName: 'S', address: 'A', latitude: 1, longitude: 2, distance: 3 },
    })
    state = bookingReducer(state, { type: 'chooseTime', timeSlot: '2026-12-01T09:00', isFullDay: false })
    expect(state.location?.timeSlot).toBe('2026-12-01T09:00')
    state = bookingReducer(state, { type: 'toggleService', service: service('WASH') })
    expect(state.location).toBeNull()
    state = bookingReducer(state, { type: 'removeService', code: 'ORIGINAL' })
    expect(state.mileage).toBeNull()
  })

  it('takes the chosen workshop’s own prices, and ignores prices for a workshop no longer chosen', () => {
    let state = bookingReducer(initialBookingState, {
      type: 'toggleService',
      service: service('ORIGINAL', { price: 3000, priceKnown: true, priceDiscount: 0 }),
    })
    state = bookingReducer(state, { type: 'toggleService', service: service('WASH', { price: null, priceKnown: false, priceDiscount: 0 }) })
    state = bookingReducer(state, {
      type: 'chooseWorkshop',
      workshop: { departmentId: 'D', siteName: 'S', address: 'A', latitude: 1, longitude: 2, distance: 3 },
    })
    expect(
      bookingReducer(state, {
        type: 'repriced',
        departmentId: 'OTHER',
        prices: [{ code: 'ORIGINAL', price: 1, priceKnown: true, priceDiscount: 0 }],
      }),
    ).toBe(state)
    state = bookingReducer(state, {
      type: 'repriced',
      departmentId: 'D',
      prices: [
        { code: 'ORIGINAL', price: 3290, priceKnown: true, priceDiscount: 820 },
        { code: 'WASH', price: 250, priceKnown: true, priceDiscount: 0 },
        { code: 'UNCHOSEN', price: 99, priceKnown: true, priceDiscount: 0 },
      ],
    })
    expect(state.services.ORIGINAL).toMatchObject({ price: 3290, priceDiscount: 820 })
    expect(state.services.WASH).toMatchObject({ price: 250, priceKnown: true })
    expect(state.services.UNCHOSEN).toBeUndefined()
    // The ordinary prices less the agreement discount are the total: the sum adds up as the summary shows it.
    expect(totals(state.services)).toEqual({ ordinary: 4360, discount: 820, total: 3540, hasUnknownPrice: false })
  })

  it('says whose prices the services carry: the medians until the chosen workshop’s own come, then that workshop’s', () => {
    let state = bookingReducer(initialBookingState, {
      type: 'toggleService',
      service: service('ORIGINAL', { price: 3000, priceKnown: true, priceDiscount: 750 }),
    })
    state = bookingReducer(state, {
      type: 'chooseWorkshop',
      workshop: { departmentId: 'D', siteName: 'Nordvik Bilhall Uppsala', address: 'A', latitude: 1, longitude: 2, distance: 3 },
    })
    expect(pricedWorkshop(state)).toBeNull()
    state = bookingReducer(state, {
      type: 'repriced',
      departmentId: 'D',
      prices: [{ code: 'ORIGINAL', price: 3290, priceKnown: true, priceDiscount: 820 }],
    })
    expect(pricedWorkshop(state)).toBe('Nordvik Bilhall Uppsala')
    // A second answer for the same workshop (the mileage changed) keeps the medians it was chosen with.
    state = bookingReducer(state, {
      type: 'repriced',
      departmentId: 'D',
      prices: [{ code: 'ORIGINAL', price: 3390, priceKnown: true, priceDiscount: 840 }],
    })
    state = bookingReducer(state, { type: 'chooseTime', timeSlot: '2026-12-01T09:00', isFullDay: false })
    expect(pricedWorkshop(state)).toBe('Nordvik Bilhall Uppsala')
    expect(state.services.ORIGINAL).toMatchObject({ price: 3390, priceDiscount: 840 })
  })

  it('goes back to the medians when the workshop is changed or the services change', () => {
    const chosen = (start = initialBookingState) => {
      let state = bookingReducer(start, {
        type: 'toggleService',
        service: service('ORIGINAL', { price: 3000, priceKnown: true, priceDiscount: 750 }),
      })
      state = bookingReducer(state, {
        type: 'chooseWorkshop',
        workshop: { departmentId: 'D', siteName: 'S', address: 'A', latitude: 1, longitude: 2, distance: 3 },
      })
      return bookingReducer(state, {
        type: 'repriced',
        departmentId: 'D',
        prices: [{ code: 'ORIGINAL', price: 3290, priceKnown: true, priceDiscount: 820 }],
      })
    }
    const cleared = bookingReducer(chosen(), { type: 'clearWorkshop' })
    expect(pricedWorkshop(cleared)).toBeNull()
    expect(cleared.pricedAt).toBeNull()
    expect(cleared.services.ORIGINAL).toEqual(service('ORIGINAL', { price: 3000, priceKnown: true, priceDiscount: 750 }))
    const more = bookingReducer(chosen(), { type: 'toggleService', service: service('WASH', { price: 250 }) })
    expect(more.location).toBeNull()
    expect(more.services.ORIGINAL).toMatchObject({ price: 3000, priceDiscount: 750 })
    expect(totals(more.services)).toEqual({ ordinary: 4000, discount: 750, total: 3250, hasUnknownPrice: false })
    expect(
      bookingReducer(chosen(), { type: 'carFound', car: { ...car, registrationNumber: 'DEF456' }, place: uppsala }).pricedAt,
    ).toBeNull()
  })

  it('needs a service, each needed mileage and message before the service step continues', () => {
    expect(servicesComplete(initialBookingState)).toBe(false)
    let state = bookingReducer(initialBookingState, { type: 'toggleService', service: service('ORIGINAL', { requiresMileage: true }) })
    expect(servicesComplete(state)).toBe(false)
    state = bookingReducer(state, { type: 'mileage', mileage: 4500 })
    expect(servicesComplete(state)).toBe(true)
    state = bookingReducer(state, { type: 'toggleService', service: service('FAULT', { allowUserInput: true }) })
    expect(servicesComplete(state)).toBe(false)
    state = bookingReducer(state, { type: 'updateService', code: 'FAULT', changes: { userInput: 'Gnisslar' } })
    expect(servicesComplete(state)).toBe(true)
  })

  it('records whether add-ons were chosen and opens step 4', () => {
    expect(bookingReducer(initialBookingState, { type: 'addonsDone', chosen: false })).toMatchObject({
      bookingInfo: { addons: false },
      displayState: 4,
      bookingState: 4,
    })
  })

  it('sums known prices with units and the discount, and notes an unknown price', () => {
    expect(
      totals({
        A: service('A', { price: 3192, priceDiscount: 798 }),
        B: service('B', { price: 29, units: 10 }),
        C: service('C', { price: null, priceKnown: false }),
      }),
    ).toEqual({
      ordinary: 4280,
      total: 3482,
      discount: 798,
      hasUnknownPrice: true,
    })
  })

  it('resets to the start', () => {
    const state = bookingReducer(initialBookingState, { type: 'carFound', car, place: uppsala })
    expect(bookingReducer(state, { type: 'reset' })).toEqual(initialBookingState)
  })

  it('shows each service at its ordinary price, so that the lines less the discount are the total, units counted', () => {
    const services = {
      AC: service('AC', { price: 1386, priceKnown: true, priceDiscount: 154 }),
      ADBLUE: service('ADBLUE', { price: 30, priceKnown: true, priceDiscount: 0, units: 10 }),
      FAULT: service('FAULT', { price: null, priceKnown: false, priceDiscount: 0 }),
    }
    expect(linePrice(services.AC)).toBe(1540)
    expect(linePrice(services.ADBLUE)).toBe(300)
    expect(linePrice(services.FAULT)).toBeNull()
    const sum = totals(services)
    expect(sum).toEqual({ ordinary: 1840, discount: 154, total: 1686, hasUnknownPrice: true })
    expect(Object.values(services).reduce((all, entry) => all + (linePrice(entry) ?? 0), 0) - sum.discount).toBe(sum.total)
  })

  it('counts the steps out of a total that stays the same from the first step to the confirmation', () => {
    expect(STEP_COUNT).toBe(5)
    const looked = bookingReducer(initialBookingState, { type: 'carFound', car, place: uppsala })
    // The spec's maxBookingState follows the flow; the counter's total does not.
    expect(looked.maxBookingState).toBe(4)
    expect(STEP_COUNT).toBe(initialBookingState.maxBookingState)
  })
})
