import { createHmac, timingSafeEqual } from 'node:crypto'

import { ONE_CLICK_UNSUBSCRIBE_PATH } from './paths'

/**
 * The links of the saved-search e-mails, signed so that nobody needs a password and nobody can guess another's:
 * `c` confirms one search, `u` unsubscribes one (the one-click link), `m` opens every search of one subscriber
 * on a site. The subscriber is named by a keyed digest of the address, never the address itself.
 */

export type LinkPurpose = 'c' | 'u' | 'm'
export type LinkSigner = (text: string) => string

/** A signer over the installation's secret. */
export function linkSigner(secret: string): LinkSigner {
  return (text) => createHmac('sha256', `forecourt-saved-searches:${secret}`).update(text).digest('base64url').slice(0, 32)
}

/** The subscriber's key: the same for one address (whatever its case) on one site, and not the address. */
export function subscriberKeyOf(sign: LinkSigner, siteId: number, email: string): string {
  return sign(`subscriber:${siteId}:${email.trim().toLowerCase()}`)
}

export function linkToken(sign: LinkSigner, purpose: LinkPurpose, subject: string | number): string {
  return `${purpose}.${subject}.${sign(`${purpose}:${subject}`)}`
}

const TOKEN = /^([cum])\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{32})$/

/** The subject of a token of that purpose (a search's id, a subscriber's key), or null for anything else. */
export function readLinkToken(sign: LinkSigner, purpose: LinkPurpose, token: unknown): string | null {
  if (typeof token !== 'string') return null
  const match = TOKEN.exec(token)
  if (!match || match[1] !== purpose) return null
  const expected = Buffer.from(sign(`${purpose}:${match[2]}`))
  const given = Buffer.from(match[3]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[2]! : null
}

/** The RFC 8058 headers of an alert: a mail client unsubscribes with one POST, no page to open. */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
