import { acceptLead, type IntakeDeps, type IntakeSite } from '@/features/leads/intake'
import { consume, type RateLimitStore } from '@/integrations/rate-limit'
import { clientAddress } from '@/lib/client-address'
import { jsonError, jsonResponse, readBodyText } from '@/lib/http'
import { logger } from '@/lib/logger'
import { withApiHeaders } from '@/server/api-headers'

/** A lead is a few fields of text: anything larger is not one of our forms. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024
export const LEAD_RATE_WINDOW_MS = 10 * 60 * 1000

export type ComhubContext = {
  site: () => Promise<{ site: IntakeSite; deps: IntakeDeps } | null>
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
export async function handleComhub(request: Request, context: ComhubContext): Promise<Response> {
  return withApiHeaders(await answer(request, context))
}

async function answer(request: Request, context: ComhubContext): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return jsonError(415, 'unsupported_media_type', 'Send the form as JSON (Content-Type: application/json).')
  }
  const limit = await consume(context.rateLimit, `leads:client:${clientAddress(request.headers)}`, context.submissionsPerWindow, LEAD_RATE_WINDOW_MS)
  if (!limit.allowed) {
    return jsonError(429, 'too_many_requests', `Too many forms sent from this address. Try again in ${limit.retryAfterSeconds} seconds.`, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  const text = await readBodyText(request, MAX_LEAD_BODY_BYTES)
  if (text === null) return jsonError(413, 'payload_too_large', `A form is at most ${MAX_LEAD_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not valid JSON.')
  }
  const target = await context.site()
  if (!target) return jsonError(404, 'unknown_site', 'No site is configured for this host.')
  const result = await acceptLead(target.deps, target.site, body)
  if (result.status === 202) {
    if (result.created) {
      logger.info({ site: target.site.key, form: (body as { formName?: string }).formName }, 'lead stored')
      context.stored()
    }
    return jsonResponse(result.body, { status: 202 })
  }
  return jsonResponse(result.body, { status: result.status })
}
