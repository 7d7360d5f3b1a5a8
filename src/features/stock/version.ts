/**
 * A counter bumped whenever the stock or the dealer sites change in this process: the search indices of
 * this instance check their source at once instead of waiting for the next poll. Other instances notice
 * on their own poll (every few seconds).
 */
const KEY = Symbol.for('forecourt.stockVersion')
type WithVersion = typeof globalThis & { [KEY]?: number }

export function stockVersion(): number {
  return (globalThis as WithVersion)[KEY] ?? 0
}

export function bumpStockVersion(): void {
  const scope = globalThis as WithVersion
  scope[KEY] = (scope[KEY] ?? 0) + 1
}
