import type { HistogramBucket } from './schema'

/**
 * Range filters of the car list (spec 2 §4 "Range slider", §5 range inputs): price, mileage, power and the
 * leasing costs are chosen with two typed inputs and a two-handle slider over the facet's histogram.
 */

/** A closed range [lower, upper] in the facet's own unit (whole currency units, km, hp). */
export type Range = readonly [number, number]

/** The facets the car list shows as a range slider rather than a value list. */
export const RANGE_FACETS = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
  'gross_price',
] as const
export type RangeFacet = (typeof RANGE_FACETS)[number]

export const isRangeFacet = (name: string): name is RangeFacet => (RANGE_FACETS as readonly string[]).includes(name)

/** Typed values are committed this long after the last change, so typing '250000' searches once. */
export const RANGE_COMMIT_DELAY_MS = 1_500

/** The slider moves in about a hundred steps, however wide the range. */
export const RANGE_STEPS = 100

/**
 * The number in a range input. Spaces are thousands separators in the Nordic locales (often the no-break
 * U+00A0 or narrow no-break U+202F that `Intl.NumberFormat` writes) and commas or dots in others; the inputs
 * hold whole numbers, so all of them are dropped. Anything after the digits (a unit such as 'kr') is ignored;
 * an empty or non-numeric input is 0.
 */
export function parseRangeInput(text: string): number {
  const digits = /^\d+/.exec(text.replace(/[\s,.'’]/g, ''))
  return digits ? Number(digits[0]) : 0
}

const clamp = (value: number, [min, max]: Range): number => Math.min(max, Math.max(min, value))

/** Both values held inside the bounds; their order is left to `setLower`/`setUpper`. */
export function clampRange([lower, upper]: Range, bounds: Range): [number, number] {
  return [clamp(lower, bounds), clamp(upper, bounds)]
}

/** A new lower value, clamped; an upper value below it moves up with it. */
export function setLower([, upper]: Range, value: number, bounds: Range): [number, number] {
  const lower = clamp(value, bounds)
  return [lower, Math.max(lower, clamp(upper, bounds))]
}

/** A new upper value, clamped; a lower value above it moves down with it. */
export function setUpper([lower]: Range, value: number, bounds: Range): [number, number] {
  const upper = clamp(value, bounds)
  return [Math.min(upper, clamp(lower, bounds)), upper]
}

/** The slider step: the width of the range divided by 100, rounded, at least 1. */
export function rangeStep([min, max]: Range): number {
  return Math.max(1, Math.round((max - min) / RANGE_STEPS))
}

/**
 * The range to filter on, or null when it covers the whole range: such a filter excludes nothing, so the
 * filter is removed instead (and no longer counts in the filter badge).
 */
export function rangeFilter(value: Range, bounds: Range): [number, number] | null {
  const [lower, upper] = clampRange(value, bounds)
  return lower === bounds[0] && upper === bounds[1] ? null : [lower, upper]
}

/** A range filter needs exactly two finite values, lower first (a reversed range would match no car). */
export function isValidRange(values: readonly unknown[]): values is [number, number] {
  const [lower, upper] = values
  return (
    values.length === 2 &&
    typeof lower === 'number' &&
    typeof upper === 'number' &&
    Number.isFinite(lower) &&
    Number.isFinite(upper) &&
    lower <= upper
  )
}

/** The slider's bounds from a histogram facet: the first bucket's minimum to the last bucket's maximum. */
export function histogramBounds(buckets: readonly HistogramBucket[]): [number, number] | null {
  const first = buckets[0]
  const last = buckets[buckets.length - 1]
  return first && last ? [first.min, last.max] : null
}
