import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BookingLinkPage, type BookingLinkState } from '@/features/service-booking/ui/BookingLinkPage'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { isTireHotelError } from '@/features/tire-hotel/errors'
import { cancelToken } from '@/features/tire-hotel/schema'
import { getPagePathWithBlock, getSite } from '@/data/content'
import { tireHotelApi } from '@/wiring/tire-hotel'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Avboka hjulskifte',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Params = { site: string; locale: string }
type SearchParams = Record<string, string | string[] | undefined>

/** `/tirehotel/cancel?token=` on a site's host: the wheel change of a confirmation e-mail's cancel link, in the site's frame. */
export default async function CancelWheelChangePage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}) {
  const { site: key, locale } = await params
  const site = await getSite(key)
  if (!site) notFound()
  const sent = (await searchParams).token
  const token = cancelToken.safeParse(Array.isArray(sent) ? sent[0] : sent)
  let state: BookingLinkState
  if (!token.success) state = { kind: 'invalid' }
  else {
    try {
      state = { kind: 'booking', token: token.data, booking: await (await tireHotelApi.tireHotel()).cancellation(token.data) }
    } catch (error) {
      if (isTireHotelError(error)) state = { kind: 'invalid' }
      else if (error instanceof Error && error.name === 'ConfigurationError') state = { kind: 'unavailable' }
      else throw error
    }
  }
  const tireHotelPage = (await getPagePathWithBlock(site, locale, 'tireHotel')) ?? '/'
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <BookingLinkPage
        state={state}
        action="/api/tirehotel/booking/cancel"
        texts={{
          eyebrow: 'Däckhotell',
          heading: 'Avboka hjulskifte',
          cancelledHeading: 'Hjulskiftet är avbokat',
          doneHeading: 'Hjulskiftet är redan gjort',
          intro: 'Kan du inte komma? Avboka här, så släpper vi tiden till någon annan.',
          cancelButton: 'Avboka hjulskiftet',
          cancelledText: 'Tiden är släppt och en avbokning har skickats till din e-post. Välkommen att boka en ny tid i däckhotellet.',
          doneText: 'Bokningen är redan genomförd och kan inte avbokas.',
          back: { href: tireHotelPage, label: 'Till däckhotellet' },
        }}
      />
    </SiteFrame>
  )
}
