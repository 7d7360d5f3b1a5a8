import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisAvailable, startRedis, type TestRedis } from '../helpers/redis-server'
import { createSite } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'
import { freePort, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'

type Health = { status: number; body: { status: string; database: { status: string; error?: string }; redis: { status: string } } }

/**
 * An instance on PostgreSQL and Redis (servers of this file's own) while each goes away and comes back. While
 * PostgreSQL is down /healthz says so (503) and nothing brings the process down; once it is back the same
 * instance answers and writes again, without a restart of its own. While Redis is down the instance serves
 * (200, `degraded`) and /healthz says Redis is down; once it is back, it is up again.
 */
describe.runIf(redisAvailable)('an instance while PostgreSQL restarts and Redis stops', () => {
  let postgres: TemporaryPostgres
  let redis: TestRedis
  let cms: TestCms
  let health: () => Promise<Health>

  beforeAll(async () => {
    postgres = startTemporaryPostgres(await freePort('TEST_POSTGRES_PORTS'))
    redis = await startRedis()
    // Read with the rest of the configuration when the CMS starts.
    process.env.REDIS_URL = redis.url
    cms = await startCms({ databaseUrl: postgres.url })
    const [{ healthz }, { routeOf }] = await Promise.all([import('@/app/api/healthz/endpoint'), import('@/http/next-route')])
    const route = routeOf(healthz)
    health = async () => {
      const response = await route.GET(new Request('http://localhost/api/healthz'))
      return { status: response.status, body: await response.json() }
    }
  })
  afterAll(async () => {
    await cms?.stop()
    postgres?.stop()
    redis?.stop()
    delete process.env.REDIS_URL
  })

  it('reports a PostgreSQL outage while it lasts and recovers by itself when the database is back', async () => {
    await createSite(cms.payload, 'restart-before')
    // Connections of every kind open: the CMS's pool, the data layer's statements, a transaction.
    await Promise.all([cms.payload.count({ collection: 'sites', overrideAccess: true }), cms.db.execute({ sql: 'SELECT 1 AS one', args: [] }), cms.db.transaction(async (tx) => tx.execute({ sql: 'SELECT 1 AS one', args: [] }))])
    await expect.poll(async () => (await health()).body.status, { timeout: 10_000 }).toBe('ok')
    expect(await health()).toMatchObject({ status: 200, body: { database: { status: 'up' }, redis: { status: 'up' } } })

    postgres.halt()
    // Idle connections of the pool report the server's shutdown: an error event nobody must leave unheard.
    expect(await health()).toMatchObject({ status: 503, body: { status: 'unavailable', database: { status: 'down' }, redis: { status: 'up' } } })
    await expect(cms.payload.find({ collection: 'sites', overrideAccess: true })).rejects.toThrow()
    await expect(cms.db.execute({ sql: 'SELECT 1 AS one', args: [] })).rejects.toThrow()
    expect((await health()).status).toBe(503)

    postgres.resume()
    await expect.poll(async () => (await health()).status, { timeout: 20_000, interval: 250 }).toBe(200)
    await createSite(cms.payload, 'restart-after')
    expect((await cms.payload.find({ collection: 'sites', overrideAccess: true, depth: 0 })).docs.map((site) => site.key).sort()).toEqual(['restart-after', 'restart-before'])
    expect((await cms.db.execute({ sql: 'SELECT 1 AS one', args: [] })).rows).toEqual([{ one: 1 }])
    expect(await cms.db.transaction(async (tx) => (await tx.execute({ sql: 'SELECT 2 AS two', args: [] })).rows)).toEqual([{ two: 2 }])
  })

  it('serves while Redis is down, saying so, and is whole again once it is back', async () => {
    await redis.halt()
    const down = await health()
    expect(down).toMatchObject({ status: 200, body: { status: 'degraded', database: { status: 'up' }, redis: { status: 'down' } } })
    // An editor's change still saves (telling the other instances fails quietly).
    await createSite(cms.payload, 'redis-away')
    await redis.resume()
    await expect.poll(async () => (await health()).body, { timeout: 10_000, interval: 250 }).toMatchObject({ status: 'ok', redis: { status: 'up' } })
  })
})
