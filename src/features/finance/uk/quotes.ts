import {
  depositBounds,
  paymentBounds,
  quote,
  termValues,
  toRegularPayment,
  nearestTerm,
  type FinanceProduct,
  type FinanceQuote,
} from './engine'
import type {
  CfdRequest,
  CfdResponse,
  DefaultResponse,
  FinanceProductSummary,
  FinanceQuotation,
  PhysicalVehicle,
  QuoteDetail,
} from './schema'

/**
 * What Forecourt's quote engine answers (spec 2 §7 "Finance (UK)"), from one site's finance settings: the
 * products and their sliders, quotes with the FCA representative example, and the terms of a stored quote.
 */

/** A site's finance settings as the CMS holds them (Sites → Finance). */
export type SiteFinance = {
  siteKey: string
  /** The lender named in the representative example and the terms. */
  lender: string
  /** Dealer names as the stock names them, and the official keys the quotes are asked for. */
  dealerKeys: Array<{ dealerName: string; dealerKey: string }>
  products: FinanceProduct[]
  /** Shown under every quote (FCA: how the dealer is paid for introducing finance). */
  commissionDisclosure: string
  /** Where reserve and part-exchange links go; {quoteRef} is replaced by the quote reference. */
  reserveUrl: string
  partExchangeUrl: string
  /** The terms and conditions of every quote; {quoteRef}, {lender}, {product} and {example} are filled in. */
  termsTemplate: string
}

/** A quote as it is stored under its reference. */
export type StoredQuote = {
  reference: string
  siteKey: string
  dealerKey: string
  vehicleId: string
  createdAt: string
  quote: FinanceQuote
}

/** The official dealer key of a dealer name (case and spacing do not matter); null when the site maps none. */
export function dealerKeyOf(finance: Pick<SiteFinance, 'dealerKeys'>, dealerName: string): string | null {
  const wanted = dealerName.trim().replace(/\s+/g, ' ').toLowerCase()
  return finance.dealerKeys.find((entry) => entry.dealerName.trim().replace(/\s+/g, ' ').toLowerCase() === wanted)?.dealerKey ?? null
}

const LABELS = { term: 'Term (months)', deposit: 'Deposit (£)', payment: 'Monthly payment (£)', mileage: 'Annual mileage (miles)' }

export function productSummary(product: FinanceProduct, cashPrice: number): FinanceProductSummary {
  const deposits = depositBounds(product, cashPrice)
  const deposit = Math.min(deposits.max, Math.max(deposits.min, Math.round((cashPrice * product.depositDefaultPercent) / 100)))
  const term = nearestTerm(product, product.termDefault)
  const mileage = product.kind === 'PCP' ? product.annualMileageDefault : 0
  const payments = paymentBounds(product, cashPrice, term, mileage)
  return {
    FamilyKey: product.familyKey,
    Name: product.name,
    Type: product.kind,
    Term: { Locale: { DisplayValue: LABELS.term }, Default: term, Values: termValues(product) },
    Deposit: { Locale: { DisplayValue: LABELS.deposit }, Default: deposit, Minimum: deposits.min, Maximum: deposits.max },
    Payment: {
      Locale: { DisplayValue: LABELS.payment },
      Default: toRegularPayment(product, cashPrice, term, mileage, deposit),
      Minimum: payments.min,
      Maximum: payments.max,
    },
    AnnualMileage:
      product.kind === 'PCP'
        ? { Locale: { DisplayValue: LABELS.mileage }, Default: mileage, Values: [...product.annualMileages].sort((a, b) => a - b) }
        : null,
  }
}

/** The products offered on a car: every product whose smallest deposit still leaves credit to finance. */
export function defaultProducts(finance: SiteFinance, vehicle: PhysicalVehicle): DefaultResponse {
  return {
    Products: finance.products
      .filter((product) => depositBounds(product, vehicle.Price).min < vehicle.Price)
      .map((product) => productSummary(product, vehicle.Price)),
  }
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
const miles = new Intl.NumberFormat('en-GB')
const money = (value: number): QuoteDetail['DisplayValue'] => (Number.isInteger(value) ? wholePounds.format(value) : pounds.format(value))
const row = (Label: string, Value: number | string, DisplayValue: string): QuoteDetail => ({ Label, Value, DisplayValue })

/**
 * A quote's payments as lenders word them: a first payment that carries the document fee, the equal monthly
 * payments, and the final payment that follows them (HP: the last monthly payment with the option to purchase fee;
 * PCP: the optional final payment after term − 1 monthly ones). They count up to the term, and with the deposit
 * they add up to the total amount payable.
 */
export function paymentSchedule(q: FinanceQuote): { first: number | null; equalPayments: number; final: number | null } {
  const first = q.documentFee > 0 ? q.firstPayment : null
  const final = q.kind === 'PCP' || q.optionToPurchaseFee > 0 ? q.finalPayment : null
  const equalPayments = q.numberOfPayments - (first === null ? 0 : 1) - (q.kind === 'HP' && final !== null ? 1 : 0)
  return { first, equalPayments, final }
}

/** The FCA representative example of a quote, in the order the regulator lists it. */
export function representativeExample(q: FinanceQuote): QuoteDetail[] {
  const { first, equalPayments, final } = paymentSchedule(q)
  const rows = [
    row('Cash price', q.cashPrice, money(q.cashPrice)),
    row('Deposit', q.deposit, money(q.deposit)),
    row('Total amount of credit', q.totalAmountOfCredit, money(q.totalAmountOfCredit)),
    row('Duration of agreement', q.term, `${q.term} months`),
  ]
  if (first !== null) rows.push(row('First monthly payment including document fee', first, money(first)))
  rows.push(
    row(
      `${first !== null ? 'Followed by ' : ''}${equalPayments} monthly ${equalPayments === 1 ? 'payment' : 'payments'} of`,
      q.regularPayment,
      money(q.regularPayment),
    ),
  )
  if (final !== null)
    rows.push(row(q.kind === 'PCP' ? 'Followed by an optional final payment of' : 'Followed by a final payment of', final, money(final)))
  if (q.kind === 'PCP') rows.push(row('Annual mileage', q.annualMileage, `${miles.format(q.annualMileage)} miles`))
  if (q.optionToPurchaseFee > 0)
    rows.push(row('Option to purchase fee (in the final payment)', q.optionToPurchaseFee, money(q.optionToPurchaseFee)))
  rows.push(
    row('Total charge for credit', q.totalChargeForCredit, money(q.totalChargeForCredit)),
    row('Total amount payable', q.totalAmountPayable, money(q.totalAmountPayable)),
    row('Fixed interest rate (per annum)', q.interestRate, `${q.interestRate.toFixed(2)}%`),
    row('Representative APR', q.apr, `${q.apr.toFixed(1)}% APR`),
  )
  return rows
}

export type NewQuote = { reference: string; quote: FinanceQuote }

/**
 * Quotes for each vehicle request and each product family it names; `reference` gives each quote its new
 * reference, and every quote made is returned for storing. A family the site does not offer is told in the
 * quotation's notifications.
 */
export function quotations(
  finance: SiteFinance,
  request: CfdRequest,
  reference: () => string,
): { response: CfdResponse; made: NewQuote[] } {
  const made: NewQuote[] = []
  const vehicles = request.VehicleRequests.map((vehicleRequest, index) => {
    const { PhysicalVehicle: vehicle, Parameters: parameters } = vehicleRequest
    const financeQuotations = parameters.FinanceProductFamilyKeys.map((familyKey): FinanceQuotation => {
      const product = finance.products.find((candidate) => candidate.familyKey === familyKey)
      if (!product || depositBounds(product, vehicle.Price).min >= vehicle.Price) {
        return {
          FamilyKey: familyKey,
          Name: product?.name ?? familyKey,
          Blocks: [],
          Finance: {
            Notifications: [
              {
                Type: 'Error',
                Message: 'This finance product is not available on this vehicle. Please contact our team for more information.',
              },
            ],
            Quote: null,
          },
          Disclosure: finance.commissionDisclosure,
        }
      }
      const q = quote(product, vehicle.Price, {
        term: parameters.Term,
        annualMileage: parameters.AnnualMileage,
        cashDeposit: parameters.CashDeposit,
        regularPayment: parameters.RegularPayment,
        calculationType: parameters.CalculationType,
      })
      const ref = reference()
      made.push({ reference: ref, quote: q })
      const link = (template: string) => template.replaceAll('{quoteRef}', encodeURIComponent(ref))
      return {
        FamilyKey: product.familyKey,
        Name: product.name,
        Blocks: [{ Title: 'Representative example', Details: representativeExample(q) }],
        Finance: {
          Notifications: [],
          Quote: {
            Term: q.term,
            TotalDeposit: q.deposit,
            TotalRegularPayment: q.regularPayment,
            AnnualMileage: q.kind === 'PCP' ? q.annualMileage : null,
            QuoteReference: ref,
            QuoteActions: { Apply: link(finance.reserveUrl), PartExchange: link(finance.partExchangeUrl) },
          },
        },
        Disclosure: finance.commissionDisclosure,
      }
    })
    return { Id: vehicleRequest.Id ?? vehicle.VehicleId ?? String(index), FinanceQuotations: financeQuotations }
  })
  return { response: { Vehicles: vehicles }, made }
}

/** The terms and conditions of a stored quote: the site's template with the quote's facts filled in. */
export function termsOf(finance: Pick<SiteFinance, 'lender' | 'termsTemplate'>, stored: StoredQuote): string {
  const example = representativeExample(stored.quote)
    .map((detail) => `${detail.Label}: ${detail.DisplayValue}`)
    .join('\n')
  return finance.termsTemplate
    .replaceAll('{quoteRef}', stored.reference)
    .replaceAll('{lender}', finance.lender)
    .replaceAll('{product}', stored.quote.productName)
    .replaceAll('{example}', example)
}
