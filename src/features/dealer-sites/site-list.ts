/**
 * The dealer site list (spec 2 §2 "Dealer site list", §7, §9) and the workshop site list (spec 3 §2.4, §3.2):
 * the search requests they send to the site index and what a card of either shows.
 */

import type { SearchRequest } from '../car-search/schema'
import type { DealerSiteDocument } from './dealer-site'

/** "Site list page size 48" (spec 2 §9). */
export const SITE_LIST_PAGE_SIZE = 48
/** "Site search box threshold: over 8 items" (spec 2 §9). */
export const SITE_SEARCH_BOX_THRESHOLD = 8
/** "Latest cars on site detail: 12" (spec 2 §9). */
export const SITE_DETAIL_CARS = 12
/** "Brand logos … first 65" (spec 2 §7). */
export const SITE_DETAIL_BRAND_LOGOS = 65
/** "limit 100, workshop-department sites; limit 4 for a predefined query" (spec 3 §7). */
export const WORKSHOP_SITE_LIMIT = 100
export const WORKSHOP_PREDEFINED_LIMIT = 4
/** "Map zoom 12" (spec 2 §9), and the centre without coordinates: Stockholm. */
export const SITE_MAP_ZOOM = 12
export const DEFAULT_MAP_CENTRE = { latitude: 59.3293, longitude: 18.0686 }

/** The department group a workshop has (the dealer system's 'Service' department). */
export const WORKSHOP_GROUP = 'Service'

/** The list's optional facets, by the field the index counts them on, in the order they show. */
export const SITE_LIST_FACETS = {
  region: 'site_region',
  brand: 'site_departments.brands.name',
  departmentType: 'site_departments.group',
} as const
export type SiteListFacetKey = keyof typeof SITE_LIST_FACETS
export type SiteListFacetName = (typeof SITE_LIST_FACETS)[SiteListFacetKey]

/** What a card of the list reads (spec 2 §2: image, name, street, zip, city, phone; and the slug it links to). */
export const SITE_CARD_FIELDS = [
  'site_id',
  'slug',
  'site_official_name',
  'site_street',
  'site_zip',
  'site_city',
  'site_phone',
  'site_image_url',
  'site_primary_image',
  'site_geocoord',
  'site_region',
] as const satisfies readonly (keyof DealerSiteDocument)[]
export type SiteCardDoc = Pick<DealerSiteDocument, (typeof SITE_CARD_FIELDS)[number]>

/** Spec 3 §3.2's site list fields: a workshop card adds e-mail and the departments' groups and e-mails. */
export const WORKSHOP_CARD_FIELDS = [
  'slug',
  'site_id',
  'site_official_name',
  'site_city',
  'site_image_url',
  'site_primary_image',
  'site_phone',
  'site_zip',
  'site_street',
  'site_email',
  'site_departments',
] as const satisfies readonly (keyof DealerSiteDocument)[]
export type WorkshopCardDoc = Pick<DealerSiteDocument, (typeof WORKSHOP_CARD_FIELDS)[number]>

/**
 * The department service an address may ask for (spec 1 §2.7: the UK's contact redirects write
 * `site_departments.service_name=Sales`, `Service` or `Parts`): the departments' type, whatever its case.
 */
export const SERVICE_NAME_PARAM = 'site_departments.service_name'
export const SERVICE_NAME_FIELD = 'site_departments.department_type'

/** The visitor's choices: facet values by facet field, the services an address asked for, and words. */
export type SiteListState = { filters: Partial<Record<SiteListFacetName, string[]>>; services?: string[]; keyphrase: string }

/** The facets the block shows, as the editor chose them. */
export function shownFacets(choice: { facetRegion?: boolean | null; facetBrand?: boolean | null; facetDepartmentType?: boolean | null }): SiteListFacetName[] {
  const shown: SiteListFacetName[] = []
  if (choice.facetRegion) shown.push(SITE_LIST_FACETS.region)
  if (choice.facetBrand) shown.push(SITE_LIST_FACETS.brand)
  if (choice.facetDepartmentType) shown.push(SITE_LIST_FACETS.departmentType)
  return shown
}

function queryValues(query: URLSearchParams, name: string): string[] {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  return [...new Set(values)].slice(0, 50)
}

/**
 * The state an address asks for: `?site_region=Uppsala&site_departments.brands.name=Audi&keyphrase=…` (links and
 * redirects write these). Every facet field filters, shown or not, and so does the service name.
 */
export function siteListStateFromQuery(query: URLSearchParams): SiteListState {
  const filters: SiteListState['filters'] = {}
  for (const facet of Object.values(SITE_LIST_FACETS)) {
    const values = queryValues(query, facet)
    if (values.length) filters[facet] = values
  }
  const services = queryValues(query, SERVICE_NAME_PARAM)
  return { filters, ...(services.length ? { services } : {}), keyphrase: (query.get('keyphrase') ?? '').trim().slice(0, 200) }
}

/** The address of a state, for the browser's history: only what is chosen. */
export function siteListQuery(state: SiteListState): string {
  const query = new URLSearchParams()
  for (const [facet, values] of Object.entries(state.filters)) for (const value of values ?? []) query.append(facet, value)
  for (const service of state.services ?? []) query.append(SERVICE_NAME_PARAM, service)
  if (state.keyphrase) query.set('keyphrase', state.keyphrase)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * One page of the site list, sorted by website_sort_order ascending (spec 2 §2), with the shown facets counted;
 * a choice of a facet the list does not show, and a service name, narrow it as filters.
 */
export function siteListRequest(index: string, state: SiteListState, facets: readonly SiteListFacetName[], offset = 0): SearchRequest {
  const hidden = (Object.entries(state.filters) as Array<[SiteListFacetName, string[] | undefined]>).filter(([name, values]) => !facets.includes(name) && values?.length)
  const filters = [
    ...hidden.map(([name, values]) => ({ name, values: values!.map((value) => ({ value })) })),
    ...(state.services?.length ? [{ name: SERVICE_NAME_FIELD, values: state.services.map((value) => ({ value })) }] : []),
  ]
  return {
    index,
    fields: [...SITE_CARD_FIELDS],
    keyphrase: state.keyphrase || undefined,
    ...(filters.length ? { filters } : {}),
    facets: facets.map((name) => {
      const values = state.filters[name]
      return { name, sort_order: 'asc' as const, ...(values?.length ? { filters: { values: values.map((value) => ({ value })) } } : {}) }
    }),
    limit: SITE_LIST_PAGE_SIZE,
    offset,
    sort_name: 'website_sort_order',
  }
}

/** A facility by its slug, or by its id (spec 2 §7 "Site by slug or id"). */
export function siteBySlugRequest(index: string, slug: string): SearchRequest {
  const byId = /^\d+$/.test(slug)
  return { index, limit: 1, filters: [{ name: byId ? 'site_id' : 'slug', values: [{ value: slug }] }] }
}

/**
 * The workshop sites: every site with a workshop department (limit 100), or the editor's predefined query
 * in the site list's address form (limit 4).
 */
export function workshopSitesRequest(index: string, predefinedQuery: string | null | undefined): SearchRequest {
  const predefined = (predefinedQuery ?? '').trim()
  const state = predefined ? siteListStateFromQuery(new URLSearchParams(predefined.replace(/^\?/, ''))) : null
  const filters: NonNullable<SearchRequest['filters']> = [{ name: SITE_LIST_FACETS.departmentType, values: [{ value: WORKSHOP_GROUP }] }]
  for (const [name, values] of Object.entries(state?.filters ?? {})) if (values?.length && name !== SITE_LIST_FACETS.departmentType) filters.push({ name, values: values.map((value) => ({ value })) })
  return {
    index,
    fields: [...WORKSHOP_CARD_FIELDS],
    keyphrase: state?.keyphrase || undefined,
    filters,
    limit: state ? WORKSHOP_PREDEFINED_LIMIT : WORKSHOP_SITE_LIMIT,
    sort_name: 'website_sort_order',
  }
}

/** The 12 latest arrivals of a facility, by publish date ascending (spec 2 §2, §7). */
export function siteCarsRequest(vehicleIndex: string, siteId: string, fields: readonly string[]): SearchRequest {
  return { index: vehicleIndex, fields: [...fields], filters: [{ name: 'car_site_id', values: [{ value: siteId }] }], limit: SITE_DETAIL_CARS, sort_name: 'oldest' }
}

/** The car list filtered by the facility's city and name (spec 2 §2), as the car list reads its address. */
export function siteCarListHref(carListPath: string, site: Pick<DealerSiteDocument, 'site_city' | 'site_official_name'>): string {
  const query = new URLSearchParams({ car_site_city: site.site_city, car_site_name: site.site_official_name })
  return `${carListPath}?${query}`
}

/** "lat,lng" as numbers, or null when the site has no (valid) coordinates. */
export function coordinatesOf(geocoord: string | null | undefined): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(geocoord ?? '')
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null
}

/** Great-circle distance in km, to put the visitor's nearest sites first. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** The sites nearest the visitor first; sites without coordinates keep their order after them. */
export function nearestFirst<Site extends { site_geocoord: string }>(sites: readonly Site[], visitor: { latitude: number; longitude: number }): Site[] {
  const withDistance = sites.map((site, order) => {
    const point = coordinatesOf(site.site_geocoord)
    return { site, order, distance: point ? distanceKm(visitor, point) : Number.POSITIVE_INFINITY }
  })
  return withDistance.sort((a, b) => a.distance - b.distance || a.order - b.order).map((entry) => entry.site)
}

/** A maps search for the address (spec 2 §2: "address (maps link)"). */
export function mapsSearchHref(site: Pick<DealerSiteDocument, 'site_official_name' | 'site_street' | 'site_zip' | 'site_city'>): string {
  const query = [site.site_official_name, site.site_street, `${site.site_zip} ${site.site_city}`.trim()].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** The detail page of a facility: the list's path plus its slug (spec 2 §2). */
export function siteDetailHref(listPath: string, slug: string): string {
  return `${listPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`
}
