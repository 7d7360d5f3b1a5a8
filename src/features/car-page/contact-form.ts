import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import {
  LETTER_TLD_EMAIL_PATTERN,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  compactPhoneNumber,
  isFormPhoneNumber,
} from '@/features/leads/form-rules'

import type { ContactFormTexts } from './texts'

/** Contact the seller (spec 2 §3 contact form values, §5 validation, §7 Contact). */

export const CONTACT_FORM_NAME = 'contact-seller'

export type ContactField = 'name' | 'phone' | 'email' | 'message' | 'seller' | 'quote' | 'testDrive'
export type ContactValues = Record<ContactField, string>

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', message: '', seller: '', quote: '', testDrive: '' }

/** A seller a sample car's form offers: a dealer site selling the make, with its department for the make's new cars. */
export type SellerChoice = { value: string; label: string; name: string; email: string | null }

/** Thrown when a chosen dealer has no department for the car's make: the lead would have nowhere to go. */
export class DepartmentNotFoundError extends Error {
  constructor() {
    super('department not found')
  }
}

type SiteWithDepartments = Pick<DealerSiteDocument, 'site_id' | 'site_official_name' | 'site_city' | 'site_departments'>

/** The dealer sites selling a make, as the sample car form's seller choices (its new-car department's address). */
export function sellerChoices(sites: readonly SiteWithDepartments[], brand: string): SellerChoice[] {
  const wanted = brand.trim().toLowerCase()
  return sites.map((site) => {
    const selling = site.site_departments.filter((department) =>
      department.brands.some((entry) => entry.name.trim().toLowerCase() === wanted),
    )
    const department = selling.find((candidate) => candidate.group === 'New cars') ?? selling[0]
    return {
      value: site.site_id,
      label:
        site.site_city && !site.site_official_name.includes(site.site_city)
          ? `${site.site_official_name}, ${site.site_city}`
          : site.site_official_name,
      name: site.site_official_name,
      email: department?.email || null,
    }
  })
}

/** The form's problems, by field, in the site's language; a sample car needs a seller chosen. */
export function validateContact(
  values: ContactValues,
  texts: ContactFormTexts,
  needsSeller: boolean,
): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {}
  const name = values.name.trim()
  if (!name || name.length > MAX_NAME_LENGTH) problems.name = texts.carDetailNameRequired
  if (!isFormPhoneNumber(values.phone)) problems.phone = texts.carDetailPhoneInvalid
  if (values.email.trim().length > 254 || !LETTER_TLD_EMAIL_PATTERN.test(values.email.trim())) problems.email = texts.carDetailEmailInvalid
  if (values.message.length > MAX_TEXT_LENGTH) problems.message = texts.invalidInput
  if (needsSeller && !values.seller) problems.seller = texts.carDetailSellerRequired
  return problems
}

export type ContactCar = { car_id: string; siteName: string }

/**
 * What goes to `POST /api/forms/comhub`: the car, the form values, the chosen seller (sample cars; otherwise the
 * car's site gets the lead) and the page the visitor was on.
 */
export function contactValuesToPost(
  values: ContactValues,
  car: ContactCar,
  sellers: readonly SellerChoice[],
  sourceUrl: string,
): Record<string, unknown> {
  const seller = sellers.find((choice) => choice.value === values.seller)
  if (values.seller && (!seller || !seller.email)) throw new DepartmentNotFoundError()
  return {
    car: { car_id: car.car_id },
    name: values.name.trim(),
    phone: compactPhoneNumber(values.phone),
    email: values.email.trim(),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    siteName: seller?.name ?? car.siteName,
    quote: values.quote === 'true',
    testDrive: values.testDrive === 'true',
    ...(seller?.email ? { toName: seller.name, toEmail: seller.email } : {}),
    sourceUrl,
  }
}

/** The analytics lead type of a contact: test drive, quote or a question. */
export const contactLeadType = (values: ContactValues): string =>
  values.testDrive === 'true' ? 'test drive' : values.quote === 'true' ? 'quote' : 'contact'
