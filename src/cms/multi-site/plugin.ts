import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { CollectionBeforeValidateHook, Locale, PayloadRequest, Plugin } from 'payload'

import { assignedSiteIds, isAdmin } from '../access/roles'
import { FieldRefusedError } from '../errors'
import { validateSiteChoice } from '../fields/site'
import { SITE_FIELD, SITE_ROW_FIELD, USER_SITES_FIELD } from './names'
import { selectedSite } from './selected-site'

/** The collections each of whose documents belongs to one site: the plugin filters, defaults and checks their site. */
export const SITE_OWNED_COLLECTIONS = ['pages', 'stories', 'story-tags', 'navigations', 'footers', 'media', 'redirects', 'dictionary', 'leads', 'tire-agreements', 'tire-hotel-reviews', 'saved-searches', 'saved-search-alerts'] as const

/**
 * Payload's multi-tenant plugin with the site as tenant: a site selector above the CMS's menu, every list of a
 * site-owned collection showing the chosen site's documents, relationship choices and new documents on it.
 * Access stays this project's rule (access/roles.ts: an editor reads and writes only their sites), which the
 * plugin's own would repeat; cars and dealer sites, which go by country, filter the same way by hand
 * (selected-site.ts). Deleting a site keeps its refusal while content remains (hooks/sites.ts), so the plugin
 * deletes nothing.
 */
const tenantPlugin = multiTenantPlugin({
  tenantsSlug: 'sites',
  tenantField: { name: SITE_FIELD },
  tenantsArrayField: { includeDefaultField: false, arrayFieldName: USER_SITES_FIELD, arrayTenantFieldName: SITE_ROW_FIELD },
  userHasAccessToAllTenants: (user) => isAdmin(user),
  collections: Object.fromEntries(SITE_OWNED_COLLECTIONS.map((slug) => [slug, { customTenantField: true, useTenantAccess: false }])),
  cleanupAfterTenantDelete: false,
  useTenantsCollectionAccess: false,
  // The Sites and Users lists show every site and user the admin may see, whichever site is chosen.
  useTenantsListFilter: false,
  useUsersTenantFilter: false,
  i18n: {
    translations: {
      en: {
        'nav-tenantSelector-label': 'Site',
        'field-assignedTenant-label': 'Site',
        'assign-tenant-button-label': 'Move to another site',
        'assign-tenant-modal-title': 'The site of "{{title}}"',
      },
    },
  },
})

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A document put on (or taken off) a site the editor may not use is refused in words, before the plugin's own
 * check would answer "This field has an invalid selection": drafts and autosaves skip field validation.
 */
const refuseSiteNotAssigned: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data || !(SITE_FIELD in data) || !req.user) return data
  const site = idOf(data[SITE_FIELD])
  if (originalDoc && String(idOf(originalDoc[SITE_FIELD])) === String(site)) return data
  const choice = validateSiteChoice(site, req)
  if (choice !== true) throw new FieldRefusedError([{ path: SITE_FIELD, message: choice }])
  return data
}

export const multiSitePlugin: Plugin = async (config) => {
  const withSites = await tenantPlugin(config)
  for (const collection of withSites.collections ?? []) {
    if (!(SITE_OWNED_COLLECTIONS as readonly string[]).includes(collection.slug)) continue
    collection.hooks ??= {}
    collection.hooks.beforeValidate = [refuseSiteNotAssigned, ...(collection.hooks.beforeValidate ?? [])]
  }
  return withSites
}

/**
 * The languages the CMS offers (its language menu, and what it saves): the chosen site's, its default first;
 * with no site chosen, those of the editor's sites, or every language for an admin.
 */
export async function languagesOfSelectedSite({ locales, req }: { locales: Locale[]; req: PayloadRequest }): Promise<Locale[]> {
  const site = await selectedSite(req)
  let codes: string[]
  if (site) codes = [site.defaultLocale, ...site.locales.filter((code) => code !== site.defaultLocale)]
  else if (!req.user || isAdmin(req.user)) return locales
  else {
    const ids = assignedSiteIds(req.user)
    const sites = await req.payload.find({ collection: 'sites', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, select: { locales: true } })
    codes = [...new Set(sites.docs.flatMap((doc) => doc.locales ?? []))]
  }
  const offered = codes.map((code) => locales.find((locale) => locale.code === code)).filter((locale): locale is Locale => Boolean(locale))
  return offered.length > 0 ? offered : locales
}
