import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'
import { safeRedirectPath } from '@/features/editing/token'
import { getSite } from '@/server/content'
import { publicOrigin } from '@/server/request-origin'

export const dynamic = 'force-dynamic'

/** Leaves page-editing mode and returns to the published page, on its site's own address when it is named. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const url = new URL(request.url)
  const path = safeRedirectPath(url.searchParams.get('path'))
  const siteKey = url.searchParams.get('site')
  const site = siteKey ? await getSite(siteKey) : null
  const response = NextResponse.redirect(new URL(path, site ? site.url : publicOrigin(request)), 307)
  response.cookies.delete(CMS_ORIGIN_COOKIE)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
