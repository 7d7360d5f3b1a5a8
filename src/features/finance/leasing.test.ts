import { describe, expect, it } from 'vitest'

import type { CompanyLeasingOption, LeasingListEntry } from '@/features/stock/car'

import { cashPercentageBounds, companyLeasingChoice, companyLeasingQuote, formatMoney, leasingContract, leasingEntries, leasingMileages } from './leasing'

const contract = (months: number, residual: number, min: number, max: number) => ({
  months,
  months_text: `${months} mån`,
  residual_percentage: residual,
  residual_text: `${residual} %`,
  cash_amount_min_percentage: min,
  cash_amount_max_percentage: max,
  cash_amount_text: '',
})

const option: CompanyLeasingOption = {
  default_company_leasing_mileage: 1500,
  company_leasing_options: {
    '2000': [contract(36, 56, 0, 35), contract(24, 64, 0, 35)],
    '1500': [contract(24, 68, 0, 35), contract(36, 60, 5, 30), contract(48, 52, 0, 35)],
  },
  default_company_leasing_option: { '1500': { contract_length: 36, cash_amount: 0 }, '2000': { contract_length: 24, cash_amount: 10 } },
  interest_rate: 0.0345,
  has_fixed_interest_rate: false,
  invoice_fee: 59,
  start_fee: 595,
  price_base_amount: 59_200,
  sales_text: '',
  description: '',
  default_monthly_cost: 0,
  disclaimer: '',
}

describe('company leasing calculator', () => {
  it('offers the mileages in order, each with its own contract lengths', () => {
    expect(leasingMileages(option)).toEqual([1500, 2000])
    expect(leasingContract(option, 2000, 36).residual_percentage).toBe(56)
    expect(leasingContract(option, 2000, 48).months).toBe(36)
  })

  it('starts on the default mileage and its default contract, the cash share clamped to the contract', () => {
    // The 36-month contract at 1500 mil asks at least 5 %.
    expect(companyLeasingChoice(option)).toEqual({ mileage: 1500, months: 36, cashPercentage: 5 })
    expect(companyLeasingChoice(option, { mileage: 2000 })).toEqual({ mileage: 2000, months: 24, cashPercentage: 10 })
    expect(companyLeasingChoice(option, { mileage: 999, months: 48, cashPercentage: 80 })).toEqual({ mileage: 1500, months: 48, cashPercentage: 35 })
    expect(cashPercentageBounds(leasingContract(option, 1500, 36))).toEqual({ min: 5, max: 30, step: 1 })
  })

  it('leases the price without VAT less the cash down to the residual value', () => {
    const quote = companyLeasingQuote(400_000, option, { mileage: 1500, months: 36, cashPercentage: 10 })
    expect(quote.cashAmount).toBe(40_000)
    expect(quote.residualValue).toBe(240_000)
    // Month by month: 360 000 at 3.45 %/12 a month, paying the quoted cost, leaves the residual value (within the rounding).
    let balance = 360_000
    for (let month = 0; month < 36; month++) balance = balance * (1 + 0.0345 / 12) - quote.monthlyCost
    expect(Math.abs(balance - 240_000)).toBeLessThan(36 * 0.5 * 1.01)
    // Worked by hand: (360 000·1.002875^36 − 240 000)·0.002875 / (1.002875^36 − 1) = 4 203.59.
    expect(quote.monthlyCost).toBe(4204)
  })

  it('lists private offers campaigns first, then cheapest', () => {
    const entry = (title: string, cost: number, campaign: boolean, type: 'Private' | 'Company' = 'Private'): LeasingListEntry => ({
      leasing_type: type,
      title,
      monthly_cost: cost,
      monthly_cost_text: '',
      is_campaign: campaign,
      description: '',
      duration: 36,
      mileage: 1500,
      disclaimer: '',
    })
    const list = [entry('a', 3000, false), entry('b', 2000, false), entry('c', 3500, true), entry('d', 1000, false, 'Company')]
    expect(leasingEntries(list, 'Private').map((e) => e.title)).toEqual(['c', 'b', 'a'])
  })

  it('writes amounts in the site currency', () => {
    expect(formatMoney(3495, 'SEK', 'sv-SE')).toBe('3\u00a0495\u00a0kr')
    expect(formatMoney(349, 'GBP', 'en-GB')).toBe('£349')
  })
})
