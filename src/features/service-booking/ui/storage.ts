import { forgetStored, readStored, writeStored, type TabStore } from '@/lib/tab-storage'

import { initialBookingState, type BookingState } from './state'

/** Where the booking in progress is kept: the tab's session storage, so a reload keeps it and a new tab starts afresh. */
export const BOOKING_STORAGE_KEY = 'forecourt.serviceBooking'

/** The stored booking, or the initial state when nothing (or something unreadable) is stored. */
export function loadBooking(store: TabStore | undefined): BookingState {
  const parsed = readStored(store, BOOKING_STORAGE_KEY) as Partial<BookingState> | null
  if (!parsed || typeof parsed !== 'object' || typeof parsed.bookingState !== 'number') return initialBookingState
  return { ...initialBookingState, ...parsed, bookingInfo: { ...initialBookingState.bookingInfo, ...parsed.bookingInfo }, services: parsed.services ?? {} }
}

export const saveBooking = (store: TabStore | undefined, state: BookingState) => writeStored(store, BOOKING_STORAGE_KEY, state)

export const forgetBooking = (store: TabStore | undefined) => forgetStored(store, BOOKING_STORAGE_KEY)
