import type { TireHotelBlock } from '@/payload-types'
import { timeZoneOf } from '@/features/sites/time-zone'

import { TireHotelApp } from '../client-parts'
import type { BlockProps } from '../types'
import { DEFAULT_SERVICE_BOOKING_PATH } from './config'

/**
 * The tire hotel (spec 3 §2.5): the flow runs in the browser against /api/tirehotel; the server gives it the
 * editor's texts, the contact address and the site's time zone.
 */
export function TireHotel({ block, context }: BlockProps<TireHotelBlock>) {
  return (
    <section className="bg-surface-1 py-10 md:py-16">
      <div className="container-page">
        <TireHotelApp
          heading={block.heading || 'Boka hjulskifte'}
          intro={block.intro ?? ''}
          contactEmail={block.contactEmail || context.site.leadsEmail || null}
          serviceBookingPath={block.serviceBookingPath || DEFAULT_SERVICE_BOOKING_PATH}
          timeZone={timeZoneOf(context.site.country)}
        />
      </div>
    </section>
  )
}
