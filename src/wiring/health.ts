import { checkHealth, type HealthReport } from '@/http/health'
import { redisHealth } from '@/integrations/redis'
import { databaseKind } from '@/lib/env'

import { cms } from './cms'

/** This instance's health (/healthz): whether its database answers a query, and Redis a ping when it is set. */
export function instanceHealth(): Promise<HealthReport> {
  return checkHealth(
    async () => {
      const payload = await cms()
      await payload.count({ collection: 'sites', overrideAccess: true })
    },
    databaseKind(),
    undefined,
    redisHealth,
  )
}
