import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chosenCarsOfTheWeek } from '@/features/car-search/car-of-the-week'
import { findSiteByKey } from '@/features/sites/hosts'
import type { Car, VehicleIndex } from '@/features/stock/car'

import { testCar } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { createSite, createUser } from './helpers/fixtures'

/**
 * A site's cars of the week (Sites → the site → Cars of the week): its editors choose among their facilities' cars,
 * the feed's flag is the default, and a stock import leaves the choice as it is (a car sold drops out of it).
 */
describe('cars of the week chosen by a site’s editors', () => {
  let cms: TestCms
  let siteId: number
  let editor: string
  let admin: string
  const cars = {} as Record<'own1' | 'own2' | 'other' | 'british', { car: Car; id: number }>

  const choice = async () => chosenCarsOfTheWeek((await findSiteByKey(cms.payload, 'se-dealer-2'))!.carsOfTheWeek, 'vehicles-se')
  const importSwedish = async (stock: Car[], mode: 'upsert' | 'full' = 'upsert') => {
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-se' as VehicleIndex, cars: stock, mode })
  }

  beforeAll(async () => {
    cms = await startCms()
    const { payload } = cms
    siteId = (
      await createSite(payload, 'se-dealer-2', { name: 'Nordvik Bilhall', vehicleIndex: 'vehicles-se', siteSearchIndex: 'sites-se' })
    ).id
    await createSite(payload, 'se-dealer', { name: 'Nordvik Bil', vehicleIndex: 'vehicles-se', siteSearchIndex: 'sites-se' })
    editor = (await createUser(payload, 'veckans.se2@forecourt.test', ['editor'], [siteId])).token
    admin = (await createUser(payload, 'veckans.admin@forecourt.test', ['admin'])).token
    await payload.create({
      collection: 'dealer-sites',
      overrideAccess: true,
      data: {
        site_official_name: 'Nordvik Bil Uppsala',
        site_id: '1101',
        slug: 'uppsala',
        country: 'SE',
        site_street: 'Bolandsgatan 12',
        site_zip: '753 23',
        site_city: 'Uppsala',
        site_region: 'Uppsala',
        website_sort_order: 1,
        runBy: siteId,
      },
    })
    const own1 = testCar(1, { car_site_id: '1101', caroftheweek: false })
    const own2 = testCar(2, { car_site_id: '1101', caroftheweek: false })
    const other = testCar(3, { car_site_id: '1108', caroftheweek: true })
    const british = testCar(4, { car_site_id: '1301', car_price_currency: 'GBP' })
    await importSwedish([own1, own2, other])
    const { importStock } = await import('@/features/stock/repository')
    await importStock(cms.db, { index: 'vehicles-uk' as VehicleIndex, cars: [british], mode: 'upsert' })
    const idOf = async (car: Car) =>
      (await payload.find({ collection: 'cars', where: { carId: { equals: car.car_id } }, overrideAccess: true, depth: 0 })).docs[0]!.id
    Object.assign(cars, {
      own1: { car: own1, id: await idOf(own1) },
      own2: { car: own2, id: await idOf(own2) },
      other: { car: other, id: await idOf(other) },
      british: { car: british, id: await idOf(british) },
    })
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('follows the feed’s flag until the editors choose', async () => {
    expect(await choice()).toEqual([])
  })

  it('keeps the cars the site’s editor chooses, in their order', async () => {
    const saved = await cms.rest('PATCH', `/sites/${siteId}`, { token: editor, body: { carsOfTheWeek: [cars.own2.id, cars.own1.id] } })
    expect(saved.status, saved.text).toBe(200)
    expect(await choice()).toEqual([cars.own2.car.car_id, cars.own1.car.car_id])
  })

  it('refuses a car of another dealer’s facility for an editor, and a car of another index for anyone', async () => {
    const foreign = await cms.rest('PATCH', `/sites/${siteId}`, { token: editor, body: { carsOfTheWeek: [cars.other.id] } })
    expect(foreign.status, foreign.text).toBe(400)
    const british = await cms.rest('PATCH', `/sites/${siteId}`, { token: admin, body: { carsOfTheWeek: [cars.british.id] } })
    expect(british.status, british.text).toBe(400)
    expect(await choice()).toEqual([cars.own2.car.car_id, cars.own1.car.car_id])
  })

  it('is not changed by a stock import, whatever the feed flags', async () => {
    await importSwedish([
      { ...cars.own1.car, caroftheweek: true, car_price: 123_000 },
      { ...cars.own2.car, car_description: 'Ny beskrivning.' },
      { ...cars.other.car, caroftheweek: false },
    ])
    expect(await choice()).toEqual([cars.own2.car.car_id, cars.own1.car.car_id])
  })

  it('drops a car sold (gone from a full feed), and keeps the rest', async () => {
    await importSwedish([cars.own1.car, cars.other.car], 'full')
    expect(await choice()).toEqual([cars.own1.car.car_id])
  })
})
