/**
 * The rules of the lead forms that the browser forms share with the server (spec 3 §3.2, §5.1–§5.3, §9; spec 2
 * §5): names, patterns, limits and dates, with no validation library, so a page with a form does not ship one.
 * The server's schemas (forms.ts) are built from them.
 */

export const FORM_NAMES = ['sell-car', 'service-request', 'contact-seller'] as const
export type FormName = (typeof FORM_NAMES)[number]

/** Phone: an optional leading +, then 6 to 20 digits, spaces and hyphens dropped (spec 3 §5.1, spec 2 §5): one helper for every form. */
export { compactPhoneNumber, FORM_PHONE_PATTERN as PHONE_PATTERN, isFormPhoneNumber } from '@/lib/phone-number'
/**
 * E-mail: the standard address shape for spec 3's sell-car and service request forms (§5.2, as the booking), and
 * for spec 2's contact form the shape with a top-level domain of at least 2 letters (§5).
 */
export { EMAIL_PATTERN, LETTER_TLD_EMAIL_PATTERN } from '@/lib/email-address'
/** A date as the date picker gives it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The honeypot: a field people never see or fill in. A body with it filled is refused. */
export const HONEYPOT_FIELD = 'homepage'

/** Norwegian form (spec 3 §9): 11 service types for cars, 3 for motorcycles. */
export const CAR_SERVICE_TYPE_COUNT = 11
export const MOTORCYCLE_SERVICE_TYPE_COUNT = 3

/** The sell-car form's two options (spec 3 §3.2); one is always selected. */
export const SELL_CAR_OPTIONS = ['sell', 'trade-in'] as const
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number]

/** Limits of free text a visitor types. */
export const MAX_NAME_LENGTH = 100
export const MAX_TEXT_LENGTH = 2000
export const MAX_REGNO_LENGTH = 10
export const MAX_MILEAGE = 2_000_000

/** The units a visitor types a mileage in: Swedish mil (10 km), kilometres, or miles. */
export const MILEAGE_UNITS = ['mil', 'km', 'mi'] as const
export type MileageUnit = (typeof MILEAGE_UNITS)[number]

/** The unit a site's visitors and dealers read a mileage in follows the site's country, not the page's language. */
export function mileageUnitOf(country: string | null | undefined): MileageUnit {
  const code = country?.toUpperCase()
  if (code === 'SE') return 'mil'
  if (code === 'GB') return 'mi'
  return 'km'
}

/** Kilometres in one mile, and in one Swedish mil. */
const KM_PER_UNIT: Record<MileageUnit, number> = { km: 1, mil: 10, mi: 1.609344 }

/** A mileage in kilometres, to the whole kilometre. */
export function mileageInKm(value: number, unit: MileageUnit): number {
  return Math.round(value * KM_PER_UNIT[unit])
}

/** The fields of an answer that refused a form, by path (`values.customerPhone`). */
export type FieldErrors = Record<string, string>

/** A consent as the visitor saw it: which box and its text. */
export type ConsentShown = { name: string; text: string }

export { timeZoneOf } from '../sites/time-zone'

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format.format(now)
}
