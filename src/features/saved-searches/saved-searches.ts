import type { Database } from '@/db/database'
import { jsonOf } from '@/db/sql'

import { alertEmail, confirmationEmail, currentPrice, priceDropEvent, type MailSite } from './emails'
import { readLinkToken, subscriberKeyOf, type LinkSigner } from './links'
import { buildMatcher } from './matcher'
import {
  MAX_SAVED_SEARCHES_PER_SUBSCRIBER,
  SAVED_SEARCH_CONSENT_VERSION,
  type SavedCriteria,
  type SavedSearchFrequency,
  type SavedSearchStatus,
} from './model'
import type { CarDoc, SavedSearchPorts, SavedSearchSite } from './ports'
import {
  carWatchesOf,
  confirmedSearchesOf,
  confirmSavedSearch,
  countOfSubscriber,
  deleteSubscriberSearch,
  dispatchAlerts,
  eraseExpiredSearches,
  findSavedSearch,
  insertSavedSearch,
  queueEmail,
  recordAlerts,
  searchesOfSubscriber,
  setLastPrices,
  unsubscribeSavedSearch,
  type NewAlert,
  type PendingAlert,
} from './repository'

/** A daily search's digest goes out at most once in this long (the digest job looks every hour). */
export const DIGEST_INTERVAL_MS = 20 * 60 * 60_000

export class SavedSearchError extends Error {
  constructor(
    readonly code: 'too_many' | 'car_not_found',
    message: string,
  ) {
    super(message)
    this.name = 'SavedSearchError'
  }
}

export type SaveSearchInput =
  | {
      kind: 'search'
      name: string
      email: string
      frequency: SavedSearchFrequency
      criteria: SavedCriteria
      listUrl: string
      locale?: string
      consent: { text: string; version: string }
    }
  | { kind: 'car'; carId: string; email: string; listUrl: string; locale?: string; consent: { text: string; version: string } }

export type StockChange = { index: string; changedCarIds: readonly string[]; removedCarIds: readonly string[] }
export type StockAlertsResult = { searches: number; cars: number; matched: number; alerts: number; emails: number; matchMs: number }

export type SearchView = {
  id: number
  name: string
  kind: 'search' | 'car'
  status: SavedSearchStatus
  frequency: SavedSearchFrequency
  listUrl: string
  email: string
}

const CAR_CHUNK = 400

/**
 * SQLite's driver waits for another connection's write lock synchronously, holding the event loop, so writers of
 * one process take turns here (across processes the lock and the unique alerts keep it exactly once). PostgreSQL
 * runs them at once; its dispatch takes a table lock.
 */
const turns = new WeakMap<Database, Promise<unknown>>()
function inTurn<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite') return work()
  const turn = (turns.get(db) ?? Promise.resolve()).then(work, work)
  turns.set(
    db,
    turn.catch(() => {}),
  )
  return turn
}

/** What the service's steps work with: the database, the sites, the link signer and the clock. */
type ServiceContext = { db: Database; ports: SavedSearchPorts; sign: LinkSigner; now: () => Date }

type FoundSearch = NonNullable<Awaited<ReturnType<typeof findSavedSearch>>>

const localeOf = (site: SavedSearchSite, wanted: string | undefined) =>
  wanted && site.locales.includes(wanted) ? wanted : site.defaultLocale

async function mailSite(site: SavedSearchSite, locale: string, origin = site.origin): Promise<MailSite> {
  return { id: site.id, name: site.name, origin, locale, detailBase: site.detailBase(locale), texts: await site.texts(locale) }
}

const view = (search: FoundSearch): SearchView => ({
  id: search.id,
  name: search.name,
  kind: search.kind,
  status: search.status,
  frequency: search.frequency,
  listUrl: search.listUrl,
  email: search.email,
})

/** The search ids a link's token names; null for a token that is not a valid link of the purpose. */
function idsOfToken(sign: LinkSigner, purpose: 'c' | 'u', token: unknown): number[] | null {
  const subject = readLinkToken(sign, purpose, token)
  if (subject === null) return null
  return subject
    .split('-')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
}

async function searchOfToken({ db, sign }: ServiceContext, purpose: 'c' | 'u', token: unknown, siteId: number) {
  const ids = idsOfToken(sign, purpose, token)
  if (ids === null) return []
  const found = await Promise.all(ids.map((id) => findSavedSearch(db, id)))
  return found.filter((search): search is NonNullable<typeof search> => search !== null && search.siteId === siteId)
}

/** New-car alerts: each confirmed search of the index that one of the changed cars matches. */
async function matchedAlertsOf(db: Database, index: string, cars: readonly CarDoc[], result: StockAlertsResult): Promise<NewAlert[]> {
  const alerts: NewAlert[] = []
  const searches = cars.length > 0 ? await confirmedSearchesOf(db, index) : []
  result.searches = searches.length
  if (searches.length === 0) return alerts
  const started = performance.now()
  const siteOf = new Map(searches.map((search) => [search.id, search.siteId]))
  const pairs = buildMatcher(searches).match(cars)
  result.matchMs = performance.now() - started
  result.matched = pairs.length
  const priceOf = new Map(cars.map((car) => [String(car.car_id), currentPrice(car as never)]))
  for (const pair of pairs)
    alerts.push({
      searchId: pair.searchId,
      siteId: siteOf.get(pair.searchId)!,
      carId: pair.carId,
      event: 'new',
      price: priceOf.get(pair.carId) ?? null,
    })
  return alerts
}

/**
 * Price-drop notices: a lower price than the one last told (the event names both), or the car gone; with the
 * watches whose last told price changes.
 */
async function watchAlertsOf(db: Database, change: StockChange, cars: readonly CarDoc[]) {
  const alerts: NewAlert[] = []
  const watched = await carWatchesOf(db, change.index, [...change.changedCarIds, ...change.removedCarIds])
  const byId = new Map(cars.map((car) => [String(car.car_id), car]))
  const removed = new Set(change.removedCarIds)
  const prices: Array<{ id: number; price: number }> = []
  for (const watch of watched) {
    if (removed.has(watch.carId)) {
      alerts.push({ searchId: watch.id, siteId: watch.siteId, carId: watch.carId, event: 'sold', price: null })
      continue
    }
    const car = byId.get(watch.carId)
    if (!car) continue
    const price = currentPrice(car as never)
    if (watch.lastPrice !== null && price < watch.lastPrice)
      alerts.push({ searchId: watch.id, siteId: watch.siteId, carId: watch.carId, event: priceDropEvent(watch.lastPrice, price), price })
    if (price !== watch.lastPrice) prices.push({ id: watch.id, price })
  }
  return { alerts, prices }
}

async function alertsOf(context: ServiceContext, change: StockChange): Promise<StockAlertsResult> {
  const { db, now } = context
  const result: StockAlertsResult = { searches: 0, cars: 0, matched: 0, alerts: 0, emails: 0, matchMs: 0 }
  const cars = await loadCars(db, change.index, change.changedCarIds)
  result.cars = cars.length
  const alerts = await matchedAlertsOf(db, change.index, cars, result)
  const watches = await watchAlertsOf(db, change, cars)
  alerts.push(...watches.alerts)
  result.alerts += await recordAlerts(db, alerts, now())
  await setLastPrices(db, watches.prices)
  result.emails += await dispatchNow(context, false)
  return result
}

/** Pending alerts into e-mails (at once, or the daily digest); the number of e-mails written. */
async function dispatchNow({ db, ports, sign, now }: ServiceContext, daily: boolean): Promise<number> {
  const sites = new Map<number, SavedSearchSite>((await ports.sites()).map((site) => [site.id, site]))
  // The texts of each site and language the e-mails need, read before the dispatch's transaction.
  const mailSites = new Map<string, MailSite>()
  for (const site of sites.values()) for (const locale of site.locales) mailSites.set(`${site.id}:${locale}`, await mailSite(site, locale))
  const mail = (_subscriber: string, siteId: number, alerts: readonly PendingAlert[]) => {
    const site = sites.get(siteId)
    if (!site) return null
    const target = mailSites.get(`${siteId}:${localeOf(site, alerts[0]!.search.locale)}`)
    return target ? alertEmail(target, alerts, { sign, daily }) : null
  }
  const at = now()
  const written = await dispatchAlerts(db, { daily, at, digestBefore: new Date(at.getTime() - DIGEST_INTERVAL_MS), mail })
  if (written > 0) ports.wakeDelivery()
  return written
}

/** A followed car's name and its price now, read from the stock. */
async function followedCar(db: Database, vehicleIndex: string, carId: string) {
  const [car] = await loadCars(db, vehicleIndex, [carId])
  if (!car) throw new SavedSearchError('car_not_found', 'The car is not in stock any more.')
  return { name: [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' '), carId, lastPrice: currentPrice(car as never) }
}

async function saveSearch(context: ServiceContext, siteId: number, input: SaveSearchInput, origin: string): Promise<{ id: number }> {
  const { db, ports, sign, now } = context
  const site = await ports.site(siteId)
  if (!site) throw new SavedSearchError('car_not_found', 'This site has no car stock.')
  const locale = localeOf(site, input.locale)
  const email = input.email.trim()
  const subscriberKey = subscriberKeyOf(sign, site.id, email)
  if ((await countOfSubscriber(db, site.id, subscriberKey)) >= MAX_SAVED_SEARCHES_PER_SUBSCRIBER) {
    throw new SavedSearchError(
      'too_many',
      `An address may follow at most ${MAX_SAVED_SEARCHES_PER_SUBSCRIBER} searches and cars on a site.`,
    )
  }
  const { name, carId, lastPrice } =
    input.kind === 'car' ? await followedCar(db, site.vehicleIndex, input.carId) : { name: input.name.trim(), carId: null, lastPrice: null }
  const at = now()
  const id = await insertSavedSearch(db, {
    siteId: site.id,
    kind: input.kind,
    name,
    email,
    subscriberKey,
    vehicleIndex: site.vehicleIndex,
    locale,
    frequency: input.kind === 'search' ? input.frequency : 'instant',
    listUrl: input.listUrl,
    criteria: input.kind === 'search' ? input.criteria : null,
    carId,
    lastPrice,
    consentText: input.consent.text,
    consentVersion: input.consent.version || SAVED_SEARCH_CONSENT_VERSION,
    at,
  })
  await queueEmail(db, confirmationEmail(await mailSite(site, locale, origin), { id, name, email }, sign), at)
  ports.wakeDelivery()
  return { id }
}

async function unsubscribeByToken({ db, sign, now }: ServiceContext, token: unknown, siteId: number | null): Promise<SearchView[]> {
  const ids = idsOfToken(sign, 'u', token)
  if (ids === null) return []
  const found = (await Promise.all(ids.map((id) => findSavedSearch(db, id)))).filter(
    (search) => search !== null && (siteId === null || search.siteId === siteId),
  )
  for (const search of found) await unsubscribeSavedSearch(db, search!.id, now())
  return found.map((search) => view({ ...search!, status: 'unsubscribed' }))
}

async function eraseExpired({ db, ports, now }: ServiceContext): Promise<number> {
  const sites = await ports.sites()
  return inTurn(db, async () => {
    let erased = 0
    for (const site of sites)
      erased += await eraseExpiredSearches(db, site.id, new Date(now().getTime() - site.retentionDays * 24 * 60 * 60_000))
    return erased
  })
}

export function savedSearchService(db: Database, ports: SavedSearchPorts, sign: LinkSigner, now: () => Date = () => new Date()) {
  const context: ServiceContext = { db, ports, sign, now }

  /** Writes alerts for the cars of a stock change, then the e-mails of those due at once. */
  const onStockChanged = (change: StockChange) => inTurn(db, () => alertsOf(context, change))

  const dispatch = (daily: boolean) => inTurn(db, () => dispatchNow(context, daily))

  return {
    /** Stores a pending search and sends its confirmation e-mail (double opt-in); its id. */
    save: (siteId: number, input: SaveSearchInput, origin: string): Promise<{ id: number }> => saveSearch(context, siteId, input, origin),

    /** The search a confirmation link names (the page shows it before the visitor confirms). */
    async confirmation(token: unknown, siteId: number): Promise<SearchView | null> {
      const [search] = await searchOfToken(context, 'c', token, siteId)
      return search ? view(search) : null
    },

    /** Confirms the search of a confirmation link; null for a link that names none. */
    async confirm(token: unknown, siteId: number): Promise<SearchView | null> {
      const [search] = await searchOfToken(context, 'c', token, siteId)
      if (!search || search.status === 'unsubscribed') return null
      await confirmSavedSearch(db, search.id, now())
      return view({ ...search, status: 'confirmed' })
    },

    /** The searches an unsubscribe link names. */
    async unsubscription(token: unknown, siteId: number): Promise<SearchView[]> {
      return (await searchOfToken(context, 'u', token, siteId)).map(view)
    },

    /** Unsubscribes the searches of an unsubscribe link (one click); those it named. */
    unsubscribe: (token: unknown, siteId: number | null): Promise<SearchView[]> => unsubscribeByToken(context, token, siteId),

    /** Every search of the subscriber of a manage link on the site; null for a link that is not one. */
    async manage(token: unknown, siteId: number): Promise<SearchView[] | null> {
      const key = readLinkToken(sign, 'm', token)
      if (key === null) return null
      return (await searchesOfSubscriber(db, siteId, key)).map(view)
    },

    /** Deletes one search of the subscriber of a manage link; whether it was theirs. */
    async deleteSearch(token: unknown, siteId: number, id: number): Promise<boolean> {
      const key = readLinkToken(sign, 'm', token)
      if (key === null) return false
      return deleteSubscriberSearch(db, id, siteId, key)
    },

    onStockChanged,
    dispatch,

    /** The daily digest: each daily search's alerts since its last digest, one e-mail per subscriber. */
    digest: () => dispatch(true),

    /** Erases unconfirmed and unsubscribed searches past each site's retention period; how many went. */
    eraseExpired: (): Promise<number> => eraseExpired(context),
  }
}

export type SavedSearchService = ReturnType<typeof savedSearchService>

/** The stock documents of cars of an index, as the stock table keeps them. */
export async function loadCars(db: Database, index: string, carIds: readonly string[]): Promise<CarDoc[]> {
  const $ = db.placeholder
  const cars: CarDoc[] = []
  for (let start = 0; start < carIds.length; start += CAR_CHUNK) {
    const ids = carIds.slice(start, start + CAR_CHUNK)
    const { rows } = await db.execute({
      sql: `SELECT data FROM cars WHERE vehicle_index = ${$(1)} AND car_id IN (${ids.map((_, at) => $(at + 2)).join(',')})`,
      args: [index, ...ids],
    })
    for (const row of rows) cars.push(jsonOf<CarDoc>(row.data, {}))
  }
  return cars
}
