import { z } from 'zod'

import { isIsoDate, isIsoDateTime } from '@/lib/iso-date'
import { EMAIL_PATTERN } from '@/features/service-booking/booking-rules'
import { departmentIdParam } from '@/features/service-booking/schema'

import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  MOBILE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REG_NO_MAX_LENGTH,
  REG_NO_MIN_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
} from './rules'

/** The zod schemas of the /api/tirehotel endpoints (spec 3 §3.3, §5.4, §7), at the edge. */

/** 'Registration number: spaces removed, uppercased, max 7 characters', at least 2. */
export const regNoParam = z
  .string()
  .regex(/^[A-Za-z0-9ÅÄÖåäö ]{1,20}$/, 'A registration number is letters and digits.')
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value.length >= REG_NO_MIN_LENGTH && value.length <= REG_NO_MAX_LENGTH, `A registration number is ${REG_NO_MIN_LENGTH}–${REG_NO_MAX_LENGTH} letters and digits.`)

export const searchQuery = z.object({ regNo: regNoParam }).strict()

/** A sealed search token: base64url of nonce, ciphertext and tag. */
export const loginQuery = z.object({ encryptedPhoneNumber: z.string().regex(/^[A-Za-z0-9_-]{40,400}$/, 'encryptedPhoneNumber is the token the search answered with.') }).strict()

/**
 * The code and what it was sent for: the login's `authToken` (spec 3 §7), or — for a code the visitor already
 * holds, entered after a new search — the search's `encryptedPhoneNumber`. One of the two.
 */
export const validateQuery = z
  .object({
    authToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'authToken is the authorizationToken the login answered with.').optional(),
    encryptedPhoneNumber: loginQuery.shape.encryptedPhoneNumber.optional(),
    otpToken: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `The code is ${CODE_LENGTH} digits.`),
  })
  .strict()
  .refine((query) => (query.authToken === undefined) !== (query.encryptedPhoneNumber === undefined), 'Give authToken (the login’s) or encryptedPhoneNumber (the search’s), not both.')

export const workshopQuery = z.object({ workshopIdentifier: departmentIdParam }).strict()
export const departmentQuery = z.object({ departmentIdentifier: departmentIdParam }).strict()

/** A day as YYYY-MM-DD, or the start of an ISO date and time (only the day counts). */
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, `${field} is a date, YYYY-MM-DD.`)
    .refine((value) => isIsoDate(value.slice(0, 10)), `${field} is not a date.`)

/** The car: its registration number, or — as the page sends it for the days and times (spec 3 §7) — its brand code. */
const carParam = z.string().regex(/^[A-Za-z0-9ÅÄÖåäö -]{1,20}$/, 'regNo is the car’s registration number or brand code.')

export const daysBody = z.object({ startDate: day('startDate'), endDate: day('endDate'), regNo: carParam })

const name = (field: string) => z.string().trim().min(1, `${field} is required.`).max(NAME_MAX_LENGTH, `${field} is at most ${NAME_MAX_LENGTH} characters.`)

/** 'Mobile number is stripped to digits and plus and must be 8 to 15 of those characters.' */
const mobile = z
  .string()
  .max(40, 'A mobile number is at most 40 characters.')
  .transform((value) => value.replace(/[^\d+]/g, ''))
  .refine((value) => value.length >= MOBILE_MIN_LENGTH && value.length <= MOBILE_MAX_LENGTH, `A mobile number has ${MOBILE_MIN_LENGTH}–${MOBILE_MAX_LENGTH} digits.`)

export const bookingBody = z.object({
  bookingDate: day('bookingDate'),
  bookingStart: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}T)?\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'bookingStart is a time, HH:mm, or one of the startTime values.')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  regNo: carParam,
  freeText: z
    .string()
    .max(FREE_TEXT_MAX_LENGTH, `The comment is at most ${FREE_TEXT_MAX_LENGTH} characters.`)
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  customer: z.object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'An e-mail address looks like name@example.com.'),
    phoneMobile: mobile,
  }),
})

export const reviewBody = z.object({
  rating: z.number().int(`The rating is ${RATING_MIN} to ${RATING_MAX} stars.`).min(RATING_MIN).max(RATING_MAX),
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX_LENGTH, `A comment is at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ?? '').trim()),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'date is an ISO date and time.')
    .refine(isIsoDateTime, 'date is not a date.'),
})

/** The cancel link's token, from a form (`token=`) or JSON (`{ "token": … }`). */
export const cancelToken = z.string().regex(/^[A-Za-z0-9_-]{40,400}$/, 'token is the one in the e-mail’s link.')
