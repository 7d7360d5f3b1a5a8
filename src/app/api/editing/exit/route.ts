import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { safeRedirectPath } from '@/features/editing/token'
import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'

export const dynamic = 'force-dynamic'

/** Leaves page-editing mode and returns to the published page. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  const response = NextResponse.redirect(new URL(safeRedirectPath(url.searchParams.get('path')), `${url.protocol}//${host}`), 307)
  response.cookies.delete(CMS_ORIGIN_COOKIE)
  response.headers.set('Cache-Control', 'no-store')
  return response
}
