import type { CollectionBeforeChangeHook, CollectionSlug, Where } from 'payload'

import { FieldRefusedError } from '../errors'

type Values = Record<string, unknown>

/** Values that together are unique in a collection, the field the editor changes to fix a clash, and the reason in words. */
export type UniqueTogether = { fields: string[]; path: string; message: (values: Values) => string }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Refuses a second document with the same values of a unique index before the database does: the database's
 * refusal names only a column ("The following field is invalid: index_id"), this one says what clashes.
 */
export function refuseDuplicates(...rules: UniqueTogether[]): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    const values: Values = { ...originalDoc, ...data }
    for (const rule of rules) {
      const keys = rule.fields.map((field) => idOf(values[field]))
      if (keys.some((key) => key === undefined || key === null || key === '')) continue
      const where: Where = {
        and: [...rule.fields.map((field, index) => ({ [field]: { equals: keys[index] } })), ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : [])],
      }
      const { totalDocs } = await req.payload.count({ collection: collection.slug as CollectionSlug, where, overrideAccess: true, req })
      if (totalDocs > 0) throw new FieldRefusedError([{ path: rule.path, message: rule.message(values) }])
    }
    return data
  }
}
