import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { env, payloadSecret } from './env'

/** Whether a key sent in a header is the expected one, in the same time whatever was sent (digests have one length). */
export function sameKey(given: string | null, expected: string): boolean {
  const digest = (key: string) => createHash('sha256').update(key).digest()
  return given !== null && timingSafeEqual(digest(given), digest(expected))
}

/** The search-only key browsers and other systems send to `POST /api/search` (see env.ts). */
export function searchApiKey(): string {
  return env().FORECOURT_SEARCH_API_KEY ?? createHmac('sha256', payloadSecret()).update('forecourt-search').digest('base64url').slice(0, 32)
}

export function isSearchKey(given: string | null): boolean {
  return sameKey(given, searchApiKey())
}
