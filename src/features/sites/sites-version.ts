/**
 * A counter bumped whenever a site changes. The request pipeline compares it with the version of its host
 * map to refresh at once within this process; other instances refresh on their short time-to-live.
 */
const KEY = Symbol.for('forecourt.sitesVersion')
type WithVersion = typeof globalThis & { [KEY]?: number }

export function sitesVersion(): number {
  return (globalThis as WithVersion)[KEY] ?? 0
}

export function bumpSitesVersion(): void {
  const scope = globalThis as WithVersion
  scope[KEY] = (scope[KEY] ?? 0) + 1
}
