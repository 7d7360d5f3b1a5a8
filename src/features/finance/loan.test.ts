import { describe, expect, it } from 'vitest'

import type { CarLoanOption } from '@/features/stock/car'

import {
  annuityPayment,
  changeDownPayment,
  changePeriod,
  defaultLoanChoice,
  downPaymentBounds,
  effectiveRate,
  loanDisclaimer,
  loanQuote,
  periodBounds,
} from './loan'

const option: CarLoanOption = {
  title: 'Billån',
  description: '',
  interest_rate: 0.06,
  interest_rate_text: '6,00 %',
  disclaimer: 'Exempel: {1} mån, {2} % kontant ({3} kr), restvärde {4} %, ränta {5} %.',
  default_monthly_cost: 0,
  default_monthly_cost_text: '',
  default_contract_duration: { months: 36, cash_amount_min_percentage: 20, residual_percentage: 50 },
  contract_durations: [
    { months: 12, residual_percentage: 60, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
    { months: 36, residual_percentage: 50, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
    { months: 60, residual_percentage: 40, cash_amount_min_percentage: 30, cash_amount_max_percentage: 45 },
  ],
  invoice_fee: 0,
  invoice_fee_text: '',
  start_fee: 0,
  start_fee_text: '',
}

/** The balance left after paying `payment` monthly for `months` at a monthly rate, month by month. */
function balanceAfter(principal: number, monthlyRate: number, months: number, payment: number) {
  let balance = principal
  for (let month = 0; month < months; month++) balance = balance * (1 + monthlyRate) - payment
  return balance
}

/** The value at month 0 of flows discounted at a monthly rate. */
const presentValue = (flows: number[], monthlyRate: number) => flows.reduce((sum, flow, t) => sum + flow / (1 + monthlyRate) ** t, 0)

describe('loan calculator', () => {
  it('slides the period 12 months at a time between the shortest and longest offered', () => {
    expect(periodBounds(option)).toEqual({ min: 12, max: 60, step: 12 })
  })

  it('takes the down payment from the percentages, the maximum to the nearest 1000', () => {
    // 20 % and 50 % of 199 900: 39 980 and 99 950 → 100 000.
    expect(downPaymentBounds(199_900, option.contract_durations[1]!)).toEqual({ min: 39_980, max: 100_000, step: 1000, adjustable: true })
    expect(downPaymentBounds(100_000, { cash_amount_min_percentage: 20, cash_amount_max_percentage: 20 }).adjustable).toBe(false)
  })

  it('pays the loan down to the residual value, the monthly payment rounded', () => {
    const quote = loanQuote(200_000, option, { months: 36, downPayment: 40_000 })
    expect(quote.loanAmount).toBe(160_000)
    expect(quote.residualValue).toBe(100_000)
    // Worked out by hand: 160 000 at 0.5 % a month for 36 months leaving 100 000 costs 2 325.3 a month.
    expect(quote.monthlyPayment).toBe(2325)
    const exact = annuityPayment(160_000, 0.06, 36, 100_000)
    expect(balanceAfter(160_000, 0.005, 36, exact)).toBeCloseTo(100_000, 6)
  })

  it('pays a loan without a balloon or interest in equal parts', () => {
    expect(annuityPayment(120_000, 0, 24)).toBe(5000)
    expect(balanceAfter(100_000, 0.01, 12, annuityPayment(100_000, 0.12, 12))).toBeCloseTo(0, 6)
  })

  it('starts on the default duration with its minimum cash share', () => {
    expect(defaultLoanChoice(200_000, option)).toEqual({ months: 36, downPayment: 40_000 })
  })

  it('clamps the down payment when the period changes and at its bounds', () => {
    const choice = { months: 36, downPayment: 100_000 }
    // 60 months allows 30–45 %: 60 000 to 90 000.
    expect(changePeriod(200_000, option, choice, 60)).toEqual({ months: 60, downPayment: 90_000 })
    expect(changePeriod(200_000, option, { months: 36, downPayment: 40_000 }, 60)).toEqual({ months: 60, downPayment: 60_000 })
    expect(changePeriod(200_000, option, choice, 500).months).toBe(60)
    expect(changeDownPayment(200_000, option, choice, 5).downPayment).toBe(40_000)
    expect(changeDownPayment(200_000, option, choice, 1e9).downPayment).toBe(100_000)
  })

  it('fills the disclaimer with months, minimum cash share and amount, residual and rate', () => {
    const quote = loanQuote(200_000, option, { months: 36, downPayment: 50_000 })
    expect(loanDisclaimer(option.disclaimer, quote, 0.0595, 'sv-SE')).toBe('Exempel: 36 mån, 20 % kontant (40\u00a0000 kr), restvärde 50 %, ränta 5,95 %.')
  })
})

describe('effective rate', () => {
  it('is the nominal rate compounded monthly when there are no fees', () => {
    const quote = loanQuote(200_000, option, { months: 36, downPayment: 40_000 })
    expect(quote.effectiveRate).toBeCloseTo(1.005 ** 12 - 1, 9)
  })

  it('counts the start fee and the invoice fee: the flows are worth nothing at its monthly rate', () => {
    const payment = annuityPayment(100_000, 0.0595, 48, 30_000)
    const rate = effectiveRate({ loanAmount: 100_000, payment, months: 48, balloon: 30_000, startFee: 695, invoiceFee: 49 })
    const monthly = (1 + rate) ** (1 / 12) - 1
    const flows = [100_000 - 695, ...Array.from({ length: 48 }, (_, i) => -(payment + 49 + (i === 47 ? 30_000 : 0)))]
    expect(presentValue(flows, monthly)).toBeCloseTo(0, 4)
    expect(rate).toBeGreaterThan(1.0595 ** 1 - 1)
  })

  it('matches a worked example: 12 000 borrowed, a 300 start fee, 1 000 a month for 12 months', () => {
    // 11 700 received for 12 × 1 000: the monthly rate is 0.3914 %, about 4.80 % a year.
    const rate = effectiveRate({ loanAmount: 12_000, payment: 1000, months: 12, balloon: 0, startFee: 300, invoiceFee: 0 })
    const monthly = (1 + rate) ** (1 / 12) - 1
    let value = -11_700
    for (let month = 1; month <= 12; month++) value += 1000 / (1 + monthly) ** month
    expect(value).toBeCloseTo(0, 6)
    expect(rate).toBeCloseTo(0.048, 3)
  })

  it('is 0 for an empty loan', () => {
    expect(effectiveRate({ loanAmount: 0, payment: 0, months: 12, balloon: 0, startFee: 0, invoiceFee: 0 })).toBe(0)
  })
})
