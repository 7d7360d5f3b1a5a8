import { siteIndex, type IndexKind } from '@/features/car-search/indices'
import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import { createDeliveryWorker, purgeExpiredLeads, type DeliveryWorker } from '@/features/leads/delivery-worker'
import type { IntakeDeps, IntakeSite } from '@/features/leads/intake'
import { carForLead, dealerAddressBook, type CarForLead, type RecipientDirectory } from '@/features/leads/recipients'
import { sitesVersion } from '@/features/sites/sites-version'
import type { Car } from '@/features/stock/car'
import { DEFAULT_LEAD_RETENTION_DAYS } from '@/cms/globals/LeadSettings'
import { demoInboxTransport } from '@/integrations/email/demo-inbox'
import type { MailTransport } from '@/features/leads/ports'
import { smtpTransport } from '@/integrations/email/smtp'
import { locks } from '@/integrations/locks'
import { env, isDemoMode } from '@/lib/env'
import { eventLoopBusy, recentActivity } from '@/lib/event-loop-load'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'
import { onShutdown } from '@/lib/shutdown'
import type { Site } from '@/payload-types'

import { findSiteByKey } from '@/features/sites/routes'
import { cms } from './cms'
import { valuationOfLead, valueForSite } from './price-insight'
import { databaseOf } from '@/db/database'
import { searchStock } from './search'
import { siteOfRequestHost } from './site-hosts'

const RETENTION_CHECK_MS = 60 * 60 * 1000
/**
 * How long after a stored form the delivery worker still counts the intake as busy: e-mails wait until a
 * crowd of forms has been answered (at most MAX_BUSY_DEFER_MS), and a lone form's e-mail leaves this long after it.
 */
const INTAKE_QUIET_MS = 200
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

/** SMTP when SMTP_URL is set, the demo inbox in demo mode, otherwise none (e-mails wait in the outbox). */
function mailTransport(): MailTransport | null {
  const config = env()
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, config.FORECOURT_MAIL_FROM)
  return isDemoMode(config) ? demoInboxTransport : null
}

type LeadDelivery = { worker: DeliveryWorker | null }

const deliveryState = processSingleton('leadDelivery', () => ({ started: null as Promise<LeadDelivery> | null }))

/** This process's delivery worker and retention check, started once (a start that failed is tried again on the next call). */
export function leadDelivery(): Promise<LeadDelivery> {
  const state = deliveryState()
  state.started ??= startDelivery().catch((error: unknown) => {
    state.started = null
    throw error
  })
  return state.started
}

async function startDelivery(): Promise<LeadDelivery> {
  const payload = await cms()
  const transport = mailTransport()
  const purge = async () => {
    try {
      const settings = await payload.findGlobal({ slug: 'lead-settings', overrideAccess: true, depth: 0 })
      const removed = await purgeExpiredLeads(databaseOf(payload), settings.retentionDays ?? DEFAULT_LEAD_RETENTION_DAYS)
      if (removed > 0) logger.info({ removed }, 'leads past their retention period deleted')
    } catch (error) {
      logger.error({ err: error }, 'lead retention check failed')
    }
  }
  void purge()
  setInterval(purge, RETENTION_CHECK_MS).unref()
  if (!transport) {
    logger.warn('SMTP_URL is not set: lead e-mails are kept in the outbox until mail delivery is configured')
    return { worker: null }
  }
  const worker = createDeliveryWorker({
    db: databaseOf(payload),
    transport,
    // A crowd of forms is answered first; its e-mails follow within seconds.
    busy: () => intakeActivity().recent() || loopBusy(),
    // One instance at a time delivers (the claims keep each message to one sender regardless).
    lock: async (ttlMs) => (await locks()).acquire('lead-outbox', ttlMs),
    onFailure: (message, error) =>
      logger.warn(
        {
          outboxId: message.id,
          attempt: message.attempts,
          code: (error as { code?: string })?.code,
          responseCode: (error as { responseCode?: number })?.responseCode,
        },
        'e-mail not accepted; it will be tried again',
      ),
    onError: (error) => logger.error({ err: error }, 'e-mail delivery round failed'),
  })
  worker.start()
  // A shutting-down instance gives back the e-mails it claimed and has not sent, for the others to send now.
  onShutdown(() => worker.stop())
  logger.info({ transport: transport.name }, 'lead e-mail delivery started')
  return { worker }
}

const intakeActivity = processSingleton('leadIntakeActivity', () => recentActivity(INTAKE_QUIET_MS))
const loopBusy = eventLoopBusy()

/** A lead was just stored: deliver it once the intake is quiet, rather than at the next poll. */
export function deliverSoon(): void {
  intakeActivity().mark()
  leadDelivery().then(
    ({ worker }) => worker?.wake(),
    (error: unknown) => logger.error({ err: error }, 'lead e-mail delivery could not start'),
  )
}
