import { valuationQuery } from '@/features/price-insight/valuation'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint } from '@/http/endpoint'
import { env } from '@/lib/env'
import { valuationSite, valueForSite } from '@/wiring/price-insight'
import { rateLimitStore } from '@/wiring/rate-limit'
import { isSiteHost } from '@/wiring/site-hosts'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * `GET /api/valuation?regNo=ABC123&mileage=4500` (issue 46): the sell-car form's instant valuation on the site of
 * the request's host, the mileage in the site's unit. 200 with `{ kind: 'range', car, low, high, currency,
 * comparables }`, `{ kind: 'manual', car }` (too few comparables: a person values it) or `{ kind: 'not-found' }`
 * (the register does not know the number). 400 with `fields` for a malformed number or mileage, 404 on a host
 * of no site, 429 beyond FORECOURT_VALUATION_RATE_LIMIT valuations per client address in 10 minutes.
 */
export const valuation = defineEndpoint({
  method: 'GET',
  path: '/api/valuation',
  summary: 'An instant valuation of a visitor’s car for the sell-car form',
  site: isSiteHost,
  query: valuationQuery,
  rateLimit: {
    bucket: 'valuations',
    limit: () => env().FORECOURT_VALUATION_RATE_LIMIT,
    windowMs: TEN_MINUTES,
    message: (seconds) => `Too many valuations from this address. Try again in ${seconds} seconds.`,
    store: rateLimitStore,
  },
  example: { query: { regNo: 'ABC123', mileage: '6500' } },
  async handle({ query, header }) {
    const site = await valuationSite(header('host'))
    if (!site) return plainError(404, 'unknown_site', 'No site is configured for this host.')
    return plainJson(200, await valueForSite(site, query))
  },
})
