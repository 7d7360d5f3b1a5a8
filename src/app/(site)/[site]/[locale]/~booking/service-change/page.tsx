import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isBookingError } from '@/features/service-booking/errors'
import { linkToken } from '@/features/service-booking/schema'
import { BookingLinkPage, type BookingLinkState } from '@/features/service-booking/ui/BookingLinkPage'
import { SiteFrame } from '@/app/(site)/_shell/SiteFrame'
import { getPagePathWithBlock, getSite } from '@/data/content'
import { serviceBookingChanges } from '@/wiring/service-booking'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Ändra eller avboka verkstadstid',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Params = { site: string; locale: string }
type SearchParams = Record<string, string | string[] | undefined>

/** `/service-booking/change?token=` on a site's host: the booking of a confirmation e-mail's change link, in the site's frame. */
export default async function ServiceBookingChangePage({
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
  const token = linkToken.safeParse(Array.isArray(sent) ? sent[0] : sent)
  let state: BookingLinkState
  if (!token.success) state = { kind: 'invalid' }
  else {
    try {
      state = { kind: 'booking', token: token.data, booking: await (await serviceBookingChanges()).view(token.data) }
    } catch (error) {
      if (isBookingError(error)) state = { kind: 'invalid' }
      else if (error instanceof Error && error.name === 'ConfigurationError') state = { kind: 'unavailable' }
      else throw error
    }
  }
  const bookingPage = (await getPagePathWithBlock(site, locale, 'serviceBooking')) ?? '/'
  return (
    <SiteFrame site={site} locale={locale} path={null}>
      <BookingLinkPage
        state={state}
        action="/api/mechmate/cancel"
        texts={{
          eyebrow: 'Verkstadsbokning',
          heading: 'Ändra eller avboka verkstadstid',
          cancelledHeading: 'Bokningen är avbokad',
          doneHeading: 'Besöket är redan gjort',
          intro: 'Vill du byta tid avbokar du den här bokningen och bokar sedan en ny.',
          cancelButton: 'Avboka bokningen',
          cancelledText: 'Tiden är släppt och en avbokning har skickats till din e-post. Välkommen att boka en ny tid.',
          doneText: 'Bokningen är redan genomförd och kan inte avbokas.',
          back: {
            href: bookingPage,
            label: state.kind === 'booking' && state.booking.status === 'booked' ? 'Till verkstadsbokningen' : 'Boka en ny tid',
          },
        }}
      />
    </SiteFrame>
  )
}
