import { createHash } from 'node:crypto'

import { z } from 'zod'

import { stockImage } from '@/wiring/stock-images'
import { pictureInUse } from '@/features/stock/picture-owner'
import { plainBytes, plainError } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { cms } from '@/wiring/cms'

/** The name fully determines the picture, so browsers and CDNs may keep it for good. */
const STOCK_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** A generated picture of the demo stock: `/api/stock-images/{scene}-{variant}-{rrggbb}-{seed}-{width}.jpg`. */
export const stockImages = defineEndpoint({
  method: 'GET',
  path: '/api/stock-images/[name]',
  summary: 'A drawn picture of a car in the stock or of a dealer site',
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,80}\.jpg$/) }),
  example: { params: { name: 'showroom-day-1f3a5f-1000001a-640.jpg' } },
  async handle({ params, header }) {
    const picture = await stockImage(params.name, async (image) => pictureInUse(await cms(), image))
    if (!picture) return plainError(404, 'not_found', 'No such stock picture.')
    const etag = `"${createHash('sha1').update(picture).digest('base64url')}"`
    const headers = { 'cache-control': STOCK_IMAGE_CACHE_CONTROL, etag }
    const known = header('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    if (known?.includes(etag)) return { status: 304, headers, body: [] }
    return plainBytes(200, 'image/jpeg', picture, headers)
  },
})
