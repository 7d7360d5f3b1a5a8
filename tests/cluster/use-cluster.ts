import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'

import { startCluster, type Cluster } from './launch'

/** Whether this machine can run the cluster (npm test installs nginx, PostgreSQL and Redis); the reason when not. */
export const clusterUnavailable = inject('clusterDatabase') === null ? `needs ${inject('clusterToolsMissing').join(', ')} (npm test installs them)` : null

/**
 * For a test file: its own cluster on the seeded database (started before its tests, stopped after), and a
 * connection to that database for what the tests check in it.
 */
export function useCluster(env: Record<string, string> = {}) {
  let cluster: Cluster | undefined
  let database: pg.Pool | undefined
  beforeAll(async () => {
    const seeded = inject('clusterDatabase')
    if (!seeded) return
    cluster = await startCluster({ database: { ...seeded, stop: () => {} }, env })
    database = new pg.Pool({ connectionString: seeded.url, max: 2 })
    // PostgreSQL's restarts in the fault tests end this pool's connections: it opens new ones.
    database.on('error', () => {})
  })
  afterAll(async () => {
    await database?.end()
    await cluster?.stop()
  })
  return {
    cluster: () => {
      if (!cluster) throw new Error('the cluster has not started')
      return cluster
    },
    /** A query on the cluster's database. */
    query: async <Row extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<Row[]> => (await database!.query(sql, values)).rows as Row[],
  }
}
