import { forgetStored, readStored, writeStored, type TabStore } from '@/lib/tab-storage'

import { readConfirmation, readCustomer, readCredentials, readValidatedSession } from './contract'
import { emptySession, type TireHotelSession } from './flow'

/** 'The whole tire hotel session … is kept in browser session storage under one key' (spec 3 §3.3). */
export const TIRE_HOTEL_STORAGE_KEY = 'forecourt.tireHotel'

/** The stored session, each part read as the server's answer would be; nothing (or something unreadable) is the empty session. */
export function loadSession(store: TabStore | undefined): TireHotelSession {
  const parsed = readStored(store, TIRE_HOTEL_STORAGE_KEY) as Record<string, unknown> | null
  if (!parsed || typeof parsed !== 'object') return emptySession
  return {
    customer: readCustomer(parsed.customer),
    credentials: readCredentials(parsed.credentials),
    validated: readValidatedSession(parsed.validated),
    confirmation: readConfirmation(parsed.confirmation),
  }
}

/** Kept while anything of the session is known; an empty session (logged out) leaves nothing behind. */
export function saveSession(store: TabStore | undefined, session: TireHotelSession): void {
  if (!session.customer && !session.credentials && !session.validated && !session.confirmation) forgetStored(store, TIRE_HOTEL_STORAGE_KEY)
  else writeStored(store, TIRE_HOTEL_STORAGE_KEY, session)
}
