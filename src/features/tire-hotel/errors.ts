import { carAlreadyBookedMessage } from '@/features/service-booking/errors-client'

/**
 * The tire hotel's refusals, each with its status, a code and the message the page shows as it is (spec 3 §8:
 * 'Login and validate failures: the server's message'; 'Booking failure: the server message in red'). The
 * edge answers them as `{ error: code, message }`.
 */

/** The mark of a tire hotel error: the server bundles this module more than once, so `instanceof` is not enough. */
const TIRE_HOTEL_ERROR = Symbol.for('forecourt.tireHotel.error')

export class TireHotelError extends Error {
  readonly [TIRE_HOTEL_ERROR] = true

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'TireHotelError'
  }
}

export function isTireHotelError(error: unknown): error is TireHotelError {
  return typeof error === 'object' && error !== null && (error as { [TIRE_HOTEL_ERROR]?: unknown })[TIRE_HOTEL_ERROR] === true
}

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return count === 1 ? '1 minut' : `${count} minuter`
}

/** Spec 3 §8: 'Search 404: Vi hittar inget däckhotellsavtal för detta registreringsnummer.' */
export const NO_AGREEMENT_MESSAGE = 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.'
/** Spec 3 §8 service booking, TimeslotNotAvailable: the same words when a wheel change's time is gone. */
export const TIME_NOT_AVAILABLE_MESSAGE = 'Tiden är inte tillgänglig, vänligen välj en annan tid'

export const noAgreement = () => new TireHotelError(404, 'not_found', NO_AGREEMENT_MESSAGE)
export const searchExpired = () => new TireHotelError(400, 'search_expired', 'Sökningen har gått ut. Sök på registreringsnumret igen.')
export const noPhoneNumber = () => new TireHotelError(409, 'no_phone_number', 'Avtalet saknar ett mobilnummer som vi kan skicka koden till. Kontakta din verkstad.')
export const tooManyCodes = (retryAfterSeconds: number) =>
  new TireHotelError(429, 'too_many_codes', `Du har begärt för många koder. Vänta ${minutes(retryAfterSeconds)} innan du begär en ny kod.`, { 'retry-after': String(retryAfterSeconds) })
export const codeNotSent = () => new TireHotelError(503, 'code_not_sent', 'Vi kunde inte skicka koden just nu. Försök igen om en stund.')
export const wrongCode = (attemptsLeft: number) =>
  new TireHotelError(401, 'wrong_code', `Koden stämmer inte. Du har ${attemptsLeft === 1 ? 'ett försök' : `${attemptsLeft} försök`} kvar.`)
export const codeVoid = () => new TireHotelError(401, 'code_void', 'Koden stämmer inte och kan inte användas igen. Begär en ny kod.')
export const codeExpired = () => new TireHotelError(401, 'code_expired', 'Koden har gått ut. Begär en ny kod.')
export const codeUsed = () => new TireHotelError(401, 'code_used', 'Koden är redan använd. Begär en ny kod.')
export const codeUnknown = () => new TireHotelError(401, 'code_unknown', 'Koden gäller inte längre. Begär en ny kod.')
export const sessionMissing = () => new TireHotelError(401, 'session_missing', 'Du behöver logga in med en kod för att boka.', { 'www-authenticate': 'Bearer realm="tirehotel"' })
export const sessionExpired = () =>
  new TireHotelError(401, 'session_expired', 'Du har varit inaktiv för länge och har loggats ut. Logga in med en ny kod.', { 'www-authenticate': 'Bearer realm="tirehotel", error="invalid_token"' })
export const otherVehicle = () => new TireHotelError(403, 'other_vehicle', 'Bilen eller verkstaden hör inte till ditt däckhotellsavtal.')
export const timeNotAvailable = () => new TireHotelError(409, 'TimeslotNotAvailable', TIME_NOT_AVAILABLE_MESSAGE)
/** The car already has a booking then, a service or another wheel change: one car, one booking at a time. */
export const carAlreadyBooked = (regNo: string) => new TireHotelError(409, 'CarAlreadyBooked', carAlreadyBookedMessage(regNo))
export const outsideWindow = () => new TireHotelError(409, 'TimeslotNotAvailable', 'Välj en dag från tre dagar till tre månader framåt.')
export const notConfigured = () => new TireHotelError(503, 'not_configured', 'Däckhotellet är inte tillgängligt just nu. Försök igen senare.')
export const cancelLinkInvalid = () => new TireHotelError(404, 'not_found', 'Länken gäller ingen bokning. Kontakta verkstaden om du vill ändra eller avboka.')
export const cancelTooLate = () => new TireHotelError(409, 'too_late', 'Bokningen kan inte avbokas på webben mindre än 24 timmar före. Kontakta verkstaden.')
export const noSiteHere = () => new TireHotelError(404, 'not_found', 'Ingen webbplats svarar på den här adressen.')
