import type { CatalogueIcon } from '../catalogue'

/**
 * The booking in progress (spec 3 §3.1 "Booking state", §4.1): what the visitor chose so far, which step is open
 * and how far they have come. Pure, so every transition of §4.1 is tested without a browser; the page keeps it
 * in session storage, so a reload keeps the booking.
 */

export type BookingCar = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
  isSupported: boolean
}
export type BookingPlace = { name: string; latitude: number; longitude: number; placeId: string; region: string }

/** Spec 3 §3.1 "Selected service entry". */
export type SelectedService = {
  code: string
  kobraId: string
  name: string
  price: number | null
  priceKnown: boolean
  priceDiscount: number
  category: string
  icon?: CatalogueIcon
  unit: string | null
  unitAbbreviation: string | null
  units: number | null
  type: 'service' | 'addon'
  userInput: string
  requiresMileage: boolean
  allowUserInput: boolean
  /** The median price it was chosen with, kept while a workshop's own price stands in its place. */
  median?: ServicePrice
}

export type ServicePrice = Pick<SelectedService, 'price' | 'priceKnown' | 'priceDiscount'>

export type ChosenWorkshop = {
  departmentId: string
  siteName: string
  address: string
  latitude: number
  longitude: number
  distance: number
  /** The day of the workshop's first free time (`YYYY-MM-DD`): its week is the one the times open on. */
  firstFreeDate?: string | null
  /** `YYYY-MM-DDTHH:mm`, the workshop's local time; null until a time is chosen. */
  timeSlot: string | null
  isFullDay: boolean
}

/** The booking made: `id` is its reference, the customer's (NB-V2LBG8P7), as the e-mail and the invitation give it. */
export type BookingConfirmationState = {
  id: string
  registrationNumber: string
  total: number
  discount: number
  hasUnknownPrice: boolean
  customerName: string
  email: string
}

export type BookingState = {
  plate: string
  lat: number | null
  lng: number | null
  car: BookingCar | null
  mileage: number | null
  bookingState: number
  maxBookingState: number
  displayState: number
  region: string | null
  services: Record<string, SelectedService>
  bookingInfo: { addons: boolean | null; location: BookingPlace | null }
  location: ChosenWorkshop | null
  /** The workshop (department id) whose own prices the services carry; null while they are the medians. */
  pricedAt: string | null
  confirmation: BookingConfirmationState | null
}

/** 'maxBookingState (default 5)'. */
export const DEFAULT_MAX_BOOKING_STATE = 5
export const STEP = { car: 1, services: 2, addons: 3, workshop: 4, confirmation: 5 } as const
/**
 * The total of the step counter ('Steg n/max'): the five steps, the confirmation the last. It stays the same from
 * the first step to the confirmation, whatever maxBookingState the flow is at (issue 42).
 */
export const STEP_COUNT = STEP.confirmation

export const initialBookingState: BookingState = {
  plate: '',
  lat: null,
  lng: null,
  car: null,
  mileage: null,
  bookingState: 0,
  maxBookingState: DEFAULT_MAX_BOOKING_STATE,
  displayState: STEP.car,
  region: null,
  services: {},
  bookingInfo: { addons: null, location: null },
  location: null,
  pricedAt: null,
  confirmation: null,
}

export type BookingAction =
  | { type: 'plate'; plate: string }
  | { type: 'place'; place: BookingPlace | null }
  | { type: 'carFound'; car: BookingCar; place: BookingPlace }
  | { type: 'goTo'; step: number }
  | { type: 'toggleService'; service: SelectedService; singleGroup?: string[] }
  | { type: 'addService'; service: SelectedService }
  | { type: 'removeService'; code: string }
  | { type: 'updateService'; code: string; changes: Partial<Pick<SelectedService, 'userInput' | 'units'>> }
  | { type: 'mileage'; mileage: number | null }
  | { type: 'addonsDone'; chosen: boolean }
  | { type: 'chooseWorkshop'; workshop: Omit<ChosenWorkshop, 'timeSlot' | 'isFullDay'> }
  | { type: 'chooseTime'; timeSlot: string; isFullDay: boolean }
  /** The chosen workshop's own prices, replacing the medians the services were chosen with. */
  | { type: 'repriced'; departmentId: string; prices: Array<Pick<SelectedService, 'code' | 'price' | 'priceKnown' | 'priceDiscount'>> }
  | { type: 'clearWorkshop' }
  | { type: 'clearTime' }
  | { type: 'booked'; confirmation: BookingConfirmationState }
  | { type: 'reset' }
  /** The booking kept in session storage, back after a reload. */
  | { type: 'restore'; state: BookingState }

/** The services at the medians they were chosen with. */
function atMedians(services: Record<string, SelectedService>): Record<string, SelectedService> {
  const restored: Record<string, SelectedService> = {}
  for (const [code, { median, ...service }] of Object.entries(services)) restored[code] = median ? { ...service, ...median } : service
  return restored
}

/** No workshop chosen: the services go back to the medians, as no workshop's prices apply any more. */
function withoutWorkshop(state: BookingState): BookingState {
  return { ...state, location: null, pricedAt: null, services: state.pricedAt ? atMedians(state.services) : state.services }
}

/** Going to a step opens it and raises the progress if it is not that far yet (spec 3 §4.1). */
function goTo(state: BookingState, step: number): BookingState {
  return { ...state, displayState: step, bookingState: Math.max(state.bookingState, step) }
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'plate':
      return { ...state, plate: action.plate }
    case 'place':
      return { ...state, bookingInfo: { ...state.bookingInfo, location: action.place } }
    case 'carFound': {
      const unchanged =
        state.car?.registrationNumber === action.car.registrationNumber &&
        state.lat === action.place.latitude &&
        state.lng === action.place.longitude &&
        state.bookingState >= STEP.services
      // Unchanged plate and place: the flow just moves to where it was.
      if (unchanged)
        return { ...state, car: action.car, displayState: state.bookingState >= STEP.confirmation ? STEP.workshop : state.bookingState }
      return {
        ...state,
        car: action.car,
        plate: action.car.registrationNumber,
        lat: action.place.latitude,
        lng: action.place.longitude,
        region: action.place.region,
        bookingInfo: { addons: null, location: action.place },
        services: {},
        mileage: null,
        location: null,
        pricedAt: null,
        bookingState: STEP.services,
        maxBookingState: STEP.workshop,
        displayState: STEP.services,
      }
    }
    case 'goTo':
      return goTo(state, action.step)
    case 'toggleService': {
      const { code } = action.service
      if (state.services[code]) return bookingReducer(state, { type: 'removeService', code })
      const services = { ...state.services }
      // A single-choice group holds one: choosing another deselects the others.
      for (const other of action.singleGroup ?? []) delete services[other]
      services[code] = action.service
      return withoutWorkshop({ ...state, services })
    }
    case 'addService':
      if (state.services[action.service.code]) return state
      return withoutWorkshop({ ...state, services: { ...state.services, [action.service.code]: action.service } })
    case 'removeService': {
      const removed = state.services[action.code]
      if (!removed) return state
      const { [action.code]: _gone, ...services } = state.services
      // Unchecking the original service clears its mileage.
      return withoutWorkshop({ ...state, services, mileage: removed.requiresMileage ? null : state.mileage })
    }
    case 'updateService': {
      const current = state.services[action.code]
      if (!current) return state
      return { ...state, services: { ...state.services, [action.code]: { ...current, ...action.changes } } }
    }
    case 'mileage':
      return { ...state, mileage: action.mileage }
    case 'addonsDone':
      return goTo({ ...state, bookingInfo: { ...state.bookingInfo, addons: action.chosen } }, STEP.workshop)
    case 'chooseWorkshop':
      return { ...state, location: { ...action.workshop, timeSlot: null, isFullDay: false } }
    case 'chooseTime':
      return state.location ? { ...state, location: { ...state.location, timeSlot: action.timeSlot, isFullDay: action.isFullDay } } : state
    case 'repriced': {
      // An answer for a workshop no longer chosen changes nothing.
      if (state.location?.departmentId !== action.departmentId) return state
      const services = { ...state.services }
      for (const { code, price, priceKnown, priceDiscount } of action.prices) {
        const current = services[code]
        if (current)
          services[code] = {
            ...current,
            price,
            priceKnown,
            priceDiscount,
            median: current.median ?? { price: current.price, priceKnown: current.priceKnown, priceDiscount: current.priceDiscount },
          }
      }
      return { ...state, services, pricedAt: action.departmentId }
    }
    case 'clearWorkshop':
      return withoutWorkshop(state)
    case 'clearTime':
      return state.location ? { ...state, location: { ...state.location, timeSlot: null, isFullDay: false } } : state
    case 'booked':
      return { ...state, confirmation: action.confirmation, bookingState: STEP.confirmation, displayState: STEP.confirmation }
    case 'reset':
      return initialBookingState
    case 'restore':
      // Nothing stored to go on with: the plate typed while the page was starting stays.
      return action.state.bookingState === 0 && action.state.plate === '' ? { ...action.state, plate: state.plate } : action.state
  }
}

/** Whether the service step may continue: something chosen, each needed mileage and message given (spec 3 §4.1, §5.1). */
export function servicesComplete(state: BookingState, type: 'service' | 'addon' = 'service'): boolean {
  const chosen = Object.values(state.services).filter((service) => service.type === type)
  if (type === 'service' && chosen.length === 0) return false
  return chosen.every(
    (service) =>
      (!service.requiresMileage || (state.mileage !== null && state.mileage > 0)) &&
      (!service.allowUserInput || service.userInput.trim().length > 0),
  )
}

/** The chosen workshop's name when the services carry its own prices; null while they are the medians (spec 3 §2.1). */
export function pricedWorkshop(state: BookingState): string | null {
  return state.pricedAt !== null && state.location?.departmentId === state.pricedAt ? state.location.siteName : null
}

/** A chosen service at its ordinary price (before the agreement discount) for its units, as the summary lists it; null when unknown. */
export function linePrice(service: SelectedService): number | null {
  return service.priceKnown && service.price !== null ? (service.price + service.priceDiscount) * (service.units ?? 1) : null
}

/**
 * The chosen services' sum in whole SEK as the summary shows it: the ordinary prices, the agreement discount taken
 * off them, and the total that is paid (known prices), so that the lines less the discount are the total.
 */
export function totals(services: Record<string, SelectedService>): {
  ordinary: number
  discount: number
  total: number
  hasUnknownPrice: boolean
} {
  const known = Object.values(services).filter((service) => service.priceKnown && service.price !== null)
  const ordinary = known.reduce((sum, service) => sum + linePrice(service)!, 0)
  const discount = known.reduce((sum, service) => sum + service.priceDiscount * (service.units ?? 1), 0)
  return { ordinary, discount, total: ordinary - discount, hasUnknownPrice: Object.values(services).some((service) => !service.priceKnown) }
}
