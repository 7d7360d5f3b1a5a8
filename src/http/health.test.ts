import { describe, expect, it } from 'vitest'

import { checkHealth, healthStatusCode } from './health'

describe('health check', () => {
  it('is ok when the database answers, and says Redis is off when the instance runs without it', async () => {
    const report = await checkHealth(async () => 1, 'sqlite')
    expect(report).toMatchObject({ status: 'ok', database: { status: 'up', kind: 'sqlite' }, redis: { status: 'off' } })
    expect(healthStatusCode(report)).toBe(200)
  })

  it('is unavailable (503) when the database fails', async () => {
    const report = await checkHealth(async () => Promise.reject(new Error('SQLITE_CANTOPEN')), 'sqlite')
    expect(report).toMatchObject({ status: 'unavailable', database: { status: 'down', error: 'SQLITE_CANTOPEN' } })
    expect(healthStatusCode(report)).toBe(503)
  })

  it('is unavailable when the database does not answer in time', async () => {
    const report = await checkHealth(() => new Promise(() => {}), 'postgres', 20)
    expect(report.database).toMatchObject({ status: 'down', error: 'no answer within 20 ms' })
  })

  it('reports Redis, and is degraded but serving (200) while Redis is down', async () => {
    const up = await checkHealth(
      async () => 1,
      'postgres',
      20,
      async () => ({ status: 'up', latencyMs: 1 }),
    )
    expect(up).toMatchObject({ status: 'ok', redis: { status: 'up' } })
    const down = await checkHealth(
      async () => 1,
      'postgres',
      20,
      async () => ({ status: 'down', latencyMs: 0, error: 'Connection is closed.' }),
    )
    expect(down).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      redis: { status: 'down', error: 'Connection is closed.' },
    })
    expect(healthStatusCode(down)).toBe(200)
    const silent = await checkHealth(
      async () => 1,
      'postgres',
      20,
      () => new Promise(() => {}),
    )
    expect(silent.redis).toMatchObject({ status: 'down', error: 'no answer within 20 ms' })
    // The database decides.
    const both = await checkHealth(
      async () => Promise.reject(new Error('ECONNREFUSED')),
      'postgres',
      20,
      async () => ({ status: 'down', latencyMs: 0 }),
    )
    expect(healthStatusCode(both)).toBe(503)
  })
})
