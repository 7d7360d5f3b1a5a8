import {
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import { normalizeHost } from '@/features/sites/hosts'

import { isAdmin } from '../access/roles'
import { CmsRequestError, FieldRefusedError, SiteHasContentError } from '../errors'

type HostnameRow = { hostname?: string | null }

/** The fields that say where a site is: what canonical links, sitemaps, e-mail links and the editing exit point to. */
const ADDRESS_FIELDS = ['key', 'url', 'hostnames'] as const

const hostList = (rows: unknown) => (Array.isArray(rows) ? (rows as HostnameRow[]).map((row) => normalizeHost(row?.hostname ?? '')) : [])

/**
 * Only an admin changes a site's address. An editor's change of one is refused in words (field access alone would
 * drop it silently); the same address sent back unchanged, as the admin's form does with every save, is no change.
 * Runs before the operation: by the time of the document's own hooks, field access has taken the fields out.
 */
export const refuseAddressChangeByEditors: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Scripts (the seed) run without a user.
  if (operation !== 'update' || !req.user || isAdmin(req.user)) return args
  const data = (args as { data?: Record<string, unknown> }).data
  const sent = ADDRESS_FIELDS.filter((field) => data && field in data && data[field] !== undefined)
  if (sent.length === 0) return args
  const id = (args as { id?: number | string }).id
  // Several sites at once (the list's bulk edit): any address sent is a change.
  const stored =
    id === undefined
      ? null
      : await req.payload.findByID({ collection: 'sites', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const changed = sent.filter((field) => {
    if (!stored) return true
    if (field === 'hostnames') return hostList(data![field]).join(' ') !== hostList(stored.hostnames).join(' ')
    return String(data![field] ?? '') !== String(stored[field] ?? '')
  })
  if (changed.length > 0) {
    throw new CmsRequestError(
      'AddressChangeRefused',
      `Only an admin changes a site’s address (${changed.join(', ')}): it is where links, sitemaps and e-mails point.`,
      403,
      { fields: changed },
    )
  }
  return args
}

/** One host belongs to one site: a second site claiming it gets a clear error on the field. */
export const ensureUniqueHostnames: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const rows = (data?.hostnames ?? []) as HostnameRow[]
  const hosts = rows.map((row) => normalizeHost(row.hostname ?? '')).filter(Boolean)
  if (data && Array.isArray(data.hostnames)) {
    data.hostnames = rows.map((row) => ({ ...row, hostname: normalizeHost(row.hostname ?? '') }))
  }
  const errors: { path: string; message: string }[] = []
  hosts.forEach((host, index) => {
    if (hosts.indexOf(host) !== index) errors.push({ path: `hostnames.${index}.hostname`, message: `${host} is listed twice.` })
  })
  if (hosts.length > 0) {
    const others = await req.payload.find({
      collection: 'sites',
      where: { 'hostnames.hostname': { in: hosts }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
      depth: 0,
      limit: 100,
      overrideAccess: true,
      req,
    })
    for (const other of others.docs) {
      for (const row of other.hostnames ?? []) {
        const index = hosts.indexOf(normalizeHost(row.hostname))
        if (index >= 0)
          errors.push({ path: `hostnames.${index}.hostname`, message: `${hosts[index]} already belongs to the site ${other.name}.` })
      }
    }
  }
  if (errors.length > 0) throw new FieldRefusedError(errors)
  return data
}

/** A collection whose documents each belong to one site (the `site` field of `siteField`). */
function siteOwnedCollections(req: PayloadRequest): CollectionSlug[] {
  return Object.values(req.payload.collections)
    .filter(({ config }) =>
      config.fields.some(
        (field) => 'name' in field && field.name === 'site' && field.type === 'relationship' && field.relationTo === 'sites',
      ),
    )
    .map(({ config }) => config.slug as CollectionSlug)
}

/**
 * A site is deleted only once nothing belongs to it any more. Its pages, stories, redirects, media, leads and
 * the rest would otherwise be left without a site (the database refuses that, and the editor saw "An unknown
 * error occurred"); the editor is told instead what the site still holds, and nothing is deleted.
 */
export const refuseDeletingSiteWithContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const remaining: string[] = []
  for (const slug of siteOwnedCollections(req)) {
    const { totalDocs } = await req.payload.count({ collection: slug, where: { site: { equals: id } }, overrideAccess: true, req })
    if (totalDocs === 0) continue
    const { labels, custom } = req.payload.collections[slug].config
    // A collection whose name is not a count noun ("Dictionary") says how its documents are counted.
    const counted = (custom?.countedAs as { singular: string; plural: string } | undefined) ?? labels
    const label = totalDocs === 1 ? counted.singular : counted.plural
    remaining.push(`${totalDocs} ${typeof label === 'string' ? label.toLowerCase() : slug}`)
  }
  if (remaining.length === 0) return
  throw new SiteHasContentError(remaining)
}
