import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'workshop'] as const
export type Role = (typeof ROLES)[number]

type SiteRef = number | string | { id: number | string }

/** One row of a user's *Sites* (the multi-tenant plugin's tenants array): the site, as an id or populated. */
export type SiteAssignment = { site?: SiteRef | null }

/** The part of a CMS user that access control reads. */
export type AccessUser = {
  id: number | string
  collection?: string
  roles?: Role[] | null
  sites?: SiteAssignment[] | null
  /** A workshop's staff: the workshops whose bookings they handle. */
  workshops?: SiteRef[] | null
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
  const rows = asAccessUser(user)?.sites ?? []
  return rows.flatMap(({ site }) => (site === null || site === undefined ? [] : [typeof site === 'object' ? site.id : site]))
}

export function userCanEditSite(user: PayloadRequest['user'], siteId: unknown): boolean {
  if (isAdmin(user)) return true
  if (siteId === undefined || siteId === null) return false
  const id = typeof siteId === 'object' && 'id' in (siteId as object) ? (siteId as { id: unknown }).id : siteId
  return assignedSiteIds(user).some((assigned) => String(assigned) === String(id))
}

/** The workshops a user with the workshop role staffs, as a query; null for anyone without that role. */
export function workshopsOfUser(user: PayloadRequest['user'], field = 'id'): Where | false | null {
  const staff = asAccessUser(user)
  if (!staff?.roles?.includes('workshop')) return null
  const ids = (staff.workshops ?? []).map((workshop) => (typeof workshop === 'object' ? workshop.id : workshop))
  return ids.length > 0 ? { [field]: { in: ids } } : false
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
    const ids = assignedSiteIds(req.user)
    if (ids.length === 0) return false
    const where: Where = { [siteField]: { in: ids } }
    return where
  }
}

/** The versions (drafts included) of a site-owned document, by the site each version was saved with. */
export const siteScopedVersions: Access = siteScoped('version.site')

/** The dealer sites (facilities) run by the editor's sites: their row ids and dealer-system ids. Read once per request. */
async function dealerSitesRunByAssignedSites(req: PayloadRequest): Promise<{ ids: Array<number | string>; siteIds: string[] }> {
  const sites = assignedSiteIds(req.user)
  if (sites.length === 0) return { ids: [], siteIds: [] }
  const key = `dealerSitesRunBy:${sites.map(String).sort().join(',')}`
  const cache = (req.context.accessCache ??= new Map<string, Promise<{ ids: Array<number | string>; siteIds: string[] }>>()) as Map<string, Promise<{ ids: Array<number | string>; siteIds: string[] }>>
  if (!cache.has(key)) {
    cache.set(
      key,
      req.payload
        .find({ collection: 'dealer-sites', where: { runBy: { in: sites } }, select: { site_id: true }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
        .then(({ docs }) => ({ ids: docs.map((doc) => doc.id), siteIds: docs.map((doc) => doc.site_id) })),
    )
  }
  return cache.get(key)!
}

/**
 * Dealer sites (facilities) run by the editor's sites (a facility's *Run by*); an admin all. The public site
 * lists a country's facilities through the search index, built with access overridden.
 */
export const dealerSitesOfAssignedSites: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  const ids = assignedSiteIds(req.user)
  return ids.length > 0 ? { runBy: { in: ids } } : false
}

/** Workshops of the facilities the editor's sites run; an admin all. */
export const workshopsOfAssignedSites: Access = async ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  const { ids } = await dealerSitesRunByAssignedSites(req)
  return ids.length > 0 ? { dealerSite: { in: ids } } : false
}

/**
 * Cars sold from the facilities the editor's sites run (the car's car_site_id); an admin every car. The feed
 * writes the stock past access control, and each site's car list shows its whole vehicle index.
 */
export const carsOfAssignedSites: Access = async ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  const { siteIds } = await dealerSitesRunByAssignedSites(req)
  return siteIds.length > 0 ? { dealerSiteId: { in: siteIds } } : false
}

/** Creating a site-owned document: an editor may only create it on one of their sites. */
export const createOnAssignedSite: Access = ({ req, data }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  // The admin asks for create permission before any data exists; the site field's validation then limits the choice.
  if (!data || data.site === undefined) return assignedSiteIds(req.user).length > 0
  return userCanEditSite(req.user, data.site)
}
