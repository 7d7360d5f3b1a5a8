import type { Payload, Where } from 'payload'

import { EMAIL_PATTERN } from '@/features/leads/form-rules'
import type { DealerSite } from '@/payload-types'

/** A workshop the visitor can send the request to: its name and the address the request goes to. */
export type ServiceDealer = { id: string; name: string; email: string }

type DealerSiteFields = Pick<DealerSite, 'id' | 'site_official_name' | 'site_email' | 'site_departments' | 'website_sort_order'>
type Relation = number | DealerSiteFields | null | undefined

export const relationId = (relation: Relation): number | null =>
  relation == null ? null : typeof relation === 'number' ? relation : relation.id

const hasService = (site: DealerSiteFields) => (site.site_departments ?? []).some((department) => department.group === 'Service')

/** The service department's address, else the site's; none when neither is an address. */
function serviceEmail(site: DealerSiteFields): string | null {
  const department = (site.site_departments ?? []).find((entry) => entry.group === 'Service' && entry.email?.trim())
  const email = (department?.email ?? site.site_email ?? '').trim()
  return EMAIL_PATTERN.test(email) ? email : null
}

/**
 * The workshops a form offers: the sites the editor chose, in their order, or else every site with a service
 * department in the editors' site-list order. A site without an address cannot receive a request and is left out.
 */
export function serviceDealers(sites: readonly DealerSiteFields[], chosenIds: readonly number[] = []): ServiceDealer[] {
  const ordered =
    chosenIds.length > 0
      ? chosenIds.map((id) => sites.find((site) => site.id === id)).filter((site): site is DealerSiteFields => Boolean(site))
      : sites
          .filter(hasService)
          .sort((a, b) => a.website_sort_order - b.website_sort_order || a.site_official_name.localeCompare(b.site_official_name, 'nb'))
  return ordered.flatMap((site) => {
    const email = serviceEmail(site)
    return email ? [{ id: String(site.id), name: site.site_official_name, email }] : []
  })
}

/** Loads the workshops of a form: the chosen dealer sites, or all of the country's. */
export async function loadServiceDealers(
  payload: Payload,
  { country, chosen }: { country: string; chosen: readonly Relation[] },
): Promise<ServiceDealer[]> {
  const ids = chosen.map(relationId).filter((id): id is number => id !== null)
  const where: Where = ids.length > 0 ? { id: { in: ids } } : { country: { equals: country } }
  const found = await payload.find({ collection: 'dealer-sites', where, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  return serviceDealers(found.docs, ids)
}

/** The one workshop every motorcycle request goes to; null when none is set or it cannot receive requests. */
export async function loadMotorcycleDealer(payload: Payload, relation: Relation): Promise<ServiceDealer | null> {
  const id = relationId(relation)
  if (id === null) return null
  const found = await payload.find({ collection: 'dealer-sites', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
  return serviceDealers(found.docs, [id])[0] ?? null
}
