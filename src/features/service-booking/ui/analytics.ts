import { errorEvent, formInteractionEvent, pushDataLayer } from '@/lib/analytics/data-layer'

import type { SelectedService } from './state'

/** The service booking's data-layer events (spec 3 §7): form_interaction, event_error and the purchase. */
export const BOOKING_FORM_NAME = 'service-booking'
/** The page_type of the booking page's impression. */
export const BOOKING_PAGE_TYPE = 'service booking'
/** 'a purchase event on booking: for the Swedish service booking with currency and flow version 2.0'. */
export const BOOKING_FLOW_VERSION = '2.0'

/** The purchase of a booking, by its reference (`transaction_id`), worth what the customer pays for its known prices. */
export function purchaseEvent(reference: string, total: number, services: SelectedService[]) {
  return {
    event: 'purchase',
    flow_version: BOOKING_FLOW_VERSION,
    form_name: BOOKING_FORM_NAME,
    ecommerce: {
      transaction_id: reference,
      currency: 'SEK',
      value: total,
      items: services.map((service) => ({
        item_id: service.code,
        item_name: service.name,
        item_category: service.category,
        item_variant: service.type,
        price: service.price ?? 0,
        quantity: service.units ?? 1,
      })),
    },
  } as const
}

export const trackStart = () => pushDataLayer(formInteractionEvent(BOOKING_FORM_NAME, 'start'))
export const trackSubmit = () => pushDataLayer(formInteractionEvent(BOOKING_FORM_NAME, 'submit'))
export const trackError = (type: string) => {
  pushDataLayer(formInteractionEvent(BOOKING_FORM_NAME, 'error'))
  pushDataLayer(errorEvent(BOOKING_FORM_NAME, type))
}
export const trackPurchase = (reference: string, total: number, services: SelectedService[]) =>
  pushDataLayer(purchaseEvent(reference, total, services))
