import { expect, test } from '@playwright/test'

import { compileRedirects } from '../../src/features/redirects/matcher'
import { DEMO_REDIRECTS } from '../../scripts/seed/redirects'
import { britishLaterRules, britishTable } from '../../scripts/seed/redirects/uk-dealer'
import type { SeedRedirect } from '../../scripts/seed/types'
import { serverTimingDuration } from '../../src/lib/server-timing'
import { cmsApi, cmsLogin, E2E, fetchAs } from './helpers/server'

/** The seven demo tables of spec 1 §2.7 and the host of the site each belongs to. */
const TABLES: { name: string; host: string; site: string; rules: SeedRedirect[] }[] = [
  { name: 'Finnish site', host: 'fi.localhost', site: 'fi-dealer', rules: DEMO_REDIRECTS['fi-dealer']! },
  { name: 'Norwegian site', host: 'no.localhost', site: 'no-dealer', rules: DEMO_REDIRECTS['no-dealer']! },
  { name: 'Swedish site one', host: 'se.localhost', site: 'se-dealer', rules: DEMO_REDIRECTS['se-dealer']! },
  { name: 'Slovak site', host: 'sk.localhost', site: 'sk-dealer', rules: DEMO_REDIRECTS['sk-dealer']! },
  { name: 'Swedish site two', host: 'se2.localhost', site: 'se-dealer-2', rules: DEMO_REDIRECTS['se-dealer-2']! },
  { name: 'British site', host: 'uk.localhost', site: 'uk-dealer', rules: britishTable },
  { name: 'British site, later rules', host: 'uk.localhost', site: 'uk-dealer', rules: britishLaterRules },
]
/** Rules followed per table: every seventh table gets a few more so at least 40 are followed in all. */
const PER_TABLE = 7

/** Rules of a table that take effect (the first of duplicates), spread over the table. */
function sample(table: (typeof TABLES)[number]): { request: string; rule: SeedRedirect; expected: string }[] {
  const siteRules = DEMO_REDIRECTS[table.site]!
  const matcher = compileRedirects(
    siteRules.map((rule, index) => ({
      id: index,
      source: rule.source,
      destination: rule.destination,
      permanent: rule.permanent ?? true,
      order: index,
    })),
  )
  const effective = table.rules.flatMap((rule) => {
    const request = rule.example ?? rule.source
    const [path, query = ''] = request.split('?', 2) as [string, string?]
    const hit = matcher.match(path, query)
    if (!hit || siteRules[hit.rule.id as number] !== rule) return []
    return [{ request, rule, expected: hit.location }]
  })
  const step = Math.max(1, Math.floor(effective.length / PER_TABLE))
  const picked = effective.filter((_, index) => index % step === 0).slice(0, PER_TABLE)
  // Always the wildcard and query-conditioned rules the issue names, where the table has them.
  for (const extra of effective.filter((entry) => /\{[a-z_]+\*\}|\?/i.test(entry.rule.source) || /^https?:/.test(entry.rule.destination))) {
    if (!picked.includes(extra) && picked.length < PER_TABLE + 4) picked.push(extra)
  }
  return picked
}

test.describe('per-site permanent redirects', () => {
  const cases = TABLES.flatMap((table) => sample(table).map((entry) => ({ ...entry, table })))

  test('at least 40 demo rules across all seven tables are sampled', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(new Set(cases.map((entry) => entry.table.name)).size).toBe(7)
  })

  for (const { table, request, rule, expected } of cases) {
    test(`${table.name}: ${request} → ${rule.destination}`, async () => {
      const response = await fetchAs(table.host, request)
      expect(response.status, `${request} on ${table.host}`).toBe(308)
      const location = response.headers.location!
      if (/^https?:\/\//.test(expected)) {
        expect(location).toBe(expected)
        return
      }
      const url = new URL(location)
      expect(url.host).toBe(`${table.host}:${E2E.port}`)
      expect(`${url.pathname}${url.search}`).toBe(expected)
      if (!/[{}]/.test(rule.destination) && !rule.destination.includes('?')) expect(url.pathname).toBe(rule.destination)
      const destination = await fetchAs(table.host, `${url.pathname}${url.search}`)
      expect(destination.status, `${location} answers`).toBe(200)
    })
  }

  test('paths match without regard to letter case, and the visitor’s query is kept', async () => {
    const rule = DEMO_REDIRECTS['se-dealer-2']!.find((candidate) => candidate.source === '/dackdepa/success')!
    const shouted = await fetchAs('se2.localhost', '/DackDepa/Success?utm_source=mail')
    expect(shouted.status).toBe(308)
    expect(new URL(shouted.headers.location!).pathname + new URL(shouted.headers.location!).search).toBe(
      `${rule.destination}?utm_source=mail`,
    )
  })

  test('a redirect and a page both tell how long the redirect step took (Server-Timing)', async () => {
    const redirected = await fetchAs('se2.localhost', '/dackdepa/success')
    expect(redirected.status).toBe(308)
    // A page the pipeline renders (one the page cache sends skips the pipeline, redirect step and all).
    const page = await fetchAs('se2.localhost', `/?server-timing=${Date.now()}`)
    expect(page.status).toBe(200)
    for (const response of [redirected, page]) {
      const duration = serverTimingDuration(String(response.headers['server-timing'] ?? ''), 'redirects')
      expect(duration).not.toBeNull()
      expect(duration!).toBeGreaterThanOrEqual(0)
    }
  })

  test('the query-conditioned rules of se2 need their parameters; the van list gets two regions', async () => {
    const passengerCars = await fetchAs('se2.localhost', '/bilar?vehicletype=PB')
    expect(passengerCars.status).toBe(308)
    expect(new URL(passengerCars.headers.location!).searchParams.get('car_vehicle_type')).toBe('Personbil')
    const vans = DEMO_REDIRECTS['se-dealer-2']!.find((candidate) => candidate.source.startsWith('/foretag/transportbilar?'))!
    const response = await fetchAs('se2.localhost', vans.source)
    expect(response.status).toBe(308)
    expect(new URL(response.headers.location!).searchParams.getAll('car_site_region')).toHaveLength(2)
  })

  test('www.se.localhost goes to se.localhost for good', async () => {
    const response = await fetchAs('www.se.localhost', '/om-nordvik?x=1')
    expect(response.status).toBe(308)
    expect(response.headers.location).toBe(`http://se.localhost:${E2E.port}/om-nordvik?x=1`)
  })

  test('the rewrites of spec 1 §2.1 still answer', async () => {
    expect((await fetchAs('se2.localhost', '/healthz')).status).toBe(200)
    expect((await fetchAs('se2.localhost', '/robots.txt')).status).toBe(200)
    expect((await fetchAs('se2.localhost', '/sitemap.xml')).status).toBe(200)
    expect((await fetchAs('se2.localhost', '/sitecore/api/users/me')).status).toBe(200)
    expect((await fetchAs('se2.localhost', '/feaas-render?token=forged&path=/')).status).toBe(403)
  })

  test('a rule an editor adds in the CMS works within seconds, without a restart, and goes when deleted', async () => {
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=se-dealer-2&depth=0', token)).json.docs[0] as { id: number }
    const source = `/e2e-kampanj-${Date.now()}`
    const created = await cmsApi('POST', '/redirects', token, { site: site.id, source, destination: '/salj-bil' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    try {
      await expect
        .poll(async () => (await fetchAs('se2.localhost', source)).headers.location ?? '', { timeout: 5_000, intervals: [250] })
        .toBe(`http://se2.localhost:${E2E.port}/salj-bil`)
    } finally {
      await cmsApi('DELETE', `/redirects/${created.json.doc.id}`, token)
    }
    await expect.poll(async () => (await fetchAs('se2.localhost', source)).status, { timeout: 5_000, intervals: [250] }).toBe(404)
  })
})
