import type { ReactNode } from 'react'

import { CAR_PAGE_TEXT_KEYS, savedSearchTextsOf } from '@/features/saved-searches/texts'
import { fillText } from '@/lib/fill-text'
import { pick } from '@/lib/pick'
import { CarFollow } from '@/features/saved-searches/ui/CarFollow'
import { carCardImage, carCardView, formatMoney, showsDeductibleVat, type CarCardDoc } from '@/features/car-search/car-card'
import { carListTexts, type CarListTexts } from '@/features/car-search/texts'
import { CarCard } from '@/features/car-search/ui/CarCard'
import type { PriceRating } from '@/features/price-insight/market-value'
import { priceInsightTexts, showsPriceRating, type PriceInsightTexts } from '@/features/price-insight/texts'
import { PriceInsightPanel, type PriceInsightPanelData } from '@/features/price-insight/ui/PriceInsightPanel'
import { PriceRatingBadge } from '@/features/price-insight/ui/PriceRatingBadge'
import type { Car } from '@/features/stock/car'
import type { Site } from '@/payload-types'

import {
  CAR_PAGE_ANCHORS,
  DESCRIPTION_COLLAPSE_HEIGHT,
  EQUIPMENT_COLLAPSED_HEIGHT,
  isCarstoreLayout,
  mapsSearchHref,
  NETWORK_NOTICE_SITES,
  overviewRows,
  priceView,
  sortedEquipment,
  TECHNICAL_ROWS_SHOWN,
  technicalRows,
  trimEquipment,
} from '../car-page'
import type { SellerChoice } from '../contact-form'
import { CAR_PAGE_TYPE, CAROUSEL_CARD_WIDTH, productPageEvent } from '../interaction'
import { carPagePath } from '../route'
import { CONTACT_FORM_TEXT_KEYS, type CarPageTexts } from '../texts'
import { BackButton } from './BackButton'
import { CarPageAnalytics } from './CarPageAnalytics'
import { Collapsible } from './Collapsible'
import { ContactSellerForm } from './ContactSellerForm'
import type { GalleryImage, GalleryTexts } from './gallery-types'
import { SimilarCarsCarousel } from './SimilarCarsCarousel'
import { campaignBadges, FINANCE_SECTION_ID, FinancingSlot, MediaSlot, UkFinanceSlot } from './slots'
import { TechnicalData } from './TechnicalData'

export type CarPageSite = {
  name: string
  street: string
  zip: string
  city: string
  phone: string
  email: string
  image: string | null
  /** The dealer site's page on this site, when the site has dealer pages. */
  href: string | null
}

export type CarPageData = {
  car: Car
  site: Site
  locale: string
  texts: CarPageTexts
  dictionary: Record<string, string>
  detailBase: string
  carListHref: string
  carSite: CarPageSite | null
  similar: CarCardDoc[]
  trims: Array<
    Pick<
      Car,
      'car_id' | 'slug' | 'car_version' | 'car_trim_package' | 'car_price' | 'car_campaign_price' | 'car_price_currency' | 'car_equipment'
    >
  >
  sellers: SellerChoice[]
  /** The price panel; none where the site shows no ratings or the car is never rated. */
  priceInsight?: PriceInsightPanelData | null
}

/** A stock picture's widths; any other address is used as it is. */
export function galleryImages(car: Car): GalleryImage[] {
  return car.car_images.map((image) => {
    const view = carCardImage({ thumbnail_url: image.original, blur_data_url: image.blur_data_url })!
    return {
      src: view.src,
      srcSet: view.srcSet,
      thumb: view.srcSet ? view.src.replace(/-(320|640|1280)\.jpg$/, '-320.jpg') : view.src,
      blur: view.blur,
    }
  })
}

const LINK = 'font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4 hover:decoration-ink'

function Section({ id, title, children, className }: { id?: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? title}-heading`}
      className={['scroll-mt-28 border-t border-line py-10 first:border-t-0 first:pt-0 md:py-12', className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id ?? title}-heading`} className="mb-6 text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The car page (spec 2 §2 "Car detail"): gallery, heading and price with financing beside it, the contact-seller
 * button, overview, technical data, equipment, description, the dealer's contact section with the form, and similar
 * cars. Carstore sites show the gallery across the page with the price under it; the others put the price beside it.
 */
export function CarPageView({
  car,
  site,
  locale,
  texts,
  dictionary,
  detailBase,
  carListHref,
  carSite,
  similar,
  trims,
  sellers,
  priceInsight = null,
}: CarPageData) {
  const carstore = isCarstoreLayout(site.name)
  const listTexts = carListTexts(dictionary)
  const title = `${car.car_brand} ${car.car_model}`.trim()
  const images = galleryImages(car)
  const slot = { car, site, locale, texts }
  const priceTexts = priceInsightTexts(dictionary)
  const rating = priceInsight?.insight.rating ?? null

  const heading = (
    <CarHeading
      car={car}
      site={site}
      locale={locale}
      texts={texts}
      dictionary={dictionary}
      title={title}
      dealerName={carSite?.name || car.car_site_name}
    />
  )
  const priceBlock = (
    <PriceBlock car={car} site={site} locale={locale} texts={texts} listTexts={listTexts} priceTexts={priceTexts} rating={rating} />
  )
  const actions = <CarActions car={car} texts={texts} />
  const details = (
    <CarDetails
      car={car}
      site={site}
      locale={locale}
      texts={texts}
      detailBase={detailBase}
      trims={trims}
      priceInsight={priceInsight}
      priceTexts={priceTexts}
    />
  )
  const media = (
    <MediaSlot
      car={car}
      site={site}
      images={images}
      texts={galleryTextsOf(texts)}
      missingImageText={listTexts.missingImageText}
      title={title}
    />
  )

  return (
    <article data-car-page={car.car_id} data-layout={carstore ? 'carstore' : 'dealer'} className="pb-16">
      <div className="container-page flex items-center justify-between gap-4 py-4">
        <BackButton carListHref={carListHref} label={texts.backToAllCars} />
      </div>

      <CarPageLayout
        carstore={carstore}
        media={media}
        heading={heading}
        priceBlock={priceBlock}
        actions={actions}
        details={details}
        slot={slot}
      />

      <ContactSection car={car} carSite={carSite} sellers={sellers} texts={texts} locale={locale} />

      {similar.length ? (
        <SimilarCars
          cars={similar}
          site={site}
          locale={locale}
          detailBase={detailBase}
          dictionary={dictionary}
          title={texts.carDetailSimilarCars}
          texts={texts}
        />
      ) : null}
      <CarPageAnalytics product={productPageEvent(car)} pageType={CAR_PAGE_TYPE} />
    </article>
  )
}

type CarPart = { car: Car; site: Site; locale: string; texts: CarPageTexts }

type CarPageParts = {
  carstore: boolean
  media: ReactNode
  heading: ReactNode
  priceBlock: ReactNode
  actions: ReactNode
  details: ReactNode
  slot: CarPart
}

/** Carstore sites: the gallery across the page, the price under it. The others: the price beside the gallery. */
function CarPageLayout({ carstore, media, heading, priceBlock, actions, details, slot }: CarPageParts) {
  const { texts } = slot
  return carstore ? (
    <div className="container-page">
      {media}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end">
        <div>{heading}</div>
        <div className="rounded-2xl bg-surface p-6 shadow-[0_1px_2px_rgb(0_0_0/0.06),0_12px_32px_-16px_rgb(0_0_0/0.25)] ring-1 ring-line">
          {priceBlock}
          <FinancingSlot {...slot} />
          <UkFinanceSlot {...slot} />
          {actions}
        </div>
      </div>
      <div className="lg:max-w-[calc(100%-28rem)]">{details}</div>
    </div>
  ) : (
    <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_25rem] lg:gap-x-12 lg:gap-y-0">
      <div className="min-w-0">{media}</div>
      <aside aria-label={texts.carDetailPriceHeading} className="lg:row-span-2">
        <div className="lg:sticky lg:top-8">
          <>
            {heading}
            {priceBlock}
            <FinancingSlot {...slot} />
            <UkFinanceSlot {...slot} />
            {actions}
          </>
        </div>
      </aside>
      <div className="min-w-0">{details}</div>
    </div>
  )
}

function galleryTextsOf(texts: CarPageTexts): GalleryTexts {
  return {
    label: texts.carDetailGallery,
    openImage: texts.carDetailOpenImage,
    imageOf: texts.carDetailImageOf,
    previous: texts.carDetailPreviousImage,
    next: texts.carDetailNextImage,
    close: texts.carDetailCloseGallery,
    allImages: texts.carDetailAllImages,
  }
}

/** The dealer, make and model, version, the follow button and the campaigns. */
function CarHeading({
  car,
  site,
  locale,
  texts,
  dictionary,
  title,
  dealerName,
}: CarPart & { dictionary: Record<string, string>; title: string; dealerName: string }) {
  const badges = campaignBadges(car, site, texts)
  return (
    <div data-car-heading>
      <a href={`#${CAR_PAGE_ANCHORS.contact}`} className="text-sm font-semibold text-muted hover:text-ink hover:underline" data-dealer-link>
        {dealerName}
      </a>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink md:text-5xl">{title}</h1>
      {car.car_model_text || car.car_version ? <p className="mt-2 text-lg text-muted">{car.car_model_text || car.car_version}</p> : null}
      <CarFollow
        car={{
          car_id: car.car_id,
          car_brand: car.car_brand,
          car_model: car.car_model,
          car_version: car.car_version,
          car_price: car.car_price,
          car_campaign_price: car.car_campaign_price,
        }}
        texts={savedSearchTextsOf(dictionary, CAR_PAGE_TEXT_KEYS)}
        locale={locale}
      />
      {badges.length ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li
              key={badge.key}
              data-campaign={badge.finance ? 'finance' : ''}
              className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-ink"
            >
              {badge.finance ? (
                <a href={`#${FINANCE_SECTION_ID}`} className="underline-offset-2 hover:underline">
                  {badge.title}
                </a>
              ) : (
                badge.title
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

type PriceBlockProps = CarPart & { listTexts: CarListTexts; priceTexts: PriceInsightTexts; rating: PriceRating | null }

/** The price, the retail price struck through under a campaign, the price rating and the VAT line. */
function PriceBlock({ car, site, locale, texts, listTexts, priceTexts, rating }: PriceBlockProps) {
  const price = priceView(car, locale)
  return (
    <div data-car-price className="mt-6">
      <h2 className="sr-only">{texts.carDetailPriceHeading}</h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {price.from ? <span className="text-lg font-medium text-muted">{texts.carDetailFrom}</span> : null}
        <span
          className={['text-3xl font-bold tracking-tight md:text-4xl', price.campaign ? 'text-accent' : 'text-ink'].join(' ')}
          data-price
        >
          {price.price}
        </span>
        {price.retailPrice ? (
          <s className="text-lg text-muted" data-retail-price>
            <span className="sr-only">{texts.carDetailRetailPrice} </span>
            {price.retailPrice}
          </s>
        ) : null}
      </p>
      {rating ? (
        <p className="mt-2">
          <a
            href="#price-insight"
            className="inline-block rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <PriceRatingBadge rating={rating} label={priceTexts[`priceRating_${rating}`]} hint={priceTexts.priceRatingCardHint} size="md" />
          </a>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-muted" data-vat>
        {price.vat === 'without' ? texts.carDetailWithoutVat : texts.carDetailWithVat}
        {showsDeductibleVat(site.name) && car.car_vat_eligible ? (
          <span className="ml-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-ink">
            {listTexts.carCardDeductibleVat}
          </span>
        ) : null}
      </p>
    </div>
  )
}

/** Contact the seller; a sample car also asks for a quote or a test drive. */
function CarActions({ car, texts }: { car: Car; texts: CarPageTexts }) {
  return (
    <div className="mt-6 grid gap-3">
      <a href={`#${CAR_PAGE_ANCHORS.contact}`} className="button button-primary w-full" data-contact-seller>
        {texts.carDetailContactSeller}
      </a>
      {car.car_is_sample ? (
        <div className="grid grid-cols-2 gap-3">
          <a href="#contact-quote" className="button button-ghost px-3">
            {texts.carDetailGetQuote}
          </a>
          <a href="#contact-testdrive" className="button button-ghost px-3">
            {texts.carDetailBookTestDrive}
          </a>
        </div>
      ) : null}
    </div>
  )
}

type CarDetailsProps = CarPart &
  Pick<CarPageData, 'detailBase' | 'trims'> & { priceInsight: PriceInsightPanelData | null; priceTexts: PriceInsightTexts }

/** The sections under the gallery, with a bar of links to them. */
function CarDetails({ car, site, locale, texts, detailBase, trims, priceInsight, priceTexts }: CarDetailsProps) {
  const overview = overviewRows(car, texts, site.defaultLocale)
  const technical = technicalRows(car, texts)
  const equipment = sortedEquipment(car.car_equipment, locale)
  const more = { more: texts.carDetailShowMore, less: texts.carDetailShowLess }
  return (
    <>
      <nav
        aria-label={texts.carDetailSectionsLabel}
        className="sticky top-0 z-10 -mx-5 mt-10 border-y border-line bg-surface/95 px-5 backdrop-blur md:mx-0 md:px-0"
      >
        <ul className="flex gap-6 overflow-x-auto text-sm font-semibold whitespace-nowrap md:gap-8">
          {[
            [CAR_PAGE_ANCHORS.overview, texts.carDetailOverview],
            ...(equipment.length ? [[CAR_PAGE_ANCHORS.equipment, texts.carDetailEquipment]] : []),
            ...(car.car_description ? [[CAR_PAGE_ANCHORS.description, texts.carDetailDescription]] : []),
            [CAR_PAGE_ANCHORS.contact, texts.carDetailContactUs],
          ].map(([anchor, label]) => (
            <li key={anchor}>
              <a href={`#${anchor}`} className="block border-b-2 border-transparent py-4 text-muted hover:border-accent hover:text-ink">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-10">
        <div className="min-w-0">
          <Section id={CAR_PAGE_ANCHORS.overview} title={texts.carDetailOverview}>
            <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-line ring-1 ring-line sm:grid-cols-3">
              {overview.map((row) => (
                <div key={row.label} className="bg-surface p-4 md:p-5">
                  <dt className="text-sm text-muted">{row.label}</dt>
                  <dd className="mt-1 text-base font-semibold text-ink md:text-lg">{row.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          {priceInsight ? (
            <Section id="price-insight" title={priceTexts.priceInsightHeading}>
              <PriceInsightPanel {...priceInsight} locale={locale} texts={priceTexts} mileageText={car.car_mileage_text} />
            </Section>
          ) : null}

          {technical.length ? (
            <Section title={texts.carDetailTechnicalData}>
              <TechnicalData rows={technical} shown={TECHNICAL_ROWS_SHOWN} labels={more} />
            </Section>
          ) : null}

          {car.car_is_sample && trims.length ? <TrimPackages trims={trims} locale={locale} texts={texts} detailBase={detailBase} /> : null}

          {equipment.length ? <EquipmentSection equipment={equipment} site={site} texts={texts} more={more} /> : null}

          {car.car_description ? (
            <Section id={CAR_PAGE_ANCHORS.description} title={texts.carDetailDescription}>
              <Collapsible collapsedHeight={DESCRIPTION_COLLAPSE_HEIGHT} labels={more} name="description">
                <div className="max-w-prose space-y-4 text-lg leading-relaxed text-ink">
                  {car.car_description.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </Collapsible>
            </Section>
          ) : null}
        </div>
      </div>
    </>
  )
}

/** A sample car's trim packages, each with its price and the start of its equipment. */
function TrimPackages({ trims, locale, texts, detailBase }: Pick<CarPageData, 'trims' | 'locale' | 'texts' | 'detailBase'>) {
  return (
    <Section title={texts.carDetailTrimPackages}>
      <ul className="grid gap-4 sm:grid-cols-2" data-trim-packages>
        {trims.map((trim) => {
          const shown = trimEquipment(trim.car_equipment)
          return (
            <li key={trim.car_id} className="rounded-2xl p-5 ring-1 ring-line">
              <a href={carPagePath(detailBase, trim)} className="text-lg font-bold text-ink hover:underline">
                {trim.car_trim_package || trim.car_version}
              </a>
              <p className="mt-1 text-base font-semibold text-ink">
                {texts.carDetailFrom}{' '}
                {formatMoney(trim.car_campaign_price > 0 ? trim.car_campaign_price : trim.car_price, trim.car_price_currency, locale)}
              </p>
              <ul className="mt-3 list-disc pl-5 text-sm text-muted">
                {shown.shown.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {shown.more ? (
                <p className="mt-1 text-sm text-muted">{fillText(texts.carDetailMoreEquipment, { count: shown.more })}</p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function EquipmentSection({
  equipment,
  site,
  texts,
  more,
}: {
  equipment: string[]
  site: Site
  texts: CarPageTexts
  more: { more: string; less: string }
}) {
  return (
    <Section id={CAR_PAGE_ANCHORS.equipment} title={texts.carDetailEquipment}>
      <Collapsible collapsedHeight={EQUIPMENT_COLLAPSED_HEIGHT} labels={more} name="equipment">
        <ul className="grid gap-x-8 gap-y-2.5 sm:grid-cols-2">
          {equipment.map((item) => (
            <li key={item} className="flex gap-3 text-base text-ink">
              <svg
                aria-hidden="true"
                className="mt-1 shrink-0 text-accent"
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m5 12 5 5 9-10" />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      </Collapsible>
      {NETWORK_NOTICE_SITES.includes(site.key) ? (
        <p data-network-notice className="mt-6 rounded-xl bg-surface-1 p-4 text-sm text-muted ring-1 ring-line">
          {texts.carDetailNetworkNotice}
        </p>
      ) : null}
    </Section>
  )
}

/** Contact us: the dealer site and the car's sellers beside the contact form. */
function ContactSection({ car, carSite, sellers, texts, locale }: Pick<CarPageData, 'car' | 'carSite' | 'sellers' | 'texts' | 'locale'>) {
  return (
    <section id={CAR_PAGE_ANCHORS.contact} aria-labelledby="contact-heading" className="mt-12 scroll-mt-28 bg-surface-1 py-12 md:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-ink md:text-4xl">
            {texts.carDetailContactUs}
          </h2>
          <p className="mt-3 text-lg text-muted">{texts.carDetailContactIntro}</p>
          {carSite ? <DealerSiteCard carSite={carSite} texts={texts} /> : null}
          {car.car_sellers.length ? <SellerList sellers={car.car_sellers} texts={texts} /> : null}
        </div>
        <div className="self-start rounded-2xl bg-surface p-6 shadow-[0_1px_2px_rgb(0_0_0/0.06),0_12px_32px_-16px_rgb(0_0_0/0.2)] ring-1 ring-line md:p-8">
          <h3 className="mb-6 text-xl font-bold text-ink">{texts.carDetailContactSeller}</h3>
          <ContactSellerForm
            car={{ car_id: car.car_id, siteName: car.car_site_name }}
            sellers={sellers}
            texts={pick(texts, CONTACT_FORM_TEXT_KEYS)}
            locale={locale}
          />
        </div>
      </div>
    </section>
  )
}

function DealerSiteCard({ carSite, texts }: { carSite: CarPageSite; texts: CarPageTexts }) {
  return (
    <div data-dealer-site className="mt-8 overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
      {carSite.image ? (
        <img
          src={carSite.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="p-6">
        <p className="text-lg font-bold text-ink">{carSite.name}</p>
        <p className="mt-2">
          <a
            href={mapsSearchHref([carSite.street, `${carSite.zip} ${carSite.city}`.trim()])}
            className={LINK}
            target="_blank"
            rel="noopener noreferrer"
          >
            {carSite.street}, {carSite.zip} {carSite.city}
          </a>
        </p>
        <p className="mt-3 flex flex-col gap-1">
          {carSite.phone ? (
            <a href={`tel:${carSite.phone.replace(/[^+\d]/g, '')}`} className={`${LINK} whitespace-nowrap`}>
              {carSite.phone}
            </a>
          ) : null}
          {carSite.email ? (
            <a href={`mailto:${carSite.email}`} className={LINK}>
              {carSite.email}
            </a>
          ) : null}
        </p>
        {carSite.href ? (
          <a href={carSite.href} className="button button-ghost mt-5">
            {texts.carDetailDealerPage}
          </a>
        ) : null}
      </div>
    </div>
  )
}

function SellerList({ sellers, texts }: { sellers: Car['car_sellers']; texts: CarPageTexts }) {
  return (
    <div className="mt-8">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.carDetailSellers}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1" data-sellers>
        {sellers.map((seller) => (
          <li key={seller.name} className="rounded-xl bg-surface p-4 ring-1 ring-line">
            <p className="font-semibold text-ink">{seller.name}</p>
            {seller.phone ? (
              <a
                href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}
                className="mt-1 block py-1 text-sm whitespace-nowrap text-muted hover:text-ink hover:underline"
              >
                {seller.phone}
              </a>
            ) : null}
            {seller.email ? (
              <a href={`mailto:${seller.email}`} className="block py-1 text-sm break-all text-muted hover:text-ink hover:underline">
                {seller.email}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Similar cars as a draggable row of 330 px cards. */
export function SimilarCars({
  cars,
  site,
  locale,
  detailBase,
  dictionary,
  title,
  texts,
}: {
  cars: CarCardDoc[]
  site: Site
  locale: string
  detailBase: string
  dictionary: Record<string, string>
  title: string
  texts: CarPageTexts
}) {
  const priceRating = showsPriceRating(site)
  const listTexts = priceRating ? { ...carListTexts(dictionary), ...priceInsightTexts(dictionary) } : carListTexts(dictionary)
  const options = { locale, detailBase, deductibleVat: showsDeductibleVat(site.name), priceRating }
  return (
    <section aria-labelledby="similar-heading" className="py-12 md:py-16">
      <div className="container-page">
        <h2 id="similar-heading" className="mb-8 text-3xl font-bold tracking-tight text-ink md:text-4xl">
          {title}
        </h2>
        <SimilarCarsCarousel label={title} labels={{ previous: texts.carDetailPrevious, next: texts.carDetailNext }}>
          {cars.map((car) => (
            <li key={car.car_id} className="w-[min(var(--car-card-width),82vw)] shrink-0 snap-start" data-similar-car={car.car_id}>
              <CarCard car={carCardView(car, options)} texts={listTexts} headingLevel="h3" sizes={`${CAROUSEL_CARD_WIDTH}px`} />
            </li>
          ))}
        </SimilarCarsCarousel>
      </div>
    </section>
  )
}
