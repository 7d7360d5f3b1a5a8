import type { DealerSiteDocument } from '@/features/dealer-sites/dealer-site'
import type { Car } from '@/features/stock/car'

import type { LeadSubmission, MileageUnit } from './forms'

/**
 * Where a lead is e-mailed. A form names its receiving address (the chosen dealer, the car's seller), but an
 * address from the browser is only used when it is one of the site's own: the intake is never a mail relay.
 */

export type CarForLead = {
  car_id: string
  title?: string
  brand?: string
  model?: string
  version?: string
  /** The model year. */
  year?: number
  /** The odometer as the stock has it, and its unit. */
  mileage?: number
  mileageUnit?: MileageUnit
  /** The registration number, for the dealer to find the car (a new car's may be empty). */
  regno?: string
  isUsed?: boolean
  price?: number
  currency?: string
  leadsEmail?: string
  siteName?: string
  sellers: Array<{ name: string; email: string }>
}

/** What a lead says of the car it is about, from the car's stock record: the price a visitor pays (the campaign price when there is one). */
export function carForLead(car: Car): CarForLead {
  return {
    car_id: car.car_id,
    title: [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' '),
    brand: car.car_brand,
    model: car.car_model,
    version: car.car_version,
    year: car.car_year,
    mileage: car.car_odometer,
    mileageUnit: car.car_odometer_unit,
    regno: car.car_regno || undefined,
    isUsed: car.car_is_used,
    price: car.car_has_campaign_price && car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
    currency: car.car_price_currency,
    leadsEmail: car.car_site_leads_email || undefined,
    siteName: car.car_site_name,
    sellers: (car.car_sellers ?? []).filter((seller) => seller.email).map((seller) => ({ name: seller.name, email: seller.email })),
  }
}

export type RecipientDirectory = {
  /** The site's own address for leads (Sites → Leads e-mail). */
  siteAddress: string | null
  siteName: string
  /** Every address of the country's dealer sites, their departments and staff, lower-cased → whose it is. */
  dealerAddresses: Map<string, string>
}

export type Recipient = { address: string | null; name: string | null }
export type RecipientProblem = { field: string; message: string }

/** The addresses of dealer sites (the site's, its departments' and its staff's), each with a name to show. */
export function dealerAddressBook(
  sites: readonly Pick<DealerSiteDocument, 'site_email' | 'site_official_name' | 'site_departments'>[],
): Map<string, string> {
  const book = new Map<string, string>()
  const add = (address: string | undefined, name: string) => {
    const key = address?.trim().toLowerCase()
    if (key && !book.has(key)) book.set(key, name)
  }
  for (const site of sites) {
    add(site.site_email, site.site_official_name)
    for (const department of site.site_departments ?? []) {
      add(department.email, `${site.site_official_name} – ${department.name}`)
      for (const user of department.users ?? []) add(user.email, `${user.first_name} ${user.last_name}`.trim())
    }
  }
  return book
}

const NOT_OURS = 'Not a receiving address of this site.'

export function resolveRecipient(
  submission: LeadSubmission,
  directory: RecipientDirectory,
  car: CarForLead | null,
): Recipient | RecipientProblem {
  const known = (address: string | undefined) => (address ? directory.dealerAddresses.get(address.toLowerCase()) : undefined)
  const site: Recipient = { address: directory.siteAddress, name: directory.siteAddress ? directory.siteName : null }
  switch (submission.formName) {
    case 'sell-car': {
      const { toEmail } = submission.values
      if (!toEmail) return site
      if (toEmail.toLowerCase() === directory.siteAddress?.toLowerCase()) return site
      const name = known(toEmail)
      return name ? { address: toEmail, name } : { field: 'values.toEmail', message: NOT_OURS }
    }
    case 'service-request': {
      const name = known(submission.values.siteEmail)
      return name
        ? { address: submission.values.siteEmail, name: submission.values.siteName || name }
        : { field: 'values.siteEmail', message: 'Choose one of the dealers in the list.' }
    }
    case 'contact-seller': {
      if (!car) return { field: 'values.car', message: 'This car is no longer in stock.' }
      const { toEmail, toName } = submission.values
      if (toEmail) {
        const seller = car.sellers.find((candidate) => candidate.email.toLowerCase() === toEmail.toLowerCase())
        if (seller) return { address: seller.email, name: seller.name }
        if (car.leadsEmail?.toLowerCase() === toEmail.toLowerCase()) return { address: car.leadsEmail, name: car.siteName ?? null }
        const name = known(toEmail)
        if (name) return { address: toEmail, name: toName || name }
        return { field: 'values.toEmail', message: NOT_OURS }
      }
      if (car.leadsEmail) return { address: car.leadsEmail, name: car.siteName ?? null }
      return site
    }
  }
}

export function isRecipientProblem(value: Recipient | RecipientProblem): value is RecipientProblem {
  return 'field' in value
}
