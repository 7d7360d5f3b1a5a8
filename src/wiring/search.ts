import { buildIndex, search as searchIndex, type IndexConfig, type SearchIndex } from '@/features/car-search/engine'
import { SITE_INDEX_CONFIG } from '@/features/car-search/index-config'
import { indexForSiteName, SITE_INDICES, siteIndexCountry, type IndexKind } from '@/features/car-search/indices'
import { searchRequestSchema, type SearchRequest, type SearchResponse } from '@/features/car-search/schema'
import { createSearchService, type SearchService, type SharedAnswers } from '@/features/car-search/search-service'
import { buildVehicleIndex } from '@/features/car-search/vehicle-index'
import type { MarketModel } from '@/features/price-insight/market-value'
import type { Car } from '@/features/stock/car'
import { dealerSitesVersion, loadDealerSites } from '@/features/dealer-sites/store'
import { VEHICLE_INDICES } from '@/features/stock/car'
import { carTag, stockTag } from '@/features/stock/cache-tags'
import { carChanges } from '@/features/stock/changed-cars'
import { loadStock, stockVersion as storedStockVersion } from '@/features/stock/repository'
import { databaseOf } from '@/db/database'
import { stockChangeSettling, stockImportActive, stockVersion } from '@/features/stock/version'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { cms } from './cms'
import { pageCache } from './page-cache'
import { sharedCache } from './shared-cache'

/** Facet values and text sorts follow each country's alphabet (Å, Ä, Ö after Z in Swedish). */
const INDEX_LOCALE: Record<string, string> = { se: 'sv', no: 'nb', uk: 'en-GB', fi: 'fi', sk: 'sk' }
const localeOf = (index: string) => INDEX_LOCALE[index.slice(index.indexOf('-') + 1)] ?? 'en'

const isVehicleIndex = (index: string) => (VEHICLE_INDICES as readonly string[]).includes(index)
const isSiteIndex = (index: string) => (SITE_INDICES as readonly string[]).includes(index)

/** With several instances (REDIS_URL), the answers they share through Redis (see createSearchService). */
function sharedAnswers(): SharedAnswers | null {
  if (!env().REDIS_URL) return null
  const cache = sharedCache('search')
  return {
    get: async (key) => (await cache)!.get(key),
    set: async (key, value, ttlMs) => (await cache)!.set(key, value, ttlMs),
  }
}

/** An index as this process built it: a vehicle index has its stock's market model beside it (price insight). */
type BuiltIndex = { index: SearchIndex<object>; market: MarketModel | null }

const changedCars = processSingleton('changedCars', carChanges)

/**
 * The pages that show an index's documents leave the page cache as its new build takes over (the service puts it in
 * place in the same turn of the event loop, so no page is rendered from the old one after): the pages of the cars
 * an import changed, and the lists, dealer pages and content pages of that stock. A dealer site's change reaches
 * car pages, lists and dealer pages alike: every page goes.
 */
function expireShownPages(index: string, documents: object[]): void {
  if (!isVehicleIndex(index)) {
    pageCache().expireAll()
    return
  }
  const changed = changedCars()(index, documents)
  pageCache().expire([stockTag(index), ...(changed ?? []).map((id) => carTag(index, id))])
}

/** The search service of this process: vehicle indices from the stock table, site indices from the dealer sites. */
export const searchService = processSingleton<SearchService<BuiltIndex>>('searchService', () =>
  createSearchService<BuiltIndex>({
    source: {
      has: (index) => isVehicleIndex(index) || isSiteIndex(index),
      version: async (index) =>
        isVehicleIndex(index)
          ? storedStockVersion(databaseOf(await cms()), index)
          : dealerSitesVersion(await cms(), siteIndexCountry(index)!),
      load: async (index) =>
        isVehicleIndex(index)
          ? loadStock(databaseOf(await cms()), index as (typeof VEHICLE_INDICES)[number])
          : loadDealerSites(await cms(), siteIndexCountry(index)!),
    },
    engine: {
      build: (index, documents): BuiltIndex => {
        const built = isVehicleIndex(index)
          ? buildVehicleIndex(documents as Car[], { locale: localeOf(index) })
          : { index: buildIndex(documents, { ...(SITE_INDEX_CONFIG as IndexConfig<object>), locale: localeOf(index) }), market: null }
        expireShownPages(index, documents)
        return built
      },
      search: (built, request) => searchIndex(built.index, request) as SearchResponse,
    },
    localVersion: stockVersion,
    localChangeSettling: stockChangeSettling,
    pollPaused: stockImportActive,
    shared: sharedAnswers(),
    onError: (error, index) => logger.error({ err: error, index }, 'search index refresh failed'),
    onRebuilt: (index, documents, millis) => logger.info({ index, documents, millis }, 'search index built'),
  }),
)

/** The search call for server components and route handlers: the same service as `POST /api/search`, without the HTTP hop. */
export async function searchStock<Doc = Record<string, unknown>>(request: SearchRequest): Promise<SearchResponse<Doc>> {
  return (await searchService().search(searchRequestSchema.parse(request))) as SearchResponse<Doc>
}

/** The index a site reads, chosen by the site's name (spec 2 §8); an unknown name throws 'Unknown site name'. */
export async function searchIndexFor(siteName: string, kind: IndexKind): Promise<string> {
  const payload = await cms()
  const sites = await payload.find({
    collection: 'sites',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, key: true, country: true, vehicleIndex: true, siteSearchIndex: true },
  })
  return indexForSiteName(sites.docs, siteName, kind)
}

/** The market model of a country's current stock (the price insight's), built with its vehicle index. */
export async function marketModelOf(index: string): Promise<MarketModel | null> {
  if (!isVehicleIndex(index)) return null
  return (await searchService().built(index)).market
}
