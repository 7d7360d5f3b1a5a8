import type { Access, CollectionSlug, SanitizedConfig } from 'payload'

import { isAdmin } from './roles'

type LockedDocument = { relationTo: CollectionSlug; value: number | string | { id: number | string } }

/**
 * Payload's own lock rows (who has which document open in the admin) are taken and lifted only by those who may
 * edit the document, and only in their own name. Rows are readable by every editor, as Payload's admin needs to
 * warn one editor that another has a document open; a row names a document and its editor, never its content.
 */
const lockOnEditableDocument: Access = async ({ req, id, data }) => {
  if (isAdmin(req.user)) return true
  if (!req.user) return false
  let document = (data as { document?: LockedDocument } | undefined)?.document
  if (id !== undefined) {
    const lock = await req.payload.findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true, disableErrors: true })
    document = (lock?.document as LockedDocument | undefined) ?? undefined
  } else {
    const owner = (data as { user?: { value?: unknown } | number | string } | undefined)?.user
    const ownerId = owner && typeof owner === 'object' ? (owner.value && typeof owner.value === 'object' ? (owner.value as { id: unknown }).id : owner.value) : owner
    if (String(ownerId) !== String(req.user.id)) return false
  }
  // A global's lock, or a lock on nothing: only admins edit globals.
  if (!document) return false
  const documentId = typeof document.value === 'object' ? document.value.id : document.value
  const editable = await req.payload.findByID({ collection: document.relationTo, id: documentId, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
  return Boolean(editable)
}

/** Payload adds its lock collection while it builds the config, with access for any logged-in user: this narrows it. */
export function scopeDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: lockOnEditableDocument, update: lockOnEditableDocument, delete: lockOnEditableDocument }
  return config
}
