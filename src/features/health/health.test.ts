import { describe, expect, it } from 'vitest'

import { checkHealth, healthStatusCode } from './health'

describe('health check', () => {
  it('is ok when the database answers', async () => {
    const report = await checkHealth(async () => 1, 'sqlite')
    expect(report).toMatchObject({ status: 'ok', database: { status: 'up', kind: 'sqlite' } })
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
})
