import type { Car } from '@/features/stock/car'

import { CAR_CARD_FIELDS, type CarCardDoc } from './car-card'

/**
 * The compare tray (spec 2 §2 "Compare", §3 "Compare store", §4): cars the visitor picks from the list, shown
 * side by side in a full-screen table. Kept in session storage under 'compare', so it survives moving between
 * pages of the site, and shareable as an address.
 */

export const COMPARE_STORAGE_KEY = 'compare'
/** Tooltip text in the table is cut at 288 characters with '...'. */
export const COMPARE_TOOLTIP_MAX = 288
/** Column width min(60vw, 417px). */
export const COMPARE_COLUMN_WIDTH = 'min(60vw, 417px)'
/** The query parameter of a shared compare view: `?compare=1000001,1000002`. */
export const COMPARE_PARAM = 'compare'
/** The spec shows no maximum; a shared address names at most this many (one search request). */
export const COMPARE_SHARE_MAX = 24

/** What the table shows of a car besides its card. */
export const COMPARE_DETAIL_FIELDS = [
  'car_drive',
  'car_color',
  'car_power_text',
  'car_acceleration_text',
  'car_fuel_consumption_text',
  'car_emission_text',
  'wltp_electric_range_text',
  'battery_size_text',
  'car_doors',
  'car_seats',
  'car_site_name',
  'car_equipment',
] as const satisfies readonly (keyof Car)[]

export const COMPARE_FIELDS = [...CAR_CARD_FIELDS, ...COMPARE_DETAIL_FIELDS] as const

/** A car in the tray: its card, and its full record once fetched (else the list entry alone). */
export type CompareCar = CarCardDoc & Partial<Pick<Car, (typeof COMPARE_DETAIL_FIELDS)[number]>>

export type CompareState = { cars: CompareCar[]; modal: boolean }

export const EMPTY_COMPARE: CompareState = { cars: [], modal: false }

export const isCompared = (state: CompareState, carId: string): boolean => state.cars.some((car) => car.car_id === carId)

/** Adds a car, or removes it when it is already there; an empty tray closes the modal. */
export function toggleCompared(state: CompareState, car: CompareCar): CompareState {
  if (isCompared(state, car.car_id)) return removeCompared(state, car.car_id)
  return { ...state, cars: [...state.cars, car] }
}

export function removeCompared(state: CompareState, carId: string): CompareState {
  const cars = state.cars.filter((candidate) => candidate.car_id !== carId)
  return { cars, modal: cars.length > 0 && state.modal }
}

/** Clear empties the list; an empty list closes the modal and the bar. */
export const clearCompared = (): CompareState => EMPTY_COMPARE

export function withModal(state: CompareState, open: boolean): CompareState {
  return { ...state, modal: open && state.cars.length > 0 }
}

/** The full record replaces the list entry of a car still in the tray (the visitor may have removed it meanwhile). */
export function withFullRecord(state: CompareState, record: CompareCar): CompareState {
  return { ...state, cars: state.cars.map((car) => (car.car_id === record.car_id ? { ...car, ...record } : car)) }
}

/** The stored tray, or an empty one when nothing (or something unreadable) is stored. */
export function readCompareState(stored: string | null): CompareState {
  if (!stored) return EMPTY_COMPARE
  try {
    const value = JSON.parse(stored) as Partial<CompareState>
    const cars = Array.isArray(value.cars) ? value.cars.filter((car): car is CompareCar => typeof car?.car_id === 'string' && typeof car.car_brand === 'string') : []
    return { cars, modal: Boolean(value.modal) && cars.length > 0 }
  } catch {
    return EMPTY_COMPARE
  }
}

export const writeCompareState = (state: CompareState): string => JSON.stringify(state)

/** Text longer than 288 characters is cut there and ends with '...'. */
export function cutTooltip(text: string): string {
  return text.length > COMPARE_TOOLTIP_MAX ? `${text.slice(0, COMPARE_TOOLTIP_MAX)}...` : text
}

/** Car ids of a shared compare address, in order, each once; anything that is not an id is ignored. */
export function parseCompareParam(value: string | null | undefined): string[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d{1,18}$/.test(id))
  return [...new Set(ids)].slice(0, COMPARE_SHARE_MAX)
}

/** The address that opens this compare view: the page's own address with `?compare=` the cars' ids. */
export function compareShareUrl(pageUrl: string, state: CompareState): string {
  const url = new URL(pageUrl)
  url.searchParams.set(COMPARE_PARAM, state.cars.map((car) => car.car_id).join(','))
  return url.toString().replace(/%2C/g, ',')
}

/** One row of the table: a label and each car's value, and whether they differ (highlighted). */
export type CompareRow = { key: string; label: string; values: string[]; differs: boolean }

/** Rows with a value for at least one car; a row differs when two cars show different values. */
export function compareRows(cars: readonly CompareCar[], rows: readonly { key: string; label: string; value: (car: CompareCar) => string }[]): CompareRow[] {
  return rows.flatMap((row) => {
    const values = cars.map((car) => row.value(car).trim())
    if (values.every((value) => value === '')) return []
    return [{ key: row.key, label: row.label, values, differs: cars.length > 1 && new Set(values).size > 1 }]
  })
}
