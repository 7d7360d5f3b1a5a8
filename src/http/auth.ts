import { isSearchKey, sameKey } from '@/lib/api-keys'
import { env } from '@/lib/env'
import { INTERNAL_KEY_HEADER, internalKey } from '@/lib/internal-key'

import { plainError } from './answer'
import type { EndpointAuth } from './endpoint'

/** The header both keys travel in. */
export const API_KEY_HEADER = 'x-api-key'

/** The search-only key of `POST /api/search` (public by design, like a search provider's; see src/lib/api-keys.ts). */
export const searchKey: EndpointAuth = {
  kind: 'search-key',
  check: (header) => (isSearchKey(header(API_KEY_HEADER)) ? null : plainError(401, 'unauthorized', `Send the search key in the ${API_KEY_HEADER} header.`)),
}

/** The dealer system's stock-feed key (FORECOURT_STOCK_API_KEY); without one configured the endpoint is off (503). */
export const stockKey = stockKeyOf(() => env().FORECOURT_STOCK_API_KEY)

export function stockKeyOf(configured: () => string | undefined): EndpointAuth {
  return {
    kind: 'stock-key',
    check(header) {
      const key = configured()
      if (!key) return plainError(503, 'not_configured', 'The stock import is switched off on this server: set FORECOURT_STOCK_API_KEY (at least 16 characters) to switch it on.')
      return sameKey(header(API_KEY_HEADER), key) ? null : plainError(401, 'unauthorized', `Send the stock import key in the ${API_KEY_HEADER} header.`)
    },
  }
}

/** Calls between a deployment's own instances, with the key derived from the shared secret. */
export const internalOnly: EndpointAuth = {
  kind: 'internal',
  check: (header) => (sameKey(header(INTERNAL_KEY_HEADER), internalKey()) ? null : plainError(403, 'forbidden', 'Only this deployment’s own instances may call this address.')),
}
