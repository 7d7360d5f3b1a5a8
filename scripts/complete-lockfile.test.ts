import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** `npm ci` (CI, fresh machines) refuses a lock that lacks any package it names; see complete-lockfile.mjs. */
describe('package-lock.json', () => {
  it('lists every optional platform package, so npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>
    }
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) => !lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] && !lock.packages[`node_modules/${name}`],
      ),
    )
    expect(missing, 'run: node scripts/complete-lockfile.mjs').toEqual([])
  })
})
