import { createHash } from 'node:crypto'

import { stockImage } from '@/features/stock/images'
import { jsonError } from '@/lib/http'

/** The name fully determines the picture, so browsers and CDNs may keep it for good. */
const STOCK_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

type Context = { params: Promise<{ name: string }> }

/** A generated picture of the demo stock: `/api/stock-images/{scene}-{variant}-{rrggbb}-{seed}-{width}.jpg`. */
export async function GET(request: Request, { params }: Context) {
  return answer(request, (await params).name, true)
}

export async function HEAD(request: Request, { params }: Context) {
  return answer(request, (await params).name, false)
}

async function answer(request: Request, name: string, withBody: boolean): Promise<Response> {
  const picture = await stockImage(name)
  if (!picture) return jsonError(404, 'not_found', 'No such stock picture.')
  const etag = `"${createHash('sha1').update(picture).digest('base64url')}"`
  const headers = { 'Cache-Control': STOCK_IMAGE_CACHE_CONTROL, ETag: etag }
  const known = request.headers.get('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (known?.includes(etag)) return new Response(null, { status: 304, headers })
  return new Response(withBody ? new Uint8Array(picture) : null, {
    headers: { ...headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(picture.length) },
  })
}
