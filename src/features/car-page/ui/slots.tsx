import { DEBT_WARNING } from '@/blocks/ConsumerDebtWarning/Component'
import { formatMoney } from '@/features/car-search/car-card'
import { fillText } from '@/features/car-search/texts'
import type { Car } from '@/features/stock/car'
import type { Site } from '@/payload-types'

import type { CarPageTexts } from '../texts'
import { CarGallery } from './CarGallery'
import type { GalleryImage, GalleryTexts } from './gallery-types'

/**
 * The places of the car page where financing and media plug in. Each receives everything of the car and site it
 * needs; what it draws today is the car's own figures, with no calculation.
 *
 *   FinancingSlot   beside the price: the loan calculator and leasing (non-UK sites)
 *   UkFinanceSlot   under the price on the UK site: the finance quotes box
 *   MediaSlot       the gallery's place: on the UK site the media switcher (video, 360) around the gallery
 */

export type SlotProps = { car: Car; site: Site; locale: string; texts: CarPageTexts }

/** Swedish credit marketing carries the consumer-credit warning (the Consumer-credit warning block's wording). */
export const needsDebtWarning = (site: Pick<Site, 'country'>): boolean => site.country === 'SE'

/** Financing and leasing cards: the monthly costs the car's feed gives, until the calculators are plugged in here. */
export function FinancingSlot({ car, site, locale, texts }: SlotProps) {
  const money = (amount: number) => formatMoney(amount, car.car_price_currency, locale)
  const offers = [
    car.car_loan_monthly_cost && car.car_loan_monthly_cost > 0 ? { key: 'loan', text: fillText(texts.carDetailLoanFrom, { amount: money(car.car_loan_monthly_cost) }), credit: true, note: car.car_loan_option?.interest_rate_text } : null,
    car.car_has_privateleasing && car.car_privateleasing_monthly_cost ? { key: 'private', text: fillText(texts.carDetailPrivateLeasingFrom, { amount: money(car.car_privateleasing_monthly_cost) }), credit: false, note: null } : null,
    car.car_has_companyleasing && car.car_companyleasing_monthly_cost ? { key: 'company', text: fillText(texts.carDetailCompanyLeasingFrom, { amount: money(car.car_companyleasing_monthly_cost) }), credit: false, note: null } : null,
  ].filter((offer) => offer !== null)
  if (offers.length === 0) return null
  const credit = offers.some((offer) => offer.credit) && needsDebtWarning(site)
  return (
    <div data-finance-slot="financing" className="mt-6 rounded-2xl bg-surface-1 p-5 ring-1 ring-line">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.carDetailFinancing}</h2>
      <ul className="mt-3 grid gap-2">
        {offers.map((offer) => (
          <li key={offer.key} data-finance-offer={offer.key} className="text-base font-semibold text-ink">
            {offer.text}
            {offer.note ? <span className="block text-sm font-normal text-muted">{offer.note}</span> : null}
          </li>
        ))}
      </ul>
      {credit ? (
        <div lang="sv" data-debt-warning className="mt-4 rounded-xl border-2 border-[#1b1600] bg-[#fff6cc] p-4 text-[#1b1600]">
          <p className="font-extrabold">{DEBT_WARNING.heading}</p>
          <p className="mt-1 text-sm">{DEBT_WARNING.risk}</p>
        </div>
      ) : null}
    </div>
  )
}

/** The UK finance quotes box goes here (uk-dealer); nothing is drawn until it is plugged in. */
export function UkFinanceSlot(_props: SlotProps) {
  return null
}

/** The gallery, in the place the UK media switcher (images, video, interior and exterior 360) wraps. */
export function MediaSlot({ images, texts, missingImageText, title }: { car: Car; site: Site; images: GalleryImage[]; texts: GalleryTexts; missingImageText: string; title: string }) {
  return <CarGallery images={images} texts={texts} missingImageText={missingImageText} title={title} />
}
