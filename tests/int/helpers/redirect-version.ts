import { beforeAll, expect, it } from 'vitest'

import { databaseOf } from '@/db/database'
import { importRedirectCsv, loadSiteRules, tableVersion } from '@/features/redirects/queries'

import type { TestCms } from './cms'
import { createSite } from './fixtures'
import { expectVersionIsCounterRow, versionMoves } from './change-counters'

type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * The redirect table version (the `redirect_versions` counters kept by triggers on `redirects`), the same on
 * SQLite and PostgreSQL: it moves on every kind of write to a site's table, only that site's. Registers its
 * tests in the caller's describe; `cms` is read once the CMS has started. Creates four sites of its own
 * (keys `redirect-version-*`).
 */
export function redirectVersionCases(cms: () => TestCms, migration: () => Promise<Migration>) {
  let site: number
  let other: number
  let empty: number
  beforeAll(async () => {
    site = (await createSite(cms().payload, 'redirect-version-a')).id
    other = (await createSite(cms().payload, 'redirect-version-b')).id
    empty = (await createSite(cms().payload, 'redirect-version-empty')).id
  })

  const version = (of: number) => tableVersion(cms().payload, of)
  const create = (of: number, source: string, destination = '/kop-bil') =>
    cms().payload.create({ collection: 'redirects', data: { site: of, source, destination }, overrideAccess: true })
  /** Makes a change and answers whether it moved the version of `site`; the other site's never moves. */
  const moves = (change: () => Promise<unknown>) => versionMoves(version, site, other)(change)
  const rawDelete = async (of: number) => {
    const payload = cms().payload
    return databaseOf(payload).execute({ sql: `DELETE FROM redirects WHERE site_id = ${databaseOf(payload).placeholder(1)}`, args: [of] })
  }

  it('the pipeline reads a table as the CMS holds it: order, temporary rules, rules of other sites left out', async () => {
    const payload = cms().payload
    const own = (await createSite(payload, 'redirect-version-load')).id
    const data = (source: string, order: number, permanent?: boolean) => ({
      site: own,
      source,
      destination: '/kampanj',
      order,
      ...(permanent === undefined ? {} : { permanent }),
    })
    await payload.create({ collection: 'redirects', data: data('/andra', 20.5), overrideAccess: true })
    await payload.create({ collection: 'redirects', data: data('/forsta', 10, false), overrideAccess: true })
    await create(site, '/annan-sajt')
    const rules = await loadSiteRules(payload, own)
    expect(rules.map(({ source, permanent, order }) => ({ source, permanent, order }))).toEqual([
      { source: '/forsta', permanent: false, order: 10 },
      { source: '/andra', permanent: true, order: 20.5 },
    ])
    expect(rules.every((rule) => typeof rule.id === 'number')).toBe(true)
  })

  it('answers 0 for a site that never had a rule, and a counter once it has one', async () => {
    expect(await version(empty)).toBe('0')
    expect(await version(999_999)).toBe('0')
    await create(other, '/version-other')
    await create(site, '/version-first')
    expect(await version(site)).toMatch(/^[1-9]\d*$/)
    expect(await version(other)).toMatch(/^[1-9]\d*$/)
    expect(await version(empty)).toBe('0')
  })

  it('moves on a create, an edit and a deletion in the CMS, and for both sites when a rule changes site', async () => {
    const payload = cms().payload
    let created: { id: number } | undefined
    expect(await moves(async () => (created = await create(site, '/version-edit')))).toBe(true)
    expect(
      await moves(() =>
        payload.update({ collection: 'redirects', id: created!.id, data: { destination: '/kop-bil/kampanjer' }, overrideAccess: true }),
      ),
    ).toBe(true)
    expect(await moves(() => payload.delete({ collection: 'redirects', id: created!.id, overrideAccess: true }))).toBe(true)
    // Another site's change leaves this one alone.
    const before = await version(site)
    await create(other, '/version-elsewhere')
    expect(await version(site)).toBe(before)

    const moving = await create(site, '/version-moving')
    const was = [await version(site), await version(other)]
    await payload.update({ collection: 'redirects', id: moving.id, data: { site: other }, overrideAccess: true })
    const now = [await version(site), await version(other)]
    expect(now[0]).not.toBe(was[0])
    expect(now[1]).not.toBe(was[1])
  })

  it('moves on a CSV import that appends or replaces, and not on a refused one', async () => {
    const payload = cms().payload
    let result: Awaited<ReturnType<typeof importRedirectCsv>> | undefined
    expect(
      await moves(
        async () => (result = await importRedirectCsv(payload, site, 'source,destination\n/csv-1,/kop-bil\n/csv-2,/kop-bil\n', 'append')),
      ),
    ).toBe(true)
    expect(result).toEqual({ ok: true, imported: 2, removed: 0 })
    const table = await loadSiteRules(payload, site)
    const file = ['source,destination,permanent', ...table.map((rule) => `${rule.source},${rule.destination},${rule.permanent}`)].join('\n')
    // The same rules again: the rows are deleted and inserted, so the version moves though the table reads the same.
    expect(await moves(async () => (result = await importRedirectCsv(payload, site, file, 'replace')))).toBe(true)
    expect(result).toEqual({ ok: true, imported: table.length, removed: table.length })
    expect((await loadSiteRules(payload, site)).map(({ source, destination }) => [source, destination])).toEqual(
      table.map(({ source, destination }) => [source, destination]),
    )
    expect(await moves(async () => (result = await importRedirectCsv(payload, site, 'source,destination\nbad,/kop-bil\n', 'append')))).toBe(
      false,
    )
    expect(result?.ok).toBe(false)
  })

  it('moves on a statement that bypasses the CMS, and never goes back when the table empties', async () => {
    await create(site, '/version-raw')
    const seen = new Set([await version(site)])
    expect(await moves(() => rawDelete(site))).toBe(true)
    expect(await loadSiteRules(cms().payload, site)).toEqual([])
    seen.add(await version(site))
    expect(await version(site)).not.toBe('0')
    await create(site, '/version-raw')
    seen.add(await version(site))
    expect(seen.size).toBe(3)
  })

  it('is one row per site, whatever the number of rules (no scan of the rules)', async () => {
    await create(site, '/version-row')
    await expectVersionIsCounterRow(cms().payload, { table: 'redirect_versions', keyColumn: 'site_id', key: site }, () => version(site))
  })

  it('gives the sites that have rules a version when the migration runs on an existing database', async () => {
    const payload = cms().payload
    const { up, down } = await migration()
    const db = (payload.db as unknown as { drizzle: unknown }).drizzle
    await create(site, '/version-migration')
    await rawDelete(other)
    await down({ db, payload, req: {} } as never)
    await up({ db, payload, req: {} } as never)
    expect(await version(site)).toBe('1')
    expect(await version(other)).toBe('0')
    expect(await version(empty)).toBe('0')
    // The triggers are back.
    expect(await moves(() => create(site, '/version-after-migration'))).toBe(true)
    await create(other, '/version-other-again')
    expect(await version(other)).toBe('1')
  })
}
