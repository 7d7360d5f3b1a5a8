import { createHash } from 'node:crypto'

/**
 * Which cars of an index an import changed, from the index's documents before and after: each car's fingerprint
 * (a hash of the document as stored) is kept per index, and a new load is compared with it. A car added, removed or
 * changed in any field is changed; the first load of an index has nothing to compare with (null).
 */
export function carChanges(): (index: string, cars: readonly object[]) => string[] | null {
  const known = new Map<string, Map<string, string>>()
  return (index, cars) => {
    const now = new Map<string, string>()
    for (const car of cars) {
      const id = (car as { car_id?: unknown }).car_id
      if (id === undefined || id === null) continue
      now.set(String(id), createHash('sha1').update(JSON.stringify(car)).digest('base64url'))
    }
    const before = known.get(index)
    known.set(index, now)
    if (!before) return null
    const changed = [...now].filter(([id, print]) => before.get(id) !== print).map(([id]) => id)
    for (const id of before.keys()) if (!now.has(id)) changed.push(id)
    return changed
  }
}
