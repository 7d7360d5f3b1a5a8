import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { siteDealerCountry, siteVehicleIndex, type SiteReach } from '@/features/car-search/indices'

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

/** What the editor's sites show of the stock: their vehicle and dealer-site indices, as the admins set them. */
async function assignedSitesReach(req: PayloadRequest): Promise<SiteReach[]> {
  const ids = assignedSiteIds(req.user)
  if (ids.length === 0) return []
  const sites = await req.payload.find({
    collection: 'sites',
    where: { id: { in: ids } },
    select: { country: true, vehicleIndex: true, siteSearchIndex: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return sites.docs
}

const present = <T>(values: Array<T | null | undefined>): T[] => [...new Set(values.filter((value): value is T => value !== null && value !== undefined && value !== ''))]

/**
 * Cars of the vehicle indices the editor's sites search (a site's own index, else its country's), as the
 * site's car list shows them; an admin every car. The feed writes the stock past access control.
 */
export const carsOfAssignedSites: Access = async ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  const indices = present((await assignedSitesReach(req)).map(siteVehicleIndex))
  return indices.length > 0 ? { vehicleIndex: { in: indices } } : false
}

/**
 * Dealer sites of the countries whose site index the editor's sites show (a site's own index, else its
 * country's); an admin all. The public site reads them through the search index, built with access overridden.
 */
export const dealerSitesOfAssignedSites: Access = async ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  const countries = present((await assignedSitesReach(req)).map(siteDealerCountry))
  return countries.length > 0 ? { country: { in: countries } } : false
}

/** Creating a site-owned document: an editor may only create it on one of their sites. */
export const createOnAssignedSite: Access = ({ req, data }) => {
  if (isAdmin(req.user)) return true
  if (!asAccessUser(req.user)) return false
  // The admin asks for create permission before any data exists; the site field's validation then limits the choice.
  if (!data || data.site === undefined) return assignedSiteIds(req.user).length > 0
  return userCanEditSite(req.user, data.site)
}
