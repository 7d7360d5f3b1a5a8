/**
 * A counter bumped whenever a redirect table changes in this process: the request pipeline then reloads the
 * table before its next match. Other instances notice on their next version check (every few seconds).
 */
const KEY = Symbol.for('forecourt.redirectsVersion')
type WithVersion = typeof globalThis & { [KEY]?: number }

export function redirectsVersion(): number {
  return (globalThis as WithVersion)[KEY] ?? 0
}

export function bumpRedirectsVersion(): void {
  const scope = globalThis as WithVersion
  scope[KEY] = (scope[KEY] ?? 0) + 1
}
