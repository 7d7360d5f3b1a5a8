'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import type { CarLoanOption } from '@/features/stock/car'

import { calculatorAnalytics } from '../calculator-analytics'
import { formatMoney } from '../leasing'
import { changeDownPayment, changePeriod, defaultLoanChoice, loanDisclaimer, loanQuote, periodBounds } from '../loan'
import { ConsumerCreditWarning } from './ConsumerCreditWarning'
import { FinanceSlider } from './FinanceSlider'
import { financeTexts, formatRate, type FinanceTexts } from './texts'

export type LoanCalculatorProps = {
  /** The price the loan finances: the campaign price when it is above 0, else the price (spec 2 Car detail). */
  price: number
  /** The car's `car_price_currency`. */
  currency: string
  /** The page's locale, for numbers and the built-in labels ("sv-SE"). */
  locale: string
  /** The car's `car_loan_option`. */
  option: CarLoanOption
  /** The site's country: on Swedish sites the consumer-credit warning is shown with the offer. */
  country: string
  /** Labels from the site dictionary, over the built-in ones. */
  texts?: Partial<FinanceTexts>
}

/**
 * The car loan calculator of non-UK sites (spec 2 §4, §5): period and down-payment sliders, the rounded monthly
 * payment and the effective rate (as prominent as the interest rate), fees, the filled-in disclaimer and, in
 * Sweden, the consumer-credit warning. Calculator use goes to the data layer after the third change.
 */
export function LoanCalculator({ price, currency, locale, option, country, texts: overrides }: LoanCalculatorProps) {
  const texts = financeTexts(locale, overrides)
  const [choice, setChoice] = useState(() => defaultLoanChoice(price, option))
  const quote = useMemo(() => loanQuote(price, option, choice), [price, option, choice])
  const period = periodBounds(option)
  const money = (amount: number) => formatMoney(amount, currency, locale)

  const analytics = useRef<ReturnType<typeof calculatorAnalytics> | null>(null)
  useEffect(() => {
    analytics.current = calculatorAnalytics('loan')
    return () => analytics.current?.dispose()
  }, [])
  const update = (next: typeof choice) => {
    setChoice(next)
    analytics.current?.changed({ months: next.months, down_payment: next.downPayment })
  }

  return (
    <section aria-labelledby="loan-calculator-title" className="rounded-2xl border border-line bg-surface p-5">
      <h3 id="loan-calculator-title" className="text-lg font-bold">
        {option.title}
      </h3>
      {option.description ? <p className="mt-1 text-sm text-muted">{option.description}</p> : null}

      <div className="mt-4 flex flex-col gap-4">
        {period.min !== period.max ? (
          <FinanceSlider label={texts.loanPeriod} value={choice.months} min={period.min} max={period.max} step={period.step} format={texts.months} onChange={(months) => update(changePeriod(price, option, choice, months))} />
        ) : (
          <Fact label={texts.loanPeriod} value={texts.months(choice.months)} />
        )}
        {quote.downPaymentBounds.adjustable ? (
          <FinanceSlider
            label={texts.downPayment}
            value={quote.downPayment}
            min={quote.downPaymentBounds.min}
            max={quote.downPaymentBounds.max}
            step={quote.downPaymentBounds.step}
            format={money}
            onChange={(amount) => update(changeDownPayment(price, option, choice, amount))}
          />
        ) : (
          <Fact label={texts.downPayment} value={money(quote.downPayment)} />
        )}
      </div>

      <p className="mt-5 flex items-baseline justify-between gap-3" aria-live="polite">
        <span className="text-sm font-medium">{texts.monthlyCost}</span>
        <span className="text-2xl font-extrabold tabular-nums">
          {money(quote.monthlyPayment)}
          <span className="text-base font-semibold">{texts.perMonth}</span>
        </span>
      </p>
      {/* The effective rate is set exactly like the interest rate: Swedish law wants it at least as prominent. */}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{texts.interestRate}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRate(option.interest_rate, locale)}</dd>
        <dt>{texts.effectiveRate}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRate(quote.effectiveRate, locale)}</dd>
        <dt>{texts.residualValue}</dt>
        <dd className="text-right tabular-nums">{money(quote.residualValue)}</dd>
        <dt>{texts.startFee}</dt>
        <dd className="text-right tabular-nums">{option.start_fee_text || money(option.start_fee)}</dd>
        <dt>{texts.invoiceFee}</dt>
        <dd className="text-right tabular-nums">{option.invoice_fee_text || money(option.invoice_fee)}</dd>
      </dl>
      {option.disclaimer ? <p className="mt-4 text-xs text-muted">{loanDisclaimer(option.disclaimer, quote, option.interest_rate, locale)}</p> : null}
      {country === 'SE' ? <ConsumerCreditWarning /> : null}
    </section>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-sm">
      <span className="font-medium">{label}</span>
      <span className="font-semibold tabular-nums">{value}</span>
    </p>
  )
}
