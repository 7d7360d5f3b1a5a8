import { pushDataLayer, type DataLayerTarget } from '@/features/analytics/data-layer'

import type { TireHotelConfirmation } from './contract'
import { stepNumber, type TireHotelStep } from './flow'

/**
 * The tire hotel's data-layer events (spec 3 §7): flow_interaction for each of steps 1 to 6 as it is shown, and a
 * purchase with value 0 in SEK when a wheel change is booked. Never a phone number, code, token or registration number.
 */
export const TIRE_HOTEL_FLOW_NAME = 'tire-hotel'

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
export const trackBooking = (confirmation: TireHotelConfirmation, target?: DataLayerTarget) => pushDataLayer(tireHotelPurchaseEvent(confirmation), target)
