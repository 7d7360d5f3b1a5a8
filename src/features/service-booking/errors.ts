import { MAX_MILEAGE } from './booking-rules'
import { BOOKING_MESSAGES, carAlreadyBookedMessage } from './errors-client'

export { BOOKING_MESSAGES, bookingErrorMessage, carAlreadyBookedMessage } from './errors-client'

/**
 * The service booking's domain errors, each with the code of spec 3 §8 that the page maps to its message. The
 * edge answers them as `{ error: code, message, errors: [{ code, message }] }`: the Error Result list whose first
 * entry the page reads.
 */
/**
 * The mark of a booking error. The server bundles the engine more than once (the page's render and the API
 * routes), so an error thrown by one copy is not an `instanceof` the other's class: the edge checks this mark.
 */
const BOOKING_ERROR = Symbol.for('forecourt.serviceBooking.bookingError')

export class BookingError extends Error {
  readonly [BOOKING_ERROR] = true

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** Fields the answer carries beside the Error Result list (a refused booking's `conflict`). */
    readonly details: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'BookingError'
  }
}

/** Whether `error` is a booking domain error, from whichever copy of this module threw it. */
export function isBookingError(error: unknown): error is BookingError {
  return typeof error === 'object' && error !== null && (error as { [BOOKING_ERROR]?: unknown })[BOOKING_ERROR] === true
}

export const invalidReg = () => new BookingError('InvalidReg', 400, BOOKING_MESSAGES.InvalidReg)
export const vehicleNotFound = () => new BookingError('VehicleNotFound', 404, BOOKING_MESSAGES.VehicleNotFound)
export const brandNotSupported = (brand: string) => new BookingError(`BrandNotSupported,${brand}`, 422, BOOKING_MESSAGES.BrandNotSupported.replace('{brand}', brand))
export const timeslotNotAvailable = () => new BookingError('TimeslotNotAvailable', 409, BOOKING_MESSAGES.TimeslotNotAvailable)
/**
 * The car already has a booking then (issue 42: one car, one booking at a time). `conflict`, when there is one, is
 * the sealed token that sends that booking's change link to the address it was made with.
 */
export const carAlreadyBooked = (registrationNumber: string, conflict: string | null) =>
  new BookingError('CarAlreadyBooked', 409, carAlreadyBookedMessage(registrationNumber), conflict ? { conflict } : {})
export const departmentNotFound = () => new BookingError('DepartmentNotFound', 404, 'Verkstaden finns inte eller tar inte emot bokningar.')
export const unknownService = (id: string) => new BookingError('UnknownService', 400, `Tjänsten ${id} finns inte.`)
/** '{name} är inte tillgänglig för denna bilmodell.' */
export const serviceNotAvailable = (name: string) => new BookingError('ServiceNotAvailable', 422, `${name} är inte tillgänglig för denna bilmodell.`)
export const messageMissing = (name: string) => new BookingError('UserInputRequired', 400, `Ange meddelande för ${name}.`)

/**
 * A path segment of an /api/mechmate call out of its shape (spec 3 §7), as a 400 in the style of spec 3 §8's
 * codes: a malformed registration number is InvalidReg, with the message the page shows for it.
 */
const INVALID_SEGMENT: Record<string, () => BookingError> = {
  registrationNumber: invalidReg,
  departmentId: () => new BookingError('InvalidDepartmentId', 400, 'Ogiltigt verkstads-id: det är bokstäver, siffror och bindestreck.'),
  mileage: () => new BookingError('InvalidMileage', 400, `Ogiltigt miltal: ange ett heltal från 0 till ${MAX_MILEAGE}.`),
  weekStartDateTime: () => new BookingError('InvalidWeekStart', 400, 'Ogiltigt datum: ange en dag som ÅÅÅÅ-MM-DD.'),
  brand: () => new BookingError('InvalidBrand', 400, 'Ogiltigt märke: bokstäver och siffror, mellanslag som bindestreck.'),
}

/** The error for the first of the named path segments that is out of its shape. */
export function invalidSegment(names: readonly string[]): BookingError {
  for (const name of names) {
    const error = INVALID_SEGMENT[name]
    if (error) return error()
  }
  return new BookingError('InvalidRequest', 400, 'Adressen har en ogiltig del.')
}
