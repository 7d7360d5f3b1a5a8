import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jsonOf } from '@/db/sql'
import { linkSigner } from '@/features/saved-searches/links'
import type { SavedSearchSite } from '@/features/saved-searches/ports'
import type { SavedSearchService, StockChange } from '@/features/saved-searches/saved-searches'
import { SAVED_SEARCH_TEXTS } from '@/features/saved-searches/texts'
import { runStockImport } from '@/features/stock/import'
import type { Car } from '@/features/stock/car'

import { carsToNdjson, testCar, testCars } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { createSite } from './helpers/fixtures'

const sign = linkSigner('saved-search-test-secret-0123456789abcdef')
const VERA = 'vera.saved@example.com'
const XC60 = { 'car_brand>car_model': { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }
const consent = { text: SAVED_SEARCH_TEXTS.saveSearchConsent, version: 'saved-search-2026-12' }

/** Saved searches end to end below the web: double opt-in, matching on import, exactly-once alerts, price drops. */
describe('saved searches and their alerts', () => {
  let cms: TestCms
  let siteId: number
  let service: (instance?: number) => SavedSearchService
  let wakes = 0

  beforeAll(async () => {
    cms = await startCms()
    const site = await createSite(cms.payload, 'alerts')
    siteId = site.id
    const { savedSearchService } = await import('@/features/saved-searches/saved-searches')
    const port: SavedSearchSite = {
      id: site.id,
      key: 'alerts',
      name: 'Nordvik Alerts',
      origin: 'http://alerts.localhost:3000',
      vehicleIndex: 'vehicles-se',
      defaultLocale: 'sv-SE',
      locales: ['sv-SE', 'en'],
      retentionDays: 30,
      detailBase: () => '/kop-bil',
      texts: async () => ({ ...SAVED_SEARCH_TEXTS }),
    }
    service = () =>
      savedSearchService(
        cms.db,
        { site: async (id) => (id === site.id ? port : null), sites: async () => [port], wakeDelivery: () => void wakes++ },
        sign,
      )
    // The stock before anyone saves a search: no Volvo XC60 under car ids 1000100+.
    await runStockImport(cms.db, { index: 'vehicles-se', mode: 'upsert', text: carsToNdjson(testCars(10)) })
  })
  afterAll(async () => cms?.stop())

  const emailsTo = async (to: string) =>
    (
      await cms.db.execute({
        sql: `SELECT id, subject, body_text, headers FROM email_outbox WHERE to_address = ${cms.db.placeholder(1)} ORDER BY id`,
        args: [to],
      })
    ).rows.map((row) => ({
      subject: String(row.subject),
      body_text: String(row.body_text),
      headers: jsonOf<Record<string, string>>(row.headers, {}),
    }))
  const tokenIn = (text: unknown, path: string) =>
    new URL(new RegExp(`https?://[^\\s]*${path}[^\\s]*`).exec(String(text))![0]).searchParams.get('token')!
  const importCars = (cars: Car[], mode: 'upsert' | 'full' = 'upsert', instance = 0) =>
    runStockImport(cms.db, {
      index: 'vehicles-se',
      mode,
      text: carsToNdjson(cars),
      afterCommit: async (change: StockChange) => void (await service(instance).onStockChanged(change)),
    })
  const newXc60 = (n: number, overrides: Record<string, unknown> = {}) => testCar(100 + n * 5, overrides)

  it('sends nothing but the confirmation until its link is opened, then one alert per new car, never twice', async () => {
    await service().save(
      siteId,
      {
        kind: 'search',
        name: 'Volvo XC60',
        email: VERA,
        frequency: 'instant',
        criteria: { filters: XC60, keyphrase: '' },
        listUrl: '/kop-bil/volvo/xc60',
        consent,
      },
      'http://alerts.localhost:3000',
    )
    const [confirmation, ...others] = await emailsTo(VERA)
    expect(others).toEqual([])
    expect(String(confirmation!.subject)).toContain('Volvo XC60')
    const stored = await cms.payload.find({ collection: 'saved-searches', overrideAccess: true, where: { email: { equals: VERA } } })
    expect(stored.docs[0]).toMatchObject({ status: 'pending', consentText: consent.text, consentVersion: consent.version })

    // Unconfirmed: a matching car arrives and nothing is sent.
    await importCars([newXc60(0)])
    expect(await emailsTo(VERA)).toHaveLength(1)

    const token = tokenIn(confirmation!.body_text, '/saved-searches/confirm')
    expect(await service().confirm('c.1.forged-signature-000000000000000', siteId)).toBeNull()
    expect(await service().confirm(token, siteId)).toMatchObject({ status: 'confirmed', name: 'Volvo XC60' })

    // A car the search saw before it was confirmed is not new to it; a new one is, once.
    await importCars([newXc60(1)])
    const afterFirst = await emailsTo(VERA)
    expect(afterFirst).toHaveLength(2)
    expect(String(afterFirst[1]!.body_text)).toContain('/kop-bil/')
    expect(String(afterFirst[1]!.body_text)).toContain(newXc60(1).car_id)
    expect(String(afterFirst[1]!.body_text)).not.toContain(newXc60(0).car_id)
    const headers = afterFirst[1]!.headers
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/alerts\.localhost:3000\/api\/car-alerts\/unsubscribe\?token=u\./)

    // The same import again, and a change to the car (a new price): nothing new to the search.
    await importCars([newXc60(1)])
    await importCars([newXc60(1, { car_price: 123_456 })])
    expect(await emailsTo(VERA)).toHaveLength(2)
  })

  it('announces a car once when several instances match the same import at once', async () => {
    const cars = [newXc60(2), newXc60(3), testCar(201)]
    await runStockImport(cms.db, { index: 'vehicles-se', mode: 'upsert', text: carsToNdjson(cars) })
    const change: StockChange = { index: 'vehicles-se', changedCarIds: cars.map((car) => car.car_id), removedCarIds: [] }
    // Three instances (each its own service) handle the same change at once; on PostgreSQL truly in parallel.
    const results = await Promise.all([
      service(1).onStockChanged(change),
      service(2).onStockChanged(change),
      service(3).onStockChanged(change),
    ])
    expect(results.reduce((sum, result) => sum + result.alerts, 0)).toBe(2)
    expect(results.reduce((sum, result) => sum + result.emails, 0)).toBe(1)
    const emails = await emailsTo(VERA)
    const alertsFor = (carId: string) => emails.filter((email) => String(email.body_text).includes(carId)).length
    expect(alertsFor(newXc60(2).car_id)).toBe(1)
    expect(alertsFor(newXc60(3).car_id)).toBe(1)
    const rows = (
      await cms.db.execute({ sql: "SELECT car_id, count(*) AS n FROM saved_search_alerts WHERE event = 'new' GROUP BY car_id", args: [] })
    ).rows
    for (const row of rows) expect(Number(row.n), String(row.car_id)).toBe(1)
  })

  it('stops at once with the one-click unsubscribe and lists and deletes searches by the manage link', async () => {
    const emails = await emailsTo(VERA)
    const alert = emails.at(-1)!
    const unsubscribe = new URL(alert.headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!
    const manage = tokenIn(alert.body_text, '/saved-searches/manage')
    expect((await service().manage(manage, siteId))!.map((search) => search.name)).toEqual(['Volvo XC60'])
    expect(await service().unsubscribe(unsubscribe, siteId)).toHaveLength(1)
    await importCars([newXc60(4)])
    expect(await emailsTo(VERA)).toHaveLength(emails.length)
    expect(await service().manage(manage, siteId)).toEqual([])
    expect(await service().manage('m.forged.000000000000000000000000000000000', siteId)).toBeNull()
  })

  it('tells a watched car’s price drop once and its sale, after its own double opt-in', async () => {
    const watcher = 'price.watcher@example.com'
    const car = testCar(3)
    await service().save(
      siteId,
      { kind: 'car', carId: car.car_id, email: watcher, listUrl: '/kop-bil', consent },
      'http://alerts.localhost:3000',
    )
    const [confirmation] = await emailsTo(watcher)
    await service().confirm(tokenIn(confirmation!.body_text, '/saved-searches/confirm'), siteId)
    const was = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
    const cheaper = { ...car, car_price: was - 10_000, car_campaign_price: 0 }
    await importCars([cheaper])
    await importCars([cheaper])
    const afterDrop = await emailsTo(watcher)
    expect(afterDrop).toHaveLength(2)
    expect(String(afterDrop[1]!.subject)).toContain('Kia Niro')
    // A full feed without the car: it is sold.
    await importCars(
      testCars(10).filter((other) => other.car_id !== car.car_id),
      'full',
    )
    const afterSale = await emailsTo(watcher)
    expect(afterSale).toHaveLength(3)
    expect(String(afterSale[2]!.body_text)).toContain(SAVED_SEARCH_TEXTS.priceDropSoldText.split('{car}')[1]!.trim().slice(0, 20))
  })

  it('keeps daily searches’ alerts for one digest', async () => {
    const daily = 'daily.reader@example.com'
    await service().save(
      siteId,
      {
        kind: 'search',
        name: 'Toyota',
        email: daily,
        frequency: 'daily',
        criteria: { filters: { 'car_brand>car_model': { values: [{ value: 'Toyota' }] } }, keyphrase: '' },
        listUrl: '/kop-bil/toyota',
        consent,
      },
      'http://alerts.localhost:3000',
    )
    const [confirmation] = await emailsTo(daily)
    await service().confirm(tokenIn(confirmation!.body_text, '/saved-searches/confirm'), siteId)
    await importCars([testCar(302), testCar(307)])
    expect(await emailsTo(daily)).toHaveLength(1)
    expect(await service().digest()).toBe(1)
    expect(await service().digest()).toBe(0)
    const emails = await emailsTo(daily)
    expect(emails).toHaveLength(2)
    expect(String(emails[1]!.body_text)).toContain(testCar(302).car_id)
    expect(String(emails[1]!.body_text)).toContain(testCar(307).car_id)
  })
})
