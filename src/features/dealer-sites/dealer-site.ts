/**
 * A dealer site (facility) as the site index holds it (spec 2 §3, "Dealer site"): the document the site
 * list, the site page, the car page's contact section and the workshop lists read. Editors keep it in the
 * CMS collection `dealer-sites`; the index is built from that collection.
 */

export type OpeningHours = { day: string; displayText: string }
export type DeviationDay = { day: string; displayText: string }
export type VacationDay = { day: string; displayText: string }

export type OpeningSchedule = {
  openinghours: OpeningHours[]
  /** Days with other hours than usual (a bank holiday), as dates YYYY-MM-DD. */
  deviationdays: DeviationDay[]
  /** The department's closed days during its vacation period; the period is active only when days exist. */
  vacationdays: VacationDay[]
  vacationtitle: string
  /** ISO dates YYYY-MM-DD, or empty. */
  vacationstart: string
  vacationend: string
}

export type DepartmentUser = { first_name: string; last_name: string; title: string; phone: string; email: string }

export const DEPARTMENT_GROUPS = ['New cars', 'Used cars', 'Service', 'Parts'] as const
export type DepartmentGroup = (typeof DEPARTMENT_GROUPS)[number]

export type Department = {
  name: string
  official_name: string
  /** sales, service, parts, … as the dealer system names it. */
  department_type: string
  phone: string
  email: string
  group: DepartmentGroup
  brands: Array<{ name: string; brand_code: string }>
  erp_id: string
  users: DepartmentUser[]
  openingschedule: OpeningSchedule
}

export type DealerSiteDocument = {
  site_id: string
  slug: string
  site_official_name: string
  site_street: string
  site_zip: string
  site_city: string
  site_phone: string
  site_email: string
  site_image_url: string
  site_primary_image: { thumbnail_url: string; original: string; blur_data_url: string } | null
  /** "lat,lng", e.g. "57.7089,11.9746". */
  site_geocoord: string
  site_region: string
  site_brands: string[]
  website_city: string
  website_sort_order: number
  site_departments: Department[]
}
