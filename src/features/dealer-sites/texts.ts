import { countedText } from '@/lib/fill-text'

/**
 * Fixed texts of the dealer site list, the dealer site page and the workshop list, looked up in the site's
 * dictionary by language; the Swedish text is used when a site has no entry. `{name}` marks a value filled in.
 */
export const DEALER_SITE_TEXTS = {
  siteListSearchLabel: 'Sök anläggning',
  siteListSearchPlaceholder: 'Ort, anläggning eller märke',
  siteListSearchButton: 'Sök',
  siteListShowing: 'Visar {shown} av {total} anläggningar',
  siteListShowingOne: 'Visar {shown} av {total} anläggning',
  siteListShowMore: 'Visa fler anläggningar',
  siteListNearest: 'Visa närmaste först',
  siteListNearestOn: 'Närmast dig först',
  siteListNearestFailed: 'Din position kunde inte hämtas',
  siteListNoResults: 'Ingen anläggning matchade din sökning. Prova att ta bort ett filter.',
  siteListError: 'Anläggningarna kunde inte hämtas just nu. Försök igen om en stund.',
  siteListClear: 'Rensa filter',
  siteListFilters: 'Filtrera anläggningar',
  siteListDistance: '{km} km bort',
  facet_site_region: 'Region',
  'facet_site_departments.brands.name': 'Märke',
  'facet_site_departments.group': 'Avdelning',
  group_new_cars: 'Nya bilar',
  group_used_cars: 'Begagnade bilar',
  group_service: 'Verkstad',
  group_parts: 'Reservdelar',
  siteBack: 'Alla anläggningar',
  sitePhone: 'Telefon',
  siteEmail: 'E-post',
  siteAddress: 'Adress',
  siteDirections: 'Vägbeskrivning',
  siteMap: 'Karta: {name}',
  siteOpenInMaps: 'Öppna i kartan',
  siteBookService: 'Boka service och verkstad',
  siteDepartments: 'Avdelningar',
  siteOpeningHours: 'Öppettider',
  siteToday: 'Idag',
  siteOpenNow: 'Öppet nu',
  siteClosedNow: 'Stängt nu',
  siteDeviations: 'Avvikande öppettider',
  siteVacationPeriod: '{start} – {end}',
  siteBrands: 'Märken',
  siteShowEmployees: 'Visa medarbetare ({count})',
  siteHideEmployees: 'Dölj medarbetare',
  siteLatestCars: 'Senast inkomna bilar',
  siteAllCars: 'Alla bilar hos {name}',
  workshopSiteRead: 'Till verkstaden',
} as const

export type DealerSiteTextKey = keyof typeof DEALER_SITE_TEXTS
export type DealerSiteTexts = Record<DealerSiteTextKey, string>

/** Every text of the dealer site pages from the site's dictionary, with the Swedish default where it has none. */
export function dealerSiteTexts(dictionary: Record<string, string>): DealerSiteTexts {
  return Object.fromEntries(Object.entries(DEALER_SITE_TEXTS).map(([key, value]) => [key, dictionary[key] || value])) as DealerSiteTexts
}

/** 'Showing 6 of 14 locations' above the list, and 'Showing 1 of 1 location' when one matched. */
export function sitesShownCount(
  texts: Pick<DealerSiteTexts, 'siteListShowing' | 'siteListShowingOne'>,
  shown: number,
  total: number,
): string {
  return countedText(texts, 'siteListShowing', total, { shown, total })
}

/** A department group in the visitor's language; the dealer system's own name when the dictionary has none. */
export function groupLabel(texts: DealerSiteTexts, group: string): string {
  return (texts as Record<string, string>)[`group_${group.toLowerCase().replace(/\W+/g, '_')}`] ?? group
}
