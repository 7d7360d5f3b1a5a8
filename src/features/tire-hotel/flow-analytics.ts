import { errorEvent, pushDataLayer, type DataLayerTarget } from '@/lib/analytics/data-layer'

import type { TireHotelConfirmation } from './contract'
import { stepNumber, type TireHotelStep } from './flow'

/**
 * The tire hotel's data-layer events (spec 3 §7): flow_interaction for each of steps 1 to 6 as it is shown, a
 * purchase with value 0 in SEK when a wheel change is booked, and event_error for a failure the visitor sees (a
 * refused booking too, which is also logged in the console, §8). Never a phone number, code, token or registration
 * number.
 */
export const TIRE_HOTEL_FLOW_NAME = 'tire-hotel'
/** The page_type of the tire hotel page's impression. */
export const TIRE_HOTEL_PAGE_TYPE = 'tire hotel'

export function flowInteractionEvent(step: TireHotelStep) {
  return { event: 'flow_interaction', flow_name: TIRE_HOTEL_FLOW_NAME, flow_step: stepNumber(step), flow_step_name: step } as const
}

export function tireHotelPurchaseEvent(confirmation: Pick<TireHotelConfirmation, 'bookingConfirmationId' | 'services'>) {
  return {
    event: 'purchase',
    flow_name: TIRE_HOTEL_FLOW_NAME,
    ecommerce: {
      transaction_id: confirmation.bookingConfirmationId,
      currency: 'SEK',
      value: 0,
      items: confirmation.services.map((service) => ({ item_name: service.name, price: 0, quantity: 1 })),
    },
  } as const
}

export const trackStep = (step: TireHotelStep, target?: DataLayerTarget) => pushDataLayer(flowInteractionEvent(step), target)
export const trackBooking = (confirmation: TireHotelConfirmation, target?: DataLayerTarget) =>
  pushDataLayer(tireHotelPurchaseEvent(confirmation), target)

/** A failure the visitor sees (search, code, days or times), by its kind: never the server's words, which may name the car. */
export const trackFailure = (errorType: string, target?: DataLayerTarget) =>
  pushDataLayer(errorEvent(TIRE_HOTEL_FLOW_NAME, errorType), target)

/** Why a booking failed, as far as the console and the data layer are told: the answer's status and error code. */
export type BookingFailure = { status: number | null; code: string | null }

/**
 * A refused or failed booking (spec 3 §8 'Booking failure: the server message in red; the exception is logged and
 * the loading state cleared'): logged in the browser's console and pushed as event_error with its code.
 */
export function trackBookingFailure(
  failure: BookingFailure,
  target?: DataLayerTarget,
  console: Pick<Console, 'error'> = globalThis.console,
) {
  console.error('tire hotel booking failed', failure)
  pushDataLayer({ ...errorEvent(TIRE_HOTEL_FLOW_NAME, 'booking_failed'), ...(failure.code ? { error_code: failure.code } : {}) }, target)
}
