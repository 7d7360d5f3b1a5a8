import { BOOKING_MESSAGES } from '../errors-client'
import { TEXTS } from './texts'

/**
 * What the page says of a looked-up car's make (spec 3 §2.1 header, §8 'Unsupported car'). A make the workshops
 * do not service is sent to its own booking "via the link at the top of the page" only when the page has that
 * link, and the top then shows it; a make without one gets the refusal of §8's BrandNotSupported.
 */

/** A make whose owners book through the make's own page (BMW, MINI, a Porsche booking path, an IVECO workshop path). */
export type ExternalBooking = { brand: string; url: string }

const sameBrand = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'base' }) === 0

/** The make's own booking, if the page links to one. */
export const externalBookingOf = (brand: string, external: readonly ExternalBooking[]) => external.find((link) => sameBrand(link.brand, brand)) ?? null

/** The message under the form for a car whose make is not serviced here, and the link it speaks of. */
export function unsupportedNotice(brand: string, external: readonly ExternalBooking[]): { message: string; link: ExternalBooking | null } {
  const link = externalBookingOf(brand, external)
  return { message: link ? TEXTS.unsupported(brand) : BOOKING_MESSAGES.BrandNotSupported.replace('{brand}', brand), link }
}

/** The header's line once a car is looked up: whether authorised workshops exist for its make, and for a make not serviced here its own booking. */
export function brandStatus(car: { brand: string; isSupported: boolean }, hasBrand: boolean, external: readonly ExternalBooking[]): { authorised: boolean; text: string; link: ExternalBooking | null } {
  if (hasBrand) return { authorised: true, text: TEXTS.authorisedFor(car.brand), link: null }
  if (car.isSupported) return { authorised: false, text: TEXTS.notAuthorisedFor(car.brand), link: null }
  return { authorised: false, text: TEXTS.noWorkshopFor(car.brand), link: externalBookingOf(car.brand, external) }
}
