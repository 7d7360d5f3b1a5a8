import { describe, expect, it } from 'vitest'

import { trackBooking, trackBookingFailure, trackFailure, trackStep } from './flow-analytics'
import { CONFIRMATION } from './test-data'

describe('the tire hotel’s analytics', () => {
  it('pushes flow_interaction steps 1 to 6 and a purchase worth 0 SEK, with nothing personal', () => {
    const target: { dataLayer?: unknown[] } = {}
    for (const step of ['search', 'login', 'validate', 'loggedIn', 'booking', 'confirmation'] as const) trackStep(step, target)
    trackBooking(CONFIRMATION, target)
    expect(target.dataLayer!.slice(0, 6).map((event) => (event as { flow_step: number }).flow_step)).toEqual([1, 2, 3, 4, 5, 6])
    expect(target.dataLayer![0]).toEqual({ event: 'flow_interaction', flow_name: 'tire-hotel', flow_step: 1, flow_step_name: 'search' })
    expect(target.dataLayer![6]).toEqual({
      event: 'purchase',
      flow_name: 'tire-hotel',
      ecommerce: { transaction_id: 'DH-1001', currency: 'SEK', value: 0, items: [{ item_name: 'Hjulskifte', price: 0, quantity: 1 }] },
    })
    const sent = JSON.stringify(target.dataLayer)
    for (const personal of ['0701740650', 'vera@example.com', 'TIR123', 'Nilsson']) expect(sent).not.toContain(personal)
  })

  it('pushes event_error for a failure the visitor sees, and logs a failed booking in the console, with nothing personal', () => {
    const target: { dataLayer?: unknown[] } = {}
    const logged: unknown[][] = []
    trackFailure('search_failed', target)
    trackBookingFailure({ status: 409, code: 'TimeslotNotAvailable' }, target, { error: (...args: unknown[]) => logged.push(args) })
    expect(target.dataLayer).toEqual([
      { event: 'event_error', form_name: 'tire-hotel', error_type: 'search_failed' },
      { event: 'event_error', form_name: 'tire-hotel', error_type: 'booking_failed', error_code: 'TimeslotNotAvailable' },
    ])
    expect(logged).toEqual([['tire hotel booking failed', { status: 409, code: 'TimeslotNotAvailable' }]])
  })
})
