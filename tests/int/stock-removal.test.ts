import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { VehicleIndex } from '@/features/stock/car'
import { importStock, stockVersion } from '@/features/stock/repository'

import { testCars } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { createSite, createUser } from './helpers/fixtures'

/** A sold car leaves the stock without a full feed: deleted in the CMS, or by a dealer system over its API. */
describe('removing a car without a full feed', () => {
  let cms: TestCms
  let adminToken: string
  let editorToken: string
  const apiKey = 'dealer-system-key-0123456789abcdef'
  const index = 'vehicles-se' as VehicleIndex
  const carRow = async (carId: string) => (await cms.payload.find({ collection: 'cars', where: { vehicleIndex: { equals: index }, carId: { equals: carId } }, overrideAccess: true, depth: 0 })).docs[0]

  beforeAll(async () => {
    cms = await startCms()
    await importStock(cms.db, { index, cars: testCars(3), mode: 'upsert' })
    const site = await createSite(cms.payload, 'stock-site')
    await cms.payload.update({ collection: 'sites', id: site.id, data: { country: 'SE' }, overrideAccess: true })
    adminToken = (await createUser(cms.payload, 'stock.admin@forecourt.test', ['admin'])).token
    editorToken = (await createUser(cms.payload, 'stock.editor@forecourt.test', ['editor'], [site.id])).token
    await cms.payload.create({ collection: 'users', overrideAccess: true, data: { email: 'dealer.system@forecourt.test', password: 'a-long-system-password-1', roles: ['admin'], enableAPIKey: true, apiKey } })
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('an admin deletes a car in the CMS; search is told the stock changed', async () => {
    const car = await carRow('1000000')
    const before = await stockVersion(cms.db, index)
    expect((await cms.rest('DELETE', `/cars/${car!.id}`, { token: adminToken })).status).toBe(200)
    expect(await carRow('1000000')).toBeUndefined()
    expect(await stockVersion(cms.db, index)).not.toEqual(before)
  })

  it('a dealer system deletes a car by its index and car id with an API key', async () => {
    const removed = await cms.rest('DELETE', `/cars?where[vehicleIndex][equals]=${index}&where[carId][equals]=1000001`, { apiKey })
    expect(removed.status, removed.text).toBe(200)
    expect(removed.json.docs).toHaveLength(1)
    expect(await carRow('1000001')).toBeUndefined()
    expect(await carRow('1000002')).toBeDefined()
  })

  it('an editor, who corrects cars, deletes none', async () => {
    const car = await carRow('1000002')
    expect([403, 404]).toContain((await cms.rest('DELETE', `/cars/${car!.id}`, { token: editorToken })).status)
    expect(await carRow('1000002')).toBeDefined()
  })
})
