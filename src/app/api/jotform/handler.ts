import type { Logger } from 'pino'

import { JotformUnavailableError, redactedAnswers, type JotformSubmissions } from '@/integrations/jotform'
import { jsonError, readBodyText } from '@/lib/http'

import { jotformRequest, MAX_BODY_BYTES } from './schema'

export type JotformDependencies = {
  /** The provider's API; null when it is not configured. */
  submissions: JotformSubmissions | null
  log: Pick<Logger, 'info' | 'warn'>
  /** Whether this client may call now; each call costs a request against the provider's daily quota. */
  allow?: (request: Request) => Promise<{ allowed: boolean; retryAfterSeconds: number }>
  maxBytes?: number
}

/**
 * `POST /api/jotform` with `{ formId }` (spec 3 §7): reads the form's latest submission from the provider and
 * logs its answers by field, values redacted; answers `{ answers: count }`. The browser only logs a failure.
 */
export async function handleJotformSubmission(request: Request, dependencies: JotformDependencies): Promise<Response> {
  const { submissions, log, maxBytes = MAX_BODY_BYTES } = dependencies
  if (!submissions) return jsonError(503, 'not_configured', 'The form provider is not configured (JOTFORM_API_KEY).')

  const text = await readBodyText(request, maxBytes)
  if (text === null) return jsonError(413, 'body_too_large', `The body is at most ${maxBytes / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not JSON.')
  }
  const parsed = jotformRequest.safeParse(body)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
    return Response.json({ error: 'invalid_request', message: 'Send { "formId": "…" } with the form’s id.', fields }, { status: 400 })
  }
  const { formId } = parsed.data

  const decision = await dependencies.allow?.(request)
  if (decision && !decision.allowed) {
    return jsonError(429, 'too_many_requests', 'Too many form reports from this address; try again later.', { 'Retry-After': String(decision.retryAfterSeconds) })
  }

  try {
    const summary = redactedAnswers(await submissions.latestAnswers(formId))
    log.info({ formId, answerCount: summary.count, answers: summary.fields }, 'form provider submission read')
    return Response.json({ answers: summary.count }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (!(error instanceof JotformUnavailableError)) throw error
    log.warn({ formId, reason: error.reason }, `form provider submission not read: ${error.message}`)
    return jsonError(502, error.reason === 'timeout' ? 'provider_timeout' : 'provider_failed', error.message)
  }
}
