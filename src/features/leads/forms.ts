import { z } from 'zod'

import {
  CAR_SERVICE_TYPE_COUNT,
  compactPhoneNumber,
  DATE_PATTERN,
  EMAIL_PATTERN,
  FORM_NAMES,
  LETTER_TLD_EMAIL_PATTERN,
  HONEYPOT_FIELD,
  MAX_MILEAGE,
  MAX_NAME_LENGTH,
  MAX_REGNO_LENGTH,
  MAX_TEXT_LENGTH,
  MILEAGE_UNITS,
  PHONE_PATTERN,
  SELL_CAR_OPTIONS,
  type ConsentShown,
  type FieldErrors,
} from './form-rules'

/**
 * The lead forms `POST /api/forms/comhub` takes (spec 3 §3.2, §5.2, §5.3, §7; spec 2 §3 contact form, §7 Contact):
 * `{ formName, formSubmissionId, values, consents?, locale? }`. The browser forms validate with the same
 * patterns, so a visitor sees the server's rules before sending.
 */

// The shared rules (form-rules.ts), for the server code that reads them here.
export * from './form-rules'

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`)
const requiredText = (max: number, message: string) => text(max).min(1, message)
const phone = z
  .string()
  .transform(compactPhoneNumber)
  .pipe(z.string().regex(PHONE_PATTERN, 'A phone number: an optional + and then 6 to 20 digits (spaces and hyphens may separate them).'))
const emailOf = (pattern: RegExp) => z.string().trim().max(254).regex(pattern, 'An e-mail address such as name@example.com.')
/** Spec 3's forms take the standard address shape; spec 2's contact form wants a top-level domain of 2 letters or more. */
const email = emailOf(EMAIL_PATTERN)
const contactEmail = emailOf(LETTER_TLD_EMAIL_PATTERN)
const regno = requiredText(MAX_REGNO_LENGTH, 'The registration number is required.').transform((value) =>
  value.replace(/\s+/g, '').toUpperCase(),
)
const mileage = z
  .number({ error: 'The mileage is a number.' })
  .int('The mileage is a whole number.')
  .min(0, 'The mileage is at least 0.')
  .max(MAX_MILEAGE)
/** The unit the form named beside the mileage; absent, the site's country's unit (the intake fills it in). */
const mileageUnit = z.enum(MILEAGE_UNITS, { error: `The mileage unit is one of ${MILEAGE_UNITS.join(', ')}.` }).optional()
const sourceUrl = z.string().trim().max(2000).url('The source page is an address.').optional()

export const sellCarValues = z.strictObject({
  regno,
  milage: mileage,
  milageUnit: mileageUnit,
  customerName: requiredText(MAX_NAME_LENGTH, 'The name is required.'),
  customerPhone: phone,
  customerEmail: email,
  selectedOption: z.enum(SELL_CAR_OPTIONS, { error: 'Choose sell or trade-in.' }),
  other: text(MAX_TEXT_LENGTH).optional(),
  /** The receiving address the editor chose for the form; the site's lead address when absent. */
  toEmail: email.optional(),
  sourceUrl,
})
export type SellCarValues = z.infer<typeof sellCarValues>

/** The Norwegian service request; `today` is the date in the site's time zone (the desired date is not before it). */
export function serviceRequestValues(today: string) {
  // Building a schema costs about a millisecond: one per day is kept.
  let schema = serviceRequestSchemas.get(today)
  if (!schema) {
    if (serviceRequestSchemas.size > 8) serviceRequestSchemas.clear()
    serviceRequestSchemas.set(today, (schema = buildServiceRequestValues(today)))
  }
  return schema
}
const serviceRequestSchemas = new Map<string, ReturnType<typeof buildServiceRequestValues>>()

function buildServiceRequestValues(today: string) {
  return z.strictObject({
    siteEmail: email,
    siteName: requiredText(200, 'Choose a dealer.'),
    description: text(MAX_TEXT_LENGTH).optional(),
    customerName: requiredText(MAX_NAME_LENGTH, 'The name is required.'),
    customerPhone: phone,
    customerEmail: email,
    regno,
    milage: mileage.optional(),
    milageUnit: mileageUnit,
    date: z
      .string()
      .regex(DATE_PATTERN, 'A date as YYYY-MM-DD.')
      .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'A date that exists.')
      .refine((date) => date >= today, 'The desired date is today or later.'),
    services: z.array(text(100).min(1)).max(CAR_SERVICE_TYPE_COUNT).default([]),
    gdpr: z.literal(true, { error: 'The consent is required.' }),
    // Optional, unlike the specification: consent to marketing must not be a condition of the service (GDPR).
    newsletter: z.boolean({ error: 'The newsletter box is true or false.' }).default(false),
    typeMC: z.boolean().default(false),
    other: text(MAX_TEXT_LENGTH).optional(),
    sourceUrl,
  })
}
export type ServiceRequestValues = z.infer<ReturnType<typeof buildServiceRequestValues>>

/** Contact the seller from a car page (spec 2 §3 contact form values, §7 Contact). */
export const contactSellerValues = z.strictObject({
  car: z.strictObject({ car_id: requiredText(100, 'The car is required.') }),
  name: requiredText(MAX_NAME_LENGTH, 'The name is required.'),
  phone,
  email: contactEmail,
  message: text(MAX_TEXT_LENGTH).optional(),
  siteName: text(200).optional(),
  quote: z.boolean().default(false),
  testDrive: z.boolean().default(false),
  /** The chosen seller (sample cars: required by the form) and the receiving address. */
  toName: text(MAX_NAME_LENGTH).optional(),
  toEmail: contactEmail.optional(),
  sourceUrl,
})
export type ContactSellerValues = z.infer<typeof contactSellerValues>

/** A consent as the visitor saw it (ConsentShown): which box and its text. */
export const consentShown = z.strictObject({
  name: requiredText(50, 'The consent name is required.'),
  text: requiredText(MAX_TEXT_LENGTH, 'The consent text is required.'),
}) satisfies z.ZodType<ConsentShown>

/** The submission id a form creates once and sends with every retry: 8 to 100 letters, digits, - or _. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

/** A lead's envelope: which form, its submission id, its values (checked by the form's own schema) and consents. */
export const leadEnvelope = z.strictObject({
  formName: z.enum(FORM_NAMES, { error: `formName is one of ${FORM_NAMES.join(', ')}.` }),
  formSubmissionId: z.string().regex(SUBMISSION_ID_PATTERN, 'formSubmissionId is 8 to 100 letters, digits, - or _.'),
  values: z.record(z.string(), z.unknown(), { error: 'values is an object.' }),
  consents: z.array(consentShown).max(5).default([]),
  locale: z.string().min(2).max(10).optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
})

export type LeadSubmission =
  | { formName: 'sell-car'; values: SellCarValues }
  | { formName: 'service-request'; values: ServiceRequestValues }
  | { formName: 'contact-seller'; values: ContactSellerValues }

export type ParsedLeadRequest = LeadSubmission & {
  formSubmissionId: string
  consents: ConsentShown[]
  locale?: string
  /** The honeypot was filled in. */
  honeypot: boolean
}

export type ParseResult = { ok: true; request: ParsedLeadRequest } | { ok: false; fields: FieldErrors }

function fieldErrors(error: z.ZodError, prefix = ''): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)'
    fields[path] ??= issue.message
  }
  return fields
}

/** Validates a body: the envelope, then the values of its form. Errors are keyed by path (`values.customerPhone`). */
export function parseLeadRequest(body: unknown, today: string): ParseResult {
  const outer = leadEnvelope.safeParse(body)
  if (!outer.success) return { ok: false, fields: fieldErrors(outer.error) }
  const { formName, values, [HONEYPOT_FIELD]: honeypot, ...rest } = outer.data
  const schema =
    formName === 'sell-car' ? sellCarValues : formName === 'service-request' ? serviceRequestValues(today) : contactSellerValues
  const inner = schema.safeParse(values)
  if (!inner.success) return { ok: false, fields: fieldErrors(inner.error, 'values') }
  return { ok: true, request: { ...rest, formName, values: inner.data, honeypot: Boolean(honeypot?.trim()) } as ParsedLeadRequest }
}
