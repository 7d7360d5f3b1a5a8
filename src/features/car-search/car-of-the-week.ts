import type { SearchRequest } from './schema'

/**
 * Car of the week (spec 2 §2: the cars whose caroftheweek is true). A site's editors may choose the week's cars
 * themselves (Sites → the site → Cars of the week); until they do, the stock feed's flag decides. The choice lives
 * on the site, so a stock import never changes it and two sites sharing a vehicle index choose apart.
 */

/** How many cars of the week a site shows at most (and its editors may choose). */
export const CAR_OF_THE_WEEK_LIMIT = 12

type Filter = NonNullable<SearchRequest['filters']>[number]

/** A chosen car as the site document holds it: populated (its stock id and index) or, unreadable, its row id. */
export type ChosenCar = number | string | { carId?: string | null; vehicleIndex?: string | null } | null | undefined

/** The stock ids of the cars a site's editors chose for an index, in their order, each once, at most the limit. */
export function chosenCarsOfTheWeek(chosen: readonly ChosenCar[] | null | undefined, index: string): string[] {
  const ids = (chosen ?? []).flatMap((car) => (car && typeof car === 'object' && car.carId && car.vehicleIndex === index ? [car.carId] : []))
  return [...new Set(ids)].slice(0, CAR_OF_THE_WEEK_LIMIT)
}

/** The filter of a site's cars of the week: the editors' choice by stock id, else the feed's flag. */
export function carOfTheWeekFilter(chosenIds: readonly string[]): Filter {
  return chosenIds.length > 0 ? { name: 'car_id', values: chosenIds.map((value) => ({ value })) } : { name: 'caroftheweek', values: [{ value: true }] }
}

const asksForCarsOfTheWeek = (filter: Filter) =>
  filter.name === 'caroftheweek' && 'values' in filter && (filter.values as Array<{ value: unknown }>).some((entry) => entry.value === true || entry.value === 'true')

/** A list's fixed filters with "caroftheweek=true" meaning the site's own choice, when its editors made one. */
export function withChosenCarsOfTheWeek<F extends Filter>(filters: readonly F[], chosenIds: readonly string[]): Array<F | Filter> {
  if (chosenIds.length === 0) return [...filters]
  return filters.map((filter) => (asksForCarsOfTheWeek(filter) ? carOfTheWeekFilter(chosenIds) : filter))
}
