import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { turntableFrameUrls } from '@/features/media/turntable'
import { importStock } from '@/features/stock/repository'

import { testCar } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'

/** `GET /api/car-media/{regNo}` (spec 2 §7 Media (UK)) answered from the stock record, and the drawn frames. */
describe('car media', () => {
  let cms: TestCms
  let get: (path: string) => Promise<Response>

  beforeAll(async () => {
    cms = await startCms()
    const frames = turntableFrameUrls('exterior', '#8a1c1c', 36)
    await importStock(cms.db, {
      index: 'vehicles-uk',
      mode: 'upsert',
      cars: [
        testCar(1, {
          car_regno: 'NV21 ABC',
          car_price_currency: 'GBP',
          car_media: { video_url: null, exterior_360: frames, interior_360: [] },
        }),
        testCar(2, { car_regno: 'NV22 XYZ', car_price_currency: 'GBP' }),
      ],
    })
    const { carMediaEndpoint, carMediaFrame } = await import('@/app/api/car-media/endpoint')
    const { stockRecordMedia } = await import('@/features/media/stock-record')
    const { routeOf } = await import('@/http/next-route')
    const byRegNo = routeOf(carMediaEndpoint({ media: () => stockRecordMedia(async () => cms.db) }))
    const frame = routeOf(carMediaFrame)
    // As Next.js calls a route: the path's last segment, decoded, as its parameter.
    get = (path) => {
      const last = decodeURIComponent(path.split('/').pop()!)
      const request = new Request(`http://uk.localhost${path}`)
      return path.startsWith('/api/car-media/frames/')
        ? frame.GET(request, { params: Promise.resolve({ name: last }) })
        : byRegNo.GET(request, { params: Promise.resolve({ regNo: last }) })
    }
  })
  afterAll(async () => cms?.stop())

  it('tells which views a car has, by registration number in any spacing', async () => {
    const response = await get('/api/car-media/nv21abc')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ has360: true, hasInternal360: false, hasVideo: false, videoUrl: null, internal360: [] })
    expect(body.images360).toHaveLength(36)
    expect(await (await get('/api/car-media/NV22%20XYZ')).json()).toMatchObject({ has360: false, images360: [] })
  })

  it('answers 404 for a registration number no car has, and for one that cannot be (as the edge answers a path it does not serve)', async () => {
    expect((await get('/api/car-media/ZZ99ZZZ')).status).toBe(404)
    expect((await get('/api/car-media/%3Cscript%3E')).status).toBe(404)
  })

  it('draws the frames it names', async () => {
    const response = await get('/api/car-media/frames/exterior-8a1c1c-9-36.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect((await get('/api/car-media/frames/exterior-8a1c1c-99-36.svg')).status).toBe(404)
  })
})
