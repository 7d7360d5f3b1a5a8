import type { ServiceCategory } from './catalogue'
import type { Position, WorkshopSort } from '@/features/workshop-capacity/nearest'
import type { FirstTimeSlot, TimeSlotDay } from '@/features/workshop-capacity/week'

/**
 * The workshop system port (ARCHITECTURE "Outside systems"; spec 3 §7 /api/mechmate): the catalogue and its
 * prices, the workshops, their time slots and bookings. The default adapter is Forecourt's own booking engine
 * over the database (./engine.ts); a workshop management system is another adapter of the same shape.
 */

/** Spec 3 §3.1 "Car". */
export type Car = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
  isSupported: boolean
}

/** Spec 3 §3.1 "Workshop/department". */
export type Department = {
  departmentId: string
  /** The dealer site's id and official name, under the names spec 3 gives them on the wire. */
  siteId: string
  siteName: string
  address: string
  latitude: number
  longitude: number
  brands: string[]
  /** Kilometres from the visitor's place. */
  distance: number
  firstTimeSlot: FirstTimeSlot | null
}

/** A message of the closest-workshops stream: a workshop, an error, or that none fits. */
export type ClosestMessage = { kind: 'workshop'; department: Department } | { kind: 'error'; error: string } | { kind: 'nosites' }

export type PriceOffer = { code: string; price: number | null; priceKnown: boolean; priceDiscount: number }

/** Spec 3 §3.1 "Booking payload". */
export type BookingRequest = {
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText?: string | null
  departmentId: string
  /** The workshop's local date and time, `YYYY-MM-DDTHH:mm` (an offset or Z is read and converted). */
  timeSlot: string
  isFullDay: boolean
  registrationNumber: string
  mileage?: number | null
  serviceOfferingRequests: Array<{ kobraId: string; unitsSelected?: number | null; userInput?: string | null }>
}

/** Spec 3 §3.1 "Booking response": `id` is the booking's reference, the customer's (e.g. NB-V2LBG8P7). */
export type BookingConfirmation = { id: string; registrationNumber: string; kobraProductIds: string[] }

export interface WorkshopSystem {
  car(registrationNumber: string): Promise<Car>
  services(registrationNumber: string, kind: 'service' | 'addon', near: Position | null): Promise<ServiceCategory[]>
  prices(registrationNumber: string, mileage: number, departmentId: string, codes: string[]): Promise<PriceOffer[]>
  hasBrand(brand: string): Promise<boolean>
  /** The makes the workshops service, for the page's list of authorised brands. */
  authorisedBrands(): Promise<string[]>
  closestAvailable(request: {
    registrationNumber: string
    codes: string[]
    position: Position
    cursor?: string
    sort: WorkshopSort
  }): AsyncIterable<ClosestMessage>
  timeSlots(registrationNumber: string, departmentId: string, weekStart: string, codes: string[]): Promise<TimeSlotDay[]>
  /** `origin`: the site's address the visitor booked on, for the e-mail's change link. */
  book(request: BookingRequest, context: { siteId: number | null; origin?: string }): Promise<BookingConfirmation>
}

/**
 * The vehicle register port (ARCHITECTURE "Outside systems"): a registration number → the car, as the service
 * booking shows it (spec 3 §3.1 "Car"), with whether it has a service agreement with the group.
 */
export type RegisteredVehicle = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
}

export interface VehicleRegister {
  /** The car with this (normalised) registration number, or null when the register has none. */
  lookup(registrationNumber: string): Promise<RegisteredVehicle | null>
}
