import { createHmac, timingSafeEqual } from 'node:crypto'

import { env, payloadSecret } from './env'

/** The search-only key browsers and other systems send to `POST /api/search` (see env.ts). */
export function searchApiKey(): string {
  return env().FORECOURT_SEARCH_API_KEY ?? createHmac('sha256', payloadSecret()).update('forecourt-search').digest('base64url').slice(0, 32)
}

export function isSearchKey(given: string | null): boolean {
  const expected = Buffer.from(searchApiKey())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
