import { readConfirmation, readCustomer, readCredentials, readValidatedSession } from './contract'
import { emptySession, type TireHotelSession } from './flow'

/** 'The whole tire hotel session … is kept in browser session storage under one key' (spec 3 §3.3). */
export const TIRE_HOTEL_STORAGE_KEY = 'forecourt.tireHotel'

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The stored session, each part read as the server's answer would be; nothing (or something unreadable) is the empty session. */
export function loadSession(store: SessionStore | undefined): TireHotelSession {
  try {
    const raw = store?.getItem(TIRE_HOTEL_STORAGE_KEY)
    if (!raw) return emptySession
    const parsed = JSON.parse(raw) as Record<string, unknown> | null
    if (!parsed || typeof parsed !== 'object') return emptySession
    return {
      customer: readCustomer(parsed.customer),
      credentials: readCredentials(parsed.credentials),
      validated: readValidatedSession(parsed.validated),
      confirmation: readConfirmation(parsed.confirmation),
    }
  } catch {
    return emptySession
  }
}

export function saveSession(store: SessionStore | undefined, session: TireHotelSession): void {
  try {
    if (!session.customer && !session.credentials && !session.validated && !session.confirmation) store?.removeItem(TIRE_HOTEL_STORAGE_KEY)
    else store?.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify(session))
  } catch {
    // Storage full or disabled: the flow still works, it is just not kept over a reload.
  }
}
