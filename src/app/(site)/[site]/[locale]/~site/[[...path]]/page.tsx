import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { showsDeductibleVat } from '@/features/car-search/car-card'
import { carListTexts } from '@/features/car-search/texts'
import { hasDealerSiteList } from '@/features/content/car-list-pages'
import { resolveLink } from '@/features/content/links'
import { carListPath } from '@/features/sites/car-list-path'
import { dealerSiteJsonLd } from '@/features/dealer-sites/json-ld'
import { scheduleForBrowser } from '@/features/dealer-sites/opening-hours'
import { siteCarListHref } from '@/features/dealer-sites/site-list'
import { dealerSiteTexts } from '@/features/dealer-sites/texts'
import { DealerSiteDetail } from '@/features/dealer-sites/ui/DealerSiteDetail'
import { canonicalUrl, jsonLdScript, pageTitle } from '@/features/page-shell/metadata'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { timeZoneOf } from '@/features/sites/time-zone'
import { zonedNow } from '@/features/dealer-sites/opening-hours'
import { mapTiles } from '@/wiring/map-tiles'
import { logger } from '@/lib/logger'
import type { DealerSiteListBlock } from '@/payload-types'
import { carDetailBase } from '@/data/car-list'
import { getBrandLogos, getDealerSite, loadSiteCars } from '@/data/dealer-sites'

import { loadPage, type Params } from '../../page-view'

/**
 * A dealer site's page (spec 2 §2 "Dealer site detail"): the slug is the segment after a dealer site list's path.
 * Rendered on every request (the request pipeline sends only these addresses here), so 'open now' and the
 * latest arrivals are those of the moment. Any failure, an unknown slug included, sends the visitor to the site
 * list (spec 2 §8), or to the home page when there is no list.
 */
export const dynamic = 'force-dynamic'

type Outcome =
  | {
      kind: 'site'
      loaded: NonNullable<Awaited<ReturnType<typeof loadPage>>>
      dealerSite: NonNullable<Awaited<ReturnType<typeof getDealerSite>>>
      block: DealerSiteListBlock
    }
  | { kind: 'redirect'; to: string }

const loadDealerSitePage = cache(async (key: string, locale: string, segments: string[] = []): Promise<Outcome> => {
  const slug = segments.at(-1)
  let listPath = '/'
  try {
    const loaded = await loadPage(key, locale, segments.slice(0, -1))
    if (!loaded?.page || !hasDealerSiteList(loaded.page) || !slug) return { kind: 'redirect', to: listPath }
    listPath = loaded.publicPath
    const dealerSite = await getDealerSite(loaded.site, decodeURIComponent(slug))
    if (!dealerSite) return { kind: 'redirect', to: listPath }
    const block = (loaded.page.layout ?? []).find(
      (candidate): candidate is DealerSiteListBlock => candidate.blockType === 'dealerSiteList',
    )!
    return { kind: 'site', loaded, dealerSite, block }
  } catch (error) {
    logger.error({ err: error, site: key, slug }, 'dealer site page failed')
    return { kind: 'redirect', to: listPath }
  }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale, path } = await params
  const outcome = await loadDealerSitePage(site, locale, path)
  if (outcome.kind !== 'site') return {}
  const { loaded, dealerSite } = outcome
  const canonical = canonicalUrl(loaded.site.url, `${loaded.publicPath}/${dealerSite.slug}`)
  const description = [
    dealerSite.site_official_name,
    `${dealerSite.site_street}, ${dealerSite.site_zip} ${dealerSite.site_city}`,
    dealerSite.site_phone,
  ]
    .filter(Boolean)
    .join(' · ')
  return {
    title: { absolute: pageTitle(dealerSite.site_official_name, loaded.site.titleTemplate, loaded.dictionary.titleTemplate) },
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title: dealerSite.site_official_name,
      siteName: loaded.site.name,
      description,
      url: canonical,
      locale: locale.replace('-', '_'),
    },
  }
}

export default async function DealerSitePage({ params }: { params: Promise<Params> }) {
  const { site: key, locale, path } = await params
  const outcome = await loadDealerSitePage(key, locale, path)
  if (outcome.kind === 'redirect') redirect(outcome.to)
  const { loaded, dealerSite, block } = outcome
  const { site, dictionary } = loaded
  const [cars, brandLogos] = await Promise.all([loadSiteCars(site, dealerSite.site_id), getBrandLogos()])
  const timeZone = timeZoneOf(site.country)
  const renderedAt = Date.now()
  const now = new Date(renderedAt)
  const listPath = carListPath(site, locale)
  const url = canonicalUrl(site.url, `${loaded.publicPath}/${dealerSite.slug}`)
  // 'Book service and workshop' is for a Swedish page of the site whose list names a booking page (spec 2 §2).
  const bookService = locale === 'sv-SE' ? resolveLink(block.bookServiceLink as Parameters<typeof resolveLink>[0], site, locale) : null
  const shown = {
    ...dealerSite,
    site_departments: dealerSite.site_departments.map((department) => ({
      ...department,
      openingschedule: scheduleForBrowser(department.openingschedule, now, timeZone),
    })),
  }
  return (
    <SiteFrame site={site} locale={locale} path={loaded.path}>
      <main id="main" tabIndex={-1} className="outline-none">
        <DealerSiteDetail
          site={shown}
          locale={locale}
          timeZone={timeZone}
          renderedAt={renderedAt}
          texts={dealerSiteTexts(dictionary)}
          carTexts={carListTexts(dictionary)}
          listHref={loaded.publicPath}
          bookService={bookService?.href ? bookService : null}
          cars={cars}
          carOptions={{ locale, detailBase: carDetailBase(site, locale), deductibleVat: showsDeductibleVat(site.name) }}
          allCarsHref={listPath ? siteCarListHref(listPath, dealerSite) : null}
          brandLogos={brandLogos}
          tiles={mapTiles()}
        />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdScript(dealerSiteJsonLd(dealerSite, url, new URL(site.url).origin, zonedNow(now, timeZone).date)),
          }}
        />
      </main>
    </SiteFrame>
  )
}
