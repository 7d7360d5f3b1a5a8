import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long an editing link from the CMS stays valid. The draft-mode cookie it sets lasts the browser session. */
export const EDITING_LINK_LIFETIME_SECONDS = 8 * 60 * 60

export type EditingClaims = {
  /** CMS user who opened the preview. */
  userId: string
  /** Site whose page is previewed. */
  siteId: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', `forecourt-editing:${secret}`).update(payload).digest('base64url')
}

export function createEditingToken(claims: Omit<EditingClaims, 'exp'>, secret: string, now = Date.now()): string {
  const full: EditingClaims = { ...claims, exp: Math.floor(now / 1000) + EDITING_LINK_LIFETIME_SECONDS }
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

/**
 * The CMS recomputes the live-preview address after every save, autosaves included. A link signed at the start of
 * the hour stays the same address all hour, so the preview frame keeps its page (and scroll position) and refreshes
 * in place instead of reloading. It is then valid for 7 to 8 hours.
 */
export const EDITING_LINK_STEP_SECONDS = 60 * 60

export function createSteadyEditingToken(claims: Omit<EditingClaims, 'exp'>, secret: string, now = Date.now()): string {
  const step = EDITING_LINK_STEP_SECONDS * 1000
  return createEditingToken(claims, secret, Math.floor(now / step) * step)
}

export type EditingTokenResult = { ok: true; claims: EditingClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export function verifyEditingToken(token: string | null | undefined, secret: string, now = Date.now()): EditingTokenResult {
  const [payload, signature, ...rest] = (token ?? '').split('.')
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(sign(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' }
  let claims: EditingClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as EditingClaims
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

const SAME_ORIGIN = 'http://same-origin.invalid'

/**
 * Only a path on the same host is a place to send an editor after entering or leaving editing mode. The path
 * is read the way a browser reads a Location header (which drops tabs and line breaks and turns `\\` into
 * `/`, so `/\t/evil.example` is `//evil.example`), and kept only when it stays on the host it is given.
 */
export function safeRedirectPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(path)) return '/'
  let url: URL
  try {
    url = new URL(path, SAME_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== SAME_ORIGIN) return '/'
  const resolved = `${url.pathname}${url.search}${url.hash}`
  return resolved.startsWith('//') ? '/' : resolved
}
