/**
 * Builds demo facilities from compact per-country descriptions: a country's conventions (department names,
 * opening hours, bank holidays, e-mail domain, phone numbering) plus each facility's address, makes and
 * staff.
 */

import type {
  Department,
  DepartmentGroup,
  DepartmentUser,
  DeviationDay,
  OpeningHours,
  VacationDay,
} from '../../../src/features/dealer-sites/dealer-site'
import { brandCode, type BrandLogoName } from './brands'
import type { DemoCountry, DemoDealerSite } from './types'

export type DepartmentType = 'sales' | 'service' | 'parts'

/** The department type of each group, as the dealer system names it. */
export const DEPARTMENT_TYPE: Record<DepartmentGroup, DepartmentType> = {
  'New cars': 'sales',
  'Used cars': 'sales',
  Service: 'service',
  Parts: 'parts',
}

/** The digit of each group in phone slots and ERP ids. */
const GROUP_DIGIT: Record<DepartmentGroup, number> = { 'New cars': 1, 'Used cars': 2, Service: 3, Parts: 4 }

/** A bank holiday or eve: the date and the hours of each department type that day. */
export type Holiday = { day: string } & Record<DepartmentType, string>

/** A country's conventions. */
export type CountryStyle = {
  country: DemoCountry
  /** The key of the demo website whose dealer runs the country's facilities (a facility may name another). */
  runBy: string
  /** E-mail domain of the facilities and staff. */
  domain: string
  /** Department names in the country's language. */
  departmentNames: Record<DepartmentGroup, string>
  /** The department's part of its e-mail address (ascii). */
  departmentMailboxes: Record<DepartmentGroup, string>
  /** Usual opening hours per department type (weekdays, Saturday, Sunday). */
  hours: Record<DepartmentType, OpeningHours[]>
  holidays: Holiday[]
  /** The display text of a closed day. */
  closed: string
  /** Title of a summer-vacation period. */
  vacationTitle: string
  /** Phone number of a facility (slot 0), a department (slot 10 × group digit) or a staff member (slot + 1…4). */
  phone: (phoneBase: string, slot: number) => string
}

/** A staff member: first name, last name, title. */
export type StaffSpec = [first: string, last: string, title: string]

export type DepartmentSpec = {
  group: DepartmentGroup
  staff: StaffSpec[]
  /** Makes of the department; defaults to the facility's makes (none for used cars). */
  brands?: BrandLogoName[]
  /** Hours other than the country's usual hours for the department type. */
  hours?: OpeningHours[]
  /** A summer-vacation period (ISO dates, inclusive): the department is closed on its usual open days. */
  vacation?: { start: string; end: string; title?: string }
}

export type SiteSpec = {
  site_id: string
  /** The key of the demo website whose dealer runs the facility, where it is not the country's. */
  runBy?: string
  slug: string
  site_official_name: string
  site_street: string
  site_zip: string
  site_city: string
  /** The city the websites group the facility under; defaults to site_city. */
  website_city?: string
  site_region: string
  /** "lat,lng" with four decimals. */
  site_geocoord: string
  site_brands: BrandLogoName[]
  /** The facility's part of phone numbers (ignored where numbers come from a shared pool). */
  phoneBase?: string
  /** The facility's part of e-mail addresses; defaults to the slug. */
  mailbox?: string
  /** E-mail domain, where it differs from the country's. */
  domain?: string
  departments: DepartmentSpec[]
}

/** Lower-case ascii: diacritics dropped, ø → o, æ → ae, å → a; anything else but letters and digits → '-'. */
export function ascii(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * The closed days of a vacation period: every date from start to end (inclusive) on which the department
 * is usually open (Monday–Friday for workshops and parts, Monday–Saturday for sales).
 */
export function vacationDays(start: string, end: string, type: DepartmentType, closed: string): VacationDay[] {
  const days: VacationDay[] = []
  const last = new Date(`${end}T12:00:00Z`)
  for (let day = new Date(`${start}T12:00:00Z`); day <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay()
    const open = weekday !== 0 && (weekday !== 6 || type === 'sales')
    if (open) days.push({ day: isoDate(day), displayText: closed })
  }
  return days
}

function deviationDays(style: CountryStyle, type: DepartmentType): DeviationDay[] {
  return style.holidays.map((holiday) => ({ day: holiday.day, displayText: holiday[type] }))
}

function department(style: CountryStyle, site: SiteSpec, spec: DepartmentSpec, domain: string): Department {
  const type = DEPARTMENT_TYPE[spec.group]
  const digit = GROUP_DIGIT[spec.group]
  const name = style.departmentNames[spec.group]
  const brands = spec.brands ?? (spec.group === 'Used cars' ? [] : site.site_brands)
  const phoneBase = site.phoneBase ?? ''
  const users: DepartmentUser[] = spec.staff.map(([first_name, last_name, title], index) => ({
    first_name,
    last_name,
    title,
    phone: style.phone(phoneBase, digit * 10 + index + 1),
    email: `${ascii(first_name)}.${ascii(last_name)}@${domain}`,
  }))
  const vacation = spec.vacation
  return {
    name,
    official_name: `${site.site_official_name} ${name}`,
    department_type: type,
    phone: style.phone(phoneBase, digit * 10),
    email: `${site.mailbox ?? site.slug}.${style.departmentMailboxes[spec.group]}@${domain}`,
    group: spec.group,
    brands: brands.map((brand) => ({ name: brand, brand_code: brandCode(brand) })),
    erp_id: `${site.site_id}${digit}0`,
    users,
    openingschedule: {
      openinghours: (spec.hours ?? style.hours[type]).map((line) => ({ ...line })),
      deviationdays: deviationDays(style, type),
      vacationdays: vacation ? vacationDays(vacation.start, vacation.end, type, style.closed) : [],
      vacationtitle: vacation ? (vacation.title ?? style.vacationTitle) : '',
      vacationstart: vacation?.start ?? '',
      vacationend: vacation?.end ?? '',
    },
  }
}

/** The facilities of one country, sorted on the websites in the given order. */
export function buildSites(style: CountryStyle, specs: SiteSpec[]): DemoDealerSite[] {
  return specs.map((site, index) => {
    const domain = site.domain ?? style.domain
    // The site phone is taken before the department and staff phones, so pooled numbers run in reading order.
    const site_phone = style.phone(site.phoneBase ?? '', 0)
    return {
      site_id: site.site_id,
      slug: site.slug,
      site_official_name: site.site_official_name,
      site_street: site.site_street,
      site_zip: site.site_zip,
      site_city: site.site_city,
      site_phone,
      site_email: `${site.mailbox ?? site.slug}@${domain}`,
      site_geocoord: site.site_geocoord,
      site_region: site.site_region,
      site_brands: [...site.site_brands],
      website_city: site.website_city ?? site.site_city,
      website_sort_order: index + 1,
      site_departments: site.departments.map((spec) => department(style, site, spec, domain)),
      country: style.country,
      runBy: site.runBy ?? style.runBy,
      scene: 'dealership',
    }
  })
}

/** A phone numbering in which a facility's numbers share its base: base + two-digit slot ('55 30 41' + '10'). */
export function slotPhone(phoneBase: string, slot: number): string {
  if (!phoneBase) throw new Error('A facility without a phone base')
  return `${phoneBase}${String(slot).padStart(2, '0')}`
}
