'use client'

import { useSyncExternalStore } from 'react'

import { searchFromBrowser } from '../client'
import {
  COMPARE_FIELDS,
  COMPARE_STORAGE_KEY,
  EMPTY_COMPARE,
  readCompareState,
  writeCompareState,
  type CompareCar,
  type CompareState,
} from '../compare'
import type { CarListTexts } from '../texts'

/** What the compare tray, its toggles and its modal know of the list they are on. */
export type CompareContext = { index: string; searchKey: string; locale: string; detailBase: string; texts: CarListTexts }

/**
 * The compare tray of this browser tab: kept in session storage under 'compare' (spec 2 §3 "Compare store"),
 * so it follows the visitor from page to page of the site, and shared by every component that shows it.
 */

let current: CompareState | null = null
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage refused (privacy settings): the tray lives for this page only.
    return null
  }
}

export function compareState(): CompareState {
  current ??= readCompareState(storage()?.getItem(COMPARE_STORAGE_KEY) ?? null)
  return current
}

export function updateCompare(update: (state: CompareState) => CompareState): void {
  current = update(compareState())
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, writeCompareState(current))
  } catch {
    // A full storage keeps the tray for this page.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The tray; empty on the server and while the page starts, so the server's HTML and the first render agree. */
export function useCompare(): CompareState {
  return useSyncExternalStore(subscribe, compareState, () => EMPTY_COMPARE)
}

/** The cars with these ids, with every field the table shows, in the order asked; [] when the search fails. */
export async function fetchCompareCars(index: string, key: string, ids: readonly string[]): Promise<CompareCar[]> {
  if (ids.length === 0) return []
  const answer = await searchFromBrowser<CompareCar>(
    { index, limit: ids.length, fields: [...COMPARE_FIELDS], filters: [{ name: 'car_id', values: ids.map((value) => ({ value })) }] },
    { key },
  )
  const byId = new Map(answer.content.map((car) => [car.car_id, car]))
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}
