import { describe } from 'vitest'

import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './helpers/postgres'
import { serviceBookingCases } from './helpers/service-booking-cases'

describe.runIf(postgresBinaries() || process.env.TEST_POSTGRES_URL)('the workshop booking engine on PostgreSQL', () => {
  let server: TemporaryPostgres | undefined
  serviceBookingCases({
    databaseUrl: () => process.env.TEST_POSTGRES_URL ?? (server = startTemporaryPostgres(55_640 + (process.pid % 60))).url,
    stop: () => server?.stop(),
  })
})
