import type { LeasingListEntry, PrivateLeasingOption } from '@/features/stock/car'

import { formatMoney, leasingEntries } from '../leasing'
import { ConsumerCreditWarning } from './ConsumerCreditWarning'
import { financeTexts, type FinanceTexts } from './texts'

export type PrivateLeasingCardsProps = {
  /** The car's `car_leasing_options`; the Private ones are shown, campaigns first. */
  entries: readonly LeasingListEntry[]
  /** The car's `car_private_leasing_option` (its texts: months, mileage, fees), when it has one. */
  option: PrivateLeasingOption | null
  currency: string
  locale: string
  country: string
  /** How the site writes a yearly mileage of an entry ("1 500 mil/år"). */
  formatMileage?: (mileage: number) => string
  texts?: Partial<FinanceTexts>
}

/** Private leasing offers as cards (spec 2 §3): title, monthly cost in the site's currency, term, mileage, fees, disclaimer. */
export function PrivateLeasingCards({ entries, option, currency, locale, country, formatMileage, texts: overrides }: PrivateLeasingCardsProps) {
  const texts = financeTexts(locale, overrides)
  const offers = leasingEntries(entries, 'Private')
  if (offers.length === 0) return null
  const mileageText = formatMileage ?? ((mileage: number) => `${new Intl.NumberFormat(locale).format(mileage)} mil`)
  return (
    <section aria-label={option?.title ?? offers[0]!.title} className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {offers.map((offer, index) => (
          <li key={`${offer.title}-${offer.duration}-${offer.mileage}-${index}`} className="rounded-2xl border border-line bg-surface p-5">
            <p className="flex items-center justify-between gap-2">
              <span className="font-bold">{offer.title}</span>
              {offer.is_campaign ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-ink">{texts.campaign}</span> : null}
            </p>
            <p className="mt-2 text-2xl font-extrabold tabular-nums">
              {formatMoney(offer.monthly_cost, currency, locale)}
              <span className="text-base font-semibold">{texts.perMonth}</span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt>{texts.contractLength}</dt>
              <dd className="text-right">{texts.months(offer.duration)}</dd>
              <dt>{texts.mileage}</dt>
              <dd className="text-right">{mileageText(offer.mileage)}</dd>
              {option?.start_fee_text ? (
                <>
                  <dt>{texts.startFee}</dt>
                  <dd className="text-right">{option.start_fee_text}</dd>
                </>
              ) : null}
              {option?.invoice_fee_text ? (
                <>
                  <dt>{texts.invoiceFee}</dt>
                  <dd className="text-right">{option.invoice_fee_text}</dd>
                </>
              ) : null}
            </dl>
            {offer.description ? <p className="mt-3 text-sm">{offer.description}</p> : null}
            {offer.disclaimer ? <p className="mt-3 text-xs text-muted">{offer.disclaimer}</p> : null}
          </li>
        ))}
      </ul>
      {country === 'SE' ? <ConsumerCreditWarning /> : null}
    </section>
  )
}
