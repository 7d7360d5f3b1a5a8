import type { InstantValuation } from '@/features/price-insight/valuation'

import type { ContactSellerValues, SellCarValues, ServiceRequestValues } from './forms'
import type { CarForLead } from './recipients'

/** A received lead with everything its e-mail to the dealer and its ADF attachment need. */
export type LeadForDelivery = {
  submissionId: string
  /** ISO timestamp. */
  receivedAt: string
  /** The site's locale, e.g. 'sv-SE', 'nb-NO', 'en-GB'. */
  locale: string
  site: { key: string; name: string; country: string }
  /** Where the e-mail goes. */
  receivingAddress: string
  /** Dealer site or seller name when known. */
  receivingName?: string
  sourceUrl?: string
  consents: Array<{ name: string; text: string; givenAt: string }>
  /** For contact-seller: what the stock says about the car. */
  car?: Omit<CarForLead, 'leadsEmail' | 'siteName' | 'sellers'>
} &
  /** The sell-car form's instant valuation (issue 46), worked out again when the lead came in. */
  (
    | { formName: 'sell-car'; values: SellCarValues; valuation?: InstantValuation }
    | { formName: 'service-request'; values: ServiceRequestValues }
    | { formName: 'contact-seller'; values: ContactSellerValues }
  )

/** The lead of one form. */
export type LeadOf<F extends LeadForDelivery['formName']> = Extract<LeadForDelivery, { formName: F }>

/** A text a visitor may leave empty: blank counts as absent. */
export function present(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The dealer the lead is for: the dealer chosen in a service request, else the receiving name, else the site. */
export function receivingDealerName(lead: LeadForDelivery): string {
  if (lead.formName === 'service-request') return present(lead.values.siteName) ?? present(lead.receivingName) ?? lead.site.name
  if (lead.formName === 'contact-seller') return present(lead.receivingName) ?? present(lead.values.siteName) ?? lead.site.name
  return present(lead.receivingName) ?? lead.site.name
}

/** The page the visitor sent the form from. */
export function leadSourceUrl(lead: LeadForDelivery): string | undefined {
  return present(lead.sourceUrl) ?? present(lead.values.sourceUrl)
}

/** The car of a contact-seller lead in a few words: its title, else make, model and year, else its stock id. */
export function carLabel(lead: LeadOf<'contact-seller'>): string {
  const car = lead.car
  const title = present(car?.title)
  if (title) return title
  const words = [present(car?.brand), present(car?.model), present(car?.version), car?.year ? String(car.year) : undefined].filter(Boolean)
  return words.length > 0 ? words.join(' ') : lead.values.car.car_id
}

/** The currency of a price: the car's own, else the site country's. */
export const COUNTRY_CURRENCIES: Record<string, string> = { SE: 'SEK', NO: 'NOK', GB: 'GBP', FI: 'EUR', SK: 'EUR' }

export function priceCurrency(lead: LeadForDelivery): string | undefined {
  const own = present(lead.car?.currency)?.toUpperCase()
  if (own && /^[A-Z]{3}$/.test(own)) return own
  return COUNTRY_CURRENCIES[lead.site.country.toUpperCase()]
}
