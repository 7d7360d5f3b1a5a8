import { revalidateTag } from 'next/cache'
import { z } from 'zod'

import { SITES_TAG, siteTag } from '@/features/sites/cache-tags'
import { loadSiteRules, tableVersion } from '@/features/redirects/queries'
import { plainError, plainJson } from '@/http/answer'
import { internalOnly } from '@/http/auth'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { VEHICLE_INDICES } from '@/features/stock/car'
import { carSlug, namesListValue } from '@/data/car-page'
import { getSite, getSiteRoutes } from '@/data/content'
import { leadDelivery } from '@/wiring/lead-delivery'
import { startSavedSearchJobs } from '@/wiring/saved-searches'
import { cms } from '@/wiring/cms'
import { pageCache } from '@/wiring/page-cache'

/**
 * Calls between a deployment's own instances and its request pipeline (src/proxy.ts, src/instrumentation-node.ts),
 * each with the key derived from the shared secret.
 */

/**
 * Starts this instance's e-mail delivery and lead retention, and the saved searches' digests and retention (asked
 * once by the instance itself at start).
 */
export const leadDeliveryStart = defineEndpoint({
  method: 'POST',
  path: '/api/internal/lead-delivery',
  summary: 'Starts this instance’s e-mail delivery and lead retention',
  auth: internalOnly,
  async handle() {
    startSavedSearchJobs()
    const { worker } = await leadDelivery()
    return plainJson(200, { delivering: worker !== null })
  },
})

/**
 * A site's redirect table for the request pipeline: `?site=<key>&version=<token>` answers
 * `{ version, unchanged: true }` while the table is the one the pipeline holds, else the whole table.
 */
export const redirectTable = defineEndpoint({
  method: 'GET',
  path: '/api/internal/redirects',
  summary: 'A site’s redirect table, for the request pipeline',
  auth: internalOnly,
  query: z.object({ site: z.string().min(1).max(100), version: z.string().max(200).optional() }),
  example: { query: { site: 'se-dealer-2', version: '1' } },
  async handle({ query }) {
    const site = await getSite(query.site)
    if (!site) return plainError(404, 'unknown_site', 'No such site.')
    const payload = await cms()
    const version = await tableVersion(payload, site.id)
    if (query.version === version) return plainJson(200, { version, unchanged: true })
    return plainJson(200, { version, rules: await loadSiteRules(payload, site.id) })
  },
})

/**
 * Another instance changed content: expire the same cache tags here (see wiring/cache-events.ts); or, after
 * this instance was cut off from the others (`everything`), every site's cache.
 */
export const revalidate = defineEndpoint({
  method: 'POST',
  path: '/api/internal/revalidate',
  summary: 'Expires cache tags another instance expired',
  auth: internalOnly,
  body: jsonBody(
    z.union([z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(1000) }), z.object({ everything: z.literal(true) })]),
    { maxBytes: 64 * 1024 },
  ),
  example: { body: { tags: ['site:1'] } },
  async handle({ body }) {
    const tags = 'tags' in body ? body.tags : await everySiteTag()
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    pageCache().expire(tags)
    return plainJson(200, { expired: tags.length })
  },
})

async function everySiteTag(): Promise<string[]> {
  const sites = await (await cms()).find({ collection: 'sites', pagination: false, depth: 0, overrideAccess: true, select: { key: true } })
  return [SITES_TAG, ...sites.docs.map((site) => siteTag(site.id))]
}

/**
 * The car a car page address names, for the request pipeline: `?index=<vehicle index>&id=<car_id>` answers the
 * car's slug, or 404 when the index has no such car (the pipeline then shows the car page's not-found block), saying
 * whether the number is a value of the car list's facets instead (`listValue`: a model year below a car list).
 */
export const carAddress = defineEndpoint({
  method: 'GET',
  path: '/api/internal/car-address',
  summary: 'A car’s slug by its id, for the request pipeline',
  auth: internalOnly,
  query: z.object({ index: z.enum(VEHICLE_INDICES), id: z.string().regex(/^\d{1,18}$/, 'id is the car’s digits.') }),
  example: { query: { index: 'vehicles-se', id: '1000001' } },
  async handle({ query }) {
    const slug = await carSlug(query.index, query.id)
    if (slug) return plainJson(200, { id: query.id, slug })
    return plainError(404, 'car_not_found', 'No car with this id in the index.', undefined, {
      listValue: await namesListValue(query.index, query.id),
    })
  },
})

/** The hosts, languages, tag-manager ids and page paths of every site, for the request pipeline. */
export const siteRoutes = defineEndpoint({
  method: 'GET',
  path: '/api/internal/site-routes',
  summary: 'Every site’s hosts, languages and page paths, for the request pipeline',
  auth: internalOnly,
  handle: async () => plainJson(200, await getSiteRoutes()),
})
