import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { cmsApi, cmsLogin, E2E, fetchAs, searchApi } from './helpers/server'

const root = path.resolve(import.meta.dirname, '../..')
const withRedis = spawnSync('redis-server', ['--version']).status === 0

/**
 * Several instances of one deployment on one database, with Redis: an editor publishes through one instance
 * and every other instance shows the change on its next request.
 */
test.describe('several instances', () => {
  test.skip(!withRedis, 'needs redis-server (npm test installs it)')
  let second: ChildProcess

  test.beforeAll(async () => {
    // A second Node process starting beside the first on two shared cores: more than one test's budget.
    test.setTimeout(150_000)
    // The instance's own server, as `npm start` runs it once the build and the database are ready.
    second = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FORECOURT_DEMO_MODE: 'true',
        PORT: String(E2E.secondPort),
        DATABASE_URL: `file:./${E2E.dataDir}/forecourt.db`,
        FORECOURT_DATA_DIR: `./${E2E.dataDir}`,
        FORECOURT_MEDIA_DIR: `./${E2E.dataDir}/media`,
        PAYLOAD_SECRET: E2E.secret,
        FORECOURT_SEARCH_API_KEY: E2E.searchKey,
        FORECOURT_STOCK_API_KEY: E2E.stockKey,
        REDIS_URL: `redis://127.0.0.1:${E2E.redisPort}`,
        LOG_LEVEL: 'warn',
      },
    })
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${E2E.secondPort}/api/healthz`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
      .toBe(200)
  })
  test.afterAll(() => {
    second?.kill('SIGTERM')
  })

  test('a publish on one instance shows on the other at its next request', async () => {
    const viaSecond = (pathname: string) => fetchAs('sk.localhost', pathname, { port: E2E.secondPort })
    const before = await viaSecond('/servis')
    expect(before.status).toBe(200)
    expect((await viaSecond('/servis')).body).toBe(before.body)

    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=sk-dealer&depth=0', token)).json.docs[0]
    const page = (await cmsApi('GET', `/pages?where[site][equals]=${site.id}&where[path][equals]=/servis&depth=0&locale=sk-SK`, token)).json.docs[0]
    const updated = await cmsApi('PATCH', `/pages/${page.id}?locale=sk-SK`, token, { title: 'Servis a údržba (nové)', _status: 'published' })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)

    expect((await fetchAs('sk.localhost', '/servis')).body).toContain('Servis a údržba (nové)')
    await expect.poll(async () => (await viaSecond('/servis')).body.includes('Servis a údržba (nové)'), { timeout: 10_000 }).toBe(true)
  })

  test('a redirect an editor adds through one instance applies on the other within 5 s', async () => {
    const token = await cmsLogin()
    const site = (await cmsApi('GET', '/sites?where[key][equals]=sk-dealer&depth=0', token)).json.docs[0]
    const source = `/stara-adresa-${Date.now()}`
    const viaSecond = () => fetchAs('sk.localhost', source, { port: E2E.secondPort })
    expect((await viaSecond()).status).toBe(404)
    const created = await cmsApi('POST', '/redirects', token, { site: site.id, source, destination: '/servis' })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    await expect.poll(async () => (await viaSecond()).status, { timeout: 5_000, intervals: [100] }).toBe(308)
    expect((await viaSecond()).headers.location).toMatch(/\/servis$/)
    await cmsApi('DELETE', `/redirects/${created.json.doc.id}`, token)
    await expect.poll(async () => (await viaSecond()).status, { timeout: 5_000, intervals: [100] }).toBe(404)
  })

  test('each instance’s /healthz reports Redis', async () => {
    for (const port of [E2E.port, E2E.secondPort]) {
      const health = JSON.parse((await fetchAs('localhost', '/healthz', { port })).body)
      expect(health).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } })
    }
  })

  test('only the deployment’s own instances may expire its cache', async () => {
    const refused = await fetch(`http://127.0.0.1:${E2E.secondPort}/api/internal/revalidate`, { method: 'POST', body: JSON.stringify({ tags: ['sites'] }) })
    expect(refused.status).toBe(403)
    const key = createHmac('sha256', E2E.secret).update('forecourt-internal').digest('base64url')
    const accepted = await fetch(`http://127.0.0.1:${E2E.secondPort}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'x-forecourt-internal-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['sites'] }),
    })
    expect(accepted.status).toBe(200)
    const invalid = await fetch(`http://127.0.0.1:${E2E.secondPort}/api/internal/revalidate`, { method: 'POST', headers: { 'x-forecourt-internal-key': key, 'content-type': 'application/json' }, body: '{"tags":[]}' })
    expect(invalid.status).toBe(400)
  })

  test('a car an editor changes on one instance shows in the other’s search within 5 s', async () => {
    const token = await cmsLogin()
    const found = await cmsApi('GET', '/cars?where[vehicleIndex][equals]=vehicles-no&limit=1&sort=carId&depth=0', token)
    const car = found.json.docs[0]
    const description = `Nylig overhalt – sjekk ${Date.now()}.`
    const patched = await cmsApi('PATCH', `/cars/${car.id}`, token, { data: { ...car.data, car_description: description } })
    expect(patched.status, JSON.stringify(patched.json)).toBe(200)
    const started = Date.now()
    await expect
      .poll(async () => (await searchApi({ index: 'vehicles-no', filters: [{ name: 'car_id', values: [{ value: car.carId }] }], fields: ['car_description'] }, { port: E2E.secondPort })).json.content[0]?.car_description, { timeout: 5_000, intervals: [250] })
      .toBe(description)
    expect(Date.now() - started).toBeLessThanOrEqual(5_000)
  })

  test('a stock feed imported on one instance shows in the other’s search within 5 s', async () => {
    const before = await searchApi({ index: 'vehicles-fi', limit: 1, sort_name: 'price_asc' }, { port: E2E.secondPort })
    const cheapest = before.json.content[0]
    const feed = `${JSON.stringify({ ...cheapest, car_price: 990, car_price_text: '990 €' })}\n`
    const imported = await fetchAs('localhost', '/api/stock/import?index=vehicles-fi&mode=upsert', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'x-api-key': E2E.stockKey },
      body: feed,
    })
    expect(imported.status, imported.body).toBe(200)
    await expect
      .poll(async () => (await searchApi({ index: 'vehicles-fi', limit: 1, sort_name: 'price_asc', fields: ['car_id', 'car_price'] }, { port: E2E.secondPort })).json.content[0], { timeout: 5_000, intervals: [250] })
      .toEqual({ car_id: cheapest.car_id, car_price: 990 })
  })
})
