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

/** Like `collectValues`, from a value already read at the first `depth` steps of the path. */
export function collectValuesFrom(value: unknown, path: FieldPath, depth: number, out: Scalar[]): number {
  return collectFrom(value, path, depth, out, 0)
}

/** The one value a document has at a top-level field or path, the first when it has several, else null. */
export function firstValue(doc: unknown, path: FieldPath): Scalar | null {
  return firstValueFrom(path.length === 0 ? doc : (doc as Record<string, unknown>)[path[0]!], path, 1)
}

/** Like `firstValue`, from the document's value at the first `depth` steps of the path. */
export function firstValueFrom(value: unknown, path: FieldPath, depth: number): Scalar | null {
  if (depth >= path.length) {
    if (typeof value === 'string' || typeof value === 'boolean') return value
    if (typeof value === 'number') return Number.isFinite(value) ? value : null
    if (!Array.isArray(value)) return null
  }
  const out: Scalar[] = []
  return collectFrom(value, path, depth, out, 0) > 0 ? out[0]! : null
}

/**
 * Every document's value at a top-level field (undefined when it has none): the build reads each field it
 * needs from one such list rather than from a hundred thousand objects with a hundred properties each.
 */
export function topLevelValues(docs: readonly object[], field: string): unknown[] {
  const values = new Array<unknown>(docs.length)
  for (let doc = 0; doc < docs.length; doc++) values[doc] = (docs[doc] as Record<string, unknown>)[field]
  return values
}
