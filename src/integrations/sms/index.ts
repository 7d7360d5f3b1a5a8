import type { Database } from '@/db/database'
import { env, isDemoMode, type ForecourtEnv } from '@/lib/env'

import { gatewaySms } from './gateway'
import { outboxSms } from './outbox'
import type { SmsSender } from '@/features/tire-hotel/ports'

export type { SmsSender, TextMessage } from '@/features/tire-hotel/ports'

/** The gateway when FORECOURT_SMS_URL is set; otherwise the outbox, delivered to the demo inbox in demo mode. */
export function smsSenderOf(db: Database, config: ForecourtEnv = env()): SmsSender {
  if (config.FORECOURT_SMS_URL) return gatewaySms(config.FORECOURT_SMS_URL, config.FORECOURT_SMS_FROM)
  return outboxSms(db, { demoInbox: isDemoMode(config) })
}
