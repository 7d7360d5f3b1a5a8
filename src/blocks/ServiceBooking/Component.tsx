import type { ServiceBookingBlock } from '@/payload-types'
import { serviceBookingSettings } from '@/data/service-booking'

import { ServiceBookingApp } from '../client-parts'
import type { BlockProps } from '../types'
import { DEFAULT_EXTERNAL_BOOKINGS } from './config'

/**
 * The online service booking (spec 3 §2.1): the flow runs in the browser against /api/mechmate; the server gives
 * it the editor's texts, the makes the workshops service and where the map tiles come from.
 */
export async function ServiceBooking({ block, context }: BlockProps<ServiceBookingBlock>) {
  const { authorisedBrands, tiles } = await serviceBookingSettings()
  const external = (block.externalBookings ?? []).filter((link) => link.brand && link.url)
  return (
    <section className="bg-surface-1 py-10 md:py-16">
      <div className="container-page">
        <ServiceBookingApp
          heading={block.heading || 'Boka service och verkstad'}
          intro={block.intro ?? ''}
          contactEmail={block.contactEmail || context.site.leadsEmail || null}
          externalBookings={external.length ? external.map(({ brand, url }) => ({ brand, url })) : DEFAULT_EXTERNAL_BOOKINGS}
          authorisedBrands={authorisedBrands}
          damageInspectionUrl={block.damageInspectionUrl || null}
          tiles={tiles}
        />
      </div>
    </section>
  )
}
