import { databaseOf, type Database } from '@/db/database'
import { cachedDirectory, loadDirectory } from '@/features/service-booking/directory'
import type { SmsSender } from '@/features/tire-hotel/ports'
import { purgeEnded } from '@/features/tire-hotel/repository'
import { tireHotel, type TireHotel } from '@/features/tire-hotel/tire-hotel'
import { outboxSms } from '@/features/tire-hotel/sms-outbox'
import type { RateLimitStore } from '@/lib/rate-limit'
import { gatewaySms } from '@/integrations/sms/gateway'
import { agreementsTable } from '@/integrations/tire-storage/agreements-table'
import { sealer } from '@/lib/encryption'
import { env, isDemoMode, type ForecourtEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { cms } from './cms'
import { rateLimitStore } from './rate-limit'
import { siteOfRequestHost } from './site-hosts'

/** Codes and sessions are kept a day after they end (for the workshop's questions), then deleted. */
const KEEP_ENDED_MS = 24 * 60 * 60_000
const PURGE_EVERY_MS = 60 * 60_000

/** The gateway when FORECOURT_SMS_URL is set; otherwise the outbox, delivered to the demo inbox in demo mode. */
function smsSenderOf(db: Database, config: ForecourtEnv = env()): SmsSender {
  if (config.FORECOURT_SMS_URL) return gatewaySms(config.FORECOURT_SMS_URL, config.FORECOURT_SMS_FROM)
  return outboxSms(db, { demoInbox: isDemoMode(config) })
}

const instance = processSingleton('tireHotel', async (): Promise<TireHotel> => {
  const payload = await cms()
  const db = databaseOf(payload)
  const directory = cachedDirectory(() => loadDirectory(payload))
  const purge = () =>
    purgeEnded(db, new Date(Date.now() - KEEP_ENDED_MS)).catch((error: unknown) =>
      logger.error({ err: error }, 'tire hotel: ended codes and sessions could not be deleted'),
    )
  setInterval(purge, PURGE_EVERY_MS).unref()
  return tireHotel({
    db,
    // Forecourt's own agreements table: a tire-hotel system would be chosen here by environment variables.
    storage: agreementsTable({ db, sealer }),
    sms: smsSenderOf(db),
    directory,
    rateLimit: rateLimitStore,
    sealer,
    now: () => new Date(),
    // The reason only: the message holds a code, the number is personal.
    onSmsFailure: (error) =>
      logger.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'tire hotel: a one-time code could not be sent'),
  })
})

/** What the /api/tirehotel endpoints need; tests give their own. */
export type TireHotelApi = {
  tireHotel: () => Promise<TireHotel>
  /** Where the per-address counts are kept (the process's store, shared through Redis when configured). */
  rateLimit: () => Promise<RateLimitStore>
  /** Searches, code requests, code checks and ratings one client address may make per 10 minutes, each (FORECOURT_TIREHOTEL_RATE_LIMIT). */
  perAddress: () => number
  /** The site of a request's Host header, for where a booking or a rating was made. */
  site: (host: string | null) => Promise<{ id: number } | null>
}

export const tireHotelApi: TireHotelApi = {
  tireHotel: instance,
  rateLimit: rateLimitStore,
  perAddress: () => env().FORECOURT_TIREHOTEL_RATE_LIMIT,
  site: async (host) => (await siteOfRequestHost(host).catch(() => null)) ?? null,
}
