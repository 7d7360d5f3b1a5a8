import { checkHealth, healthStatusCode } from '@/features/health/health'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { databaseKind } from '@/lib/env'
import { cms } from '@/wiring/cms'

/** `/healthz`: whether this instance can reach its database (200 or 503). */
export const healthz = defineEndpoint({
  method: 'GET',
  path: '/api/healthz',
  summary: 'Whether this instance and its database answer (/healthz)',
  async handle() {
    const report = await checkHealth(async () => {
      const payload = await cms()
      await payload.count({ collection: 'sites', overrideAccess: true })
    }, databaseKind())
    return plainJson(healthStatusCode(report), report)
  },
})
