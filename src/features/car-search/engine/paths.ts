/** Reading a configured field (top-level or dotted through arrays) out of a plain document. */

export type Scalar = string | number | boolean

export type FieldPath = readonly string[]

export const compilePath = (field: string): FieldPath => field.split('.')

/**
 * Writes the scalar values at `path` into `out` from index 0 and answers how many (the rest of `out` is
 * stale): arrays are walked at every level; null, undefined, non-finite numbers and objects at the end of
 * the path are skipped. Reusing `out` keeps an index build from allocating an array per document.
 */
export function collectValues(doc: unknown, path: FieldPath, out: Scalar[]): number {
  return collectFrom(doc, path, 0, out, 0)
}

function collectFrom(value: unknown, path: FieldPath, depth: number, out: Scalar[], count: number): number {
  if (value === null || value === undefined) return count
  if (Array.isArray(value)) {
    for (const item of value) count = collectFrom(item, path, depth, out, count)
    return count
  }
  if (depth === path.length) {
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[count++] = value
    return count
  }
  if (typeof value !== 'object') return count
  return collectFrom((value as Record<string, unknown>)[path[depth]!], path, depth + 1, out, count)
}

/** The one value a document has at a top-level field or path, the first when it has several, else null. */
export function firstValue(doc: unknown, path: FieldPath): Scalar | null {
  if (path.length === 1) {
    const value = (doc as Record<string, unknown>)[path[0]!]
    if (typeof value === 'string' || typeof value === 'boolean') return value
    if (typeof value === 'number') return Number.isFinite(value) ? value : null
    if (!Array.isArray(value)) return null
  }
  const out: Scalar[] = []
  return collectValues(doc, path, out) > 0 ? out[0]! : null
}
