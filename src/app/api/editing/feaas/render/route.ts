import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { userCanEditSite } from '@/cms/access/roles'
import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'
import { editingPreviewPath } from '@/features/editing/preview-path'
import { safeRedirectPath, verifyEditingToken } from '@/features/editing/token'
import { REQUEST_ID_HEADER } from '@/features/sites/request-headers'
import { cmsOrigin, payloadSecret } from '@/lib/env'
import { jsonError } from '@/lib/http'
import { requestLogger } from '@/lib/logger'
import { getSite } from '@/server/content'
import { cms } from '@/server/payload'
import { publicOrigin } from '@/server/request-origin'
import { siteForRequest } from '@/server/request-site'

export const dynamic = 'force-dynamic'

/**
 * Enters page-editing mode. The CMS opens a page through this route with a signed link: it must be fresh,
 * for this site, from an editor of this site. Then draft mode is on and the editor lands on the page — on the
 * site's own host, or, for the CMS's live-preview frame (`site` given), on the CMS's host under /__editing/.
 */
export async function GET(request: Request) {
  const log = requestLogger(request.headers.get(REQUEST_ID_HEADER))
  const url = new URL(request.url)
  const verified = verifyEditingToken(url.searchParams.get('token'), payloadSecret())
  if (!verified.ok) {
    log.warn({ reason: verified.reason }, 'editing link refused')
    return jsonError(403, 'invalid_editing_link', 'This editing link is invalid or has expired. Open the preview from the CMS again.')
  }
  const framedSiteKey = url.searchParams.get('site')
  const site = framedSiteKey ? await getSite(framedSiteKey) : await siteForRequest(request)
  if (!site || String(site.id) !== verified.claims.siteId) {
    log.warn({ userId: verified.claims.userId, siteId: verified.claims.siteId }, 'editing link for another site refused')
    return jsonError(403, 'wrong_site', 'This editing link is for another site.')
  }
  const payload = await cms()
  const user = await payload.findByID({ collection: 'users', id: verified.claims.userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user || !userCanEditSite({ ...user, collection: 'users' } as never, site.id)) {
    log.warn({ userId: verified.claims.userId, site: site.key }, 'editing link from a user who cannot edit the site refused')
    return jsonError(403, 'not_an_editor', 'You can no longer edit this site.')
  }
  ;(await draftMode()).enable()
  log.info({ userId: verified.claims.userId, site: site.key, framed: Boolean(framedSiteKey) }, 'editing mode entered')
  const path = safeRedirectPath(url.searchParams.get('path'))
  const destination = framedSiteKey ? editingPreviewPath(site.key, path) : path
  const response = NextResponse.redirect(new URL(destination, publicOrigin(request)), 307)
  // Like Next.js's own draft-mode cookie: the preview may run in the CMS's frame.
  const crossSite = process.env.NODE_ENV !== 'development'
  response.cookies.set(CMS_ORIGIN_COOKIE, framingOrigin(request, site.url), { path: '/', sameSite: crossSite ? 'none' : 'lax', secure: crossSite, httpOnly: false })
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** The CMS window that opened this preview: this host, the site itself or the configured CMS address, nothing else. */
function framingOrigin(request: Request, siteUrl: string): string {
  const allowed = new Set([publicOrigin(request), new URL(siteUrl).origin, cmsOrigin()])
  const referer = request.headers.get('referer')
  try {
    const origin = referer ? new URL(referer).origin : null
    if (origin && allowed.has(origin)) return origin
  } catch {
    // An unreadable referrer falls back to the configured CMS address.
  }
  return cmsOrigin()
}
