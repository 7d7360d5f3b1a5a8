import { pick } from '@/lib/pick'

/**
 * Fixed texts of the price insight (issue 46): the rating bands on car cards and the car page, the car list's
 * filter and sort, the car page's panel and the sell-car form's valuation. Looked up in the site's dictionary by
 * language, the Swedish text when a site has no entry. `{name}` marks a value filled in.
 */
export const PRICE_INSIGHT_TEXTS = {
  priceRating_good: 'Bra pris',
  priceRating_fair: 'Rimligt pris',
  priceRating_high: 'Högt pris',
  priceRatingFacet: 'Prisvärdering',
  priceRatingSort: 'Bästa pris',
  priceRatingCardHint: 'Prisvärdering jämfört med liknande bilar i lager',
  priceInsightHeading: 'Prisvärdering',
  priceInsightCompared: 'Jämfört med {count} liknande bilar, snittpris {average}.',
  priceInsightRange: 'Bilar som den här kostar vanligen {low}–{high}; marknadsvärdet är {expected}.',
  priceInsightTooFew: 'Vi har för få liknande bilar i lager för att bedöma priset på den här bilen.',
  priceInsightChartTitle: 'Pris mot miltal för {count} liknande bilar',
  priceInsightChartDescription: 'Den här bilen: {price} och {mileage}. Liknande bilar från {lowest} till {highest}.',
  priceInsightThisCar: 'Den här bilen',
  priceInsightOtherCars: 'Liknande bilar',
  priceInsightAverage: 'Snittpris {average}',
  priceInsightAxisPrice: 'Pris',
  priceInsightAxisMileage: 'Miltal',
  priceInsightDisclaimer:
    'Jämförelsen bygger på utropspriser för bilar av samma märke och modell, närliggande årsmodeller, i vårt lager – inte på avslutade affärer.',
  sellCarValuationHeading: 'Värdera din bil direkt',
  sellCarValuationIntro: 'Fyll i registreringsnummer och miltal så ser du vad bilen kan vara värd.',
  sellCarValuationButton: 'Värdera bilen',
  sellCarValuationLoading: 'Värderar …',
  sellCarValuationRange: 'Vi uppskattar din {car} till {low}–{high}.',
  sellCarValuationBasis: 'Uppskattningen bygger på {count} liknande bilar i vårt lager. Slutligt bud får du när vi har sett bilen.',
  sellCarValuationManual:
    'Vi har för få liknande bilar för att värdera din {car} direkt. En av våra bilinköpare värderar den personligen och hör av sig.',
  sellCarValuationNotFound: 'Vi hittar inte registreringsnumret. Skicka formuläret så värderar en av våra bilinköpare bilen personligen.',
  sellCarValuationError: 'Värderingen gick inte att hämta just nu. Skicka formuläret så värderar vi bilen personligen.',
  sellCarValuationNeedsInput: 'Fyll i registreringsnummer och miltal först.',
} as const

export type PriceInsightTextKey = keyof typeof PRICE_INSIGHT_TEXTS
export type PriceInsightTexts = Record<PriceInsightTextKey, string>

/** Every text of the price insight from the site's dictionary, with the Swedish default where it has none. */
export function priceInsightTexts(dictionary: Readonly<Record<string, string>>): PriceInsightTexts {
  return Object.fromEntries(Object.entries(PRICE_INSIGHT_TEXTS).map(([key, value]) => [key, dictionary[key] || value])) as PriceInsightTexts
}

/** What a car list hands the browser: the bands on its cards, its filter and its sort. */
export const RATING_TEXT_KEYS = [
  'priceRating_good',
  'priceRating_fair',
  'priceRating_high',
  'priceRatingFacet',
  'priceRatingSort',
  'priceRatingCardHint',
] as const satisfies readonly PriceInsightTextKey[]
export type RatingTexts = Pick<PriceInsightTexts, (typeof RATING_TEXT_KEYS)[number]>

/** Only the rating's texts from the site's dictionary, with the Swedish default where it has none. */
export function ratingTexts(dictionary: Readonly<Record<string, string>>): RatingTexts {
  return pick(priceInsightTexts(dictionary), RATING_TEXT_KEYS)
}

/** Whether a site shows price ratings: on unless its editors switched it off (Sites → Settings → Price rating). */
export const showsPriceRating = (site: { priceRating?: boolean | null }): boolean => site.priceRating !== false
