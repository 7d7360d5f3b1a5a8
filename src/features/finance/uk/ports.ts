import type { CfdRequest, CfdResponse, DefaultRequest, DefaultResponse, LegalResponse } from './schema'

export type { CfdRequest, CfdResponse, DefaultRequest, DefaultResponse, LegalResponse } from './schema'

/**
 * The motor-finance quoting service of the UK finance box (spec 2 §7 "Finance (UK)"; ARCHITECTURE.md "finance
 * quotes"). The default adapter is Forecourt's own HP/PCP engine over each site's finance settings
 * (./forecourt-finance.ts); a real provider is an adapter speaking the same calls
 * (src/integrations/finance/provider-api.ts).
 */
export interface FinanceQuotes {
  /** The products a dealer offers on a car, each with its term, deposit, payment and (PCP) mileage sliders. */
  products(request: DefaultRequest): Promise<DefaultResponse>
  /** Quotes on the terms asked for, each stored under the reference it answers with. */
  quotations(request: CfdRequest): Promise<CfdResponse>
  /** The terms and conditions of a stored quote; null for a reference nobody was given. */
  terms(quoteRef: string): Promise<LegalResponse | null>
}

/** The provider failed, answered something unreadable, or did not answer in time. */
export class FinanceUnavailableError extends Error {
  override name = 'FinanceUnavailableError'
}

/** The dealer key names no dealer of any site. */
export class UnknownDealerError extends Error {
  override name = 'UnknownDealerError'
}
