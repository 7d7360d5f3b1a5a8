export type FocusMove = 'next' | 'previous' | 'first' | 'last'

/**
 * The index keyboard focus moves to among a row or column of menu entries, skipping entries that are not
 * visible (hidden in 'More', collapsed). -1 when no entry is visible: the caller warns (spec 1 §8).
 */
export function nextFocusIndex(visible: readonly boolean[], current: number, move: FocusMove): number {
  const count = visible.length
  if (!visible.some(Boolean)) return -1
  if (move === 'first') return visible.indexOf(true)
  if (move === 'last') return visible.lastIndexOf(true)
  const step = move === 'next' ? 1 : -1
  for (let offset = 1; offset <= count; offset++) {
    const index = (((current + step * offset) % count) + count) % count
    if (visible[index]) return index
  }
  return -1
}

/** The console warning of spec 1 §8 when a key press finds nothing to focus. */
export const NO_VISIBLE_ITEM_WARNING = 'Dropdown keyboard navigation: no visible item to focus'
