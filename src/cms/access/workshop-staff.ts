import type { Config, PayloadRequest } from 'payload'

import type { AccessUser } from './roles'

/** What a workshop's staff work with in the CMS: their bookings and their workshops. */
export const WORKSHOP_STAFF_COLLECTIONS = ['workshop-bookings', 'workshops'] as const

/** A user whose only role is workshop staff (an admin or an editor who also staffs a workshop keeps their menu). */
export function isWorkshopStaffOnly(user: PayloadRequest['user'] | { roles?: unknown } | null | undefined): boolean {
  const roles = (user as AccessUser | null | undefined)?.roles ?? []
  return Array.isArray(roles) && roles.includes('workshop') && !roles.includes('admin') && !roles.includes('editor')
}

type Hidden = boolean | ((args: { user: never }) => boolean) | undefined

const alsoFromStaff = (hidden: Hidden) => (args: { user: never }) => isWorkshopStaffOnly(args.user) || (typeof hidden === 'function' ? hidden(args) : Boolean(hidden))

/**
 * The CMS's menu, dashboard and routes show a workshop's staff their bookings and workshops only. What they may
 * read stays with each collection's access (a workshop's makes, for instance, which its form names).
 */
export function menuOfWorkshopStaff(config: Config): Config {
  for (const collection of config.collections ?? []) {
    if ((WORKSHOP_STAFF_COLLECTIONS as readonly string[]).includes(collection.slug)) continue
    collection.admin = { ...collection.admin, hidden: alsoFromStaff(collection.admin?.hidden as Hidden) as never }
  }
  for (const global of config.globals ?? []) {
    global.admin = { ...global.admin, hidden: alsoFromStaff(global.admin?.hidden as Hidden) as never }
  }
  return config
}
