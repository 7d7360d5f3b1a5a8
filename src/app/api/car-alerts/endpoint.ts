import { CONFIRM_PAGE_PATH, MANAGE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@/features/saved-searches/paths'
import { z } from 'zod'

import { linkTokenSchema, saveSearchBody } from '@/features/saved-searches/schema'
import { SavedSearchError } from '@/features/saved-searches/saved-searches'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody, textBody, type EndpointRateLimit } from '@/http/endpoint'
import { publicOrigin } from '@/http/public-origin'
import { logger } from '@/lib/logger'
import { rateLimitStore } from '@/wiring/rate-limit'
import { savedSearches, siteIdOfHost } from '@/wiring/saved-searches'
import { onSiteHosts } from '@/wiring/site-hosts'

/**
 * Saved searches and price-drop notices (docs/saved-searches.md): saving one sends only the confirmation e-mail
 * (double opt-in); its link's page confirms it; every alert's one-click unsubscribe (RFC 8058) and the manage
 * page's delete come back here. Each answers on a site's hosts only.
 */

const WINDOW_MS = 10 * 60_000
const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/json']
const EXAMPLE_TOKEN = 'c.12.Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd'

const limit = (bucket: string, count: number): EndpointRateLimit => ({
  bucket,
  limit: () => count,
  windowMs: WINDOW_MS,
  message: (seconds) => `Too many requests from this address. Try again in ${seconds} seconds.`,
  store: rateLimitStore,
})

/** The fields of a form body or a JSON object, as text. */
function fieldsOf(body: string, contentType: string | null): Record<string, string> | null {
  if ((contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body))
  try {
    const parsed = JSON.parse(body || '{}') as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? String(value) : '']),
    )
  } catch {
    return null
  }
}

const isForm = (contentType: string | null) => (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
const seeOther = (location: string) => ({ status: 303, headers: { location }, body: [] })

async function siteIdOr404(host: string | null) {
  return siteIdOfHost(host)
}

/** `POST /api/car-alerts` → 202 `{ status: 'pending' }`: stored unconfirmed, the confirmation e-mail sent. */
export const saveSearch = onSiteHosts(
  defineEndpoint({
    method: 'POST',
    path: '/api/car-alerts',
    summary: 'Saves a car list’s search or a car’s price watch and e-mails the confirmation link (double opt-in)',
    body: jsonBody(saveSearchBody, { maxBytes: 32 * 1024, maxDepth: 12 }),
    rateLimit: limit('saved-searches', 20),
    example: {
      body: {
        kind: 'search',
        name: 'Volvo XC60 · Laddhybrid',
        email: 'vera@example.com',
        frequency: 'instant',
        criteria: {
          filters: {
            'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] },
            car_fuel: { values: [{ value: 'Laddhybrid' }] },
          },
          keyphrase: '',
        },
        listUrl: '/kop-bil/alla-bilar-i-lager/volvo/xc60?car_fuel=Laddhybrid',
        locale: 'sv-SE',
        consent: { text: 'Ja, mejla mig om nya bilar som matchar.', version: 'saved-search-2026-12' },
      },
    },
    async handle({ body, header }) {
      const siteId = await siteIdOr404(header('host'))
      if (siteId === null) return plainError(404, 'unknown_site', 'No site with a car stock is configured for this host.')
      try {
        const { id } = await (await savedSearches({ inServer: true })).save(siteId, body, publicOrigin(header))
        logger.info({ savedSearch: id, kind: body.kind }, 'saved search stored, confirmation sent')
        return plainJson(202, { status: 'pending' })
      } catch (error) {
        if (error instanceof SavedSearchError) return plainError(error.code === 'too_many' ? 409 : 404, error.code, error.message)
        throw error
      }
    },
  }),
)

/** `POST /api/car-alerts/confirm` with the confirmation link's token: the page's form (303 back to it) or JSON. */
export const confirmSearch = onSiteHosts(
  defineEndpoint({
    method: 'POST',
    path: '/api/car-alerts/confirm',
    summary: 'Confirms a saved search by the token of its confirmation e-mail',
    body: textBody({ maxBytes: 2 * 1024, contentTypes: FORM_TYPES }),
    rateLimit: limit('saved-search-links', 120),
    example: { body: `token=${EXAMPLE_TOKEN}` },
    async handle({ body, header }) {
      const fields = fieldsOf(body, header('content-type'))
      if (!fields?.token) return plainError(400, 'invalid_request', 'token is the one in the e-mail’s link.')
      const siteId = await siteIdOr404(header('host'))
      if (siteId === null) return plainError(404, 'unknown_site', 'No site with a car stock is configured for this host.')
      const confirmed = await (await savedSearches({ inServer: true })).confirm(fields.token, siteId)
      if (isForm(header('content-type')))
        return seeOther(`${CONFIRM_PAGE_PATH}?${new URLSearchParams({ token: fields.token, ...(confirmed ? { done: '1' } : {}) })}`)
      if (!confirmed) return plainError(404, 'not_found', 'The link names no saved search.')
      return plainJson(200, { status: confirmed.status, name: confirmed.name })
    },
  }),
)

/**
 * `POST /api/car-alerts/unsubscribe?token=` — the one-click unsubscribe of RFC 8058: a mail client posts
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address and gets 200. The unsubscribe page's form posts
 * the token in its body and is sent back to the page (303).
 */
export const unsubscribeSearch = onSiteHosts(
  defineEndpoint({
    method: 'POST',
    path: '/api/car-alerts/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058) of the searches an alert e-mail speaks for',
    query: z.object({ token: linkTokenSchema.optional() }),
    body: textBody({ maxBytes: 2 * 1024, contentTypes: [...FORM_TYPES, 'multipart/form-data', 'text/plain'] }),
    rateLimit: limit('saved-search-links', 120),
    example: { query: { token: 'u.12.Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd' }, body: 'List-Unsubscribe=One-Click' },
    async handle({ body, header, query }) {
      const contentType = header('content-type')
      const fields = fieldsOf(body, contentType) ?? {}
      const token = query.token ?? fields.token
      if (!token || token.length > 200) return plainError(400, 'invalid_request', 'token is the one in the e-mail’s link.')
      const siteId = await siteIdOr404(header('host'))
      if (siteId === null) return plainError(404, 'unknown_site', 'No site with a car stock is configured for this host.')
      const stopped = await (await savedSearches({ inServer: true })).unsubscribe(token, siteId)
      if (isForm(contentType) && fields.token) return seeOther(`${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token, done: '1' })}`)
      if (stopped.length === 0) return plainError(404, 'not_found', 'The link names no saved search.')
      logger.info({ savedSearches: stopped.map((search) => search.id) }, 'saved searches unsubscribed')
      return plainJson(200, { status: 'unsubscribed', count: stopped.length })
    },
  }),
)

/** `POST /api/car-alerts/delete` from the manage page (`token`, `id`): deletes one of the subscriber's searches, 303 back. */
export const deleteSearch = onSiteHosts(
  defineEndpoint({
    method: 'POST',
    path: '/api/car-alerts/delete',
    summary: 'Deletes one saved search of the subscriber named by a manage link',
    body: textBody({ maxBytes: 2 * 1024, contentTypes: FORM_TYPES }),
    rateLimit: limit('saved-search-links', 120),
    example: { body: 'token=m.Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd.Ez0Sk3mY1c2Ab9Qx7LpT4vWn8RfJ6hKd&id=12' },
    async handle({ body, header }) {
      const fields = fieldsOf(body, header('content-type'))
      const id = Number(fields?.id)
      if (!fields?.token || !Number.isSafeInteger(id) || id <= 0)
        return plainError(400, 'invalid_request', 'token is the manage link’s and id a saved search’s.')
      const siteId = await siteIdOr404(header('host'))
      if (siteId === null) return plainError(404, 'unknown_site', 'No site with a car stock is configured for this host.')
      const deleted = await (await savedSearches({ inServer: true })).deleteSearch(fields.token, siteId, id)
      if (isForm(header('content-type')))
        return seeOther(`${MANAGE_PAGE_PATH}?${new URLSearchParams({ token: fields.token, ...(deleted ? { deleted: '1' } : {}) })}`)
      if (!deleted) return plainError(404, 'not_found', 'The link names no such saved search.')
      return plainJson(200, { status: 'deleted' })
    },
  }),
)

export const SAVED_SEARCH_ENDPOINTS = [saveSearch, confirmSearch, unsubscribeSearch, deleteSearch]
