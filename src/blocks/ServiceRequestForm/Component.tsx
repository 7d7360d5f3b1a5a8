import { CAR_SERVICE_TYPE_COUNT, mileageUnitOf, MOTORCYCLE_SERVICE_TYPE_COUNT, timeZoneOf } from '@/features/leads/forms'
import { CAR_SERVICE_TYPES, MOTORCYCLE_SERVICE_TYPES, serviceRequestTexts, serviceTypes } from '@/features/service-request/texts'
import { ServiceRequestFormClient } from '@/features/service-request/ui/ServiceRequestFormClient'
import type { ServiceRequestFormBlock } from '@/payload-types'
import { loadServiceRequestDealers } from '@/data/service-request'

import { BlockHeader } from '../shared/BlockHeader'
import { editable, type BlockProps } from '../types'

/**
 * The Norwegian service request form (spec 3 §2.3). The car form offers the chosen workshops, or every
 * workshop of the site's country; the motorcycle form sends every request to its one workshop.
 */
export async function ServiceRequestForm({ block, context }: BlockProps<ServiceRequestFormBlock>) {
  const typeMC = Boolean(block.typeMC)
  const { dealers, fixedDealer } = await loadServiceRequestDealers(context.site, block)
  const types = typeMC
    ? serviceTypes(block.motorcycleServiceTypes, MOTORCYCLE_SERVICE_TYPES, MOTORCYCLE_SERVICE_TYPE_COUNT)
    : serviceTypes(block.carServiceTypes, CAR_SERVICE_TYPES, CAR_SERVICE_TYPE_COUNT)
  const hasHeader = Boolean(block.heading || block.intro)
  return (
    <section className="bg-surface-1 py-12 md:py-20">
      <div className={['container-page grid gap-8 lg:gap-14', hasHeader ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''].join(' ')}>
        <BlockHeader
          context={context}
          heading={block.heading}
          intro={block.intro}
          className="lg:sticky lg:top-28 lg:self-start"
          introLineBreaks
        />
        <div className={hasHeader ? 'min-w-0' : 'mx-auto w-full max-w-3xl'} {...editable(context, 'Form')}>
          <ServiceRequestFormClient
            dealers={dealers}
            fixedDealer={fixedDealer}
            typeMC={typeMC}
            serviceTypes={types}
            texts={serviceRequestTexts(block.texts)}
            locale={context.locale}
            timeZone={timeZoneOf(context.site.country)}
            mileageUnit={mileageUnitOf(context.site.country)}
            sourceUrl={context.page.url}
          />
        </div>
      </div>
    </section>
  )
}
