import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'
import { env, type ForecourtEnv } from '@/lib/env'

import { ForecourtFinance } from './forecourt'
import type { FinanceQuotes } from './port'
import { FinanceProviderApi } from './provider-api'
import { cmsQuoteStore } from './quote-store'
import { cmsSiteFinance } from './site-finance'

export { FinanceUnavailableError, UnknownDealerError, type FinanceQuotes } from './port'
export { ForecourtFinance, newQuoteReference } from './forecourt'
export { cmsQuoteStore, memoryQuoteStore, type QuoteStore } from './quote-store'
export { siteFinanceOf } from './site-finance'
/** For the car page: `dealerKeyOf(siteFinanceOf(site), car.car_site_name)` is the FinanceBox's `dealerKey`. */
export { dealerKeyOf } from '@/features/finance/uk/service'

/** The price a visitor pays for a British stock car (the campaign price when there is one), from the stock table. */
export function stockPriceOf(payload: () => Promise<Payload>) {
  return async (vehicleId: string): Promise<number | null> => {
    const db = databaseOf(await payload())
    const { rows } = await db.execute({ sql: `SELECT price FROM cars WHERE vehicle_index = 'vehicles-uk' AND car_id = ${db.placeholder(1)}`, args: [vehicleId] })
    const price = rows[0]?.price
    return price === undefined || price === null ? null : Number(price)
  }
}

let ownEngine: { payload: () => Promise<Payload>; engine: FinanceQuotes } | null = null

/**
 * The UK finance quotes: the quoting service at FORECOURT_FINANCE_API_URL when set, otherwise Forecourt's own
 * engine over the sites' finance settings, its quotes in the CMS's database.
 */
export function financeQuotes(payload: () => Promise<Payload>, e: ForecourtEnv = env()): FinanceQuotes {
  if (e.FORECOURT_FINANCE_API_URL) return new FinanceProviderApi({ apiUrl: e.FORECOURT_FINANCE_API_URL, apiKey: e.FORECOURT_FINANCE_API_KEY })
  if (ownEngine?.payload !== payload) {
    const settings = cmsSiteFinance(payload)
    ownEngine = { payload, engine: new ForecourtFinance({ siteFinance: settings.byDealerKey, siteFinanceOfSite: settings.bySite, store: cmsQuoteStore(payload), stockPrice: stockPriceOf(payload) }) }
  }
  return ownEngine.engine
}
