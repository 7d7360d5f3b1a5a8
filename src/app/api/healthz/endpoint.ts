import { healthStatusCode } from '@/http/health'
import { plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { instanceHealth } from '@/wiring/health'

/**
 * `/healthz`: whether this instance can reach its database (200 or 503) and Redis (`redis.status` up, down or off;
 * while Redis is down the instance serves on its fallbacks: `degraded`, 200).
 */
export const healthz = defineEndpoint({
  method: 'GET',
  path: '/api/healthz',
  summary: 'Whether this instance, its database and Redis answer (/healthz)',
  async handle() {
    const report = await instanceHealth()
    return plainJson(healthStatusCode(report), report)
  },
})
