import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { createOnAssignedSite, isAdmin, siteScoped } from '../access/roles'
import { siteField } from '../fields/site'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

/** Image device sizes of spec 1 §9: every image is also stored at these widths. */
export const IMAGE_DEVICE_SIZES = [320, 640, 1280, 1920] as const

/** A tiny blurred copy shown while the image loads. A failure only means no placeholder (spec 1 §8). */
const addBlurPlaceholder: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data || !file.mimetype?.startsWith('image/') || file.mimetype === 'image/svg+xml' || file.mimetype.includes('icon')) return data
  try {
    const sharp = (await import('sharp')).default
    const tiny = await sharp(file.data).resize(16, 16, { fit: 'inside' }).webp({ quality: 40 }).toBuffer()
    data.blurDataURL = `data:image/webp;base64,${tiny.toString('base64')}`
  } catch (error) {
    logger.error({ err: error, filename: file.name }, 'blur placeholder failed')
    data.blurDataURL = ''
  }
  return data
}

const siteOfMedia = siteScoped()

const mediaDir = path.resolve(env().FORECOURT_MEDIA_DIR)

/**
 * A file that is not on the disk (a deleted upload, a mistyped old address) is not found: 404 with a JSON error.
 * Payload itself answers such a request with a 500 and logs an error for each.
 */
function missingFileIsNotFound(_req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> | Promise<void> {
  const file = path.resolve(mediaDir, params.filename)
  const found = file.startsWith(mediaDir + path.sep) ? stat(file).then((entry) => entry.isFile(), () => false) : Promise.resolve(false)
  // No answer lets Payload serve the file (its handler type has no Promise<Response | void>, hence the cast).
  return found.then((exists) => (exists ? undefined : Response.json({ error: 'not_found', message: 'No such file.' }, { status: 404, headers: { 'cache-control': 'no-store' } }))) as Promise<Response>
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media', plural: 'Media' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'site', 'updatedAt'] },
  access: {
    // Files are public (every visitor, and an editor previewing any site, is shown them); the library is each site's.
    read: (args) => (args.isReadingStaticFile || isAdmin(args.req.user) ? true : siteOfMedia(args)),
    create: createOnAssignedSite,
    update: siteScoped(),
    delete: siteScoped(),
  },
  upload: {
    staticDir: mediaDir,
    handlers: [missingFileIsNotFound],
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    focalPoint: true,
    crop: true,
    // Browsers keep a picture a day and use it another week while fetching a fresh copy: a replaced file
    // may keep its name, so the lifetime is not forever.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
    imageSizes: IMAGE_DEVICE_SIZES.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      // Effort 2 of 6: half the encoding time of the default for files a few percent larger.
      formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } },
    })),
    adminThumbnail: 'w320',
  },
  hooks: {
    beforeChange: [addBlurPlaceholder],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it. Required.' },
    },
    { name: 'caption', type: 'text' },
    siteField(),
    { name: 'blurDataURL', type: 'text', admin: { hidden: true }, access: { update: () => false } },
  ],
}
