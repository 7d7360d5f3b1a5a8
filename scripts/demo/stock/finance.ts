/**
 * The financing offers of a car (spec 2 §3, §5): the car loan with its contract lengths, residual values
 * and cash limits, private and company leasing, and the Swedish company-car benefit value.
 */

import type { CarLoanOption, CompanyLeasingOption, LeasingListEntry, PrivateLeasingOption } from '../../../src/features/stock/car'
import type { Formatter } from './format'
import type { CountryTexts } from './texts'

/** Loan periods step by 12 months (spec 2 §5, calculator steps). */
export const LOAN_PERIOD_STEP_MONTHS = 12
export const LOAN_MIN_MONTHS = 12
export const LOAN_MAX_MONTHS = 84
/** Leasing contracts offered, months; the middle one is the default. */
export const LEASING_CONTRACT_MONTHS = [24, 36, 48] as const
export const DEFAULT_LEASING_MONTHS = 36
/** Prisbasbelopp 2026, the Swedish base amount of the company-car benefit. */
export const SWEDISH_PRICE_BASE_AMOUNT = 59_200
/** Statslåneränta at the end of November of the year before, as a fraction. */
const SWEDISH_GOVERNMENT_BORROWING_RATE = 0.0255

/**
 * Monthly payment of a loan of `principal` over `months` at a yearly `rate` (a fraction), leaving
 * `residual` to be paid or refinanced at the end (the balloon).
 */
export function annuityPayment(principal: number, rate: number, months: number, residual = 0): number {
  const monthlyRate = rate / 12
  if (monthlyRate === 0) return (principal - residual) / months
  const growth = (1 + monthlyRate) ** months
  return ((principal - residual / growth) * monthlyRate) / (1 - 1 / growth)
}

/** Loan rates by country: new cars, used cars, campaign. */
const LOAN_RATES: Record<CountryTexts['country'], { new: number; used: number; campaign: number }> = {
  SE: { new: 0.0595, used: 0.0695, campaign: 0.0295 },
  NO: { new: 0.0690, used: 0.0790, campaign: 0.0399 },
  GB: { new: 0.0690, used: 0.0890, campaign: 0.0390 },
  FI: { new: 0.0449, used: 0.0599, campaign: 0.0199 },
  SK: { new: 0.0599, used: 0.0799, campaign: 0.0299 },
}

/** Leasing rates include the makers' support, so they sit below the loan rates. */
const LEASING_RATES: Record<CountryTexts['country'], { company: number; private: number; campaign: number }> = {
  SE: { company: 0.0345, private: 0.0295, campaign: 0.0095 },
  NO: { company: 0.0445, private: 0.0395, campaign: 0.0195 },
  GB: { company: 0.0450, private: 0.0390, campaign: 0.0190 },
  FI: { company: 0.0350, private: 0.0320, campaign: 0.0120 },
  SK: { company: 0.0450, private: 0.0420, campaign: 0.0220 },
}

/** Residual value of a new car's loan by contract length, percent of the price. */
const LOAN_RESIDUAL: Record<number, number> = { 12: 60, 24: 55, 36: 50, 48: 45, 60: 40, 72: 30, 84: 20 }

export type LoanFacts = {
  /** The price the loan finances (the campaign price when there is one). */
  price: number
  /** Years since first registration (0 for new cars). */
  age: number
  used: boolean
  campaign: boolean
}

export function carLoanOption(texts: CountryTexts, fmt: Formatter, facts: LoanFacts): CarLoanOption {
  const rates = LOAN_RATES[texts.country]
  const rate = facts.campaign ? rates.campaign : facts.used ? rates.used : rates.new
  const age = Math.floor(facts.age)
  // Older cars are financed over shorter periods: the loan ends before the car turns about twelve.
  const maxMonths = age <= 3 ? LOAN_MAX_MONTHS : age <= 6 ? 72 : age <= 8 ? 60 : 36
  const minCash = texts.loanMinCash
  const maxCash = minCash >= 35 ? 60 : 50
  const durations: CarLoanOption['contract_durations'] = []
  for (let months = LOAN_MIN_MONTHS; months <= maxMonths; months += LOAN_PERIOD_STEP_MONTHS) {
    const residual = Math.max(0, (LOAN_RESIDUAL[months] ?? 0) - (facts.used ? 5 * age + 5 : 0))
    durations.push({ months, residual_percentage: residual, cash_amount_min_percentage: minCash, cash_amount_max_percentage: maxCash })
  }
  const defaultMonths = facts.used ? Math.min(60, maxMonths) : 36
  const chosen = durations.find((duration) => duration.months === defaultMonths) ?? durations[durations.length - 1]!
  const monthly = loanMonthlyCost(facts.price, rate, chosen.months, chosen.cash_amount_min_percentage, chosen.residual_percentage)
  const finance = texts.finance
  return {
    title: finance.loanTitle,
    description: finance.loanDescription,
    interest_rate: rate,
    interest_rate_text: fmt.rate(rate),
    disclaimer: loanDisclaimer(texts, fmt),
    default_monthly_cost: monthly,
    default_monthly_cost_text: fmt.monthly(monthly),
    default_contract_duration: { months: chosen.months, cash_amount_min_percentage: chosen.cash_amount_min_percentage, residual_percentage: chosen.residual_percentage },
    contract_durations: durations,
    invoice_fee: finance.loanInvoiceFee,
    invoice_fee_text: fmt.money(finance.loanInvoiceFee),
    start_fee: finance.loanStartFee,
    start_fee_text: fmt.money(finance.loanStartFee),
  }
}

const LOAN_DISCLAIMERS = new Map<string, string>()

/** The country's loan disclaimer with its fees written in; the car page fills {1}..{5}. */
function loanDisclaimer(texts: CountryTexts, fmt: Formatter): string {
  let text = LOAN_DISCLAIMERS.get(texts.index)
  if (text === undefined) {
    const finance = texts.finance
    text = finance.loanDisclaimer.replace('{start}', fmt.money(finance.loanStartFee)).replace('{invoice}', fmt.money(finance.loanInvoiceFee))
    LOAN_DISCLAIMERS.set(texts.index, text)
  }
  return text
}

/** The calculator's monthly cost: the price less the cash payment, paid down to the residual value. */
export function loanMonthlyCost(price: number, rate: number, months: number, cashPercentage: number, residualPercentage: number): number {
  const cash = (price * cashPercentage) / 100
  const residual = (price * residualPercentage) / 100
  return Math.round(annuityPayment(price - cash, rate, months, residual))
}

/** Residual value of a leasing contract, percent: lower for longer contracts, more mileage and older cars. */
function leasingResidual(months: number, mileageStep: number, age: number): number {
  const base = months <= 24 ? 68 : months <= 36 ? 60 : 52
  return Math.max(10, base - 4 * mileageStep - 6 * Math.floor(age))
}

/** A monthly price as leasing offers show it: ending in 95 (kronor) or 9 (pounds, euro). */
function offerPrice(value: number, texts: CountryTexts): number {
  if (texts.currency === 'SEK' || texts.currency === 'NOK') return Math.max(95, Math.round(value / 100) * 100 - 5)
  return Math.max(9, Math.round(value / 10) * 10 - 1)
}

export type LeasingFacts = {
  modelName: string
  /** The price with VAT (the campaign price when there is one). */
  price: number
  /** The price without VAT. */
  priceExVat: number
  age: number
  campaign: boolean
}

export type CompanyLeasing = { option: CompanyLeasingOption; entry: LeasingListEntry; monthly: number; monthlyText: string }
export type PrivateLeasing = { option: PrivateLeasingOption; entry: LeasingListEntry; monthly: number; monthlyText: string }

export function companyLeasing(texts: CountryTexts, fmt: Formatter, facts: LeasingFacts): CompanyLeasing {
  const rates = LEASING_RATES[texts.country]
  const rate = facts.campaign ? rates.campaign : rates.company
  const finance = texts.finance
  const options: CompanyLeasingOption['company_leasing_options'] = {}
  const defaults: CompanyLeasingOption['default_company_leasing_option'] = {}
  texts.leasingMileages.forEach((mileage, step) => {
    options[String(mileage)] = LEASING_CONTRACT_MONTHS.map((months) => {
      const residual = leasingResidual(months, step, facts.age)
      return {
        months,
        months_text: texts.monthsText(months),
        residual_percentage: residual,
        residual_text: fmt.percent(residual),
        cash_amount_min_percentage: 0,
        cash_amount_max_percentage: 35,
        cash_amount_text: `0–${fmt.percent(35)}`,
      }
    })
    defaults[String(mileage)] = { contract_length: DEFAULT_LEASING_MONTHS, cash_amount: 0 }
  })
  const defaultMileage = texts.leasingMileages[0]
  const residual = leasingResidual(DEFAULT_LEASING_MONTHS, 0, facts.age)
  const monthly = Math.round(annuityPayment(facts.priceExVat, rate, DEFAULT_LEASING_MONTHS, (facts.priceExVat * residual) / 100))
  const monthlyText = `${fmt.monthly(monthly)} ${texts.exVat}`
  const option: CompanyLeasingOption = {
    default_company_leasing_mileage: defaultMileage,
    company_leasing_options: options,
    default_company_leasing_option: defaults,
    interest_rate: rate,
    has_fixed_interest_rate: texts.country === 'GB',
    invoice_fee: finance.companyInvoiceFee,
    start_fee: finance.companyStartFee,
    price_base_amount: texts.country === 'SE' ? SWEDISH_PRICE_BASE_AMOUNT : 0,
    sales_text: finance.companySalesText(facts.modelName, monthlyText),
    description: finance.companyDescription(facts.modelName),
    default_monthly_cost: monthly,
    disclaimer: finance.companyDisclaimer(fmt.rate(rate)),
  }
  const entry: LeasingListEntry = {
    leasing_type: 'Company',
    title: finance.companyTitle,
    monthly_cost: monthly,
    monthly_cost_text: monthlyText,
    is_campaign: facts.campaign,
    description: option.description,
    duration: DEFAULT_LEASING_MONTHS,
    mileage: defaultMileage,
    disclaimer: option.disclaimer,
  }
  return { option, entry, monthly, monthlyText }
}

export function privateLeasing(texts: CountryTexts, fmt: Formatter, facts: LeasingFacts): PrivateLeasing {
  const rates = LEASING_RATES[texts.country]
  const rate = facts.campaign ? rates.campaign : rates.private
  const finance = texts.finance
  const mileage = texts.leasingMileages[0]
  const residual = leasingResidual(DEFAULT_LEASING_MONTHS, 0, facts.age) + 5
  const monthly = offerPrice(annuityPayment(facts.price, rate, DEFAULT_LEASING_MONTHS, (facts.price * residual) / 100), texts)
  const monthlyText = fmt.monthly(monthly)
  const mileageText = fmt.mileagePerYear(mileage)
  const disclaimer = finance.privateDisclaimer(DEFAULT_LEASING_MONTHS, mileageText, fmt.money(finance.privateStartFee))
  const option: PrivateLeasingOption = {
    title: finance.privateTitle,
    sales_text: finance.privateSalesText(facts.modelName, monthlyText),
    months_text: texts.monthsText(DEFAULT_LEASING_MONTHS),
    mileage_text: mileageText,
    monthly_cost_text: monthlyText,
    start_fee_text: fmt.money(finance.privateStartFee),
    invoice_fee_text: fmt.money(finance.privateInvoiceFee),
    is_campaign: facts.campaign,
    disclaimer,
  }
  const entry: LeasingListEntry = {
    leasing_type: 'Private',
    title: finance.privateTitle,
    monthly_cost: monthly,
    monthly_cost_text: monthlyText,
    is_campaign: facts.campaign,
    description: finance.privateDescription(facts.modelName),
    duration: DEFAULT_LEASING_MONTHS,
    mileage,
    disclaimer,
  }
  return { option, entry, monthly, monthlyText }
}

/**
 * The Swedish taxable benefit of a company car a month (förmånsvärde), from the new-car price: 29 % of the
 * base amount, the price times (70 % of the government borrowing rate + 1 %), 13 % of the price up to 7.5
 * base amounts and 9 % above. Electric cars and plug-in hybrids count a reduced price.
 */
export function swedishBenefitValue(newCarPrice: number, fuel: 'electric' | 'phev' | 'other'): { monthly: number; ratio: number } {
  const base = SWEDISH_PRICE_BASE_AMOUNT
  const reduction = fuel === 'electric' ? 350_000 : fuel === 'phev' ? 140_000 : 0
  const price = newCarPrice - Math.min(reduction, newCarPrice / 2)
  const cap = 7.5 * base
  const yearly = 0.29 * base + price * (0.7 * SWEDISH_GOVERNMENT_BORROWING_RATE + 0.01) + 0.13 * Math.min(price, cap) + 0.09 * Math.max(0, price - cap)
  return { monthly: Math.round(yearly / 12), ratio: Math.round((newCarPrice / base) * 100) / 100 }
}
