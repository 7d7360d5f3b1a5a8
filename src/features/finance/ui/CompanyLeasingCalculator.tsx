'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import type { CompanyLeasingOption } from '@/features/stock/car'

import { calculatorAnalytics } from '../calculator-analytics'
import { cashPercentageBounds, companyLeasingQuote, formatMoney, leasingContract, leasingContracts, leasingMileages, type CompanyLeasingChoice } from '../leasing'
import { ConsumerCreditWarning } from './ConsumerCreditWarning'
import { FinanceSlider } from './FinanceSlider'
import { financeTexts, formatRate, type FinanceTexts } from './texts'

export type CompanyLeasingCalculatorProps = {
  /** The price without VAT the leasing is on (`car_campaign_price_exkl_vat` when above 0, else `car_retail_price_exkl_vat`). */
  priceExVat: number
  currency: string
  locale: string
  /** The car's `car_company_leasing_option`. */
  option: CompanyLeasingOption
  country: string
  /** How the site writes a mileage ("1 500 mil"): Swedish mileages are in mil (10 km). */
  formatMileage?: (mileage: number) => string
  texts?: Partial<FinanceTexts>
}

/**
 * Company leasing (spec 2 §3, §5): yearly mileage, the contract lengths offered at that mileage, and the cash
 * payment in percent steps of 1 between the contract's limits (clamped when the contract changes); the monthly
 * cost without VAT, the fixed or variable rate, fees and the price base amount.
 */
export function CompanyLeasingCalculator({ priceExVat, currency, locale, option, country, formatMileage, texts: overrides }: CompanyLeasingCalculatorProps) {
  const texts = financeTexts(locale, overrides)
  const [wanted, setWanted] = useState<Partial<CompanyLeasingChoice>>({})
  const quote = useMemo(() => companyLeasingQuote(priceExVat, option, wanted), [priceExVat, option, wanted])
  const money = (amount: number) => formatMoney(amount, currency, locale)
  const mileageText = formatMileage ?? ((mileage: number) => `${new Intl.NumberFormat(locale).format(mileage)} mil`)
  const mileages = leasingMileages(option)
  const contracts = leasingContracts(option, quote.mileage)
  const cash = cashPercentageBounds(leasingContract(option, quote.mileage, quote.months))

  const analytics = useRef<ReturnType<typeof calculatorAnalytics> | null>(null)
  useEffect(() => {
    analytics.current = calculatorAnalytics('company_leasing')
    return () => analytics.current?.dispose()
  }, [])
  const update = (next: Partial<CompanyLeasingChoice>) => {
    const choice = { mileage: quote.mileage, months: quote.months, cashPercentage: quote.cashPercentage, ...next }
    setWanted(choice)
    analytics.current?.changed({ mileage: choice.mileage, months: choice.months, cash_percentage: choice.cashPercentage })
  }

  return (
    <section aria-labelledby="company-leasing-title" className="rounded-2xl border border-line bg-surface p-5">
      <h3 id="company-leasing-title" className="text-lg font-bold">
        {option.sales_text || texts.monthlyCost}
      </h3>
      {option.description ? <p className="mt-1 text-sm text-muted">{option.description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">
        <Choices legend={texts.mileage} name="company-leasing-mileage" options={mileages.map((mileage) => ({ value: mileage, label: mileageText(mileage) }))} value={quote.mileage} onChange={(mileage) => update({ mileage })} />
        <Choices legend={texts.contractLength} name="company-leasing-months" options={contracts.map((contract) => ({ value: contract.months, label: contract.months_text || texts.months(contract.months) }))} value={quote.months} onChange={(months) => update({ months })} />
        {cash.min !== cash.max ? (
          <FinanceSlider label={texts.cashPayment} value={quote.cashPercentage} min={cash.min} max={cash.max} step={cash.step} format={(percent) => `${percent} % (${money(Math.round((priceExVat * percent) / 100))})`} onChange={(cashPercentage) => update({ cashPercentage })} />
        ) : null}
      </div>
      <p className="mt-5 flex items-baseline justify-between gap-3" aria-live="polite">
        <span className="text-sm font-medium">{texts.monthlyCost}</span>
        <span className="text-2xl font-extrabold tabular-nums">
          {money(quote.monthlyCost)}
          <span className="text-base font-semibold">
            {texts.perMonth} {texts.exVat}
          </span>
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{option.has_fixed_interest_rate ? texts.fixedRate : texts.variableRate}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRate(option.interest_rate, locale)}</dd>
        <dt>{texts.residualValue}</dt>
        <dd className="text-right tabular-nums">
          {money(quote.residualValue)} ({quote.residualPercentage} %)
        </dd>
        <dt>{texts.startFee}</dt>
        <dd className="text-right tabular-nums">{money(option.start_fee)}</dd>
        <dt>{texts.invoiceFee}</dt>
        <dd className="text-right tabular-nums">{money(option.invoice_fee)}</dd>
        {option.price_base_amount > 0 ? (
          <>
            <dt>{texts.priceBaseAmount}</dt>
            <dd className="text-right tabular-nums">{money(option.price_base_amount)}</dd>
          </>
        ) : null}
      </dl>
      {option.disclaimer ? <p className="mt-4 text-xs text-muted">{option.disclaimer}</p> : null}
      {country === 'SE' ? <ConsumerCreditWarning /> : null}
    </section>
  )
}

/** A row of radio buttons (few choices: every one visible at once). */
function Choices({ legend, name, options, value, onChange }: { legend: string; name: string; options: Array<{ value: number; label: string }>; value: number; onChange: (value: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer rounded-full border border-line px-3 py-1 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent has-[:checked]:text-accent-ink has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent/40">
            <input type="radio" className="sr-only" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
