import { createHash } from 'node:crypto'

import type { Car } from './car'

/** Keys in a fixed order at every depth, so equal cars give equal text whatever order a feed wrote them in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The fingerprint of a car's content: a feed row equal to the stored car changes nothing. */
export function carHash(car: Car): string {
  return createHash('sha256').update(canonical(car)).digest('base64url').slice(0, 32)
}
