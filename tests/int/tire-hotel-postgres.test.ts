import { describe } from 'vitest'

import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'
import { tireHotelCases } from './helpers/tire-hotel-cases'

describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('the tire hotel API on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  tireHotelCases({
    databaseUrl: () => process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(55_700 + (process.pid % 60))).url,
    stop: () => server?.stop(),
  })
})
