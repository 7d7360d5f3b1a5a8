import type { Metadata } from 'next'

import { isTireHotelError } from '@/features/tire-hotel/errors'
import { cancelToken } from '@/features/tire-hotel/schema'
import { CancelWheelChange, type CancelPageState } from '@/features/tire-hotel/ui/CancelWheelChange'
import { tireHotelApi } from '@/wiring/tire-hotel'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Avboka hjulskifte',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type SearchParams = Record<string, string | string[] | undefined>

/** `/tirehotel/cancel?token=`: the wheel change of a confirmation e-mail's cancel link, and its cancel button. */
export default async function CancelWheelChangePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sent = (await searchParams).token
  const token = cancelToken.safeParse(Array.isArray(sent) ? sent[0] : sent)
  let state: CancelPageState
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
  return <CancelWheelChange state={state} />
}
