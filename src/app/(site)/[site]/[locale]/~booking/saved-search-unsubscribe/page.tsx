import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { savedSearchTexts } from '@/features/saved-searches/texts'
import { DoneEvent } from '@/features/saved-searches/ui/DoneEvent'
import { LinkPage, TokenForm } from '@/features/saved-searches/ui/LinkPage'
import { getDictionary, getSite } from '@/data/content'
import { savedSearches, savedSearchSiteByKey } from '@/wiring/saved-searches'
import { fillText } from '@/lib/fill-text'

export const dynamic = 'force-dynamic'
type Params = { site: string; locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site: key, locale } = await params
  const site = await getSite(key)
  const title = site ? `${savedSearchTexts(await getDictionary(site, locale)).savedSearchUnsubscribeHeading} | ${site.name}` : undefined
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}
type SearchParams = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** `/saved-searches/unsubscribe?token=`: an alert's unsubscribe link in its text; the button stops the alert. */
export default async function UnsubscribeSavedSearchPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}) {
  const { site: key, locale } = await params
  const [site, settings] = await Promise.all([getSite(key), savedSearchSiteByKey(key)])
  if (!site) notFound()
  const texts = savedSearchTexts(await getDictionary(site, locale))
  const query = await searchParams
  const token = one(query.token)
  const searches = settings ? await (await savedSearches({ inServer: true })).unsubscription(token, settings.id) : []
  const names = searches.map((search) => search.name).join(', ')
  const stopped = searches.length > 0 && searches.every((search) => search.status === 'unsubscribed')
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <LinkPage
        eyebrow={texts.saveSearchButton}
        heading={texts.savedSearchUnsubscribeHeading}
        back={{ href: site.pathToCarList || '/', label: texts.savedSearchBack }}
      >
        {searches.length === 0 ? (
          <p role="status">{texts.savedSearchInvalidLink}</p>
        ) : stopped ? (
          <>
            <p role="status" data-saved-search-unsubscribed="" className="text-lg text-ink">
              {fillText(texts.savedSearchUnsubscribedText, { name: names })}
            </p>
            {one(query.done) ? <DoneEvent action="unsubscribe" kind={searches[0]!.kind} /> : null}
          </>
        ) : (
          <div className="flex flex-col gap-6">
            <p className="text-lg text-ink">{fillText(texts.savedSearchUnsubscribeText, { name: names })}</p>
            <TokenForm action="/api/car-alerts/unsubscribe" token={token} label={texts.savedSearchUnsubscribeButton} />
          </div>
        )}
      </LinkPage>
    </SiteFrame>
  )
}
