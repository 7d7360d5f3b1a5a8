import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { SLUG_PATTERN, pagePath, slugify } from '@/features/content/page-path'

import { FieldRefusedError, PageHasSubPagesError } from '../errors'
import { validateSiteChoice } from '../fields/site'

type Id = number | string
const idOf = (value: unknown): Id | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? ((value as { id: Id }).id ?? null) : (value as Id)

/** Fills an empty slug from the title, so an editor only has to name the page. */
export const fillSlugFromTitle: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug && typeof data.title === 'string' && data.parent) data.slug = slugify(data.title)
  return data
}

async function findPage(req: PayloadRequest, id: Id) {
  return req.payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, req, disableErrors: true })
}

/** Computes the page's path from its parent, refusing parents on another site and parents below the page itself. */
export const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const fail = (path: string, message: string) => {
    throw new FieldRefusedError([{ path, message }])
  }
  const merged = { ...originalDoc, ...data }
  const parentId = idOf(merged.parent)
  const siteId = idOf(merged.site)
  // Collection hooks run before field validation: the site choice speaks first, as the clearest reason.
  const siteChoice = validateSiteChoice(siteId, req, !req.user)
  if (siteChoice !== true) fail('site', siteChoice)
  if (parentId === null) {
    data.path = '/'
    data.slug = ''
  } else {
    const slug = typeof merged.slug === 'string' ? merged.slug : ''
    if (!SLUG_PATTERN.test(slug)) fail('slug', 'Use lower-case letters, digits and dashes, e.g. om-oss.')
    let ancestor = await findPage(req, parentId)
    if (!ancestor) return fail('parent', 'The parent page does not exist.')
    if (String(idOf(ancestor.site)) !== String(siteId)) fail('parent', 'The parent page must be on the same site.')
    const parentPath = ancestor.path ?? '/'
    for (let depth = 0; ancestor && depth < 64; depth++) {
      if (originalDoc?.id !== undefined && String(ancestor.id) === String(originalDoc.id)) {
        fail('parent', 'A page cannot be placed below itself.')
      }
      const next = idOf(ancestor.parent)
      ancestor = next === null ? null : await findPage(req, next)
    }
    data.slug = slug
    data.path = pagePath(parentPath, slug)
  }
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { site: { equals: siteId } },
        { path: { equals: data.path } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  if (clash.docs.length > 0) {
    fail(parentId === null ? 'parent' : 'slug', parentId === null ? 'This site already has a home page: choose a parent page.' : `Another page of this site already has the path ${data.path}.`)
  }
  return data
}

/** When a page's path changes, its sub-pages follow. */
export const moveSubPages: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!previousDoc || previousDoc.path === doc.path) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: { path: pagePath(doc.path, child.slug ?? '') },
      overrideAccess: true,
      req,
      context: { skipRevalidate: true },
    })
  }
  return doc
}

export const keepPagesWithSubPages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const children = await req.payload.count({ collection: 'pages', where: { parent: { equals: id } }, overrideAccess: true, req })
  if (children.totalDocs > 0) {
    throw new PageHasSubPagesError(children.totalDocs)
  }
}
