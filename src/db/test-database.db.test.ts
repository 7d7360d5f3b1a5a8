import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { closePool, testDialect } from './test-database'

describe.skipIf(testDialect() !== 'postgres')('closing a throwaway database’s pool', () => {
  it('answers once every connection is closed, so that dropping the database ends none from the server’s side', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_POSTGRES_URL, max: 5 })
    const clients: pg.PoolClient[] = []
    pool.on('connect', (client) => clients.push(client))
    await Promise.all(Array.from({ length: 5 }, () => pool.query('SELECT pg_sleep(0.02)')))
    expect(clients).toHaveLength(5)
    await closePool(pool)
    const sockets = clients.map((client) => (client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream)
    expect(sockets.every((socket) => socket.destroyed)).toBe(true)
  })

  it('answers at once for a pool that never connected', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_POSTGRES_URL })
    await closePool(pool)
    expect(pool.ended).toBe(true)
  })
})
