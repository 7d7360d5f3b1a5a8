import { randomBytes } from 'node:crypto'

import { defaultProducts, quotations, termsOf, type SiteFinance } from './quotes'
import type { CfdRequest, DefaultRequest } from './schema'

import { UnknownDealerError, type FinanceQuotes } from './ports'
import type { QuoteStore } from './quote-store'

export type ForecourtFinanceOptions = {
  /** The finance settings of the site whose dealer has this official key; null when none has. */
  siteFinance: (dealerKey: string) => Promise<SiteFinance | null>
  /** The finance settings of a site by its key (to read a stored quote's terms). */
  siteFinanceOfSite: (siteKey: string) => Promise<SiteFinance | null>
  store: QuoteStore
  /**
   * The cash price of a car in stock by its id (`car_id`), or null for a car the stock does not have: a quote on
   * a stock car is on the stock's price, whatever price the request names.
   */
  stockPrice?: (vehicleId: string) => Promise<number | null>
  now?: () => Date
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A quote reference nobody can guess: "FQ-" and 12 letters and digits (60 bits). */
export function newQuoteReference(): string {
  const bytes = randomBytes(12)
  let text = ''
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]
  return `FQ-${text}`
}

/** Forecourt's own quote engine over each site's finance settings (Sites → Finance in the CMS). */
export class ForecourtFinance implements FinanceQuotes {
  constructor(private readonly options: ForecourtFinanceOptions) {}

  private async finance(dealerKey: string) {
    const finance = await this.options.siteFinance(dealerKey)
    if (!finance) throw new UnknownDealerError(`No site offers finance for the dealer key ${JSON.stringify(dealerKey)}.`)
    return finance
  }

  private async withStockPrice<V extends { VehicleId: string; Price: number }>(vehicle: V): Promise<V> {
    const price = await this.options.stockPrice?.(vehicle.VehicleId)
    return typeof price === 'number' && price > 0 ? { ...vehicle, Price: price } : vehicle
  }

  async products(request: DefaultRequest) {
    return defaultProducts(await this.finance(request.OrganisationIdentifier.Value), await this.withStockPrice(request.PhysicalVehicle))
  }

  async quotations(given: CfdRequest) {
    const dealerKey = given.OrganisationIdentifier.Value
    const finance = await this.finance(dealerKey)
    const request = {
      ...given,
      VehicleRequests: await Promise.all(
        given.VehicleRequests.map(async (entry) => ({ ...entry, PhysicalVehicle: await this.withStockPrice(entry.PhysicalVehicle) })),
      ),
    }
    const { response, made } = quotations(finance, request, newQuoteReference)
    const createdAt = (this.options.now?.() ?? new Date()).toISOString()
    const vehicleOf = new Map(
      response.Vehicles.flatMap((vehicle, index) =>
        vehicle.FinanceQuotations.map(
          (q) => [q.Finance.Quote?.QuoteReference, request.VehicleRequests[index]!.PhysicalVehicle.VehicleId] as const,
        ),
      ),
    )
    await this.options.store.save(
      made.map(({ reference, quote }) => ({
        reference,
        quote,
        siteKey: finance.siteKey,
        dealerKey,
        vehicleId: vehicleOf.get(reference) ?? '',
        createdAt,
      })),
    )
    return response
  }

  async terms(quoteRef: string) {
    const stored = await this.options.store.load(quoteRef)
    if (!stored) return null
    const finance = await this.options.siteFinanceOfSite(stored.siteKey)
    return { QuoteReference: stored.reference, TermsAndConditions: termsOf(finance ?? { lender: '', termsTemplate: '{example}' }, stored) }
  }
}
