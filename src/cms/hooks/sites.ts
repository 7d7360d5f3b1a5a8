import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { normalizeHost } from '@/features/sites/host-map'

type HostnameRow = { hostname?: string | null }

/** One host belongs to one site: a second site claiming it gets a clear error on the field. */
export const ensureUniqueHostnames: CollectionBeforeValidateHook = async ({ data, originalDoc, req, collection }) => {
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
        if (index >= 0) errors.push({ path: `hostnames.${index}.hostname`, message: `${hosts[index]} already belongs to the site ${other.name}.` })
      }
    }
  }
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors })
  return data
}
