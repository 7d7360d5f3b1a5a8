/**
 * Phone numbers in one form, E.164 (`+46701740610`), so a number typed as `070-174 06 10`, `0046 70 174 06 10`
 * or `+46 70 174 06 10` is the same number wherever it is stored, compared or sent. A national number (leading
 * 0) is read in the group's home country, Sweden, unless another country code is given.
 */

/** E.164 allows at most 15 digits; the shortest mobile numbers in the group's countries have 8. */
const MIN_DIGITS = 8
const MAX_DIGITS = 15
const SEPARATORS = /[\s\-()./]/g

export function toE164(phone: string, countryCode = '46'): string | null {
  const compact = phone.trim().replace(SEPARATORS, '')
  let digits: string
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1)
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2)
  else if (/^0\d+$/.test(compact)) digits = `${countryCode}${compact.slice(1)}`
  else return null
  if (digits.startsWith('0') || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null
  return `+${digits}`
}

/**
 * A phone number as every form takes it (spec 2 §5, spec 3 §5.1): the spaces, hyphens, dots, brackets and slashes
 * people type between its digits are dropped ("070-174 06 55" → "0701740655"), and what is left is an optional
 * leading + and 6 to 20 digits. Forms check and send the compact form, so the browser and the server agree.
 */
export const FORM_PHONE_PATTERN = /^\+?\d{6,20}$/

export function compactPhoneNumber(phone: string): string {
  return phone.trim().replace(SEPARATORS, '')
}

export function isFormPhoneNumber(phone: string): boolean {
  return FORM_PHONE_PATTERN.test(compactPhoneNumber(phone))
}

/** Whether a recipient looks like a phone number (digits, spaces, dashes, parentheses and a leading + or 00). */
export function looksLikePhoneNumber(value: string): boolean {
  return toE164(value) !== null
}

/**
 * A phone number with only its last two digits visible, always in the same shape (`*** *** ** 10`), so neither
 * its length nor its country shows.
 */
export function maskedPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `*** *** ** ${digits.slice(-2).padStart(2, '*')}`
}
