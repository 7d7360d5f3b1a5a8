import { DEBT_WARNING } from '@/features/finance/debt-warning'
import { formatMoney } from '@/features/car-search/car-card'
import { CompanyLeasingCalculator, FinanceBox, LoanCalculator, MediaSwitcher, PrivateLeasingCards } from '@/features/finance/ui'
import { financePromotion, quoteBoxCampaignBadges, type CampaignBadge } from '@/features/finance/uk/promotion'
import { dealerKeyOf } from '@/features/finance/uk/quotes'
import type { Car } from '@/features/stock/car'
import { siteFinanceOf } from '@/features/finance/uk/site-finance'
import type { Site } from '@/payload-types'
import { fillText } from '@/lib/fill-text'

import type { CarPageTexts } from '../texts'
import { CarGallery } from './CarGallery'
import type { GalleryImage, GalleryTexts } from './gallery-types'

/**
 * The places of the car page where financing and media plug in. Each receives everything of the car and site it
 * needs and draws the finance and media capabilities' components (src/features/finance/ui, src/features/media/ui).
 *
 *   FinancingSlot   beside the price: the loan calculator and leasing (non-UK sites)
 *   UkFinanceSlot   under the price on the UK site: the finance quotes box
 *   MediaSlot       the gallery's place: on the UK site the media switcher (video, 360) around the gallery
 */

export type SlotProps = { car: Car; site: Site; locale: string; texts: CarPageTexts }

/** Swedish credit marketing carries the consumer-credit warning (the Consumer-credit warning block's wording). */
export const needsDebtWarning = (site: Pick<Site, 'country'>): boolean => site.country === 'SE'

/** The price a loan finances: the campaign price when it is above 0, else the price (spec 2 Car detail). */
export const financedPrice = (car: Pick<Car, 'car_price' | 'car_campaign_price'>): number =>
  car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price

/** The price without VAT company leasing is on: the campaign's when above 0, else the retail price's. */
export const leasedPriceExVat = (car: Pick<Car, 'car_campaign_price_exkl_vat' | 'car_retail_price_exkl_vat'>): number =>
  car.car_campaign_price_exkl_vat > 0 ? car.car_campaign_price_exkl_vat : car.car_retail_price_exkl_vat

/**
 * Beside the price on every site but the UK's: the loan calculator, the private leasing cards and the company
 * leasing calculator for what the car offers; a monthly figure the feed gives without its terms is shown as it is.
 */
export function FinancingSlot({ car, site, locale, texts }: SlotProps) {
  if (site.country === 'GB') return null
  const money = (amount: number) => formatMoney(amount, car.car_price_currency, locale)
  const currency = car.car_price_currency
  const loan = car.car_loan_option
  const privateLeasing = car.car_has_privateleasing && car.car_leasing_options.length > 0
  const companyLeasing = car.car_has_companyleasing ? car.car_company_leasing_option : null
  const figures = [
    !loan && car.car_loan_monthly_cost && car.car_loan_monthly_cost > 0
      ? { key: 'loan', text: fillText(texts.carDetailLoanFrom, { amount: money(car.car_loan_monthly_cost) }), credit: true }
      : null,
    !privateLeasing && car.car_has_privateleasing && car.car_privateleasing_monthly_cost
      ? {
          key: 'private',
          text: fillText(texts.carDetailPrivateLeasingFrom, { amount: money(car.car_privateleasing_monthly_cost) }),
          credit: false,
        }
      : null,
    !companyLeasing && car.car_has_companyleasing && car.car_companyleasing_monthly_cost
      ? {
          key: 'company',
          text: fillText(texts.carDetailCompanyLeasingFrom, { amount: money(car.car_companyleasing_monthly_cost) }),
          credit: false,
        }
      : null,
  ].filter((figure) => figure !== null)
  if (!loan && !privateLeasing && !companyLeasing && figures.length === 0) return null
  // The calculators carry the warning themselves; a bare loan figure needs it here.
  const warning = figures.some((figure) => figure.credit) && needsDebtWarning(site)
  return (
    <section data-finance-slot="financing" aria-label={texts.carDetailFinancing} className="mt-6 grid gap-4">
      {loan ? <LoanCalculator price={financedPrice(car)} currency={currency} locale={locale} option={loan} country={site.country} /> : null}
      {privateLeasing ? (
        <PrivateLeasingCards
          entries={car.car_leasing_options}
          option={car.car_private_leasing_option}
          currency={currency}
          locale={locale}
          country={site.country}
        />
      ) : null}
      {companyLeasing ? (
        <CompanyLeasingCalculator
          priceExVat={leasedPriceExVat(car)}
          currency={currency}
          locale={locale}
          option={companyLeasing}
          country={site.country}
        />
      ) : null}
      {figures.length > 0 ? (
        <div className="rounded-2xl bg-surface-1 p-5 ring-1 ring-line">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.carDetailFinancing}</h2>
          <ul className="mt-3 grid gap-2">
            {figures.map((figure) => (
              <li key={figure.key} data-finance-offer={figure.key} className="text-base font-semibold text-ink">
                {figure.text}
              </li>
            ))}
          </ul>
          {warning ? (
            <div lang="sv" data-debt-warning className="mt-4 rounded-xl border-2 border-[#1b1600] bg-[#fff6cc] p-4 text-[#1b1600]">
              <p className="font-extrabold">{DEBT_WARNING.heading}</p>
              <p className="mt-1 text-sm">{DEBT_WARNING.risk}</p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

/** The UK finance box's anchor: a finance promotion links to its representative example. */
export const FINANCE_SECTION_ID = 'finance'

/** Under the price on a UK site: the finance quotes of the car's dealer (spec 2 §7 "Finance (UK)"). */
export function UkFinanceSlot({ car, site }: SlotProps) {
  if (site.country !== 'GB') return null
  const finance = siteFinanceOf(site)
  const dealerKey = finance ? dealerKeyOf(finance, car.car_site_name) : null
  const vehicle = {
    id: car.car_id,
    vin: car.car_chassino,
    price: financedPrice(car),
    mileage: car.car_mileage,
    registrationNumber: car.car_regno,
    firstRegistration: car.car_firstregistration,
    isUsed: car.car_is_used,
  }
  return (
    <div id={FINANCE_SECTION_ID} data-finance-slot="uk" className="mt-6 scroll-mt-28">
      <FinanceBox vehicle={vehicle} dealerKey={dealerKey} />
    </div>
  )
}

/**
 * The car's campaign badges. On a site whose finance comes from the quote box (UK), a loan campaign's rate is
 * the representative APR of a product the box offers on the car (FCA CONC 3.5), never the feed's own loan rate.
 */
export function campaignBadges(car: Car, site: Site, texts: CarPageTexts): CampaignBadge[] {
  const own = car.car_campaigns.map((campaign) => ({ key: campaign.title, title: campaign.title, finance: false }))
  if (site.country !== 'GB') return own
  const finance = siteFinanceOf(site)
  const offered = finance && dealerKeyOf(finance, car.car_site_name) ? finance.products : []
  return quoteBoxCampaignBadges(
    car.car_campaigns,
    car.car_has_campaign_loan,
    financePromotion(offered, financedPrice(car)),
    texts.carDetailFinancePromotion,
  )
}

/** The gallery; on a UK site inside the media switcher (images, video, interior and exterior 360). */
export function MediaSlot({
  car,
  site,
  images,
  texts,
  missingImageText,
  title,
}: {
  car: Car
  site: Site
  images: GalleryImage[]
  texts: GalleryTexts
  missingImageText: string
  title: string
}) {
  const gallery = <CarGallery images={images} texts={texts} missingImageText={missingImageText} title={title} />
  return site.country === 'GB' && car.car_regno ? <MediaSwitcher regNo={car.car_regno} gallery={gallery} /> : gallery
}
