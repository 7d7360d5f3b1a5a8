import { leadFormText, mileageUnitKey } from './form-texts'
import {
  EMAIL_PATTERN,
  MAX_MILEAGE,
  MAX_REGNO_LENGTH,
  mileageUnitOf,
  compactPhoneNumber,
  isFormPhoneNumber,
  SELL_CAR_OPTIONS,
  type ConsentShown,
  type FormName,
  type MileageUnit,
  type SellCarOption,
} from './form-rules'

export const SELL_CAR_FORM_NAME = 'sell-car' satisfies FormName
/** The page_type of the sell-car page's impression. */
export const SELL_CAR_PAGE_TYPE = 'sell car'

/** The sell-car form's fields, named as the server's `sellCarValues` names them (spec 3 §3.2). */
export type SellCarField = 'regno' | 'milage' | 'customerName' | 'customerPhone' | 'customerEmail' | 'selectedOption' | 'other'
export type SellCarInput = Record<SellCarField, string>

/** A fresh form: empty, with 'sell' chosen (one option is always selected, spec 3 §5.2). */
export const EMPTY_SELL_CAR: SellCarInput = {
  regno: '',
  milage: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  selectedOption: 'sell',
  other: '',
}

export const MAX_EMAIL_LENGTH = 254

/** Every text the form shows, in the page's language. */
export function sellCarTexts(dictionary: Record<string, string>, country: string | null | undefined) {
  const text = (key: Parameters<typeof leadFormText>[1]) => leadFormText(dictionary, key)
  return {
    requiredNote: text('leadFormRequiredNote'),
    optional: text('leadFormOptional'),
    sending: text('leadFormSending'),
    invalid: text('leadFormInvalid'),
    error: text('leadFormError'),
    carLegend: text('sellCarCarLegend'),
    contactLegend: text('sellCarContactLegend'),
    regno: text('sellCarRegnoLabel'),
    regnoRequired: text('sellCarRegnoRequired'),
    mileage: `${text('sellCarMileageLabel')} (${text(mileageUnitKey(mileageUnitOf(country)))})`,
    mileageRequired: text('sellCarMileageRequired'),
    mileageInvalid: text('sellCarMileageInvalid'),
    optionLegend: text('sellCarOptionLegend'),
    sell: text('sellCarOptionSell'),
    sellHint: text('sellCarOptionSellHint'),
    tradeIn: text('sellCarOptionTradeIn'),
    tradeInHint: text('sellCarOptionTradeInHint'),
    name: text('leadFormNameLabel'),
    nameRequired: text('leadFormNameRequired'),
    phone: text('leadFormPhoneLabel'),
    phoneHint: text('leadFormPhoneHint'),
    phoneRequired: text('leadFormPhoneRequired'),
    phoneInvalid: text('leadFormPhoneInvalid'),
    email: text('leadFormEmailLabel'),
    emailRequired: text('leadFormEmailRequired'),
    emailInvalid: text('leadFormEmailInvalid'),
    other: text('sellCarOtherLabel'),
    otherHint: text('sellCarOtherHint'),
    submit: text('sellCarSubmit'),
    success: text('sellCarSuccess'),
    privacy: text('sellCarPrivacy'),
  }
}
export type SellCarTexts = ReturnType<typeof sellCarTexts>

export const isSellCarOption = (value: string): value is SellCarOption => (SELL_CAR_OPTIONS as readonly string[]).includes(value)

const WHOLE_NUMBER = /^\d+$/

/** What is wrong with the form as typed, by field, in the visitor's language; the rules are the server's. */
export function sellCarProblems(input: SellCarInput, texts: SellCarTexts): Partial<Record<SellCarField, string>> {
  const problems: Partial<Record<SellCarField, string>> = {}
  const regno = input.regno.trim()
  if (!regno) problems.regno = texts.regnoRequired
  else if (regno.length > MAX_REGNO_LENGTH) problems.regno = texts.invalid
  const mileage = input.milage.trim()
  if (!mileage) problems.milage = texts.mileageRequired
  else if (!WHOLE_NUMBER.test(mileage) || Number(mileage) > MAX_MILEAGE) problems.milage = texts.mileageInvalid
  if (!input.customerName.trim()) problems.customerName = texts.nameRequired
  const phone = input.customerPhone.trim()
  if (!phone) problems.customerPhone = texts.phoneRequired
  else if (!isFormPhoneNumber(phone)) problems.customerPhone = texts.phoneInvalid
  const email = input.customerEmail.trim()
  if (!email) problems.customerEmail = texts.emailRequired
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) problems.customerEmail = texts.emailInvalid
  if (!isSellCarOption(input.selectedOption)) problems.selectedOption = texts.invalid
  return problems
}

/** The message beside a field the server refused. */
export function sellCarServerMessage(field: SellCarField, texts: SellCarTexts): string {
  if (field === 'customerPhone') return texts.phoneInvalid
  if (field === 'customerEmail') return texts.emailInvalid
  if (field === 'milage') return texts.mileageInvalid
  return texts.invalid
}

/** Where the lead goes and where it came from, as the block knows them, and the unit the mileage label names. */
export type SellCarTarget = { locale: string; mileageUnit: MileageUnit; sourceUrl?: string; toEmail?: string; privacyNotice?: string }

function isWebAddress(value: string | undefined): value is string {
  if (!value) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The post for a valid form: `values` exactly as the server's `sellCarValues` takes them. */
export function sellCarPost(
  input: SellCarInput,
  target: SellCarTarget,
): { values: Record<string, unknown>; consents: ConsentShown[]; locale: string } {
  const other = input.other.trim()
  const toEmail = target.toEmail?.trim()
  const privacy = target.privacyNotice?.trim()
  return {
    values: {
      regno: input.regno.replace(/\s+/g, '').toUpperCase(),
      milage: Number(input.milage.trim()),
      milageUnit: target.mileageUnit,
      customerName: input.customerName.trim(),
      customerPhone: compactPhoneNumber(input.customerPhone),
      customerEmail: input.customerEmail.trim(),
      selectedOption: isSellCarOption(input.selectedOption) ? input.selectedOption : 'sell',
      ...(other ? { other } : {}),
      ...(toEmail ? { toEmail } : {}),
      ...(isWebAddress(target.sourceUrl) ? { sourceUrl: target.sourceUrl } : {}),
    },
    consents: privacy ? [{ name: 'privacy', text: privacy }] : [],
    locale: target.locale,
  }
}
