import { describe, expect, it } from 'vitest'

import { initialBookingState } from './state'
import { BOOKING_STORAGE_KEY, forgetBooking, loadBooking, saveBooking } from './storage'

function memoryStore() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items }
}

describe('the booking kept over a reload', () => {
  it('comes back as it was saved', () => {
    const store = memoryStore()
    const state = { ...initialBookingState, plate: 'ABC123', bookingState: 3, displayState: 3, lat: 59.8, lng: 17.6 }
    saveBooking(store, state)
    expect(loadBooking(store)).toEqual(state)
    forgetBooking(store)
    expect(loadBooking(store)).toEqual(initialBookingState)
  })

  it('starts afresh from nothing or something unreadable', () => {
    const store = memoryStore()
    expect(loadBooking(undefined)).toEqual(initialBookingState)
    store.setItem(BOOKING_STORAGE_KEY, '{not json')
    expect(loadBooking(store)).toEqual(initialBookingState)
    store.setItem(BOOKING_STORAGE_KEY, '{"plate":"X"}')
    expect(loadBooking(store)).toEqual(initialBookingState)
  })
})
