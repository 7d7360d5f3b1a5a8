import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { userCanEditSite } from '@/cms/access/roles'
import { safeRedirectPath, verifyEditingToken } from '@/features/editing/token'
import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'
import { cmsOrigin, payloadSecret } from '@/lib/env'
import { jsonError } from '@/lib/http'
import { cms } from '@/server/payload'
import { siteForRequest } from '@/server/request-site'

export const dynamic = 'force-dynamic'

/**
 * Enters page-editing mode: the CMS opens a page through this route with a signed link. The link must be
 * fresh, for this site, from an editor of this site; then draft mode is on and the editor lands on the page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const verified = verifyEditingToken(url.searchParams.get('token'), payloadSecret())
  if (!verified.ok) {
    return jsonError(403, 'invalid_editing_link', 'This editing link is invalid or has expired. Open the preview from the CMS again.')
  }
  const site = await siteForRequest(request)
  if (!site || String(site.id) !== verified.claims.siteId) {
    return jsonError(403, 'wrong_site', 'This editing link is for another site.')
  }
  const payload = await cms()
  const user = await payload.findByID({ collection: 'users', id: verified.claims.userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user || !userCanEditSite({ ...user, collection: 'users' } as never, site.id)) {
    return jsonError(403, 'not_an_editor', 'You can no longer edit this site.')
  }
  ;(await draftMode()).enable()
  const response = NextResponse.redirect(new URL(safeRedirectPath(url.searchParams.get('path')), publicOrigin(request)), 307)
  // Like Next.js's own draft-mode cookie: the preview runs in the CMS's frame, a cross-site context.
  const crossSite = process.env.NODE_ENV !== 'development'
  response.cookies.set(CMS_ORIGIN_COOKIE, framingOrigin(request, site.url), { path: '/', sameSite: crossSite ? 'none' : 'lax', secure: crossSite, httpOnly: false })
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** The origin the visitor used (the Host header), not the address the server listens on. */
function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  return `${url.protocol}//${host}`
}

/** The CMS window that framed this preview: the site itself or the configured CMS address, nothing else. */
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
