import { blockedReport } from '../health'
import { plainBytes, plainError, plainJson, type PlainAnswer } from '../answer'

/** How long a client is asked to wait while the instance is blocked: by then a load balancer has taken it out. */
export const BLOCKED_RETRY_AFTER_SECONDS = 5

const HEALTH_PATH = /^\/(api\/)?healthz\/?$/

/**
 * What the watchdog answers for a blocked instance, on every connection it takes: /healthz the blocked state,
 * an API call the JSON error of an instance that cannot serve now, anything else the text a page gets then.
 * Each answer closes its connection, so no client stays with the watchdog once the main thread is back.
 */
export function blockedAnswer(url: string, blockedMs: number, endsAfterMs: number, uptimeSeconds: number): PlainAnswer {
  const headers = { 'cache-control': 'no-store', 'retry-after': String(BLOCKED_RETRY_AFTER_SECONDS), connection: 'close' }
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  if (HEALTH_PATH.test(pathname)) return plainJson(503, blockedReport(blockedMs, endsAfterMs, uptimeSeconds), headers)
  if (pathname.startsWith('/api/') || pathname.startsWith('/sitecore/api/')) {
    return plainError(503, 'unavailable', 'The service is briefly unavailable. Nothing was saved; try again in a moment.', headers)
  }
  return plainBytes(503, 'text/plain; charset=utf-8', 'Service temporarily unavailable', headers)
}
