/**
 * A flow's state in the tab's session storage, as JSON under one key: a reload keeps it, a new tab starts afresh.
 * Storage that is full, disabled or holds something unreadable never breaks the flow; it is just not kept.
 */
export type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The stored value parsed, or null when nothing (or nothing readable) is stored. */
export function readStored(store: TabStore | undefined, key: string): unknown {
  try {
    const raw = store?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

export function writeStored(store: TabStore | undefined, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the flow still works, it is just not kept over a reload.
  }
}

export function forgetStored(store: TabStore | undefined, key: string): void {
  try {
    store?.removeItem(key)
  } catch {
    // Nothing to forget.
  }
}
