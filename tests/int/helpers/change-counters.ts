import type { Payload } from 'payload'
import { expect } from 'vitest'

import { databaseOf } from '@/db/database'

/**
 * For tests of a change counter kept by triggers (stock_versions, redirect_versions): `moves(change)` makes
 * the change and answers whether it moved the version of `subject`, and fails the test when it moved
 * `other`'s.
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

/** The version is the key's one counter row of `table`: moving the row by hand moves the answer, nothing else touched. */
export async function expectVersionIsCounterRow(payload: Payload, counter: { table: string; keyColumn: string; key: string | number }, version: () => Promise<string>) {
  const db = databaseOf(payload)
  const $ = db.placeholder
  const { rows } = await db.execute({ sql: `SELECT version FROM ${counter.table} WHERE ${counter.keyColumn} = ${$(1)}`, args: [counter.key] })
  expect(rows).toHaveLength(1)
  expect(await version()).toBe(String(rows[0]!.version))
  await db.execute({ sql: `UPDATE ${counter.table} SET version = version + 1000 WHERE ${counter.keyColumn} = ${$(1)}`, args: [counter.key] })
  expect(Number(await version())).toBe(Number(rows[0]!.version) + 1000)
}
