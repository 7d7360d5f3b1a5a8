import type { PayloadRequest } from 'payload'

import { createEditingToken } from '@/features/editing/token'
import { localizedPath } from '@/features/sites/locales'
import { payloadSecret } from '@/lib/env'

/** The route that checks an editing link, turns on draft mode for the editor and redirects to the page. */
export const EDITING_RENDER_ROUTE = '/api/editing/feaas/render'

type PageData = { site?: unknown; path?: string | null }

/**
 * The address the CMS opens in its live-preview frame: the page on its own site's host, through the editing
 * route, with a signed link that proves a signed-in editor asked for it.
 */
export async function pagePreviewURL({ data, req, locale }: { data: PageData; req: PayloadRequest; locale?: { code: string } | string }) {
  if (!req.user || !data?.site) return null
  const siteId = typeof data.site === 'object' ? (data.site as { id: number | string }).id : (data.site as number | string)
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, req, disableErrors: true })
  if (!site) return null
  const code = typeof locale === 'string' ? locale : locale?.code
  const language = code && site.locales?.includes(code as never) ? code : site.defaultLocale
  const path = localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, language, data.path ?? '/')
  const token = createEditingToken({ userId: String(req.user.id), siteId: String(site.id) }, payloadSecret())
  const url = new URL(EDITING_RENDER_ROUTE, site.url)
  url.searchParams.set('token', token)
  url.searchParams.set('path', path)
  return url.toString()
}
