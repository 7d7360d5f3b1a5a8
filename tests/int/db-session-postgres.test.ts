import { describe } from 'vitest'

import { databaseSessionCases } from './helpers/db-session-cases'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'

describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('the database session on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  databaseSessionCases({
    databaseUrl: () => process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(56_500 + (process.pid % 400))).url,
    stop: () => server?.stop(),
  })
})
