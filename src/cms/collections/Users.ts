import type { CollectionConfig, FieldHook } from 'payload'

import { cmsOrigin } from '@/lib/env'

import { ROLES, adminsOnly, adminsOnlyField, isAdmin } from '../access/roles'
import { forgetLoginFailures, limitLoginAttempts } from '../hooks/login-rate-limit'
import { PASSWORD_RESET_LINK_HOURS, passwordResetEmail, passwordResetSubject } from '../hooks/password-reset'

/** Failed logins before an account is locked, and for how long (Payload's own lockout). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOGIN_LOCK_MINUTES = 15

/** Scripts may still send `sites: [1, 2]`: each id becomes its row. */
const siteRowsFromIds: FieldHook = ({ value }) =>
  Array.isArray(value) ? value.map((row: unknown) => (typeof row === 'number' || typeof row === 'string' ? { site: row } : row)) : value

const ROLE_LABELS = { admin: 'Admin (every site)', editor: 'Editor (assigned sites)', workshop: 'Workshop staff (assigned workshops’ bookings)' } as const

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles', 'sites'] },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOGIN_LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useAPIKey: true,
    cookies: {
      sameSite: 'Lax',
      // Secure when editors open the CMS on an https address (FORECOURT_CMS_URL): the session never travels in
      // clear. Read when the configuration is built, not when this module loads (before the environment is set).
      get secure() {
        return cmsOrigin().startsWith('https:')
      },
    },
    forgotPassword: { expiration: PASSWORD_RESET_LINK_HOURS * 60 * 60 * 1000, generateEmailSubject: passwordResetSubject, generateEmailHTML: passwordResetEmail },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminsOnly,
    update: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminsOnly,
    // Unlocking an account after failed logins is the admins': an editor could otherwise lift the lockout of any account.
    unlock: adminsOnly,
  },
  hooks: { beforeOperation: [limitLoginAttempts], afterLogin: [forgetLoginFailures] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
    },
    {
      // The multi-tenant plugin's tenants array: one row per site the editor works on.
      name: 'sites',
      type: 'array',
      labels: { singular: 'Site', plural: 'Sites' },
      saveToJWT: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: {
        description: 'The sites an editor may edit. Admins edit every site.',
        condition: (data) => !data?.roles?.includes('admin'),
        components: { Cell: '@/cms/multi-site/SiteCell#UserSitesCell' },
      },
      hooks: { beforeValidate: [siteRowsFromIds] },
      fields: [{ name: 'site', label: 'Site', type: 'relationship', relationTo: 'sites', required: true, admin: { components: { Field: '@/cms/components/SitePickerField#SitePickerField' } } }],
    },
    {
      name: 'workshops',
      type: 'relationship',
      relationTo: 'workshops',
      hasMany: true,
      saveToJWT: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { description: 'The workshops whose bookings this person handles.', condition: (data) => Boolean(data?.roles?.includes('workshop')) },
    },
  ],
}
