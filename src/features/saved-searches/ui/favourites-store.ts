'use client'

import { useSyncExternalStore } from 'react'

import { FAVOURITES_STORAGE_KEY, readFavourites, toggleFavourite, type Favourite } from '../favourites'

/**
 * The visitor's favourites in this browser's local storage (they survive a reload and a restart), one list per
 * site's host, shared by every heart on the page and kept in step with the site's other tabs.
 */

const EMPTY: Favourite[] = []
let current: Favourite[] | null = null
const listeners = new Set<() => void>()

const keyOf = () => `${FAVOURITES_STORAGE_KEY}:${window.location.host}`

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function favourites(): Favourite[] {
  current ??= readFavourites(storage()?.getItem(keyOf()) ?? null)
  return current
}

export function updateFavourites(update: (list: Favourite[]) => Favourite[]): void {
  current = update(favourites())
  try {
    storage()?.setItem(keyOf(), JSON.stringify(current))
  } catch {
    // Storage refused or full: the hearts hold for this page.
  }
  for (const listener of listeners) listener()
}

export function toggle(car: { carId: string; price: number; title?: string }): boolean {
  let added = false
  updateFavourites((list) => {
    const next = toggleFavourite(list, car)
    added = next.length > list.length || (next[0]?.carId === car.carId && !list.some((entry) => entry.carId === car.carId))
    return next
  })
  return added
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== keyOf()) return
    current = null
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The favourites; none on the server and while the page starts, so the server's HTML and the first render agree. */
export function useFavourites(): Favourite[] {
  return useSyncExternalStore(subscribe, favourites, () => EMPTY)
}
