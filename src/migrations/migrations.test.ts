import { describe, expect, it } from 'vitest'

import { migrations as postgres } from './postgres'
import { migrations as sqlite } from './sqlite'

/** `20261122_012743_initial` → `initial`: the two databases' migrations of one change differ in their time only. */
const changeOf = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

describe('migrations of both databases', () => {
  it('are the same changes in the same order, so a database of either kind reaches the same schema', () => {
    expect(postgres.map((migration) => changeOf(migration.name))).toEqual(sqlite.map((migration) => changeOf(migration.name)))
    for (const list of [sqlite, postgres]) {
      expect([...list.map((migration) => migration.name)].sort()).toEqual(list.map((migration) => migration.name))
      expect(list.every((migration) => typeof migration.up === 'function' && typeof migration.down === 'function')).toBe(true)
    }
  })
})
