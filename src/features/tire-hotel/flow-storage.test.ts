import { describe, expect, it } from 'vitest'

import { emptySession } from './flow'
import { loadSession, saveSession, TIRE_HOTEL_STORAGE_KEY } from './flow-storage'
import { CONFIRMATION, TIR123_SESSION } from './test-data'

function memoryStore() {
  const items = new Map<string, string>()
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

describe('the tire hotel session in session storage', () => {
  const session = {
    customer: { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '070-*** ** 10', regNo: 'TIR123' },
    credentials: { authorizationToken: 'auth' },
    validated: TIR123_SESSION,
    confirmation: CONFIRMATION,
  }

  it('keeps the whole session under one key and reads it back', () => {
    const store = memoryStore()
    saveSession(store, session)
    expect([...store.items.keys()]).toEqual([TIRE_HOTEL_STORAGE_KEY])
    expect(loadSession(store)).toEqual(session)
  })

  it('forgets the key when the session is empty', () => {
    const store = memoryStore()
    saveSession(store, session)
    saveSession(store, emptySession)
    expect(store.items.size).toBe(0)
  })

  it('reads nothing, rubbish or a broken part as empty', () => {
    const store = memoryStore()
    expect(loadSession(store)).toEqual(emptySession)
    expect(loadSession(undefined)).toEqual(emptySession)
    store.setItem(TIRE_HOTEL_STORAGE_KEY, '{not json')
    expect(loadSession(store)).toEqual(emptySession)
    store.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ ...session, validated: { vehicles: [] }, customer: 'TIR123' }))
    expect(loadSession(store)).toEqual({ ...session, validated: null, customer: null })
  })

  it('survives a storage that refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('full') }, removeItem: () => { throw new Error('denied') } }
    expect(loadSession(refusing)).toEqual(emptySession)
    expect(() => saveSession(refusing, session)).not.toThrow()
  })
})
