import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { carJsonLd, carListSearchHref, carPageTitle, jsonLdText } from '@/features/car-page/car-page'
import { sellerChoices } from '@/features/car-page/contact-form'
import { carPagePath } from '@/features/car-page/route'
import { keyphraseOfSlug } from '@/features/car-page/similar'
import { CarNotFound } from '@/features/car-page/ui/CarNotFound'
import { CarPageView, galleryImages } from '@/features/car-page/ui/CarPageView'
import { canonicalUrl, pageTitle } from '@/features/page-shell/metadata'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { localizedPath } from '@/features/sites/locales'
import { carListPath } from '@/features/sites/car-list-path'
import { loadCarPage } from '@/data/car-page-route'

/**
 * A car page: the request pipeline sends pathToCarDetail/{car_id}/{slug} here once it knows the car (an id alone, or
 * an old slug, it redirects; an unknown car comes with status 404 and gets the not-found block). Rendered per
 * request: prices and stock change.
 */
export const dynamic = 'force-dynamic'

type Params = { site: string; locale: string; id: string; slug: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site: key, locale, id } = await params
  const loaded = await loadCarPage(key, locale, id)
  if (!loaded) return {}
  const { site, dictionary, lookup, texts } = loaded
  if (lookup.kind !== 'found') {
    return {
      title: {
        absolute: pageTitle(
          lookup.kind === 'missing' ? texts.carDetailNotFoundHeading : texts.carDetailErrorHeading,
          site.titleTemplate,
          dictionary.titleTemplate,
        ),
      },
      robots: { index: false, follow: true },
    }
  }
  const car = lookup.car
  const url = canonicalUrl(
    site.url,
    localizedPath({ locales: site.locales ?? [], defaultLocale: site.defaultLocale }, locale, carPagePath(loaded.detailBase, car)),
  )
  const title = carPageTitle(car)
  const image = galleryImages(car)[0]
  return {
    title: { absolute: pageTitle(title, site.titleTemplate, dictionary.titleTemplate) },
    description: [car.car_version, car.car_mileage_text, car.car_gearbox].filter(Boolean).join(' · ') || undefined,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      title,
      siteName: site.name,
      url,
      locale: locale.replace('-', '_'),
      images: image ? [{ url: canonicalUrl(site.url, image.src) }] : undefined,
    },
  }
}

export default async function CarPage({ params }: { params: Promise<Params> }) {
  const { site: key, locale, id, slug } = await params
  const loaded = await loadCarPage(key, locale, id)
  if (!loaded) return null
  const { site, dictionary, lookup, texts, detailBase, localized } = loaded
  const carList = carListPath(site, locale) ?? localized('/')

  if (lookup.kind !== 'found') {
    const keyphrase = keyphraseOfSlug(decodeURIComponent(slug))
    const similar = await loaded.similar(null, keyphrase)
    // A status-404 answer gets no streamed metadata: the page writes its own title (as the site's 404 page does).
    return (
      <SiteFrame site={site} locale={locale} path={null}>
        {lookup.kind === 'missing' ? (
          <>
            <title>{pageTitle(texts.carDetailNotFoundHeading, site.titleTemplate, dictionary.titleTemplate)}</title>
            <meta name="robots" content="noindex, follow" />
          </>
        ) : null}
        <main id="main" tabIndex={-1} className="outline-none">
          <CarNotFound
            kind={lookup.kind}
            site={site}
            locale={locale}
            texts={texts}
            dictionary={dictionary}
            detailBase={localized(detailBase)}
            carListHref={carListSearchHref(carList, keyphrase)}
            similar={similar}
          />
        </main>
      </SiteFrame>
    )
  }

  const car = lookup.car
  // Reached without the pipeline's redirect (its lookup failed): the car's own address.
  if (slug !== car.slug) redirect(localized(carPagePath(detailBase, car)))
  const [similar, trims, carSite, brandSites, priceInsight] = await Promise.all([
    loaded.similar(car),
    loaded.trims(car),
    loaded.carSite(car),
    car.car_is_sample ? loaded.sitesForBrand(car.car_brand) : Promise.resolve([]),
    loaded.priceInsight(car),
  ])
  const url = canonicalUrl(site.url, localized(carPagePath(detailBase, car)))
  const jsonLd = carJsonLd(
    car,
    url,
    galleryImages(car).map((image) => canonicalUrl(site.url, image.src)),
    carSite?.name || car.car_site_name,
  )
  // The car is shown in every language its site's car list is published in.
  const listPage = carListPath(site, site.defaultLocale)
  return (
    <SiteFrame
      site={site}
      locale={locale}
      path={null}
      under={listPage ? { pagePath: listPage, path: carPagePath(detailBase, car) } : undefined}
    >
      <main id="main" tabIndex={-1} className="outline-none">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
        <CarPageView
          car={car}
          site={site}
          locale={locale}
          texts={texts}
          dictionary={dictionary}
          detailBase={localized(detailBase)}
          carListHref={carList}
          carSite={carSite}
          similar={similar}
          trims={trims}
          sellers={sellerChoices(brandSites, car.car_brand)}
          priceInsight={priceInsight}
        />
      </main>
    </SiteFrame>
  )
}
