import { REDIRECTS_TAG, SITES_TAG } from '@/features/sites/cache-tags'
import { stockChangeSettling, stockVersion } from '@/features/stock/version'
import { createPageCache } from '@/http/page-cache'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'

/**
 * This instance's page cache (src/http/page-cache.ts), shared by the server in front of Next.js (scripts/serve.ts),
 * which answers from it, and the code that expires it: the CMS's hooks and the other instances' messages
 * (site tags), and the search indices when an import changed cars (car and stock tags, src/wiring/search.ts).
 * A change of the stock or the dealer sites made in this process is followed at once (`freshness`).
 */
export const pageCache = processSingleton('pageCache', () =>
  createPageCache({
    maxBytes: env().FORECOURT_PAGE_CACHE_MB * 1024 * 1024,
    freshness: () => (stockChangeSettling() ? null : String(stockVersion())),
    commonTags: [SITES_TAG, REDIRECTS_TAG],
  }),
)
