import { z } from 'zod'

import { isIsoDateTime } from '@/lib/iso-date'
import { WORKSHOP_SORTS } from '@/features/workshop-capacity/nearest'

import { compactPhoneNumber, EMAIL_MAX_LENGTH, EMAIL_PATTERN, FREE_TEXT_MAX_LENGTH, MAX_MILEAGE, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, PHONE_PATTERN } from './booking-rules'

/** The zod schemas of the /api/mechmate endpoints (spec 3 §7), at the edge; the page checks the same rules without zod. */

/** A registration number as a path segment: its content is checked by the engine (InvalidReg). */
export const registrationParam = z.string().regex(/^[A-Za-z0-9ÅÄÖåäö -]{1,10}$/, 'A registration number is 1–10 letters and digits.')
export const departmentIdParam = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'A department id is letters, digits and dashes.')
const offeringCodes = z
  .string()
  .regex(/^[A-Z0-9_-]{2,32}(,[A-Z0-9_-]{2,32}){0,29}$/, 'serviceOfferings is a comma-separated list of offering codes.')
  .transform((value) => value.split(','))

const coordinate = (name: string, limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name} is a decimal number.`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${name} is at most ${limit} degrees.`).max(limit, `${name} is at most ${limit} degrees.`))

export const positionQuery = z.object({ lat: coordinate('lat', 90).optional(), lng: coordinate('lng', 180).optional() }).strict()

export const closestQuery = z
  .object({
    regNo: registrationParam,
    serviceOfferings: offeringCodes,
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    cursor: departmentIdParam.optional(),
    sort: z.enum(WORKSHOP_SORTS).optional(),
  })
  .strict()

export const offeringsQuery = z.object({ serviceOfferings: offeringCodes }).strict()

export const weekStartParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'weekStartDateTime is a date (YYYY-MM-DD) or a date and time.')
  .refine(isIsoDateTime, 'weekStartDateTime is not a date.')

const text = (max: number, field: string) => z.string().trim().min(1, `${field} is required.`).max(max, `${field} is at most ${max} characters.`)

export const bookingPayload = z
  .object({
    customer: z
      .object({
        firstName: text(NAME_MAX_LENGTH, 'First name'),
        lastName: text(NAME_MAX_LENGTH, 'Last name'),
        phone: z.string().trim().max(PHONE_MAX_LENGTH).transform(compactPhoneNumber).pipe(z.string().min(PHONE_MIN_LENGTH).regex(PHONE_PATTERN, 'A phone number is an optional + and digits (spaces and hyphens may separate them).')),
        email: z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'An e-mail address looks like name@example.com.'),
      })
      .strict(),
    freeText: z.string().max(FREE_TEXT_MAX_LENGTH).optional().nullable(),
    departmentId: departmentIdParam,
    timeSlot: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'timeSlot is the local date and time, YYYY-MM-DDTHH:mm.')
      .refine(isIsoDateTime, 'timeSlot is not a date and time of the calendar.'),
    isFullDay: z.boolean(),
    registrationNumber: registrationParam,
    mileage: z.number().int().min(0).max(MAX_MILEAGE).optional().nullable(),
    serviceOfferingRequests: z
      .array(
        z
          .object({
            kobraId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'kobraId is the workshop system’s id of an offering.'),
            unitsSelected: z.number().int().min(0).max(1_000).optional().nullable(),
            userInput: z.string().max(FREE_TEXT_MAX_LENGTH).optional().nullable(),
          })
          .strict(),
      )
      .min(1, 'Choose at least one service.')
      .max(30),
  })
  .strict()

export type BookingPayload = z.output<typeof bookingPayload>

/** A sealed token of a booking e-mail's link or of a refusal: base64url of nonce, ciphertext and tag. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{40,400}$/, 'token is the one in the e-mail’s link.')

/** `POST /api/mechmate/change-link`: the `conflict` token a booking refused with CarAlreadyBooked carried. */
export const changeLinkBody = z.object({ conflict: linkToken }).strict()
