import type { Logger } from 'pino'

import { JotformUnavailableError, type JotformSubmissions } from '@/features/form-embeds/ports'
import { redactedAnswers } from '@/features/form-embeds/redacted-answers'
import type { RateLimitStore } from '@/lib/rate-limit'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { env } from '@/lib/env'
import { requestLogger } from '@/lib/logger'
import { jotformSubmissions } from '@/wiring/jotform'
import { rateLimitStore } from '@/wiring/rate-limit'
import { onSiteHosts } from '@/wiring/site-hosts'

import { jotformRequest, MAX_BODY_BYTES } from './schema'

/** The window of FORECOURT_LEAD_RATE_LIMIT: lead submissions per client address per 10 minutes. */
const LEAD_WINDOW_MS = 10 * 60 * 1000

export type JotformContext = {
  /** The provider's API; null when it is not configured. */
  submissions: () => JotformSubmissions | null
  /** Reports one client may send per window; each costs a request against the provider's daily quota. */
  reportsPerWindow: () => number
  /** Where the counts are kept. */
  rateLimit: () => Promise<RateLimitStore>
  log?: (requestId: string) => Pick<Logger, 'info' | 'warn'>
}

/**
 * `POST /api/jotform` with `{ formId }` (spec 3 §7): reads the form's latest submission from the provider and
 * logs its answers by field, values redacted; answers `{ answers: count }`. The browser only logs a failure.
 */
export function jotformEndpoint(context: JotformContext) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/jotform',
    summary: 'A Jotform embed reports a finished submission (spec 3 §7)',
    body: jsonBody(jotformRequest, { maxBytes: MAX_BODY_BYTES }),
    rateLimit: {
      bucket: 'jotform',
      limit: context.reportsPerWindow,
      windowMs: LEAD_WINDOW_MS,
      store: context.rateLimit,
      message: () => 'Too many form reports from this address; try again later.',
    },
    example: { body: { formId: '241234567890123' } },
    async handle({ body: { formId }, requestId }) {
      const submissions = context.submissions()
      if (!submissions) return plainError(503, 'not_configured', 'The form provider is not configured (JOTFORM_API_KEY).')
      const log = (context.log ?? requestLogger)(requestId)
      try {
        const summary = redactedAnswers(await submissions.latestAnswers(formId))
        log.info({ formId, answerCount: summary.count, answers: summary.fields }, 'form provider submission read')
        return plainJson(200, { answers: summary.count })
      } catch (error) {
        if (!(error instanceof JotformUnavailableError)) throw error
        log.warn({ formId, reason: error.reason }, `form provider submission not read: ${error.message}`)
        return plainError(502, error.reason === 'timeout' ? 'provider_timeout' : 'provider_failed', error.message)
      }
    },
  })
}

export const jotform = onSiteHosts(
  jotformEndpoint({
    submissions: () => jotformSubmissions(),
    reportsPerWindow: () => env().FORECOURT_LEAD_RATE_LIMIT,
    rateLimit: rateLimitStore,
  }),
)
