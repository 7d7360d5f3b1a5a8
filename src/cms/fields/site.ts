import type { PayloadRequest, RelationshipField } from 'payload'

import { assignedSiteIds, isAdmin, userCanEditSite } from '../access/roles'

/** An editor may only put a document on a site they are assigned to; the in-process API with access overridden may use any. */
export function validateSiteChoice(value: unknown, req: PayloadRequest, overrideAccess?: boolean): true | string {
  if (value === null || value === undefined || value === '') return 'Choose the site this belongs to.'
  if (overrideAccess && !req.user) return true
  return userCanEditSite(req.user, value) ? true : 'You can only use a site you are assigned to.'
}

/** The site (tenant) a document belongs to. An editor can only choose, and only see, their own sites. */
export function siteField(overrides: Partial<RelationshipField> = {}): RelationshipField {
  return {
    name: 'site',
    type: 'relationship',
    relationTo: 'sites',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: 'The site this belongs to.' },
    filterOptions: ({ req }) => (isAdmin(req.user) ? true : { id: { in: assignedSiteIds(req.user) } }),
    validate: (value, { req, overrideAccess }) => validateSiteChoice(value, req, overrideAccess),
    ...overrides,
  } as RelationshipField
}
