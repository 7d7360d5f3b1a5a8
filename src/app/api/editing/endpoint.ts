import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { z } from 'zod'

import { userCanEditSite } from '@/cms/access/roles'
import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'
import { editingPreviewPath } from '@/features/editing/preview-path'
import { safeRedirectPath, verifyEditingToken } from '@/features/editing/token'
import { plainError } from '@/http/answer'
import { defineEndpoint, type HeaderReader } from '@/http/endpoint'
import { publicOrigin } from '@/http/public-origin'
import { cmsOrigin, payloadSecret } from '@/lib/env'
import { requestLogger } from '@/lib/logger'
import { getSite } from '@/data/content'
import { cms } from '@/wiring/cms'
import { siteForRequest } from '@/data/request-site'

const siteKey = z.string().min(1).max(100).optional()
const path = z.string().max(2_000).optional()

/** Leaves page-editing mode and returns to the published page, on its site's own address when it is named. */
export const editingExit = defineEndpoint({
  method: 'GET',
  path: '/api/editing/exit',
  summary: 'Leaves page-editing mode and returns to the published page',
  query: z.object({ site: siteKey, path }),
  example: { query: { site: 'se-dealer-2', path: '/kop-bil' } },
  async handle({ query, header }) {
    ;(await draftMode()).disable()
    const site = query.site ? await getSite(query.site) : null
    const response = NextResponse.redirect(new URL(safeRedirectPath(query.path), site ? site.url : publicOrigin(header)), 307)
    response.cookies.delete(CMS_ORIGIN_COOKIE)
    return response
  },
})

/**
 * Enters page-editing mode. The CMS opens a page through this route with a signed link: it must be fresh,
 * for this site, from an editor of this site. Then draft mode is on and the editor lands on the page — on the
 * site's own host, or, for the CMS's live-preview frame (`site` given), on the CMS's host under /__editing/.
 */
export const editingRender = defineEndpoint({
  method: 'GET',
  path: '/api/editing/feaas/render',
  summary: 'Enters page-editing mode with a signed link from the CMS (/feaas-render)',
  query: z.object({ token: z.string().max(4_000).optional(), site: siteKey, path }),
  example: { query: { token: 'eyJ1c2VySWQiOiIxIn0.c2lnbmF0dXJl', site: 'se-dealer-2', path: '/' } },
  async handle({ query, header, requestId }) {
    const log = requestLogger(requestId)
    const verified = verifyEditingToken(query.token ?? null, payloadSecret())
    if (!verified.ok) {
      log.warn({ reason: verified.reason }, 'editing link refused')
      return plainError(403, 'invalid_editing_link', 'This editing link is invalid or has expired. Open the preview from the CMS again.')
    }
    const site = query.site ? await getSite(query.site) : await siteForRequest(header)
    if (!site || String(site.id) !== verified.claims.siteId) {
      log.warn({ userId: verified.claims.userId, siteId: verified.claims.siteId }, 'editing link for another site refused')
      return plainError(403, 'wrong_site', 'This editing link is for another site.')
    }
    const payload = await cms()
    const user = await payload.findByID({ collection: 'users', id: verified.claims.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!user || !userCanEditSite({ ...user, collection: 'users' } as never, site.id)) {
      log.warn({ userId: verified.claims.userId, site: site.key }, 'editing link from a user who cannot edit the site refused')
      return plainError(403, 'not_an_editor', 'You can no longer edit this site.')
    }
    ;(await draftMode()).enable()
    log.info({ userId: verified.claims.userId, site: site.key, framed: Boolean(query.site) }, 'editing mode entered')
    const destination = query.site ? editingPreviewPath(site.key, safeRedirectPath(query.path)) : safeRedirectPath(query.path)
    const response = NextResponse.redirect(new URL(destination, publicOrigin(header)), 307)
    // Like Next.js's own draft-mode cookie: the preview may run in the CMS's frame.
    const crossSite = process.env.NODE_ENV !== 'development'
    response.cookies.set(CMS_ORIGIN_COOKIE, framingOrigin(header, site.url), { path: '/', sameSite: crossSite ? 'none' : 'lax', secure: crossSite, httpOnly: false })
    return response
  },
})

/** The CMS window that opened this preview: this host, the site itself or the configured CMS address, nothing else. */
function framingOrigin(header: HeaderReader, siteUrl: string): string {
  const allowed = new Set([publicOrigin(header), new URL(siteUrl).origin, cmsOrigin()])
  const referer = header('referer')
  try {
    const origin = referer ? new URL(referer).origin : null
    if (origin && allowed.has(origin)) return origin
  } catch {
    // An unreadable referrer falls back to the configured CMS address.
  }
  return cmsOrigin()
}
