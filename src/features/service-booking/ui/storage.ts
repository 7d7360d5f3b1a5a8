import { initialBookingState, type BookingState } from './state'

/** Where the booking in progress is kept: the tab's session storage, so a reload keeps it and a new tab starts afresh. */
export const BOOKING_STORAGE_KEY = 'forecourt.serviceBooking'

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The stored booking, or the initial state when nothing (or something unreadable) is stored. */
export function loadBooking(store: SessionStore | undefined): BookingState {
  try {
    const raw = store?.getItem(BOOKING_STORAGE_KEY)
    if (!raw) return initialBookingState
    const parsed = JSON.parse(raw) as Partial<BookingState>
    if (!parsed || typeof parsed !== 'object' || typeof parsed.bookingState !== 'number') return initialBookingState
    return { ...initialBookingState, ...parsed, bookingInfo: { ...initialBookingState.bookingInfo, ...parsed.bookingInfo }, services: parsed.services ?? {} }
  } catch {
    return initialBookingState
  }
}

export function saveBooking(store: SessionStore | undefined, state: BookingState): void {
  try {
    store?.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the booking still works, it is just not kept over a reload.
  }
}

export function forgetBooking(store: SessionStore | undefined): void {
  try {
    store?.removeItem(BOOKING_STORAGE_KEY)
  } catch {
    // Nothing to forget.
  }
}
