import { tenantField } from '@payloadcms/plugin-multi-tenant/fields'
import type { PayloadRequest, RelationshipField, SingleRelationshipField } from 'payload'

import { isAdmin, userCanEditSite } from '../access/roles'
import { SITE_FIELD, SITE_ROW_FIELD, USER_SITES_FIELD } from '../multi-site/names'

/** An editor may only put a document on a site they are assigned to; the in-process API with access overridden may use any. */
export function validateSiteChoice(value: unknown, req: PayloadRequest, overrideAccess?: boolean): true | string {
  if (value === null || value === undefined || value === '') return 'Choose the site this belongs to.'
  if (overrideAccess && !req.user) return true
  return userCanEditSite(req.user, value) ? true : 'You can only use a site you are assigned to.'
}

type SiteFieldOverrides = { access?: SingleRelationshipField['access']; admin?: SingleRelationshipField['admin'] }

/**
 * The site (tenant) a document belongs to: the multi-tenant plugin's field, so a new document lands on the
 * site chosen in the CMS's site selector and the admin filters by it. Required (the database keeps it so),
 * and shown as a column of every list.
 */
export function siteField(overrides: SiteFieldOverrides = {}): RelationshipField {
  const field = tenantField({
    name: SITE_FIELD,
    adminUsersSlug: 'users',
    tenantsCollectionSlug: 'sites',
    tenantsArrayFieldName: USER_SITES_FIELD,
    tenantsArrayTenantFieldName: SITE_ROW_FIELD,
    // A new document of any collection lands on the editor's first site when no site is chosen.
    isAutosaveEnabled: true,
    unique: false,
    userHasAccessToAllTenants: (user) => isAdmin(user),
    overrides: {
      label: 'Site',
      access: overrides.access,
      validate: (value: unknown, { req, overrideAccess }: { req: PayloadRequest; overrideAccess?: boolean }) => validateSiteChoice(value, req, overrideAccess),
      admin: {
        description: 'The site this belongs to.',
        disableListColumn: false,
        disableListFilter: false,
        components: { Cell: '@/cms/multi-site/SiteCell#SiteCell' },
        ...overrides.admin,
      },
    },
  }) as RelationshipField
  return { ...field, required: true } as RelationshipField
}
