import { createHash } from 'node:crypto'

import type { Database } from '@/db/database'

import type { InstantValuation } from '@/features/price-insight/valuation'

import type { LeadForDelivery } from './delivery-types'
import { mileageUnitOf, parseLeadRequest, timeZoneOf, todayIn, type FieldErrors, type ParsedLeadRequest, type SellCarValues } from './forms'
import { leadEmail } from './lead-email'
import { storeLead } from './repository'
import { isRecipientProblem, resolveRecipient, type CarForLead, type RecipientDirectory } from './recipients'

/**
 * The lead intake behind `POST /api/forms/comhub`: validate, find the receiving address, store the lead and its
 * e-mail together. Idempotent by submission id: the same submission again gets the first answer and stores
 * nothing; the same id with other content is refused (422), as the IETF Idempotency-Key draft does.
 */

export type IntakeSite = { id: number; key: string; name: string; country: string; defaultLocale: string }

export type IntakeDeps = {
  db: Database
  directory: (site: IntakeSite) => Promise<RecipientDirectory>
  findCar: (site: IntakeSite, carId: string) => Promise<CarForLead | null>
  /**
   * The sell-car form's instant valuation of the visitor's car, worked out again from its registration number and
   * mileage (never taken from the browser), so the dealer sees what the visitor saw. Null: none could be made.
   */
  valueCar?: (site: IntakeSite, values: SellCarValues) => Promise<InstantValuation | null>
  now?: () => Date
}

export type IntakeAnswer =
  | { status: 202; body: { status: 'accepted'; formSubmissionId: string }; created: boolean }
  | { status: 400 | 422; body: { error: string; message: string; fields?: FieldErrors }; created: false }

/** A stable fingerprint of a value: object keys sorted, so equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export function submissionHash(site: IntakeSite, request: ParsedLeadRequest): string {
  const { formName, values, consents, locale } = request
  return createHash('sha256').update(canonicalJson({ site: site.key, formName, values, consents, locale })).digest('hex')
}

/** The line editors see in the leads list: what was asked and for which car. */
export function leadSummary(request: ParsedLeadRequest, car: CarForLead | null): string {
  switch (request.formName) {
    case 'sell-car':
      return `${request.values.selectedOption === 'trade-in' ? 'Trade-in' : 'Sell car'} · ${request.values.regno}`
    case 'service-request':
      return `${request.values.typeMC ? 'Motorcycle service' : 'Service'} · ${request.values.regno} · ${request.values.date}`
    case 'contact-seller':
      return `${request.values.testDrive ? 'Test drive' : request.values.quote ? 'Quote' : 'Contact'} · ${car?.title ?? request.values.car.car_id}`
  }
}

/** A mileage sent without its unit is in the unit the site's country reads: the lead keeps it beside the number. */
export function withMileageUnit(request: ParsedLeadRequest, site: Pick<IntakeSite, 'country'>): ParsedLeadRequest {
  if (request.formName === 'contact-seller' || request.values.milage === undefined || request.values.milageUnit) return request
  return { ...request, values: { ...request.values, milageUnit: mileageUnitOf(site.country) } } as ParsedLeadRequest
}

const invalid = (fields: FieldErrors): IntakeAnswer => ({
  status: 400,
  body: { error: 'invalid_request', message: `The form has errors: ${Object.keys(fields).join(', ')}.`, fields },
  created: false,
})

export async function acceptLead(deps: IntakeDeps, site: IntakeSite, body: unknown): Promise<IntakeAnswer> {
  const now = deps.now?.() ?? new Date()
  const parsed = parseLeadRequest(body, todayIn(timeZoneOf(site.country), now))
  if (!parsed.ok) return invalid(parsed.fields)
  const request = withMileageUnit(parsed.request, site)
  if (request.honeypot) {
    return { status: 400, body: { error: 'rejected', message: 'The submission was refused: a field meant to stay empty was filled in.' }, created: false }
  }

  const car = request.formName === 'contact-seller' ? await deps.findCar(site, request.values.car.car_id) : null
  // A valuation that cannot be made (the register or the stock away) never costs the visitor the lead.
  const valuation = request.formName === 'sell-car' && deps.valueCar ? await deps.valueCar(site, request.values).catch(() => null) : null
  const recipient = resolveRecipient(request, await deps.directory(site), car)
  if (isRecipientProblem(recipient)) return invalid({ [recipient.field]: recipient.message })

  const receivedAt = now.toISOString()
  const locale = request.locale ?? site.defaultLocale
  const consents = request.consents.map((consent) => ({ ...consent, givenAt: receivedAt }))
  const sourceUrl = request.values.sourceUrl ?? null
  const delivery = {
    submissionId: request.formSubmissionId,
    receivedAt,
    locale,
    site: { key: site.key, name: site.name, country: site.country },
    receivingAddress: recipient.address ?? '',
    receivingName: recipient.name ?? undefined,
    sourceUrl: sourceUrl ?? undefined,
    consents,
    car: car ?? undefined,
    formName: request.formName,
    values: request.values,
    ...(valuation ? { valuation } : {}),
  } as LeadForDelivery
  const payloadHash = submissionHash(site, request)
  const email = recipient.address ? leadEmail(delivery) : null

  const stored = await storeLead(
    deps.db,
    {
      submissionId: request.formSubmissionId,
      payloadHash,
      formName: request.formName,
      siteId: site.id,
      locale,
      summary: leadSummary(request, car),
      receivingAddress: recipient.address,
      receivingName: recipient.name,
      sourceUrl,
      values: request.values,
      consents,
      receivedAt,
    },
    email && { to: recipient.address!, subject: email.subject, text: email.text, html: email.html, attachments: email.attachments },
  )
  if (stored.payloadHash !== payloadHash) {
    return {
      status: 422,
      body: { error: 'submission_conflict', message: 'This formSubmissionId was already used for a different submission. Send a new form with a new id.' },
      created: false,
    }
  }
  return { status: 202, body: { status: 'accepted', formSubmissionId: request.formSubmissionId }, created: stored.created }
}
