import type { CollectionBeforeValidateHook, FilterOptions, PayloadRequest } from 'payload'

import { FieldRefusedError } from '../errors'
import { selectedSite } from '../multi-site/selected-site'

type Id = number | string
const idOf = (value: unknown): Id | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? ((value as { id: Id }).id ?? null) : (value as Id)

/**
 * The pages of a site that hold a stories list, in any of its languages: the only pages a story can belong to
 * (the list shows the stories whose index is its page).
 */
export async function storiesIndexPageIds(req: PayloadRequest, siteId: Id): Promise<number[]> {
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, disableErrors: true, req, select: { locales: true } })
  const ids = new Set<number>()
  for (const locale of site?.locales ?? []) {
    const { docs } = await req.payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { 'layout.blockType': { equals: 'storiesList' } }] },
      locale,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      // Not the request's own: a find in another language would change the language the request saves in.
      select: { path: true },
    })
    for (const doc of docs) ids.add(doc.id)
  }
  return [...ids].sort((a, b) => a - b)
}

/** The *Stories index* offers the pages of the story's site that hold a stories list. */
export const storiesIndexOptions: FilterOptions = async ({ siblingData, req }) => {
  const site = idOf((siblingData as { site?: unknown } | undefined)?.site) ?? (await selectedSite(req))?.id ?? null
  if (site === null) return false
  return { id: { in: await storiesIndexPageIds(req, site) } }
}

/** A new story's *Stories index*: the chosen site's stories list page, when it has exactly one. */
export async function onlyStoriesIndex({ req }: { req: PayloadRequest }): Promise<number | undefined> {
  const site = await selectedSite(req)
  if (!site) return undefined
  const ids = await storiesIndexPageIds(req, site.id)
  return ids.length === 1 ? ids[0] : undefined
}

/** A story belongs to a page with a stories list, or no list would ever show it. */
export const refuseIndexWithoutStoriesList: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const index = idOf(data.index ?? originalDoc?.index)
  const site = idOf(data.site ?? originalDoc?.site)
  if (index === null || site === null) return data
  if (originalDoc && String(idOf(originalDoc.index)) === String(index) && String(idOf(originalDoc.site)) === String(site)) return data
  if ((await storiesIndexPageIds(req, site)).some((id) => String(id) === String(index))) return data
  throw new FieldRefusedError([{ path: 'index', message: 'The stories index must be a page of the story’s site with a stories list: the story shows in that list.' }])
}
