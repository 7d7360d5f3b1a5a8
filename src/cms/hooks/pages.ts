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

/**
 * Computes the page's path from its parent, refusing parents on another site and parents below the page itself.
 * A draft saved in the CMS (Save draft, and the autosaves as the editor types) may still lack a parent or a free
 * path: it then has no path until it has them, and is refused with the reason only when it is published.
 */
export const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const draftInCms = merged._status !== 'published' && Boolean(req.user) && (savesADraft(req) || (operation === 'create' && !merged.title))
  const fail = (path: string, message: string, evenForADraft = false): never => {
    if (draftInCms && !evenForADraft) throw new IncompleteDraft()
    throw new FieldRefusedError([{ path, message }])
  }
  try {
    Object.assign(data, await placePage(merged, originalDoc?.id, req, fail))
  } catch (error) {
    if (!(error instanceof IncompleteDraft)) throw error
    data.path = null
  }
  return data
}

class IncompleteDraft extends Error {}

/** An explicit draft save: the CMS's autosave and Save draft (`?draft=true`), not a plain create. */
const savesADraft = (req: PayloadRequest) => req.query?.draft === 'true' || req.query?.autosave === 'true'

type Fail = (path: string, message: string, evenForADraft?: boolean) => never

async function placePage(page: Record<string, unknown>, id: Id | undefined, req: PayloadRequest, fail: Fail): Promise<{ path: string; slug: string }> {
  const parentId = idOf(page.parent)
  const siteId = idOf(page.site)
  // Collection hooks run before field validation: the site choice speaks first, as the clearest reason.
  const siteChoice = validateSiteChoice(siteId, req, !req.user)
  if (siteChoice !== true) fail('site', siteChoice, siteId !== null)
  let placed: { path: string; slug: string }
  if (parentId === null) {
    placed = { path: '/', slug: '' }
  } else {
    const slug = typeof page.slug === 'string' ? page.slug : ''
    if (!SLUG_PATTERN.test(slug)) fail('slug', 'Use lower-case letters, digits and dashes, e.g. om-oss.')
    let ancestor = await findPage(req, parentId)
    if (!ancestor) return fail('parent', 'The parent page does not exist.', true)
    if (String(idOf(ancestor.site)) !== String(siteId)) fail('parent', 'The parent page must be on the same site.', true)
    const parentPath = ancestor.path ?? '/'
    for (let depth = 0; ancestor && depth < 64; depth++) {
      if (id !== undefined && String(ancestor.id) === String(id)) fail('parent', 'A page cannot be placed below itself.', true)
      const next = idOf(ancestor.parent)
      ancestor = next === null ? null : await findPage(req, next)
    }
    placed = { path: pagePath(parentPath, slug), slug }
  }
  const clash = await req.payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: placed.path } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  if (clash.docs.length > 0) {
    fail(parentId === null ? 'parent' : 'slug', parentId === null ? 'This site already has a home page: choose a parent page.' : `Another page of this site already has the path ${placed.path}.`)
  }
  return placed
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
