/** The service booking's error texts (spec 3 §8), for the page and the server alike. */

/** Spec 3 §8's messages, by code. */
export const BOOKING_MESSAGES = {
  InvalidReg: 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
  VehicleNotFound: 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
  BrandNotSupported: 'Vi kan inte erbjuda service för bilar av märket {brand}.',
  ServerError: 'Något gick fel, försök igen',
  TimeslotNotAvailable: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
  Other: 'Något gick fel, försök igen',
  /** A 429 (too many calls from one address), in the page's language rather than the API's English. */
  TooManyRequests: 'För många försök från din uppkoppling. Försök igen om {minutes} {unit}.',
} as const

/** The page's words for a 429, from its Retry-After (seconds); a minute at least. */
export function tooManyRequestsMessage(retryAfter: string | null | undefined): string {
  const seconds = Number(retryAfter)
  const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1
  return BOOKING_MESSAGES.TooManyRequests.replace('{minutes}', String(minutes)).replace('{unit}', minutes > 1 ? 'minuter' : 'minut')
}

/** A booking of a car that is already booked then (issue 42), in words, naming the car. */
export const carAlreadyBookedMessage = (registrationNumber: string) => `${registrationNumber} har redan en bokning den här tiden – en bil kan bara ha en bokning åt gången.`

/** The page's message for the first entry of an Error Result list (spec 3 §8). */
export function bookingErrorMessage(code: string | undefined): string {
  if (!code) return BOOKING_MESSAGES.Other
  if (code === 'InvalidReg') return BOOKING_MESSAGES.InvalidReg
  if (code === 'VehicleNotFound' || code === 'Fordon hittades inte') return BOOKING_MESSAGES.VehicleNotFound
  if (code.startsWith('BrandNotSupported,')) return BOOKING_MESSAGES.BrandNotSupported.replace('{brand}', code.slice('BrandNotSupported,'.length))
  if (code === 'ServerError') return BOOKING_MESSAGES.ServerError
  if (code === 'TimeslotNotAvailable') return BOOKING_MESSAGES.TimeslotNotAvailable
  return BOOKING_MESSAGES.Other
}
