import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { savedSearchTexts } from '@/features/saved-searches/texts'
import { LinkPage, TokenForm } from '@/features/saved-searches/ui/LinkPage'
import { getDictionary, getSite } from '@/data/content'
import { savedSearches, savedSearchSiteByKey } from '@/wiring/saved-searches'
import { fillText } from '@/lib/fill-text'

export const dynamic = 'force-dynamic'
type Params = { site: string; locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site: key, locale } = await params
  const site = await getSite(key)
  const title = site ? `${savedSearchTexts(await getDictionary(site, locale)).savedSearchManageHeading} | ${site.name}` : undefined
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}
type SearchParams = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** `/saved-searches/manage?token=`: every saved search of the subscriber on this site, each with a delete button. */
export default async function ManageSavedSearchesPage({
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
  const searches = settings ? await (await savedSearches({ inServer: true })).manage(token, settings.id) : null
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <LinkPage
        eyebrow={texts.saveSearchButton}
        heading={texts.savedSearchManageHeading}
        back={{ href: site.pathToCarList || '/', label: texts.savedSearchBack }}
      >
        {one(query.deleted) ? (
          <p role="status" className="mb-6 rounded-2xl bg-surface-1 px-4 py-3 text-ink">
            {texts.savedSearchDeleted}
          </p>
        ) : null}
        {searches === null ? (
          <p role="status">{texts.savedSearchInvalidLink}</p>
        ) : searches.length === 0 ? (
          <p>{texts.savedSearchManageEmpty}</p>
        ) : (
          <ul data-saved-searches="" className="divide-y divide-line">
            {searches.map((search) => (
              <li key={search.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {search.kind === 'search' && search.listUrl ? (
                      <a href={search.listUrl} className="underline-offset-4 hover:underline">
                        {search.name}
                      </a>
                    ) : (
                      search.name
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {search.status === 'confirmed' ? texts.savedSearchActive : texts.savedSearchPending}
                    {search.kind === 'search' ? ` · ${search.frequency === 'daily' ? texts.saveSearchDaily : texts.saveSearchInstant}` : ''}
                  </p>
                </div>
                <TokenForm
                  action="/api/car-alerts/delete"
                  token={token}
                  fields={{ id: String(search.id) }}
                  label={fillText(texts.savedSearchDelete, { name: search.name })}
                  variant="ghost"
                />
              </li>
            ))}
          </ul>
        )}
      </LinkPage>
    </SiteFrame>
  )
}
