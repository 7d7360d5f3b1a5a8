import { acceptLead, type IntakeDeps, type IntakeSite } from '@/features/leads/intake'
import { consume, type RateLimitStore } from '@/integrations/rate-limit'
import { clientAddress } from '@/lib/client-address'
import { plainError, plainJson, textOf, type PlainAnswer, type PlainRequest } from '@/lib/http'
import { logger } from '@/lib/logger'
import { withPlainApiHeaders } from '@/server/api-headers'

/** A lead is a few fields of text: anything larger is not one of our forms. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024
export const LEAD_RATE_WINDOW_MS = 10 * 60 * 1000

export type ComhubContext = {
  /** The site and what the intake needs of it, by the request's Host header. */
  site: (host: string | null) => Promise<{ site: IntakeSite; deps: IntakeDeps } | null>
  rateLimit: RateLimitStore
  submissionsPerWindow: number
  /** A lead was stored: deliver it soon. */
  stored: () => void
}

/**
 * `POST /api/forms/comhub` (spec 3 §7, spec 2 §7 Contact): 202 when the lead is stored. Refusals, each with
 * `{ error, message }`: 415 not JSON, 413 too large, 429 too many from one address, 404 no site on this host,
 * 400 unreadable JSON or invalid form (with `fields`), 422 a submission id reused for other content.
 */
export async function handleComhub(request: PlainRequest, context: ComhubContext): Promise<PlainAnswer> {
  return withPlainApiHeaders(await answer(request, context))
}

async function answer(request: PlainRequest, context: ComhubContext): Promise<PlainAnswer> {
  if (!/^application\/json\b/i.test(request.header('content-type') ?? '')) {
    return plainError(415, 'unsupported_media_type', 'Send the form as JSON (Content-Type: application/json).')
  }
  const limit = await consume(context.rateLimit, `leads:client:${clientAddress((name) => request.header(name))}`, context.submissionsPerWindow, LEAD_RATE_WINDOW_MS)
  if (!limit.allowed) {
    return plainError(429, 'too_many_requests', `Too many forms sent from this address. Try again in ${limit.retryAfterSeconds} seconds.`, { 'retry-after': String(limit.retryAfterSeconds) })
  }
  if (request.tooLarge) return plainError(413, 'payload_too_large', `A form is at most ${MAX_LEAD_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(textOf(request.body))
  } catch {
    return plainError(400, 'invalid_json', 'The body is not valid JSON.')
  }
  const target = await context.site(request.header('host'))
  if (!target) return plainError(404, 'unknown_site', 'No site is configured for this host.')
  const result = await acceptLead(target.deps, target.site, body)
  if (result.status === 202) {
    if (result.created) {
      logger.info({ site: target.site.key, form: (body as { formName?: string }).formName }, 'lead stored')
      context.stored()
    }
    return plainJson(202, result.body)
  }
  return plainJson(result.status, result.body)
}
