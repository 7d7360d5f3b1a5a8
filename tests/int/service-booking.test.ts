import { describe } from 'vitest'

import { serviceBookingCases } from './helpers/service-booking-cases'

describe('the workshop booking engine on SQLite', () => {
  serviceBookingCases({})
})
