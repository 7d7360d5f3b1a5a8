/**
 * The service booking's validation rules (spec 3 §5.1, §9), shared by the page and the server; no validation
 * library, so the browser's bundle stays small.
 */

import { EMAIL_PATTERN } from '@/lib/email-address'
import { isFormPhoneNumber } from '@/lib/phone-number'

/** 'Registration number: uppercased automatically, max 6 characters.' */
export const PLATE_MAX_LENGTH = 6
/** 'Free text on offerings: max 80 characters with counter'; the booking's message likewise. */
export const FREE_TEXT_MAX_LENGTH = 80
export const NAME_MAX_LENGTH = 60
export const EMAIL_MAX_LENGTH = 254
/** 'Phone: optional leading plus then digits or spaces, 6 to 20 characters': the form rule every form shares. */
export { compactPhoneNumber, FORM_PHONE_PATTERN as PHONE_PATTERN } from '@/lib/phone-number'
export const PHONE_MIN_LENGTH = 6
export const PHONE_MAX_LENGTH = 20
/** 'Email: standard address shape.' */
export { EMAIL_PATTERN }
/** A registration number as the register keeps it: 2–7 letters and digits. */
export const REGISTRATION_PATTERN = /^[A-Z0-9]{2,7}$/
/** 'Mileage sent in the booking defaults to 1 if none.' */
export const DEFAULT_MILEAGE = 1
export const MAX_MILEAGE = 200_000

/** What the visitor typed as a plate, as the flow keeps it: upper case, letters and digits only, at most 6. */
export function plateInput(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9ÅÄÖ]/g, '')
    .slice(0, PLATE_MAX_LENGTH)
}

/** A registration number from a path or a payload: spaces and dashes dropped, upper case; null when it is not one. */
export function normaliseRegistration(value: string): string | null {
  const plate = value.replace(/[\s-]/g, '').toUpperCase()
  return REGISTRATION_PATTERN.test(plate) ? plate : null
}

/** Spaces and hyphens between the digits are fine ("070-174 06 55"); the compact number is what is sent. */
export const validPhone = (value: string) => value.trim().length <= PHONE_MAX_LENGTH && isFormPhoneNumber(value)
export const validEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
