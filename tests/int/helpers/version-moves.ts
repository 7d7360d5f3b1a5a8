import { expect } from 'vitest'

/**
 * For tests of a change counter (stock_versions, redirect_versions): `moves(change)` makes the change and
 * answers whether it moved the version of `subject`, and fails the test when it moved `other`'s.
 */
export function versionMoves<Key>(version: (of: Key) => Promise<string>, subject: Key, other: Key) {
  return async (change: () => Promise<unknown>): Promise<boolean> => {
    const before = await version(subject)
    const untouched = await version(other)
    await change()
    expect(await version(other)).toBe(untouched)
    return (await version(subject)) !== before
  }
}
