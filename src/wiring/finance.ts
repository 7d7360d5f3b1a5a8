import type { Payload } from 'payload'

import { ForecourtFinance } from '@/features/finance/uk/forecourt-finance'
import type { FinanceQuotes } from '@/features/finance/uk/ports'
import { cmsQuoteStore } from '@/features/finance/uk/quote-store'
import { cmsSiteFinance } from '@/features/finance/uk/site-finance'
import { stockPriceOf } from '@/features/finance/uk/stock-price'
import { FinanceProviderApi } from '@/integrations/finance/provider-api'
import { env, type ForecourtEnv } from '@/lib/env'

let ownEngine: { payload: () => Promise<Payload>; engine: FinanceQuotes } | null = null

/**
 * The UK finance quotes: the quoting service at FORECOURT_FINANCE_API_URL when set, otherwise Forecourt's own
 * engine over the sites' finance settings, its quotes in the CMS's database.
 */
export function financeQuotes(payload: () => Promise<Payload>, e: ForecourtEnv = env()): FinanceQuotes {
  if (e.FORECOURT_FINANCE_API_URL)
    return new FinanceProviderApi({ apiUrl: e.FORECOURT_FINANCE_API_URL, apiKey: e.FORECOURT_FINANCE_API_KEY })
  if (ownEngine?.payload !== payload) {
    const settings = cmsSiteFinance(payload)
    ownEngine = {
      payload,
      engine: new ForecourtFinance({
        siteFinance: settings.byDealerKey,
        siteFinanceOfSite: settings.bySite,
        store: cmsQuoteStore(payload),
        stockPrice: stockPriceOf(payload),
      }),
    }
  }
  return ownEngine.engine
}
