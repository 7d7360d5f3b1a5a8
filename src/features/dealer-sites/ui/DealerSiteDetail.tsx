import { carCardView, type CarCardDoc } from '@/features/car-search/car-card'
import { type CarListTexts } from '@/features/car-search/texts'
import { CarCard } from '@/features/car-search/ui/CarCard'
import type { ResolvedLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import type { MapTiles } from '@/features/maps/ports'
import { fillText } from '@/lib/fill-text'

import type { DealerSiteDocument, Department } from '../dealer-site'
import { coordinatesOf, DEFAULT_MAP_CENTRE, mapsSearchHref, SITE_MAP_ZOOM } from '../site-list'
import { groupLabel, type DealerSiteTexts } from '../texts'
import { DealerSiteMap } from './DealerSiteMap'
import { DepartmentHours } from './DepartmentHours'
import { Employees } from './Employees'
import { telHref } from './tel'

export type BrandLogoView = { brandCode: string; name: string; logo: string | null; logoBw: string | null }

type Props = {
  site: DealerSiteDocument
  locale: string
  timeZone: string
  renderedAt: number
  texts: DealerSiteTexts
  carTexts: CarListTexts
  listHref: string
  bookService: ResolvedLink | null
  cars: CarCardDoc[]
  carOptions: Parameters<typeof carCardView>[1]
  allCarsHref: string | null
  brandLogos: BrandLogoView[]
  tiles: MapTiles
}

function EmailLink({ email }: { email: string }) {
  const [local, domain] = email.split('@')
  return (
    <a href={`mailto:${email}`} className="underline-offset-4 hover:underline">
      <span className="whitespace-nowrap">{local}</span>
      <wbr />
      <span className="whitespace-nowrap">@{domain}</span>
    </a>
  )
}

function DepartmentLogos({ department, logos }: { department: Department; logos: BrandLogoView[] }) {
  const shown = department.brands
    .map((brand) => ({ brand, logo: logos.find((candidate) => candidate.brandCode === brand.brand_code) }))
    .filter(({ logo }) => logo?.logoBw || logo?.logo)
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap items-center gap-x-6 gap-y-3" data-brand-logos="">
      {shown.map(({ brand, logo }) => (
        <li key={brand.brand_code}>
          <img
            src={(logo!.logo || logo!.logoBw)!}
            alt={brand.name}
            title={brand.name}
            width={96}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-9 w-auto max-w-28 object-contain"
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * A dealer site's page (spec 2 §2 "Dealer site detail"): back link, hero picture, name, address (a maps search),
 * phone, e-mail, the map, the optional service-booking button, the departments with contacts, hours, brands and
 * staff, and the latest arrivals with a link to the car list filtered on the site.
 */
export function DealerSiteDetail({
  site,
  locale,
  timeZone,
  renderedAt,
  texts,
  carTexts,
  listHref,
  bookService,
  cars,
  carOptions,
  allCarsHref,
  brandLogos,
  tiles,
}: Props) {
  return (
    <article data-dealer-site={site.slug}>
      <div className="container-page pt-6">
        <a
          href={listHref}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
          data-back-link=""
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" />
          </svg>
          {texts.siteBack}
        </a>
      </div>

      <SiteHeader site={site} texts={texts} bookService={bookService} />

      {site.site_departments.length ? (
        <SiteDepartments site={site} locale={locale} timeZone={timeZone} renderedAt={renderedAt} texts={texts} brandLogos={brandLogos} />
      ) : null}

      <SiteMapSection site={site} texts={texts} tiles={tiles} />

      {cars.length ? (
        <SiteCars site={site} texts={texts} carTexts={carTexts} cars={cars} carOptions={carOptions} allCarsHref={allCarsHref} />
      ) : null}
    </article>
  )
}

function SiteHeader({ site, texts, bookService }: Pick<Props, 'site' | 'texts' | 'bookService'>) {
  return (
    <header className="container-page pb-10 pt-4">
      <div className="grid items-stretch gap-8 lg:grid-cols-[1.35fr_1fr]">
        <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-surface-2 lg:aspect-auto lg:min-h-[420px]">
          <SiteHero site={site} />
        </div>
        <div className="flex flex-col justify-center gap-6">
          <div>
            {site.site_region ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{site.site_region}</p> : null}
            <h1 className="mt-2 text-balance text-4xl font-semibold leading-tight text-ink md:text-5xl">{site.site_official_name}</h1>
          </div>
          <SiteContacts site={site} texts={texts} />
          <div className="flex flex-wrap gap-3">
            {bookService ? (
              <ButtonLink link={{ ...bookService, label: texts.siteBookService }} type="Primary" className="book-service" />
            ) : null}
            <a href={mapsSearchHref(site)} target="_blank" rel="noopener noreferrer" className="button button-ghost">
              {texts.siteDirections}
            </a>
          </div>
        </div>
      </div>
    </header>
  )
}

function SiteHero({ site }: { site: DealerSiteDocument }) {
  const hero = site.site_primary_image?.original || site.site_image_url
  if (!hero) return null
  return (
    <img
      src={hero}
      // A phone takes the 640 px picture: it is the page's largest paint.
      srcSet={
        site.site_primary_image?.thumbnail_url && site.site_primary_image.original
          ? `${site.site_primary_image.thumbnail_url} 640w, ${site.site_primary_image.original} 1280w`
          : undefined
      }
      sizes="(min-width: 1024px) 55vw, 100vw"
      alt=""
      width={1280}
      height={720}
      fetchPriority="high"
      className="absolute inset-0 h-full w-full object-cover"
      style={
        site.site_primary_image?.blur_data_url
          ? { backgroundImage: `url("${site.site_primary_image.blur_data_url}")`, backgroundSize: 'cover' }
          : undefined
      }
    />
  )
}

function SiteContacts({ site, texts }: Pick<Props, 'site' | 'texts'>) {
  return (
    <dl className="grid gap-4 text-[0.9375rem]">
      <div>
        <dt className="text-sm font-semibold text-muted">{texts.siteAddress}</dt>
        <dd>
          <a
            href={mapsSearchHref(site)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-lg text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
            data-maps-link=""
          >
            {site.site_street}, {site.site_zip} {site.site_city}
            <span className="sr-only"> ({texts.siteDirections})</span>
          </a>
        </dd>
      </div>
      {site.site_phone ? (
        <div>
          <dt className="text-sm font-semibold text-muted">{texts.sitePhone}</dt>
          <dd>
            <a href={telHref(site.site_phone)} className="text-lg font-semibold text-ink underline-offset-4 hover:underline">
              <span className="whitespace-nowrap">{site.site_phone}</span>
            </a>
          </dd>
        </div>
      ) : null}
      {site.site_email ? (
        <div>
          <dt className="text-sm font-semibold text-muted">{texts.siteEmail}</dt>
          <dd className="text-lg text-ink">
            <EmailLink email={site.site_email} />
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

function SiteDepartments({
  site,
  locale,
  timeZone,
  renderedAt,
  texts,
  brandLogos,
}: Pick<Props, 'site' | 'locale' | 'timeZone' | 'renderedAt' | 'texts' | 'brandLogos'>) {
  return (
    <section aria-labelledby="site-departments-heading" className="bg-surface-2 py-14">
      <div className="container-page">
        <h2 id="site-departments-heading" className="mb-8 text-title">
          {texts.siteDepartments}
        </h2>
        <ul className="grid items-start gap-6 lg:grid-cols-2">
          {site.site_departments.map((department, index) => (
            <li
              key={`${department.erp_id}-${index}`}
              data-department={department.group}
              className="flex flex-col gap-5 rounded-2xl bg-surface p-6 shadow-[0_1px_2px_rgb(0_0_0/0.05)] ring-1 ring-line md:p-8"
            >
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.12em] text-muted">{groupLabel(texts, department.group)}</p>
                <h3 className="mt-1 text-2xl font-semibold text-ink">{department.name}</h3>
                <p className="mt-3 flex flex-col gap-1 text-[0.9375rem]">
                  {department.phone ? (
                    <a href={telHref(department.phone)} className="font-semibold text-ink underline-offset-4 hover:underline">
                      <span className="whitespace-nowrap">{department.phone}</span>
                    </a>
                  ) : null}
                  {department.email ? <EmailLink email={department.email} /> : null}
                </p>
              </div>
              <DepartmentHours
                schedule={department.openingschedule}
                timeZone={timeZone}
                locale={locale}
                renderedAt={renderedAt}
                texts={texts}
                headingId={`hours-${index}`}
              />
              <DepartmentLogos department={department} logos={brandLogos} />
              <Employees users={department.users} texts={texts} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function SiteMapSection({ site, texts, tiles }: Pick<Props, 'site' | 'texts' | 'tiles'>) {
  const point = coordinatesOf(site.site_geocoord)
  const address = `${site.site_street}, ${site.site_zip} ${site.site_city}`
  return (
    <section aria-labelledby="site-map-heading" className="container-page py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id="site-map-heading" className="text-title">
          {texts.siteDirections}
        </h2>
        <a href={mapsSearchHref(site)} target="_blank" rel="noopener noreferrer" className="button button-ghost">
          {texts.siteOpenInMaps}
        </a>
      </div>
      <DealerSiteMap
        tiles={tiles}
        marker={point}
        centre={point ?? DEFAULT_MAP_CENTRE}
        zoom={SITE_MAP_ZOOM}
        label={fillText(texts.siteMap, { name: site.site_official_name })}
        name={site.site_official_name}
        address={address}
      />
    </section>
  )
}

function SiteCars({
  site,
  texts,
  carTexts,
  cars,
  carOptions,
  allCarsHref,
}: Pick<Props, 'site' | 'texts' | 'carTexts' | 'cars' | 'carOptions' | 'allCarsHref'>) {
  return (
    <section aria-labelledby="site-cars-heading" className="py-14" data-site-cars="">
      <div className="container-page">
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="site-cars-heading" className="text-title">
            {texts.siteLatestCars}
          </h2>
          {allCarsHref ? (
            <a href={allCarsHref} className="button button-ghost" data-site-all-cars="">
              {fillText(texts.siteAllCars, { name: site.site_official_name })}
            </a>
          ) : null}
        </header>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cars.map((car) => (
            <li key={car.car_id}>
              <CarCard
                car={carCardView(car, carOptions)}
                texts={carTexts}
                headingLevel="h3"
                sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
