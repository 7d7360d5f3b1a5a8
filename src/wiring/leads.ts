import { siteIndex, type IndexKind } from '@/features/car-search/indices'
import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import type { IntakeDeps, IntakeSite } from '@/features/leads/intake'
import { carForLead, dealerAddressBook, type CarForLead, type RecipientDirectory } from '@/features/leads/recipients'
import { findSiteByKey } from '@/features/sites/hosts'
import { sitesVersion } from '@/features/sites/sites-version'
import type { Car } from '@/features/stock/car'
import { databaseOf } from '@/db/database'
import { processSingleton } from '@/lib/process-singleton'
import type { Site } from '@/payload-types'

import { cms } from './cms'
import { valuationOfLead, valueForSite } from './price-insight'
import { searchStock } from './search'
import { siteOfRequestHost } from './site-hosts'

/**
 * The lead intake's side of a form: the site it was sent to, by its Host header, with what the intake needs of it
 * (its dealers' addresses, its cars, its valuations). The e-mails' delivery is wiring/lead-delivery.ts.
 */

const MAX_DEALER_SITES = 1_000

const indexOf = (site: Pick<Site, 'country' | 'vehicleIndex' | 'siteSearchIndex'>, kind: IndexKind) =>
  siteIndex(site, kind) ?? `${kind}-${site.country.toLowerCase()}`

export function intakeSite(site: Site): IntakeSite {
  return { id: site.id, key: site.key, name: site.name, country: site.country, defaultLocale: site.defaultLocale }
}

/** The site's own lead address and every address of its country's dealer sites (from the site index in memory). */
async function directory(site: Site): Promise<RecipientDirectory> {
  const result = await searchStock<Pick<DealerSiteDocument, 'site_email' | 'site_official_name' | 'site_departments'>>({
    index: indexOf(site, 'sites'),
    limit: MAX_DEALER_SITES,
    fields: ['site_email', 'site_official_name', 'site_departments'],
  })
  return { siteAddress: site.leadsEmail ?? null, siteName: site.name, dealerAddresses: dealerAddressBook(result.content) }
}

async function findCar(site: Site, carId: string): Promise<CarForLead | null> {
  const result = await searchStock<Car>({
    index: indexOf(site, 'vehicles'),
    limit: 1,
    filters: [{ name: 'car_id', values: [{ value: carId }] }],
  })
  const car = result.content[0]
  return car ? carForLead(car) : null
}

/**
 * How long the intake keeps a site and its dealers' addresses in memory. A form is answered without reading
 * the site, its host map or its dealer sites anew; an editor's change to them counts within this time (a change
 * to a site in this process at once).
 */
const TARGET_TTL_MS = 10_000

type IntakeTarget = { site: IntakeSite; deps: IntakeDeps }

const intakeTargets = processSingleton(
  'leadIntakeTargets',
  () => new Map<string, { loadedAt: number; version: number; target: Promise<IntakeTarget | null> }>(),
)

async function loadTarget(key: string): Promise<IntakeTarget | null> {
  const site = await findSiteByKey(await cms(), key)
  if (!site) return null
  const addresses = await directory(site)
  return {
    site: intakeSite(site),
    deps: {
      db: databaseOf(await cms()),
      directory: async () => addresses,
      findCar: (_, carId) => findCar(site, carId),
      valueCar: (_, values) => valueForSite(site, valuationOfLead(values, site.country)),
    },
  }
}

/** The site a form was sent to (by its Host header) with the intake's collaborators; null for a host of no site. */
export async function intakeTarget(host: string | null): Promise<IntakeTarget | null> {
  const site = await siteOfRequestHost(host)
  if (!site) return null
  const key = site.key
  const cached = intakeTargets().get(key)
  if (cached && cached.version === sitesVersion() && Date.now() - cached.loadedAt < TARGET_TTL_MS) return cached.target
  // The version as it is before the load reads anything: a change made while it reads leaves an older stamp.
  const version = sitesVersion()
  const target = loadTarget(key)
  intakeTargets().set(key, { loadedAt: Date.now(), version, target })
  // A failed load is not kept: the next form tries again.
  target.catch(() => intakeTargets().delete(key))
  return target
}
