/**
 * The car page's financing, each a self-contained component taking plain props (spec 2 §4, §5, §7):
 *
 * - `LoanCalculator` (non-UK sites, when the car has `car_loan_option`):
 *   `price` the financed price (campaign price when above 0, else `car_price`), `currency` (`car_price_currency`),
 *   `locale` (the page's), `option` (`car_loan_option`), `country` (the site's; 'SE' adds the consumer-credit
 *   warning), `texts?` (dictionary labels over the built-in ones).
 * - `CompanyLeasingCalculator` (when `car_company_leasing_option`): `priceExVat` (campaign price without VAT when
 *   above 0, else `car_retail_price_exkl_vat`), `currency`, `locale`, `option` (`car_company_leasing_option`),
 *   `country`, `formatMileage?` (mileages are in mil in Sweden), `texts?`.
 * - `PrivateLeasingCards` (when `car_has_privateleasing`): `entries` (`car_leasing_options`), `option`
 *   (`car_private_leasing_option`), `currency`, `locale`, `country`, `formatMileage?`, `texts?`.
 * - `FinanceBox` (UK sites): `vehicle` { id: car_id, vin: car_chassino, price, mileage: car_mileage,
 *   registrationNumber: car_regno, firstRegistration: car_firstregistration, isUsed: car_is_used } and
 *   `dealerKey` — `dealerKeyOf(siteFinanceOf(site), car.car_site_name)` on the server; null shows the apology.
 *
 * All are client components; render them where the page shows financing, e.g.
 * `{car.car_loan_option && site.country !== 'GB' ? <LoanCalculator price={price} currency={car.car_price_currency}
 * locale={locale} option={car.car_loan_option} country={site.country} /> : null}`.
 */
export { CompanyLeasingCalculator, type CompanyLeasingCalculatorProps } from './CompanyLeasingCalculator'
export { ConsumerCreditWarning } from './ConsumerCreditWarning'
export { FINANCE_APOLOGY_TEXT, FINANCE_LOADING_TEXT, FinanceBox, type FinanceBoxProps, type FinanceBoxVehicle } from './FinanceBox'
export { LoanCalculator, type LoanCalculatorProps } from './LoanCalculator'
export { PrivateLeasingCards, type PrivateLeasingCardsProps } from './PrivateLeasingCards'
export { financeTexts, type FinanceTexts } from './texts'

/**
 * The UK car page's media views, beside the financing: `MediaSwitcher` with `regNo` (`car_regno`) and `gallery`
 * (the page's normal gallery element), `texts?` for the button labels. Render it in place of the gallery on UK sites.
 */
export { MediaSwitcher, type MediaSwitcherProps } from '@/features/media/ui/MediaSwitcher'
