import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type SiteRef = number | string | { id: number | string }

/** The part of a CMS user that access control reads. */
export type AccessUser = {
  id: number | string
  collection?: string
  roles?: Role[] | null
  sites?: SiteRef[] | null
}

function asAccessUser(user: PayloadRequest['user']): AccessUser | null {
  if (!user || user.collection !== 'users') return null
  return user as unknown as AccessUser
}

export function isAdmin(user: PayloadRequest['user']): boolean {
  return Boolean(asAccessUser(user)?.roles?.includes('admin'))
}

/** The ids of the sites an editor is assigned to (an admin has every site and is not asked). */
export function assignedSiteIds(user: PayloadRequest['user']): Array<number | string> {
  const sites = asAccessUser(user)?.sites ?? []
  return sites.map((site) => (typeof site === 'object' ? site.id : site))
}

export function userCanEditSite(user: PayloadRequest['user'], siteId: unknown): boolean {
  if (isAdmin(user)) return true
  if (siteId === undefined || siteId === null) return false
  const id = typeof siteId === 'object' && 'id' in (siteId as object) ? (siteId as { id: unknown }).id : siteId
  return assignedSiteIds(user).some((assigned) => String(assigned) === String(id))
}

export const adminsOnly: Access = ({ req }) => isAdmin(req.user)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
export const loggedIn: Access = ({ req }) => Boolean(asAccessUser(req.user))

/**
 * Read, update and delete of a site-owned document: an admin everywhere, an editor on their sites only,
 * nobody else. The public site reads through the server with access overridden.
 */
export function siteScoped(siteField = 'site'): Access {
  return ({ req }) => {
    if (isAdmin(req.user)) return true
    if (!asAccessUser(req.user)) return false
    const where: Where = { [siteField]: { in: assignedSiteIds(req.user) } }
    return where
  }
}

/** Creating a site-owned document: an editor may only create it on one of their sites. */
export const createOnAssignedSite: Access = ({ req, data }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  // The admin asks for create permission before any data exists; the site field's validation then limits the choice.
  if (!data || data.site === undefined) return assignedSiteIds(req.user).length > 0
  return userCanEditSite(req.user, data.site)
}
