/**
 * Forecourt's own UK motor-finance quote engine (spec 2 §7 "Finance (UK)"): hire purchase (HP) and personal
 * contract purchase (PCP) on a dealer's products, as configured per site in the CMS. Money is in pounds:
 * deposits in whole pounds, payments in pence.
 *
 * Cash flows, month by month from the day the car is bought: the credit (cash price less deposit) is advanced
 * at month 0; the document fee is paid with the first payment; HP has `term` equal payments and the option to
 * purchase fee with the last; PCP has `term − 1` equal payments and then the optional final payment (the
 * guaranteed future value from price, term and annual mileage) with the option to purchase fee. The monthly
 * rate comes from the APR as the UK definition of the APR requires (CONC App 1.1: time counted in years, so a
 * payment after k months is discounted by (1 + APR)^(k/12)), i.e. monthly rate = (1 + APR)^(1/12) − 1, and the
 * payment is the one at which the cash flows, fees included, have exactly that APR.
 */

export const FINANCE_PRODUCT_KINDS = ['HP', 'PCP'] as const
export type FinanceProductKind = (typeof FINANCE_PRODUCT_KINDS)[number]

export const CALCULATION_TYPES = ['ToRegularPayment', 'ToCashDeposit'] as const
export type CalculationType = (typeof CALCULATION_TYPES)[number]

export type FinanceProduct = {
  familyKey: string
  name: string
  kind: FinanceProductKind
  /** Representative APR in percent (9.9 is 9.9 %). */
  apr: number
  /** Paid with the first monthly payment. */
  documentFee: number
  /** Paid with the last payment (HP) or the final payment (PCP). */
  optionToPurchaseFee: number
  /** Terms offered in months: minimum to maximum in steps, and the default. */
  termMin: number
  termMax: number
  termStep: number
  termDefault: number
  /** Deposit limits and default, percent of the cash price. */
  depositMinPercent: number
  depositMaxPercent: number
  depositDefaultPercent: number
  /** PCP: the annual mileages offered and the default. */
  annualMileages: number[]
  annualMileageDefault: number
  /** PCP final payment: percent of the price after 12 months at the base mileage ... */
  finalPaymentPercentAt12Months: number
  /** ... less this many points a further year ... */
  finalPaymentPercentLostPerYear: number
  /** ... and this many for every 1,000 miles a year above the base mileage (gained below it) ... */
  finalPaymentPercentLostPer1000Miles: number
  finalPaymentBaseMileage: number
  /** ... but never below this. */
  finalPaymentMinPercent: number
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const pence = (value: number) => Math.round(value * 100) / 100

/** The monthly rate of an APR in percent, as the UK APR definition counts time (in years). */
export function monthlyRateOfApr(aprPercent: number): number {
  return (1 + aprPercent / 100) ** (1 / 12) - 1
}

/** The APR in percent of a monthly rate, to one decimal place as the UK definition shows it. */
export function aprOfMonthlyRate(monthlyRate: number): number {
  return Math.round(((1 + monthlyRate) ** 12 - 1) * 1000) / 10
}

/** The terms offered, from the minimum to the maximum in the product's steps. */
export function termValues(product: FinanceProduct): number[] {
  const values: number[] = []
  for (let term = product.termMin; term <= product.termMax; term += Math.max(1, product.termStep)) values.push(term)
  return values
}

/** The offered term nearest to the one asked for (ties to the shorter). */
export function nearestTerm(product: FinanceProduct, term: number): number {
  return termValues(product).reduce((best, value) => (Math.abs(value - term) < Math.abs(best - term) ? value : best))
}

export function nearestMileage(product: FinanceProduct, mileage: number): number {
  if (product.annualMileages.length === 0) return 0
  return product.annualMileages.reduce((best, value) => (Math.abs(value - mileage) < Math.abs(best - mileage) ? value : best))
}

/** PCP's optional final payment (the guaranteed future value) in whole pounds; 0 for HP. */
export function finalPayment(product: FinanceProduct, cashPrice: number, term: number, annualMileage: number): number {
  if (product.kind !== 'PCP') return 0
  const years = term / 12
  const percent =
    product.finalPaymentPercentAt12Months -
    product.finalPaymentPercentLostPerYear * (years - 1) -
    (product.finalPaymentPercentLostPer1000Miles * (annualMileage - product.finalPaymentBaseMileage)) / 1000
  return Math.round((cashPrice * clamp(percent, product.finalPaymentMinPercent, product.finalPaymentPercentAt12Months)) / 100)
}

type Plan = { rate: number; term: number; regularPayments: number; annuity: number; fixedValue: number; lastExtra: number }

/** What a term's payments are worth at month 0: the annuity factor of the equal payments and the fees and final payment. */
function plan(product: FinanceProduct, cashPrice: number, term: number, annualMileage: number): Plan {
  const rate = monthlyRateOfApr(product.apr)
  const regularPayments = product.kind === 'PCP' ? term - 1 : term
  const v = 1 / (1 + rate)
  const annuity = rate === 0 ? regularPayments : (1 - v ** regularPayments) / rate
  const lastExtra = finalPayment(product, cashPrice, term, annualMileage) + product.optionToPurchaseFee
  const fixedValue = product.documentFee * v + lastExtra * v ** term
  return { rate, term, regularPayments, annuity, fixedValue, lastExtra }
}

/** The monthly payment (pence) that a deposit (pounds) leaves; 0 when the deposit leaves nothing to pay monthly. */
export function toRegularPayment(product: FinanceProduct, cashPrice: number, term: number, annualMileage: number, cashDeposit: number): number {
  const p = plan(product, cashPrice, term, annualMileage)
  return Math.max(0, pence((cashPrice - cashDeposit - p.fixedValue) / p.annuity))
}

/** The deposit (whole pounds) at which the monthly payment is the one given. */
export function toCashDeposit(product: FinanceProduct, cashPrice: number, term: number, annualMileage: number, regularPayment: number): number {
  const p = plan(product, cashPrice, term, annualMileage)
  return Math.round(cashPrice - regularPayment * p.annuity - p.fixedValue)
}

export function depositBounds(product: FinanceProduct, cashPrice: number) {
  const min = Math.ceil((cashPrice * product.depositMinPercent) / 100)
  return { min, max: Math.max(min, Math.floor((cashPrice * product.depositMaxPercent) / 100)) }
}

/** The payment slider: from the payment at the largest deposit to the one at the smallest. */
export function paymentBounds(product: FinanceProduct, cashPrice: number, term: number, annualMileage: number) {
  const deposit = depositBounds(product, cashPrice)
  return { min: toRegularPayment(product, cashPrice, term, annualMileage, deposit.max), max: toRegularPayment(product, cashPrice, term, annualMileage, deposit.min) }
}

export type QuoteRequest = {
  term: number
  annualMileage: number
  cashDeposit: number
  regularPayment: number
  calculationType: CalculationType
}

/** A quote and its FCA representative example. */
export type FinanceQuote = {
  familyKey: string
  productName: string
  kind: FinanceProductKind
  cashPrice: number
  term: number
  /** PCP only; 0 for HP. */
  annualMileage: number
  deposit: number
  totalAmountOfCredit: number
  /** Equal monthly payments and their amount. */
  numberOfPayments: number
  regularPayment: number
  /** With the document fee. */
  firstPayment: number
  /** HP: the last monthly payment with the option to purchase fee; PCP: the optional final payment with it. */
  finalPayment: number
  documentFee: number
  optionToPurchaseFee: number
  totalChargeForCredit: number
  totalAmountPayable: number
  /** Fixed rate of interest per year (flat), percent to two decimals. */
  interestRate: number
  /** APR percent to one decimal, of the cash flows as quoted. */
  apr: number
}

/**
 * One quote: the term and mileage snapped to those offered, then the deposit (ToRegularPayment) or the payment
 * (ToCashDeposit) clamped at its slider's bounds and the other worked out from it.
 */
export function quote(product: FinanceProduct, cashPrice: number, request: QuoteRequest): FinanceQuote {
  const term = nearestTerm(product, request.term)
  const annualMileage = product.kind === 'PCP' ? nearestMileage(product, request.annualMileage) : 0
  const deposits = depositBounds(product, cashPrice)
  let deposit: number
  if (request.calculationType === 'ToCashDeposit') {
    const payments = paymentBounds(product, cashPrice, term, annualMileage)
    deposit = clamp(toCashDeposit(product, cashPrice, term, annualMileage, clamp(request.regularPayment, payments.min, payments.max)), deposits.min, deposits.max)
  } else {
    deposit = clamp(Math.round(request.cashDeposit), deposits.min, deposits.max)
  }
  const regularPayment = toRegularPayment(product, cashPrice, term, annualMileage, deposit)
  const p = plan(product, cashPrice, term, annualMileage)
  const totalAmountOfCredit = cashPrice - deposit
  const totalAmountPayable = pence(deposit + regularPayment * p.regularPayments + product.documentFee + p.lastExtra)
  const totalChargeForCredit = pence(totalAmountPayable - cashPrice)
  const interest = totalChargeForCredit - product.documentFee - product.optionToPurchaseFee
  const flows = [totalAmountOfCredit]
  for (let month = 1; month <= term; month++) {
    const regular = month <= p.regularPayments ? regularPayment : 0
    flows.push(-(regular + (month === 1 ? product.documentFee : 0) + (month === term ? p.lastExtra : 0)))
  }
  return {
    familyKey: product.familyKey,
    productName: product.name,
    kind: product.kind,
    cashPrice,
    term,
    annualMileage,
    deposit,
    totalAmountOfCredit,
    numberOfPayments: p.regularPayments,
    regularPayment,
    firstPayment: pence(regularPayment + product.documentFee),
    finalPayment: product.kind === 'PCP' ? p.lastExtra : pence(regularPayment + product.optionToPurchaseFee),
    documentFee: product.documentFee,
    optionToPurchaseFee: product.optionToPurchaseFee,
    totalChargeForCredit,
    totalAmountPayable,
    interestRate: totalAmountOfCredit > 0 ? Math.round((interest / totalAmountOfCredit / (term / 12)) * 10_000) / 100 : 0,
    apr: aprOfCashFlows(flows),
  }
}

/** The APR (percent, one decimal) of monthly cash flows starting with the advance at month 0. */
export function aprOfCashFlows(flows: readonly number[]): number {
  const value = (rate: number) => flows.reduce((sum, flow, month) => sum + flow / (1 + rate) ** month, 0)
  // The advance less the payments discounted: negative at 0 % when they cost anything, rising with the rate.
  if (value(0) >= 0) return 0
  let low = 0
  let high = 1
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2
    if (value(middle) < 0) low = middle
    else high = middle
  }
  return aprOfMonthlyRate((low + high) / 2)
}
