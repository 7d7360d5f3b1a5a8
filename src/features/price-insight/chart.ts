/**
 * The car page's picture of where a car's price sits among its comparables (issue 46, part 2): price against
 * mileage, as positions in an SVG of a fixed size. Pure numbers, so the drawing is tested without a browser.
 */

export type ChartPoint = { id: string; mileage: number; price: number }

/** The most comparables the picture shows (the panel still says how many it compared with). */
export const CHART_POINTS = 150

export const CHART_SIZE = { width: 640, height: 290, left: 84, right: 16, top: 16, bottom: 50 } as const

export type ChartLayout = {
  points: Array<ChartPoint & { x: number; y: number }>
  car: ChartPoint & { x: number; y: number }
  /** The comparables' mean price as a height, for its dashed line. */
  averageY: number
  xTicks: Array<{ value: number; x: number }>
  yTicks: Array<{ value: number; y: number }>
}

/** A round step for about `count` ticks over a span: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const scaled = raw / power
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power
}

function axis(values: number[], count: number): { min: number; max: number; ticks: number[] } {
  let min = Math.min(...values)
  let max = Math.max(...values)
  if (min === max) {
    min = min * 0.9
    max = max * 1.1 || 1
  }
  const step = niceStep(max - min, count)
  const from = Math.floor(min / step) * step
  const to = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let value = from; value <= to + step / 2; value += step) ticks.push(Math.round(value))
  return { min: from, max: to, ticks }
}

/** Where each comparable and the car itself sit, and the axes' ticks, in CHART_SIZE's coordinates. */
export function chartLayout(car: ChartPoint, comparables: readonly ChartPoint[], averagePrice: number): ChartLayout {
  const all = [car, ...comparables]
  const xAxis = axis(
    all.map((point) => point.mileage),
    4,
  )
  const yAxis = axis([...all.map((point) => point.price), averagePrice], 4)
  const { width, height, left, right, top, bottom } = CHART_SIZE
  const x = (mileage: number) => left + ((mileage - xAxis.min) / (xAxis.max - xAxis.min)) * (width - left - right)
  const y = (price: number) => top + (1 - (price - yAxis.min) / (yAxis.max - yAxis.min)) * (height - top - bottom)
  const place = (point: ChartPoint) => ({ ...point, x: round(x(point.mileage)), y: round(y(point.price)) })
  return {
    points: comparables.map(place),
    car: place(car),
    averageY: round(y(averagePrice)),
    xTicks: xAxis.ticks.map((value) => ({ value, x: round(x(value)) })),
    yTicks: yAxis.ticks.map((value) => ({ value, y: round(y(value)) })),
  }
}

const round = (value: number) => Math.round(value * 10) / 10
