import { describe } from 'vitest'

import { tireHotelCases } from './helpers/tire-hotel-cases'

describe('the tire hotel API', () => {
  tireHotelCases()
})
