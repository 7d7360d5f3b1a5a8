import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compileRedirects } from '@/features/redirects/matcher'
import { importRedirectCsv, loadSiteRules, tableVersion } from '@/features/redirects/queries'

import { startCms, type TestCms } from './helpers/cms'
import { createSite, createUser } from './helpers/fixtures'
import { onPostgres, readsWithoutTable } from './helpers/postgres'
import { redirectVersionCases } from './helpers/redirect-version'

/** The redirect table in the CMS (spec 1 §2.7): editing, warnings, loops refused, CSV import and export. */
describe('redirects in the CMS', () => {
  let cms: TestCms
  let siteId: number
  let otherSiteId: number
  let token: string
  let outsiderToken: string

  beforeAll(async () => {
    cms = await startCms()
    siteId = (await createSite(cms.payload, 'redirect-site')).id
    otherSiteId = (await createSite(cms.payload, 'redirect-other')).id
    token = (await createUser(cms.payload, 'redirect.editor@forecourt.test', ['editor'], [siteId])).token
    outsiderToken = (await createUser(cms.payload, 'redirect.outsider@forecourt.test', ['editor'], [otherSiteId])).token
  })
  afterAll(async () => cms?.stop())

  const csv = (text: string) => ({ body: text, contentType: 'text/csv' })
  const count = async (site: number) =>
    (await cms.payload.count({ collection: 'redirects', where: { site: { equals: site } }, overrideAccess: true })).totalDocs

  it('an editor adds rules at the end of the table; they match first-come', async () => {
    const first = await cms.rest('POST', '/redirects', {
      token,
      body: { site: siteId, source: '/Begagnat/', destination: '/kop-bil/begagnade-bilar-i-lager' },
    })
    expect(first.status).toBe(201)
    const second = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/begagnat', destination: '/kop-bil' } })
    expect(second.status).toBe(201)
    expect(second.json.doc.order).toBeGreaterThan(first.json.doc.order)
    expect(second.json.doc.permanent).toBe(true)
    const matcher = compileRedirects(await loadSiteRules(cms.payload, siteId))
    expect(matcher.match('/BEGAGNAT/')?.location).toBe('/kop-bil/begagnade-bilar-i-lager')
  })

  it('shows a rule that never applies with a warning naming the earlier rule', async () => {
    const list = await cms.rest('GET', `/redirects?where[site][equals]=${siteId}&sort=order`, { token })
    const [earlier, later] = list.json.docs
    expect(earlier.findings).toBe('')
    expect(later.findings).toContain('Never applies')
    expect(later.findings).toContain('/Begagnat/ → /kop-bil/begagnade-bilar-i-lager')
    const findings = await cms.rest('GET', `/redirects/findings?site=redirect-site`, { token })
    expect(findings.json.findings).toEqual([expect.objectContaining({ kind: 'shadowed', ruleId: later.id, otherId: earlier.id })])
  })

  it('refuses a bad rule with a clear message and keeps the table', async () => {
    const before = await count(siteId)
    const bad = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/a/{path*}/b', destination: '/x' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.json)).toContain('must be the last segment')
    const unknown = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/a/{id}', destination: '/b/{slug}' } })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.json)).toContain('{slug}, which the source does not capture')
    expect(await count(siteId)).toBe(before)
  })

  it('refuses to save a loop, and keeps the rules already stored', async () => {
    const a = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/gammal-a', destination: '/gammal-b' } })
    expect(a.status).toBe(201)
    const loop = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/gammal-b', destination: '/gammal-a' } })
    expect(loop.status).toBe(400)
    expect(JSON.stringify(loop.json)).toContain('Loop: /gammal-b → /gammal-a → /gammal-b')
    const edit = await cms.rest('PATCH', `/redirects/${a.json.doc.id}`, { token, body: { destination: '/gammal-a' } })
    expect(edit.status).toBe(400)
    expect(JSON.stringify(edit.json)).toContain('redirects to itself')
    const kept = await cms.payload.findByID({ collection: 'redirects', id: a.json.doc.id, overrideAccess: true })
    expect(kept.destination).toBe('/gammal-b')
  })

  it('a chain is saved but flagged', async () => {
    const chain = await cms.rest('POST', '/redirects', { token, body: { site: siteId, source: '/aldre-a', destination: '/gammal-a' } })
    expect(chain.status).toBe(201)
    const read = await cms.rest('GET', `/redirects/${chain.json.doc.id}`, { token })
    expect(read.json.findings).toContain('Chain')
    await cms.rest('DELETE', `/redirects/${chain.json.doc.id}`, { token })
  })

  it('imports nothing from a file with bad rows and reports each by line', async () => {
    const before = await count(siteId)
    const version = await tableVersion(cms.payload, siteId)
    const file = [
      'source,destination,permanent',
      '/ok-1,/kop-bil,true',
      'utan-snedstreck,/kop-bil',
      '/ok-2,/kop-bil,kanske',
      '/x/{a*}/y,/z',
      '/ok-3,/kop-bil',
    ].join('\n')
    const response = await cms.rest('POST', '/redirects/import?site=redirect-site&mode=append', { token, text: csv(file) })
    expect(response.status).toBe(400)
    expect(response.json.message).toContain('Nothing was imported')
    expect(response.json.errors.map((error: { line: number }) => error.line)).toEqual([3, 4, 5])
    expect(response.json.errors[0].message).toContain('starting with "/"')
    expect(response.json.errors[1].message).toContain('Permanent must be true or false')
    expect(await count(siteId)).toBe(before)
    expect(await tableVersion(cms.payload, siteId)).toBe(version)
  })

  it('refuses a file that would make a loop with the stored table', async () => {
    const before = await count(siteId)
    const response = await cms.rest('POST', '/redirects/import?site=redirect-site&mode=append', {
      token,
      text: csv('source,destination\n/ny-sida,/kampanj\n\n/gammal-b,/gammal-a\n'),
    })
    expect(response.status).toBe(400)
    // The loop is named by the line of the file it starts from.
    expect(response.json.errors).toEqual([{ line: 4, message: expect.stringContaining('Loop') }])
    expect(await count(siteId)).toBe(before)
  })

  it('appends a good file in order, exports it, and replaces the table from the export', async () => {
    const before = await count(siteId)
    const file =
      'source,destination,permanent\n/bilar?vehicletype=PB,/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil,true\n"/used/{path*}","/buy-car/used-cars/{path*}",\n/tillfallig,/kampanj,false\n'
    const imported = await cms.rest('POST', '/redirects/import?site=redirect-site&mode=append', { token, text: csv(file) })
    expect(imported.status).toBe(200)
    expect(imported.json).toEqual({ imported: 3, removed: 0 })
    expect(await count(siteId)).toBe(before + 3)
    const matcher = compileRedirects(await loadSiteRules(cms.payload, siteId))
    expect(matcher.match('/bilar', '?vehicletype=PB')).toMatchObject({
      location: '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil',
      status: 308,
    })
    expect(matcher.match('/tillfallig')).toMatchObject({ location: '/kampanj', status: 307 })

    const exported = await cms.rest('GET', '/redirects/export?site=redirect-site', { token })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('text/csv')
    const lines = exported.text.trim().split('\r\n')
    expect(lines[0]).toBe('source,destination,permanent')
    expect(lines).toHaveLength(before + 3 + 1)
    expect(lines.at(-1)).toBe('/tillfallig,/kampanj,false')

    const replaced = await cms.rest('POST', '/redirects/import?site=redirect-site&mode=replace', { token, text: csv(exported.text) })
    expect(replaced.json).toEqual({ imported: before + 3, removed: before + 3 })
    const again = await cms.rest('GET', '/redirects/export?site=redirect-site', { token })
    expect(again.text).toBe(exported.text)
  })

  it('keeps an editor to the tables of their own sites', async () => {
    expect((await cms.rest('GET', '/redirects/export?site=redirect-site', { token: outsiderToken })).status).toBe(404)
    const before = await count(siteId)
    const response = await cms.rest('POST', '/redirects/import?site=redirect-site&mode=replace', {
      token: outsiderToken,
      text: csv('/a,/b\n'),
    })
    expect(response.status).toBe(404)
    expect(await count(siteId)).toBe(before)
    expect((await cms.rest('GET', `/redirects?where[site][equals]=${siteId}`, { token: outsiderToken })).json.docs).toEqual([])
    expect((await cms.rest('GET', '/redirects/export?site=redirect-site')).status).toBe(401)
  })

  it('the table version changes with every edit, so running instances reload it', async () => {
    const before = await tableVersion(cms.payload, siteId)
    const created = await cms.rest('POST', '/redirects', {
      token,
      body: { site: siteId, source: '/versionstest', destination: '/kop-bil' },
    })
    const afterCreate = await tableVersion(cms.payload, siteId)
    expect(afterCreate).not.toBe(before)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cms.rest('PATCH', `/redirects/${created.json.doc.id}`, { token, body: { destination: '/kop-bil/kampanjer' } })
    const afterEdit = await tableVersion(cms.payload, siteId)
    expect(afterEdit).not.toBe(afterCreate)
    await cms.rest('DELETE', `/redirects/${created.json.doc.id}`, { token })
    expect(await tableVersion(cms.payload, siteId)).not.toBe(afterEdit)
  })

  // PostgreSQL's statement-level triggers, and a version check that never reads `redirects`.
  describe.runIf(onPostgres())('on PostgreSQL', () => {
    let bulkSite: number
    beforeAll(async () => {
      bulkSite = (await createSite(cms.payload, 'redirect-bulk')).id
    })
    const rules = (count: number, from = 0) =>
      ['source,destination', ...Array.from({ length: count }, (_, n) => `/bulk-${from + n},/kop-bil`)].join('\n')

    it('moves the table version once per statement, not once per rule', async () => {
      const before = Number(await tableVersion(cms.payload, bulkSite))
      // One insert statement (under the import's chunk size).
      expect(await importRedirectCsv(cms.payload, bulkSite, rules(300), 'append')).toEqual({ ok: true, imported: 300, removed: 0 })
      expect(Number(await tableVersion(cms.payload, bulkSite))).toBe(before + 1)
      // One delete statement and two insert statements (600 rules, 500 a statement).
      expect(await importRedirectCsv(cms.payload, bulkSite, rules(600, 1000), 'replace')).toEqual({ ok: true, imported: 600, removed: 300 })
      expect(Number(await tableVersion(cms.payload, bulkSite))).toBe(before + 4)
    })

    it('reads the table version without touching the redirects table', async () => {
      expect(await readsWithoutTable(cms.payload, 'redirects', () => tableVersion(cms.payload, bulkSite))).toMatch(/^[1-9]\d*$/)
    })
  })

  describe('table version', () => {
    redirectVersionCases(
      () => cms,
      () =>
        onPostgres()
          ? import('@/migrations/postgres/20261122_220000_redirect_versions')
          : import('@/migrations/sqlite/20261122_220000_redirect_versions'),
    )
  })
})
