import type { IsoDate } from '@/lib/iso-date'
import type { LeadPost } from '@/features/leads/client'
import type { EarlyChange } from '@/features/leads/ui/early-input'
import {
  EMAIL_PATTERN,
  MAX_MILEAGE,
  compactPhoneNumber,
  isFormPhoneNumber,
  type FieldErrors,
  type MileageUnit,
} from '@/features/leads/form-rules'

import type { ServiceDealer } from './dealers'
import type { ServiceRequestTexts } from './texts'

export const SERVICE_REQUEST_FORM = 'service-request'
/** The page_type of the service request page's impression. */
export const SERVICE_REQUEST_PAGE_TYPE = 'service request'

/** What the visitor has filled in, as the inputs hold it. */
export type ServiceRequestDraft = {
  dealerId: string
  regno: string
  milage: string
  date: IsoDate | null
  services: string[]
  description: string
  /** Other wishes (spec 3 §3.2 `other`): a courtesy car, pick-up, waiting while the work is done. */
  other: string
  customerName: string
  customerPhone: string
  customerEmail: string
  gdpr: boolean
  newsletter: boolean
}

export type DraftField = keyof ServiceRequestDraft
export type DraftErrors = Partial<Record<DraftField, string>>

export const EMPTY_DRAFT: ServiceRequestDraft = {
  dealerId: '',
  regno: '',
  milage: '',
  date: null,
  services: [],
  description: '',
  other: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  gdpr: false,
  newsletter: false,
}

/** The fields in the order the form shows them: the first invalid one takes focus. */
export const FIELD_ORDER: readonly DraftField[] = [
  'dealerId',
  'regno',
  'milage',
  'date',
  'services',
  'description',
  'other',
  'customerName',
  'customerPhone',
  'customerEmail',
  'gdpr',
  'newsletter',
]

/** A plate as the visitor types it: upper case (spec 3 §5.3). */
export const plateInput = (value: string) => value.toUpperCase()

/** The draft with a change the visitor made before the form started (the date is chosen in a picker that needs the script). */
export function withEarlyChange(draft: ServiceRequestDraft, change: EarlyChange): ServiceRequestDraft {
  if (change.kind === 'checkbox') {
    if (change.name === 'gdpr' || change.name === 'newsletter') return { ...draft, [change.name]: change.checked }
    if (change.name !== 'services') return draft
    const others = draft.services.filter((service) => service !== change.value)
    return { ...draft, services: change.checked ? [...others, change.value] : others }
  }
  // The form has no radio buttons.
  if (change.kind !== 'value') return draft
  switch (change.name) {
    case 'regno':
      return { ...draft, regno: plateInput(change.value) }
    case 'dealerId':
    case 'milage':
    case 'description':
    case 'other':
    case 'customerName':
    case 'customerPhone':
    case 'customerEmail':
      return { ...draft, [change.name]: change.value }
    default:
      return draft
  }
}

function mileageError(value: string): boolean {
  const text = value.trim()
  if (!text) return false
  const mileage = Number(text)
  return !/^\d+$/.test(text) || !Number.isSafeInteger(mileage) || mileage > MAX_MILEAGE
}

type Check = { today: IsoDate; texts: ServiceRequestTexts; dealer: ServiceDealer | null }

/**
 * The messages of spec 3 §5.3: dealer, plate, date (not before today), name, phone, e-mail, the consent box;
 * mileage at least 0. The newsletter box stays optional: marketing consent is not a condition of the service.
 */
export function validateDraft(draft: ServiceRequestDraft, { today, texts, dealer }: Check): DraftErrors {
  const errors: DraftErrors = {}
  if (!dealer) errors.dealerId = texts.dealerRequired
  if (!draft.regno.trim()) errors.regno = texts.regnoRequired
  if (mileageError(draft.milage)) errors.milage = texts.mileageInvalid
  if (!draft.date) errors.date = texts.dateRequired
  else if (draft.date < today) errors.date = texts.dateInvalid
  if (!draft.customerName.trim()) errors.customerName = texts.nameRequired
  const phone = draft.customerPhone.trim()
  if (!phone) errors.customerPhone = texts.phoneRequired
  else if (!isFormPhoneNumber(phone)) errors.customerPhone = texts.phoneInvalid
  const email = draft.customerEmail.trim()
  if (!email) errors.customerEmail = texts.emailRequired
  else if (!EMAIL_PATTERN.test(email)) errors.customerEmail = texts.emailInvalid
  if (!draft.gdpr) errors.gdpr = texts.consentRequired
  return errors
}

/** The one field's message after the visitor leaves it; other fields keep theirs. */
export function validateField(field: DraftField, draft: ServiceRequestDraft, check: Check): string | undefined {
  return validateDraft(draft, check)[field]
}

type Submission = {
  draft: ServiceRequestDraft
  dealer: ServiceDealer
  typeMC: boolean
  texts: ServiceRequestTexts
  submissionId: string
  locale: string
  /** The unit the visitor typed the mileage in: the site's country's. */
  mileageUnit: MileageUnit
  sourceUrl: string
  honeypot: string
}

/** The body of `POST /api/forms/comhub` for a valid draft (the server's `serviceRequestValues`). */
export function serviceRequestPost({
  draft,
  dealer,
  typeMC,
  texts,
  submissionId,
  locale,
  mileageUnit,
  sourceUrl,
  honeypot,
}: Submission): LeadPost {
  const description = draft.description.trim()
  const other = draft.other.trim()
  const mileage = draft.milage.trim()
  return {
    formName: SERVICE_REQUEST_FORM,
    formSubmissionId: submissionId,
    values: {
      siteEmail: dealer.email,
      siteName: dealer.name,
      ...(description ? { description } : {}),
      customerName: draft.customerName.trim(),
      customerPhone: compactPhoneNumber(draft.customerPhone),
      customerEmail: draft.customerEmail.trim(),
      regno: draft.regno.trim(),
      ...(mileage ? { milage: Number(mileage), milageUnit: mileageUnit } : {}),
      date: draft.date,
      services: draft.services,
      ...(other ? { other } : {}),
      gdpr: draft.gdpr,
      newsletter: draft.newsletter,
      typeMC,
      sourceUrl,
    },
    // A consent is recorded as given only when its box was ticked.
    consents: [
      { name: 'gdpr', text: texts.consentText },
      ...(draft.newsletter ? [{ name: 'newsletter', text: texts.newsletterText }] : []),
    ],
    locale,
    honeypot: honeypot || undefined,
  }
}

const SERVER_FIELDS: Record<string, { field: DraftField; text?: keyof ServiceRequestTexts }> = {
  'values.siteEmail': { field: 'dealerId', text: 'dealerRequired' },
  'values.siteName': { field: 'dealerId', text: 'dealerRequired' },
  'values.regno': { field: 'regno', text: 'regnoRequired' },
  'values.milage': { field: 'milage', text: 'mileageInvalid' },
  'values.date': { field: 'date', text: 'dateInvalid' },
  'values.services': { field: 'services' },
  'values.description': { field: 'description' },
  'values.other': { field: 'other' },
  'values.customerName': { field: 'customerName', text: 'nameRequired' },
  'values.customerPhone': { field: 'customerPhone', text: 'phoneInvalid' },
  'values.customerEmail': { field: 'customerEmail', text: 'emailInvalid' },
  'values.gdpr': { field: 'gdpr', text: 'consentRequired' },
  'values.newsletter': { field: 'newsletter' },
}

/** The server's field errors (`values.customerPhone`) as messages beside the form's fields, in the form's language. */
export function serverFieldErrors(fields: FieldErrors, texts: ServiceRequestTexts): DraftErrors {
  const errors: DraftErrors = {}
  for (const [path, message] of Object.entries(fields)) {
    const target = SERVER_FIELDS[path] ?? SERVER_FIELDS[path.replace(/\.\d+$/, '')]
    if (target) errors[target.field] ??= target.text ? texts[target.text] : message
  }
  return errors
}
