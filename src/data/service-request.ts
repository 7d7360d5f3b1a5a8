import { loadMotorcycleDealer, loadServiceDealers, type ServiceDealer } from '@/features/service-request/dealers'
import type { ServiceRequestFormBlock, Site } from '@/payload-types'
import { cms } from '@/wiring/cms'

/**
 * The workshops a service request form offers (spec 3 §2.3): the motorcycle form's one workshop, or the car
 * form's chosen workshops (every workshop of the site's country when none is chosen).
 */
export async function loadServiceRequestDealers(
  site: Pick<Site, 'country'>,
  block: Pick<ServiceRequestFormBlock, 'typeMC' | 'motorcycleDealer' | 'dealers'>,
): Promise<{ dealers: ServiceDealer[]; fixedDealer: ServiceDealer | null }> {
  const payload = await cms()
  const fixedDealer = block.typeMC ? await loadMotorcycleDealer(payload, block.motorcycleDealer) : null
  const dealers = fixedDealer ? [] : await loadServiceDealers(payload, { country: site.country, chosen: block.dealers ?? [] })
  return { dealers, fixedDealer }
}
