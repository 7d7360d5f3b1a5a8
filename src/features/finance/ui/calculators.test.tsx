// @vitest-environment happy-dom
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { axeViolations, renderInMain } from '@/blocks/test-context'
import { DEBT_WARNING } from '../debt-warning'
import type { CarLoanOption, LeasingListEntry } from '@/features/stock/car'

import { FINANCE_LOADING_TEXT, FinanceBox, LoanCalculator, PrivateLeasingCards } from '.'

const option: CarLoanOption = {
  title: 'Billån',
  description: 'Finansiera bilen med billån.',
  interest_rate: 0.06,
  interest_rate_text: '6,00 %',
  disclaimer: '{1} mån, kontantinsats {2} % ({3} kr), restvärde {4} %, ränta {5} %.',
  default_monthly_cost: 2325,
  default_monthly_cost_text: '2 325 kr/mån',
  default_contract_duration: { months: 36, cash_amount_min_percentage: 20, residual_percentage: 50 },
  contract_durations: [
    { months: 12, residual_percentage: 60, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
    { months: 36, residual_percentage: 50, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
  ],
  invoice_fee: 0,
  invoice_fee_text: '0 kr',
  start_fee: 0,
  start_fee_text: '0 kr',
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the loan calculator', () => {
  it('shows the monthly payment, the effective rate beside the rate, the filled disclaimer and the Swedish warning', async () => {
    renderInMain(createElement(LoanCalculator, { price: 200_000, currency: 'SEK', locale: 'sv-SE', option, country: 'SE' }))
    const text = document.body.textContent!
    expect(text).toContain('2\u00a0325\u00a0kr/mån')
    expect(text).toContain('Effektiv ränta')
    expect(text).toMatch(/6,17\s%/)
    expect(text).toContain('36 mån, kontantinsats 20 % (40\u00a0000 kr), restvärde 50 %, ränta 6 %.')
    expect(text).toContain(DEBT_WARNING.heading)
    expect(document.querySelectorAll('[role="slider"], input[type="range"]').length).toBe(2)
    expect(await axeViolations()).toEqual([])
  })

  it('carries no Swedish warning elsewhere', () => {
    renderInMain(createElement(LoanCalculator, { price: 200_000, currency: 'NOK', locale: 'nb-NO', option, country: 'NO' }))
    expect(document.body.textContent).not.toContain(DEBT_WARNING.heading)
  })
})

describe('private leasing cards', () => {
  it('shows each private offer in the site currency', () => {
    const entry: LeasingListEntry = { leasing_type: 'Private', title: 'Privatleasing', monthly_cost: 3495, monthly_cost_text: '', is_campaign: true, description: '', duration: 36, mileage: 1500, disclaimer: '' }
    renderInMain(createElement(PrivateLeasingCards, { entries: [entry], option: null, currency: 'SEK', locale: 'sv-SE', country: 'SE' }))
    expect(document.body.textContent).toContain('3\u00a0495\u00a0kr/mån')
    expect(document.body.textContent).toContain('Kampanj')
  })
})

describe('the UK finance box', () => {
  it('says it is loading before the products arrive', () => {
    renderInMain(createElement(FinanceBox, { vehicle: { id: '1', vin: '', price: 20_000, mileage: 0, registrationNumber: '', firstRegistration: null, isUsed: true }, dealerKey: 'NVM-LEEDS' }))
    expect(document.body.textContent).toBe(FINANCE_LOADING_TEXT)
  })
})
