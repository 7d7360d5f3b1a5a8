import { createDeliveryWorker, DEFAULT_LEAD_RETENTION_DAYS, purgeExpiredLeads, type DeliveryWorker } from '@/features/leads/delivery-worker'
import type { MailTransport } from '@/features/leads/ports'
import { databaseOf } from '@/db/database'
import { demoInboxTransport } from '@/integrations/email/demo-inbox'
import { smtpTransport } from '@/integrations/email/smtp'
import { env, isDemoMode } from '@/lib/env'
import { eventLoopBusy, recentActivity } from '@/lib/event-loop-load'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'
import { onShutdown } from '@/lib/shutdown'

import { cms } from './cms'
import { locks } from './locks'

/**
 * The lead e-mails' delivery: the outbox's worker with the mail transport, started once per process, and the
 * retention check. Whatever stores a lead or a booking's confirmation (the forms, the workshop bookings, the saved
 * searches' alerts) calls `deliverSoon()`.
 */

const RETENTION_CHECK_MS = 60 * 60 * 1000
/**
 * How long after a stored form the delivery worker still counts the intake as busy: e-mails wait until a
 * crowd of forms has been answered (at most MAX_BUSY_DEFER_MS), and a lone form's e-mail leaves this long after it.
 */
const INTAKE_QUIET_MS = 200

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
