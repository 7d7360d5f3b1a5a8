import { addDays, addMonths, type IsoDate } from '@/lib/iso-date'
import { validEmail } from '@/features/service-booking/booking-rules'

import {
  BOOKING_FIRST_DAY_OFFSET,
  BOOKING_WINDOW_MONTHS,
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  MOBILE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REG_NO_MAX_LENGTH,
  REG_NO_MIN_LENGTH,
} from './rules'

/** The tire hotel page's rules (spec 3 §5.4, §9): what a visitor may type, and when a step may go on. */

/** 'Registration number: spaces removed, uppercased, max 7 characters'. */
export function plateInput(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, REG_NO_MAX_LENGTH)
}

/** 'Continue disabled under 2 characters'. */
export const canSearch = (plate: string) => plate.length >= REG_NO_MIN_LENGTH

/** 'Mobile number is stripped to digits and plus'. */
export const mobileDigits = (typed: string) => typed.replace(/[^\d+]/g, '')

/** '… and must be 8 to 15 of those characters'. */
export function validMobile(typed: string): boolean {
  const digits = mobileDigits(typed)
  return digits.length >= MOBILE_MIN_LENGTH && digits.length <= MOBILE_MAX_LENGTH
}

export type ContactValues = { firstName: string; lastName: string; mobile: string; email: string; comment: string }
export type ContactField = keyof ContactValues
export type ContactProblem = 'required' | 'invalid' | 'tooLong'

export const emptyContact: ContactValues = { firstName: '', lastName: '', mobile: '', email: '', comment: '' }

export const CONTACT_LIMITS: Record<ContactField, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  // Room for spaces and dashes as people write their number; what counts is the digits and plus.
  mobile: 24,
  email: EMAIL_MAX_LENGTH,
  comment: FREE_TEXT_MAX_LENGTH,
}

/** 'first name, last name, mobile number, e-mail required … Comment optional.' */
export function contactProblems(values: ContactValues): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  if (!values.firstName.trim()) problems.firstName = 'required'
  if (!values.lastName.trim()) problems.lastName = 'required'
  if (!values.mobile.trim()) problems.mobile = 'required'
  else if (!validMobile(values.mobile)) problems.mobile = 'invalid'
  if (!values.email.trim()) problems.email = 'required'
  else if (!validEmail(values.email.trim())) problems.email = 'invalid'
  if (values.comment.length > FREE_TEXT_MAX_LENGTH) problems.comment = 'tooLong'
  return problems
}

/** The days a wheel change can be booked on: from today + 3 days to today + 3 months. */
export function bookingWindow(today: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: addDays(today, BOOKING_FIRST_DAY_OFFSET), end: addMonths(today, BOOKING_WINDOW_MONTHS) }
}

/**
 * Where the booking step is (spec 3 §4.3): the calendar until a day is chosen, the times of that day until one
 * is chosen (unless the day has none: the workshop comes back with a time), then the contact form.
 */
export type BookingStage = 'date' | 'time' | 'contact'

export function bookingStage(choice: { date: IsoDate | null; times: string[] | null; time: string | null }): BookingStage {
  if (!choice.date) return 'date'
  // Times still loading: the contact form waits for them.
  if (choice.times === null) return 'time'
  if (choice.times.length > 0 && !choice.time) return 'time'
  return 'contact'
}

/** 'The Book button is disabled unless a date is chosen, a time is chosen when times exist, and all required fields are valid.' */
export function canBook(choice: { date: IsoDate | null; times: string[] | null; time: string | null }, contact: ContactValues): boolean {
  return bookingStage(choice) === 'contact' && Object.keys(contactProblems(contact)).length === 0
}

/** The booking request of spec 3 §3.3 from the choices and the form: the time as HH:mm, names trimmed, the mobile number as digits and plus. */
export function bookingRequest(regNo: string, date: IsoDate, time: string | null, contact: ContactValues) {
  return {
    bookingDate: date,
    bookingStart: time,
    regNo,
    freeText: contact.comment.trim(),
    customer: { firstName: contact.firstName.trim(), lastName: contact.lastName.trim(), email: contact.email.trim(), phoneMobile: mobileDigits(contact.mobile) },
  }
}

/** 'Rating: 1 to 5 stars; Send is disabled while sending or with zero stars'. */
export const canSendRating = (stars: number, sending: boolean) => !sending && Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX
