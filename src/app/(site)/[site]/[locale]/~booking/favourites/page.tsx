import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { showsDeductibleVat } from '@/features/car-search/car-card'
import { carListTexts } from '@/features/car-search/texts'
import { carListPath } from '@/features/sites/car-list-path'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { savedSearchTexts } from '@/features/saved-searches/texts'
import { FavouritesApp } from '@/features/saved-searches/ui/FavouritesApp'
import { searchApiKey } from '@/lib/api-keys'
import { carDetailBase } from '@/data/car-list'
import { vehicleIndexOf } from '@/features/car-search/indices'
import { getDictionary, getSite } from '@/data/content'

export const dynamic = 'force-dynamic'

type Params = { site: string; locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site: key, locale } = await params
  const site = await getSite(key)
  if (!site) return {}
  const texts = savedSearchTexts(await getDictionary(site, locale))
  return { title: `${texts.favouritesHeading} | ${site.name}`, robots: { index: false, follow: true } }
}

/** `/favourites` on a site's host: the visitor's hearted cars (kept in their browser) with today's price and status. */
export default async function FavouritesPage({ params }: { params: Promise<Params> }) {
  const { site: key, locale } = await params
  const site = await getSite(key)
  if (!site) notFound()
  const dictionary = await getDictionary(site, locale)
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <FavouritesApp
        index={vehicleIndexOf(site)}
        searchKey={searchApiKey()}
        locale={locale}
        detailBase={carDetailBase(site, locale)}
        deductibleVat={showsDeductibleVat(site.name)}
        listTexts={carListTexts(dictionary)}
        texts={savedSearchTexts(dictionary)}
        carListHref={carListPath(site, locale) ?? '/'}
      />
    </SiteFrame>
  )
}
