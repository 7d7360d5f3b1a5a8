import { EMAIL_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, validEmail, validPhone } from '../booking-rules'
import { TEXTS } from './texts'

/** The booking's contact form (spec 3 §5.1): first name, last name, phone and e-mail required, a message of at most 80 characters. */
export type ContactValues = { firstName: string; lastName: string; phone: string; email: string; message: string }
export type ContactField = keyof ContactValues

export const emptyContact: ContactValues = { firstName: '', lastName: '', phone: '', email: '', message: '' }

export const CONTACT_LIMITS: Record<ContactField, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  message: FREE_TEXT_MAX_LENGTH,
}

export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  if (!values.firstName.trim()) errors.firstName = TEXTS.required(TEXTS.firstName)
  if (!values.lastName.trim()) errors.lastName = TEXTS.required(TEXTS.lastName)
  if (!values.phone.trim()) errors.phone = TEXTS.required(TEXTS.phone)
  else if (!validPhone(values.phone.trim())) errors.phone = TEXTS.phoneInvalid
  if (!values.email.trim()) errors.email = TEXTS.required(TEXTS.email)
  else if (!validEmail(values.email.trim())) errors.email = TEXTS.emailInvalid
  if (values.message.length > FREE_TEXT_MAX_LENGTH) errors.message = `Högst ${FREE_TEXT_MAX_LENGTH} tecken.`
  return errors
}
