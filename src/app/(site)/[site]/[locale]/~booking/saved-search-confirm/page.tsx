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
  const title = site ? `${savedSearchTexts(await getDictionary(site, locale)).savedSearchConfirmHeading} | ${site.name}` : undefined
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}
type SearchParams = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** `/saved-searches/confirm?token=`: the confirmation e-mail's link; the button confirms (double opt-in). */
export default async function ConfirmSavedSearchPage({
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
  const search = settings ? await (await savedSearches({ inServer: true })).confirmation(token, settings.id) : null
  const confirmed = search?.status === 'confirmed'
  const back = { href: search?.listUrl || site.pathToCarList || '/', label: texts.savedSearchBack }
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <LinkPage
        eyebrow={texts.saveSearchButton}
        heading={confirmed ? texts.savedSearchConfirmedHeading : texts.savedSearchConfirmHeading}
        back={back}
      >
        {!search || search.status === 'unsubscribed' ? (
          <p role="status">{texts.savedSearchInvalidLink}</p>
        ) : confirmed ? (
          <>
            <p role="status" data-saved-search-confirmed="" className="text-lg text-ink">
              {fillText(texts.savedSearchConfirmedText, { email: search.email, name: search.name })}
            </p>
            {one(query.done) ? <DoneEvent action="confirm" kind={search.kind} /> : null}
          </>
        ) : (
          <div className="flex flex-col gap-6">
            <p className="text-lg text-ink">{fillText(texts.savedSearchConfirmText, { name: search.name })}</p>
            <TokenForm action="/api/car-alerts/confirm" token={token} label={texts.savedSearchConfirmButton} />
          </div>
        )}
      </LinkPage>
    </SiteFrame>
  )
}
