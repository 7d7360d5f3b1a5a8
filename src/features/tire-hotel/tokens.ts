import { randomBytes, randomInt } from 'node:crypto'

import type { Sealer } from '@/lib/encryption'

import { CODE_LENGTH, SEARCH_TOKEN_LIFETIME_MS } from './rules'

/**
 * What the tire hotel hands to browsers and keeps of it. A search answers with a sealed token (AES-GCM) naming
 * the agreement, never its phone number; the authorization and session tokens are 256 random bits kept only as
 * keyed digests, and so are the one-time codes, bound to their authorization token.
 */

/** 256 bits from the system's cryptographic source, as base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** A one-time code: four digits, each of the 10,000 equally likely, from the cryptographic source. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

type SearchClaim = { a: string; r: string; t: number }

/** The `encryptedPhoneNumber` of a search: the agreement and car, sealed; it reveals nothing and cannot be forged. */
export function searchToken(sealer: Sealer, found: { agreementId: string; regNo: string }, now: Date): string {
  const claim: SearchClaim = { a: found.agreementId, r: found.regNo, t: now.getTime() }
  return sealer.seal('tire-hotel-search', JSON.stringify(claim))
}

/** The agreement and car of a search token this installation sealed within the last hour; null otherwise. */
export function openSearchToken(sealer: Sealer, token: string, now: Date): { agreementId: string; regNo: string } | null {
  const opened = sealer.open('tire-hotel-search', token)
  if (opened === null) return null
  const claim = JSON.parse(opened) as SearchClaim
  const age = now.getTime() - claim.t
  if (!(age >= -60_000 && age <= SEARCH_TOKEN_LIFETIME_MS)) return null
  return { agreementId: claim.a, regNo: claim.r }
}

/** The token of a wheel change's cancel link. */
export function cancelToken(sealer: Sealer, booking: { reference: string }): string {
  return sealer.seal('tire-hotel-cancel', JSON.stringify({ r: booking.reference }))
}

export function openCancelToken(sealer: Sealer, token: string): { reference: string } | null {
  const opened = sealer.open('tire-hotel-cancel', token)
  if (opened === null) return null
  const claim = JSON.parse(opened) as { r: string }
  return { reference: claim.r }
}

/** Keyed digests: what is stored of tokens, codes and (as rate-limit keys) phone numbers. */
export const digests = (sealer: Sealer) => ({
  authorization: (token: string) => sealer.digest('tire-hotel-digest', `authorization:${token}`),
  session: (token: string) => sealer.digest('tire-hotel-digest', `session:${token}`),
  /** A code is bound to the authorization token it was sent for: the same digits under another token differ. */
  code: (authorizationDigest: string, code: string) => sealer.digest('tire-hotel-digest', `code:${authorizationDigest}:${code}`),
  phone: (phone: string) => sealer.digest('tire-hotel-digest', `phone:${phone}`),
})
