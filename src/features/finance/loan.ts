import type { CarLoanOption } from '@/features/stock/car'

import { monthlyIrr } from './irr'

/**
 * The car loan calculator of non-UK sites (spec 2 §3 "Car loan option", §4, §5): the period and down-payment
 * sliders, the monthly payment (an annuity with the residual value as a final balloon) and the effective rate
 * of the loan's cash flows including its fees. Amounts are in whole units of the site's currency.
 */

/** Spec 2 §9 "Calculator steps": the loan period moves 12 months at a time, the down payment 1000. */
export const LOAN_PERIOD_STEP_MONTHS = 12
export const DOWN_PAYMENT_STEP = 1000

export type LoanDuration = CarLoanOption['contract_durations'][number]

/** The period slider: the smallest to the largest offered duration. */
export function periodBounds(option: Pick<CarLoanOption, 'contract_durations'>): { min: number; max: number; step: number } {
  const months = option.contract_durations.map((duration) => duration.months)
  return { min: Math.min(...months), max: Math.max(...months), step: LOAN_PERIOD_STEP_MONTHS }
}

/** The offered duration for a slider position: the one of that length, else the nearest shorter (else the shortest). */
export function durationFor(option: Pick<CarLoanOption, 'contract_durations'>, months: number): LoanDuration {
  const sorted = [...option.contract_durations].sort((a, b) => a.months - b.months)
  let chosen = sorted[0]!
  for (const duration of sorted) if (duration.months <= months) chosen = duration
  return chosen
}

/** The down payment's bounds for a duration: min and max from its percentages of the price, max to the nearest 1000. */
export function downPaymentBounds(price: number, duration: Pick<LoanDuration, 'cash_amount_min_percentage' | 'cash_amount_max_percentage'>) {
  const min = Math.round((price * duration.cash_amount_min_percentage) / 100)
  const max = Math.max(min, Math.round((price * duration.cash_amount_max_percentage) / 100 / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP)
  return { min, max, step: DOWN_PAYMENT_STEP, /** The slider is shown only when there is a choice. */ adjustable: min !== max }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** What the visitor has chosen. */
export type LoanChoice = { months: number; downPayment: number }

/** The starting choice: the option's default duration with its minimum cash share. */
export function defaultLoanChoice(price: number, option: CarLoanOption): LoanChoice {
  const bounds = periodBounds(option)
  const months = clamp(option.default_contract_duration.months, bounds.min, bounds.max)
  const duration = durationFor(option, months)
  const { min, max } = downPaymentBounds(price, duration)
  const downPayment = clamp(Math.round((price * option.default_contract_duration.cash_amount_min_percentage) / 100), min, max)
  return { months, downPayment }
}

/**
 * A new period: the residual value and cash limits become that duration's, and the down payment is clamped to
 * its new bounds (spec 2 §4).
 */
export function changePeriod(price: number, option: CarLoanOption, choice: LoanChoice, months: number): LoanChoice {
  const bounds = periodBounds(option)
  const next = clamp(Math.round(months), bounds.min, bounds.max)
  const { min, max } = downPaymentBounds(price, durationFor(option, next))
  return { months: next, downPayment: clamp(choice.downPayment, min, max) }
}

export function changeDownPayment(price: number, option: CarLoanOption, choice: LoanChoice, downPayment: number): LoanChoice {
  const { min, max } = downPaymentBounds(price, durationFor(option, choice.months))
  return { ...choice, downPayment: clamp(Math.round(downPayment), min, max) }
}

/**
 * The level payment that repays `principal` over `months` at `annualRate` (percent / 100, compounded monthly),
 * leaving `balloon` to be paid with the last payment. Not rounded.
 */
export function annuityPayment(principal: number, annualRate: number, months: number, balloon = 0): number {
  const rate = annualRate / 12
  if (rate === 0) return (principal - balloon) / months
  const growth = (1 + rate) ** months
  return ((principal * growth - balloon) * rate) / (growth - 1)
}

export type LoanQuote = {
  months: number
  downPayment: number
  /** Price less down payment. */
  loanAmount: number
  residualValue: number
  residualPercentage: number
  /** Rounded to whole currency units. */
  monthlyPayment: number
  /** Annual effective rate as a fraction: (1 + monthly IRR)^12 − 1. */
  effectiveRate: number
  downPaymentBounds: ReturnType<typeof downPaymentBounds>
  minCashPercentage: number
}

export function loanQuote(price: number, option: CarLoanOption, choice: LoanChoice): LoanQuote {
  const duration = durationFor(option, choice.months)
  const bounds = downPaymentBounds(price, duration)
  const downPayment = clamp(choice.downPayment, bounds.min, bounds.max)
  const loanAmount = Math.max(0, price - downPayment)
  const residualValue = Math.round((price * duration.residual_percentage) / 100)
  const exact = annuityPayment(loanAmount, option.interest_rate, choice.months, residualValue)
  return {
    months: choice.months,
    downPayment,
    loanAmount,
    residualValue,
    residualPercentage: duration.residual_percentage,
    monthlyPayment: Math.round(exact),
    effectiveRate: effectiveRate({ loanAmount, payment: exact, months: choice.months, balloon: residualValue, startFee: option.start_fee, invoiceFee: option.invoice_fee }),
    downPaymentBounds: bounds,
    minCashPercentage: duration.cash_amount_min_percentage,
  }
}

/**
 * The effective annual rate of a loan (spec 2 §5): the borrower receives the loan less the start fee, then pays
 * the payment plus the invoice fee every month and the balloon with the last. 0 for an empty loan.
 */
export function effectiveRate(loan: { loanAmount: number; payment: number; months: number; balloon: number; startFee: number; invoiceFee: number }): number {
  if (loan.loanAmount <= 0) return 0
  const flows = [loan.loanAmount - loan.startFee]
  for (let month = 1; month <= loan.months; month++) flows.push(-(loan.payment + loan.invoiceFee + (month === loan.months ? loan.balloon : 0)))
  const monthly = monthlyIrr(flows)
  return monthly === null ? 0 : (1 + monthly) ** 12 - 1
}

/**
 * The disclaimer with {1}..{5} filled: months, minimum cash percentage, minimum cash amount, residual
 * percentage and interest rate (as percent), written as the site's locale writes numbers.
 */
export function loanDisclaimer(template: string, quote: LoanQuote, interestRate: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const values: Record<string, string> = {
    '1': String(quote.months),
    '2': number.format(quote.minCashPercentage),
    '3': number.format(quote.downPaymentBounds.min),
    '4': number.format(quote.residualPercentage),
    '5': number.format(Math.round(interestRate * 10_000) / 100),
  }
  return template.replace(/\{([1-5])\}/g, (_, key: string) => values[key]!)
}
