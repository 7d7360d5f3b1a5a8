import { leadEnvelope } from '@/features/leads/forms'
import { acceptLead, type IntakeDeps, type IntakeSite } from '@/features/leads/intake'
import type { RateLimitStore } from '@/lib/rate-limit'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { deliverSoon } from '@/wiring/lead-delivery'
import { intakeTarget } from '@/wiring/leads'
import { rateLimitStore } from '@/wiring/rate-limit'
import { onSiteHosts } from '@/wiring/site-hosts'

/** A lead is a few fields of text: anything larger is not one of our forms. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024
export const LEAD_RATE_WINDOW_MS = 10 * 60 * 1000

export type ComhubContext = {
  /** The site and what the intake needs of it, by the request's Host header. */
  site: (host: string | null) => Promise<{ site: IntakeSite; deps: IntakeDeps } | null>
  /** Forms one client address may send per window (FORECOURT_LEAD_RATE_LIMIT). */
  submissionsPerWindow: () => number
  /** Where the counts are kept. */
  rateLimit: () => Promise<RateLimitStore>
  /** A lead was stored: deliver it soon. */
  stored: () => void
}

/**
 * `POST /api/forms/comhub` (spec 3 §7, spec 2 §7 Contact): 202 when the lead is stored. Refusals, each with
 * `{ error, message }`: 415 not JSON, 413 too large, 429 too many from one address, 404 no site on this host,
 * 400 unreadable JSON or invalid form (with `fields`), 422 a submission id reused for other content.
 */
export function comhubEndpoint(context: ComhubContext) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/forms/comhub',
    summary: 'A visitor’s form becomes a lead, e-mailed to the dealer',
    // The envelope is checked here, the values by the intake with the form's own schema; both name each field's problem.
    body: jsonBody(leadEnvelope, { maxBytes: MAX_LEAD_BODY_BYTES, tooLarge: `A form is at most ${MAX_LEAD_BODY_BYTES / 1024} KB.` }),
    rateLimit: {
      bucket: 'leads',
      limit: context.submissionsPerWindow,
      windowMs: LEAD_RATE_WINDOW_MS,
      store: context.rateLimit,
      message: (seconds) => `Too many forms sent from this address. Try again in ${seconds} seconds.`,
    },
    example: {
      body: {
        formName: 'sell-car',
        formSubmissionId: 'sell-0001-aaaa',
        locale: 'sv-SE',
        values: {
          regno: 'ABC123',
          milage: 12000,
          customerName: 'Vera Nilsson',
          customerPhone: '+46701740650',
          customerEmail: 'vera@example.com',
          selectedOption: 'sell',
        },
        consents: [{ name: 'privacy', text: 'Vi behandlar dina uppgifter enligt vår integritetspolicy.' }],
      },
    },
    direct: true,
    async handle({ body, header }) {
      const target = await context.site(header('host'))
      if (!target) return plainError(404, 'unknown_site', 'No site is configured for this host.')
      const result = await acceptLead(target.deps, target.site, body)
      if (result.status === 202 && result.created) {
        logger.info({ site: target.site.key, form: (body as { formName?: string }).formName }, 'lead stored')
        context.stored()
      }
      return plainJson(result.status, result.body)
    },
  })
}

export const comhub = onSiteHosts(
  comhubEndpoint({
    site: intakeTarget,
    submissionsPerWindow: () => env().FORECOURT_LEAD_RATE_LIMIT,
    rateLimit: rateLimitStore,
    stored: deliverSoon,
  }),
)
