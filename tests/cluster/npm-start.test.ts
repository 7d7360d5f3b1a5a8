import { describe, expect, inject, it } from 'vitest'

import { npmStart } from './launch'
import { send } from './client'
import { clusterUnavailable } from './use-cluster'

/**
 * `npm start` on PostgreSQL, as a person runs it: the first start on an empty database seeds the demo and serves
 * it (the start that seeded the cluster's database, tests/cluster/global-setup.ts), and a start on the database
 * it seeded only migrates and serves.
 */
describe.skipIf(clusterUnavailable)('npm start on PostgreSQL', () => {
  const firstStart = inject('clusterFirstStart')

  it.skipIf(!firstStart)('on an empty database: seeds the demo, then serves', () => {
    expect(firstStart!.output).toContain('The database is empty: seeding the Nordvik Group demo')
    expect(firstStart!.output).toContain('The postgres database is up to date: 10 sites.')
    expect(firstStart!.output).toContain('Demo mode: on')
    expect(firstStart!.home.status).toBe(200)
    expect(firstStart!.home.body).toContain('Nordvik Bilhall')
  })

  it('on the database it seeded: migrates, then serves', async () => {
    const started = await npmStart(inject('clusterDatabase')!.url)
    try {
      expect(started.output()).toContain('The postgres database is up to date: 10 sites.')
      expect(started.output()).not.toContain('seeding')
      const health = await send(started.port, { host: 'localhost', path: '/healthz' })
      expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up', kind: 'postgres' } })
      expect((await send(started.port, { host: 'uk.localhost', path: '/' })).status).toBe(200)
    } finally {
      await started.stop()
    }
  })
})
