import type { PayloadRequest } from 'payload'

import { createSteadyEditingToken } from '@/features/editing/token'
import { localizedPath } from '@/features/sites/locales'
import { publicOrigin } from '@/http/public-origin'
import { payloadSecret } from '@/lib/env'

/** The route that checks an editing link, turns on draft mode for the editor and redirects to the page. */
export const EDITING_RENDER_ROUTE = '/api/editing/feaas/render'

type PageData = { site?: unknown; path?: string | null }

/** The origin the editor opened the CMS on (behind a trusted proxy: the host and scheme it names). */
function adminOrigin(req: PayloadRequest): string {
  return publicOrigin((name) => req.headers.get(name), req.host)
}

/**
 * The address of a page in page-editing mode, through the editing route with a signed link that proves a
 * signed-in editor asked for it. `frame`: for the live-preview frame, on the CMS's own host (the site is named
 * in the path); otherwise on the site's own host, for the preview opened in a new tab.
 */
export async function pagePreviewURL({
  data,
  req,
  locale,
  frame = false,
}: {
  data: PageData
  req: PayloadRequest
  locale?: { code: string } | string
  frame?: boolean
}) {
  if (!req.user || !data?.site) return null
  const siteId = typeof data.site === 'object' ? (data.site as { id: number | string }).id : (data.site as number | string)
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, req, disableErrors: true })
  if (!site) return null
  const code = typeof locale === 'string' ? locale : locale?.code
  const language = code && site.locales?.includes(code as never) ? code : site.defaultLocale
  const path = localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, language, data.path ?? '/')
  const token = createSteadyEditingToken({ userId: String(req.user.id), siteId: String(site.id) }, payloadSecret())
  const url = new URL(EDITING_RENDER_ROUTE, frame ? adminOrigin(req) : site.url)
  url.searchParams.set('token', token)
  url.searchParams.set('path', path)
  if (frame) url.searchParams.set('site', site.key)
  return url.toString()
}
