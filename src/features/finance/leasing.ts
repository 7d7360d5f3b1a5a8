import type { CompanyLeasingOption, LeasingListEntry } from '@/features/stock/car'

import { annuityPayment, clamp } from './loan'

/**
 * Company leasing calculator and private leasing cards (spec 2 §3 "Leasing options", §5). Mileages are the
 * option's keys, in the site's distance unit (mil in Sweden); each mileage offers its contract lengths, each
 * with its residual value and its cash-payment range in percent of the price without VAT.
 */

/** Spec 2 §9 "Calculator steps": the company leasing cash share moves 1 percent at a time. */
export const CASH_PERCENTAGE_STEP = 1

export type CompanyLeasingContract = CompanyLeasingOption['company_leasing_options'][string][number]
export type CompanyLeasingChoice = { mileage: number; months: number; cashPercentage: number }

/** The mileages offered, smallest first. */
export function leasingMileages(option: CompanyLeasingOption): number[] {
  return Object.keys(option.company_leasing_options)
    .map(Number)
    .sort((a, b) => a - b)
}

export function leasingContracts(option: CompanyLeasingOption, mileage: number): CompanyLeasingContract[] {
  return [...(option.company_leasing_options[String(mileage)] ?? [])].sort((a, b) => a.months - b.months)
}

/** The contract of that length at the mileage, else the mileage's nearest shorter (else its shortest). */
export function leasingContract(option: CompanyLeasingOption, mileage: number, months: number): CompanyLeasingContract {
  const contracts = leasingContracts(option, mileage)
  let chosen = contracts[0]!
  for (const contract of contracts) if (contract.months <= months) chosen = contract
  return chosen
}

export function cashPercentageBounds(contract: CompanyLeasingContract) {
  return { min: contract.cash_amount_min_percentage, max: Math.max(contract.cash_amount_min_percentage, contract.cash_amount_max_percentage), step: CASH_PERCENTAGE_STEP }
}

/** Any choice made valid: an offered mileage, a contract length it offers and a cash share within its range. */
export function companyLeasingChoice(option: CompanyLeasingOption, wanted: Partial<CompanyLeasingChoice> = {}): CompanyLeasingChoice {
  const mileages = leasingMileages(option)
  const preferred = wanted.mileage ?? option.default_company_leasing_mileage
  const mileage = mileages.includes(preferred) ? preferred : mileages[0]!
  const defaults = option.default_company_leasing_option[String(mileage)]
  const contract = leasingContract(option, mileage, wanted.months ?? defaults?.contract_length ?? 0)
  const { min, max } = cashPercentageBounds(contract)
  return { mileage, months: contract.months, cashPercentage: clamp(Math.round(wanted.cashPercentage ?? defaults?.cash_amount ?? min), min, max) }
}

export type CompanyLeasingQuote = CompanyLeasingChoice & {
  cashAmount: number
  residualValue: number
  residualPercentage: number
  /** Rounded to whole currency units, without VAT. */
  monthlyCost: number
}

/** The monthly cost: the price without VAT less the cash payment, paid down to the residual value at the option's rate. */
export function companyLeasingQuote(priceExVat: number, option: CompanyLeasingOption, wanted: Partial<CompanyLeasingChoice> = {}): CompanyLeasingQuote {
  const choice = companyLeasingChoice(option, wanted)
  const contract = leasingContract(option, choice.mileage, choice.months)
  const cashAmount = Math.round((priceExVat * choice.cashPercentage) / 100)
  const residualValue = Math.round((priceExVat * contract.residual_percentage) / 100)
  const monthlyCost = Math.round(annuityPayment(priceExVat - cashAmount, option.interest_rate, contract.months, residualValue))
  return { ...choice, cashAmount, residualValue, residualPercentage: contract.residual_percentage, monthlyCost }
}

/** The leasing list's entries of one kind, the campaign offers first, then the cheapest. */
export function leasingEntries(entries: readonly LeasingListEntry[], kind: LeasingListEntry['leasing_type']): LeasingListEntry[] {
  return entries.filter((entry) => entry.leasing_type === kind).sort((a, b) => Number(b.is_campaign) - Number(a.is_campaign) || a.monthly_cost - b.monthly_cost)
}

/** A whole amount in the site's currency, as the site's locale writes it ("3 495 kr", "£349"). */
export function formatMoney(amount: number, currency: string, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(amount)
}
