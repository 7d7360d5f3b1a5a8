import { databaseOf } from '@/db/database'
import { dictionary } from '@/features/content/queries'
import { siteIndex } from '@/features/car-search/indices'
import { withDefaults } from '@/features/dictionary/defaults'
import { linkSigner } from '@/features/saved-searches/links'
import { DEFAULT_SAVED_SEARCH_RETENTION_DAYS } from '@/features/saved-searches/model'
import type { SavedSearchSite } from '@/features/saved-searches/ports'
import { savedSearchService, type SavedSearchService, type StockChange } from '@/features/saved-searches/saved-searches'
import { savedSearchTexts } from '@/features/saved-searches/texts'
import { localizedPath } from '@/features/sites/locales'
import { payloadSecret } from '@/lib/env'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'
import type { Site } from '@/payload-types'

import { cms } from './cms'
import { siteOfRequestHost } from './site-hosts'

/** How long the sites' settings are kept in memory between reads. */
const SITES_TTL_MS = 10_000
/** The digest and the retention erasure look this often; each daily search gets at most one digest in 20 hours. */
const SAVED_SEARCH_JOB_MS = 60 * 60_000

function savedSearchSite(site: Site, texts: (siteId: number, locale: string) => Promise<Record<string, string>>): SavedSearchSite | null {
  const vehicleIndex = siteIndex(site, 'vehicles')
  if (!vehicleIndex) return null
  const path = (site.pathToCarDetail || site.pathToCarList || '').trim()
  return {
    id: site.id,
    key: site.key,
    name: site.name,
    origin: new URL(site.url).origin,
    vehicleIndex,
    defaultLocale: site.defaultLocale,
    locales: site.locales ?? [site.defaultLocale],
    retentionDays: site.savedSearchRetentionDays ?? DEFAULT_SAVED_SEARCH_RETENTION_DAYS,
    detailBase: (locale) =>
      localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, path.startsWith('/') ? path : `/${path}`),
    texts: async (locale) => savedSearchTexts(withDefaults(locale, await texts(site.id, locale))),
  }
}

const sitesCache = processSingleton('savedSearchSites', () => ({ loadedAt: 0, sites: null as Promise<SavedSearchSite[]> | null }))

async function loadSites(): Promise<SavedSearchSite[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'sites', depth: 0, limit: 100, overrideAccess: true })
  const texts = (siteId: number, locale: string) => dictionary(payload, siteId, locale)
  return docs.map((site) => savedSearchSite(site, texts)).filter((site): site is SavedSearchSite => site !== null)
}

function sites(): Promise<SavedSearchSite[]> {
  const cache = sitesCache()
  if (!cache.sites || Date.now() - cache.loadedAt > SITES_TTL_MS) {
    cache.loadedAt = Date.now()
    cache.sites = loadSites()
    cache.sites.catch(() => (cache.sites = null))
  }
  return cache.sites
}

/**
 * The saved searches of this process. In the server the outbox's delivery worker is woken when e-mails are
 * written; the stock import's command line leaves them to the servers' workers (they look every 2 s).
 */
export async function savedSearches(options: { inServer?: boolean } = {}): Promise<SavedSearchService> {
  const payload = await cms()
  return savedSearchService(
    databaseOf(payload),
    {
      site: async (siteId) => (await sites()).find((site) => site.id === siteId) ?? null,
      sites,
      wakeDelivery: () => {
        if (options.inServer) void import('./lead-delivery').then(({ deliverSoon }) => deliverSoon())
      },
    },
    linkSigner(payloadSecret()),
  )
}

/** After a stock import: the confirmed searches matched against its cars, their alerts written and sent. Never throws. */
export function stockAlerts(options: { inServer?: boolean } = {}) {
  return async (change: StockChange): Promise<void> => {
    try {
      const result = await (await savedSearches(options)).onStockChanged(change)
      if (result.alerts > 0 || result.matched > 0)
        logger.info({ index: change.index, ...result, matchMs: Math.round(result.matchMs) }, 'saved-search alerts written')
    } catch (error) {
      logger.error({ err: error, index: change.index }, 'saved-search alerts failed after a stock import')
    }
  }
}

const jobState = processSingleton('savedSearchJobs', () => ({ started: false }))

/** The hourly jobs: the daily digest and the erasure of unconfirmed and unsubscribed searches past retention. */
export function startSavedSearchJobs(): void {
  const state = jobState()
  if (state.started) return
  state.started = true
  const run = async () => {
    try {
      const service = await savedSearches({ inServer: true })
      const digests = await service.digest()
      const erased = await service.eraseExpired()
      if (digests > 0 || erased > 0) logger.info({ digests, erased }, 'saved-search digest and retention')
    } catch (error) {
      logger.error({ err: error }, 'saved-search digest or retention failed')
    }
  }
  void run()
  setInterval(run, SAVED_SEARCH_JOB_MS).unref()
}

/** The id of the site a call is made on, by its Host header; null on a host of no site or a site without cars. */
export async function siteIdOfHost(host: string | null): Promise<number | null> {
  const route = await siteOfRequestHost(host)
  if (!route) return null
  return (await sites()).find((site) => site.key === route.key)?.id ?? null
}

/** A site's saved-search settings by its key (the link pages). */
export async function savedSearchSiteByKey(key: string): Promise<SavedSearchSite | null> {
  return (await sites()).find((site) => site.key === key) ?? null
}
