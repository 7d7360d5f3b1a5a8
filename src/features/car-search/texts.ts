import { countedText } from '@/lib/fill-text'

import { formatTotal } from './filter-state'

/**
 * Fixed texts of the car list, car cards, teasers, car of the week and compare tray, looked up in the site's
 * dictionary by language; the Swedish text is used when a site has no entry. `noSearchResults` and
 * `carListError` are the specification's own keys. `{name}` marks a value filled in.
 */
export const CAR_LIST_TEXTS = {
  noSearchResults: 'Inga bilar matchade din sökning. Prova att ta bort något filter eller söka på något annat.',
  carListError: 'Bilarna kunde inte hämtas just nu. Försök igen om en stund.',
  carListRetry: 'Försök igen',
  carListShowing: 'Visar {shown} av {total} bilar',
  carListShowingOne: 'Visar {shown} av {total} bil',
  carListShowMore: 'Visa fler bilar',
  carListLoading: 'Hämtar bilar …',
  carListFilters: 'Filter',
  carListFiltersHeading: 'Filtrera bilar',
  carListShowCars: 'Visa {count} bilar',
  carListShowCarsOne: 'Visa {count} bil',
  carListClearAll: 'Rensa alla',
  carListClose: 'Stäng',
  carListPinFilters: 'Visa filtren bredvid bilarna',
  carListSort: 'Sortera',
  carListSearchLabel: 'Sök bland bilarna',
  carListSearchPlaceholder: 'Märke, modell eller utrustning',
  carListSearchButton: 'Sök',
  carListFacetSearch: 'Sök i {facet}',
  carListFrom: 'Från',
  carListTo: 'Till',
  carListMinimum: 'Lägsta {facet}',
  carListMaximum: 'Högsta {facet}',
  carListSelected: 'Valda filter',
  carListRemoveFilter: 'Ta bort {value}',
  carListShowAllValues: 'Visa alla {count}',
  carListShowFewerValues: 'Visa färre',
  carListBreadcrumb: 'Du är här',
  carListCars: 'Bilar',
  facet_car_brand: 'Märke och modell',
  facet_car_body: 'Kaross',
  facet_car_fuel: 'Drivmedel',
  facet_car_gearbox: 'Växellåda',
  facet_car_drive: 'Drivning',
  facet_car_color: 'Färg',
  facet_car_year: 'Årsmodell',
  facet_car_condition: 'Skick',
  facet_car_vehicle_type: 'Fordonstyp',
  facet_car_site_city: 'Ort',
  facet_car_site_region: 'Län',
  facet_car_site_name: 'Anläggning',
  facet_car_equipment: 'Utrustning',
  facet_car_price: 'Pris',
  facet_car_campaign_price: 'Kampanjpris',
  facet_car_mileage: 'Miltal',
  facet_car_privateleasing_monthly_cost: 'Privatleasing per månad',
  facet_car_companyleasing_monthly_cost: 'Företagsleasing per månad',
  facet_car_power: 'Effekt (hk)',
  facet_gross_price: 'Listpris',
  sort_newest: 'Senast inkomna',
  sort_price_asc: 'Lägsta pris',
  sort_price_desc: 'Högsta pris',
  sort_mileage_asc: 'Lägsta miltal',
  sort_year_desc: 'Nyaste årsmodell',
  sort_privateleasing_asc: 'Lägsta privatleasing',
  sort_brand_asc: 'Märke A–Ö',
  carCardLoan: 'Billån {amount}/mån',
  carCardPrivateLeasing: 'Privatleasing {amount}/mån',
  carCardRetailPrice: 'Ordinarie pris',
  carCardDeductibleVat: 'Avdragsgill moms',
  carCardCompare: 'Jämför',
  missingImageText: 'Bild kommer snart',
  compareTitle: 'Jämför bilar',
  compareSelected: '{count} bilar valda för jämförelse',
  compareSelectedOne: '{count} bil vald för jämförelse',
  compareShowCars: 'Visa valda bilar',
  compareHideCars: 'Dölj valda bilar',
  compareClear: 'Rensa',
  compareButton: 'Jämför ({count})',
  compareRemove: 'Ta bort {car} från jämförelsen',
  compareShare: 'Kopiera länk till jämförelsen',
  compareCopied: 'Länken är kopierad',
  compareDiffers: 'Markerade rader skiljer sig åt',
  comparePrice: 'Pris',
  compareMonthly: 'Månadskostnad',
  compareYear: 'Årsmodell',
  compareMileage: 'Miltal',
  compareFuel: 'Drivmedel',
  compareGearbox: 'Växellåda',
  compareBody: 'Kaross',
  compareDrive: 'Drivning',
  compareColor: 'Färg',
  comparePower: 'Effekt',
  compareAcceleration: 'Acceleration',
  compareConsumption: 'Förbrukning',
  compareEmission: 'Koldioxidutsläpp',
  compareRange: 'Räckvidd (WLTP)',
  compareBattery: 'Batteri',
  compareDoors: 'Dörrar',
  compareSeats: 'Säten',
  compareSite: 'Finns hos',
  compareEquipment: 'Utrustning',
  carOfTheWeek: 'Veckans bil',
} as const

export type CarListTextKey = keyof typeof CAR_LIST_TEXTS
export type CarListTexts = Record<CarListTextKey, string>

/** Every text of the car list from the site's dictionary, with the Swedish default where it has none. */
export function carListTexts(dictionary: Record<string, string>): CarListTexts {
  return Object.fromEntries(Object.entries(CAR_LIST_TEXTS).map(([key, value]) => [key, dictionary[key] || value])) as CarListTexts
}

/** How many cars the compare tray holds, in words: one car in the singular. */
export function comparedCount(texts: Pick<CarListTexts, 'compareSelected' | 'compareSelectedOne'>, count: number): string {
  return countedText(texts, 'compareSelected', count, { count })
}

/** 'Showing 24 of 130 cars' under the list, and 'Showing 1 of 1 car' when one car matched. */
export function shownCount(texts: Pick<CarListTexts, 'carListShowing' | 'carListShowingOne'>, shown: number, total: number): string {
  return countedText(texts, 'carListShowing', total, { shown, total: formatTotal(total) })
}

/** The filter sheet's 'Show 130 cars' button, and 'Show 1 car' when one car matches. */
export function showCarsLabel(texts: Pick<CarListTexts, 'carListShowCars' | 'carListShowCarsOne'>, total: number): string {
  return countedText(texts, 'carListShowCars', total, { count: formatTotal(total) })
}

/** The label of a facet: `facet_<first field>` in the dictionary. */
export function facetLabelKey(facetName: string): CarListTextKey | null {
  const key = `facet_${facetName.split('>')[0]}`
  return key in CAR_LIST_TEXTS ? (key as CarListTextKey) : null
}

/** The sorts the list offers, in the order of its selector; the first is the search's default order. */
export const CAR_LIST_SORTS = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc'] as const
