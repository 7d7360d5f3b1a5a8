/**
 * The market value of a car from the comparable cars of the same country's stock (issue 46, part 1).
 *
 * Comparables are asking prices of cars of the same make and model, model year within a window, widening from
 * the same body, fuel and gearbox to the same fuel and then the model alone until there are enough of them. Among
 * them the logarithm of the price is a straight line in age (model years), mileage and engine power: fitted on
 * the comparables themselves when there are enough of them, otherwise their own price level with the slopes of
 * the whole stock (fitted within the make-model-fuel groups, so that one group's price level does not pass for
 * depreciation). The spread is the comparables' scatter around the line, drawn toward the stock's scatter when
 * they are few. A car whose power is not known (a register's answer) is valued at its comparables' mean power.
 *
 * Everything is computed from sums (count, sums of the three measures and the log price, their squares and
 * products, the prices) kept per group and model year: a car's comparables are a few model years of its group,
 * so rating 100,000 cars costs a few hundred additions each, and a car is rated against the others (its own
 * numbers are taken out of its sums).
 */

/** What the model reads of a car. Prices and mileage in the stock's own currency and unit. */
export type MarketCar = {
  brand: string
  model: string
  body: string
  fuel: string
  gearbox: string
  /** Model year. */
  year: number
  mileage: number
  /** Engine power (any unit, the same for the whole stock); 0 when not known. */
  power: number
  /** The asking price; 0 when the car has none. */
  price: number
  /** A comparable: a stock car with its own asking price (not a sample car, not a campaign price). */
  comparable: boolean
}

/** How a car is described when it is valued rather than rated: a register knows no body, fuel, gearbox or power. */
export type MarketQuery = Pick<MarketCar, 'brand' | 'model' | 'year' | 'mileage'> &
  Partial<Pick<MarketCar, 'body' | 'fuel' | 'gearbox' | 'power'>>

/** The comparables' levels, narrowest first. */
export const COMPARABLE_LEVELS = ['body-fuel-gearbox', 'fuel', 'model'] as const
export type ComparableLevel = (typeof COMPARABLE_LEVELS)[number]

/** Model years either side of the car's that still compare, per level (the widest looks a year further). */
export const MODEL_YEAR_WINDOW: Record<ComparableLevel, number> = { 'body-fuel-gearbox': 3, fuel: 3, model: 4 }
/** Fewer comparables than this: no value, and the visitor is told so. */
export const MIN_COMPARABLES = 6
/** From this many comparables, the line's slopes are their own; below it, the stock's. */
export const OWN_SLOPES_MIN = 20
/** How much the stock's scatter weighs against a group's own, in comparables. */
const PRIOR_SCATTER_WEIGHT = 6
/** The shown range: the expected price ± 1.645 spreads, 90 % of prices if the scatter is normal. */
export const RANGE_SPREADS = 1.645
/** A price this many spreads below (above) the expected one is a good (high) price, if it is also ... */
export const RATING_SPREADS = 1
/** ... this far from it (3 %): a tight group does not call a few hundred kronor a deal. */
export const RATING_MIN_GAP = 0.03

export type PriceRating = 'good' | 'fair' | 'high'

export type MarketValue = {
  level: ComparableLevel
  /** The comparables' model years. */
  years: [number, number]
  comparables: number
  /** The comparables' mean asking price. */
  averagePrice: number
  /** The typical price of this car (the line's value at its age, mileage and power). */
  expected: number
  low: number
  high: number
  /** The spread of log prices around the expected one (≈ the relative spread). */
  spread: number
}

export type PriceInsight =
  | { rating: PriceRating; value: MarketValue; ratio: number }
  /** too-few: fewer than MIN_COMPARABLES comparables; not-rated: a sample car, a campaign price, no price. */
  | { rating: null; reason: 'too-few' | 'not-rated'; value: null; ratio: null }

/** The measures a price is a line in: age, mileage and log power. */
const K = 3
const AGE = 0
const MILEAGE = 1
const POWER = 2
/** The sums' layout: count, Σx (K), Σy, Σxᵢxⱼ (i ≤ j), Σxy (K), Σy², Σprice. */
const N = 0
const X = 1
const Y = X + K
const XX = Y + 1
const XY = XX + (K * (K + 1)) / 2
const YY = XY + K
const P = YY + 1
const SUMS = P + 1
/** Position of Σxᵢxⱼ among the products (i ≤ j). */
const PAIR: number[][] = Array.from({ length: K }, (_, i) =>
  Array.from({ length: K }, (_, j) => {
    const [a, b] = i <= j ? [i, j] : [j, i]
    return XX + a * K - (a * (a - 1)) / 2 + (b - a)
  }),
)

/** A car as the sums take it: its measures, centred log price and price. */
type Point = { x: Float64Array; y: number; price: number }

/** A group's sums per model year: years [first, first + count) each at `SUMS * (year - first)`. */
type YearSums = { first: number; sums: Float64Array }

const norm = (text: string | undefined): string => (text ?? '').trim().toLowerCase()

/** The key of a car's group at a level (years apart). */
export function groupKey(
  level: ComparableLevel,
  car: Pick<MarketCar, 'brand' | 'model'> & Partial<Pick<MarketCar, 'body' | 'fuel' | 'gearbox'>>,
): string {
  const model = `${norm(car.brand)}|${norm(car.model)}`
  if (level === 'model') return model
  if (level === 'fuel') return `${model}|${norm(car.fuel)}`
  return `${model}|${norm(car.fuel)}|${norm(car.body)}|${norm(car.gearbox)}`
}

/** The levels a query can be valued at: those whose attributes it knows. */
function levelsOf(query: MarketQuery): ComparableLevel[] {
  return COMPARABLE_LEVELS.filter((level) =>
    level === 'model' ? true : level === 'fuel' ? Boolean(query.fuel) : Boolean(query.fuel && query.body && query.gearbox),
  )
}

export type MarketModelOptions = {
  /** The model year a car of age 0 has (the stock's newest, by default). */
  referenceYear?: number
  /** Each car's version ('320d M Sport'), in the stock's order: a register may name a model by its first word. */
  versions?: readonly string[]
}

type Slopes = { slopes: Float64Array; spread: number }

/** The market model of one country's stock: rates each car of it and values cars that are not in it. */
export class MarketModel {
  readonly referenceYear: number
  /** Log prices are kept centred on their mean and mileage scaled by its mean, so the sums stay exact. */
  private readonly logCentre: number
  private readonly mileageScale: number
  private readonly groups: Record<ComparableLevel, Map<string, YearSums>>
  /** Each car's group keys, per level (computed once). */
  private readonly keys: Record<ComparableLevel, string[]>
  /** The stock's slopes and scatter, within make-model-fuel groups. */
  readonly stock: Slopes
  /** Models by the first word of their versions ('320d' → '3-serie'): registers name some cars by their engine. */
  private readonly modelsByVersionWord = new Map<string, string>()
  private readonly knownModels = new Set<string>()
  /** Work buffers: rating 100,000 cars allocates nothing per car but its answer. */
  private readonly total = new Float64Array(SUMS)
  private readonly own: Point = { x: new Float64Array(K), y: 0, price: 0 }
  private readonly query: Point = { x: new Float64Array(K), y: 0, price: 0 }
  private readonly work = {
    xx: new Float64Array(K * K),
    xy: new Float64Array(K),
    dx: new Float64Array(K),
    slopes: new Float64Array(K),
    inverse: new Float64Array(K),
    system: new Float64Array(K * (K + 1)),
  }

  constructor(
    private readonly cars: readonly MarketCar[],
    options: MarketModelOptions = {},
  ) {
    let newest = -Infinity
    let logSum = 0
    let mileageSum = 0
    let count = 0
    for (const car of cars) {
      if (car.year > newest) newest = car.year
      if (!isComparable(car)) continue
      logSum += Math.log(car.price)
      mileageSum += car.mileage
      count++
    }
    this.referenceYear = options.referenceYear ?? (Number.isFinite(newest) ? newest : new Date().getUTCFullYear())
    this.logCentre = count > 0 ? logSum / count : 0
    this.mileageScale = count > 0 && mileageSum > 0 ? mileageSum / count : 1

    this.groups = { 'body-fuel-gearbox': new Map(), fuel: new Map(), model: new Map() }
    this.keys = {
      'body-fuel-gearbox': new Array<string>(cars.length),
      fuel: new Array<string>(cars.length),
      model: new Array<string>(cars.length),
    }
    const versions = options.versions
    const scratch: Point = { x: new Float64Array(K), y: 0, price: 0 }
    for (let at = 0; at < cars.length; at++) {
      const car = cars[at]!
      const brand = norm(car.brand)
      const model = `${brand}|${norm(car.model)}`
      const fuel = `${model}|${norm(car.fuel)}`
      const narrow = `${fuel}|${norm(car.body)}|${norm(car.gearbox)}`
      this.keys.model[at] = model
      this.keys.fuel[at] = fuel
      this.keys['body-fuel-gearbox'][at] = narrow
      if (!this.knownModels.has(model)) this.knownModels.add(model)
      const version = versions?.[at]?.trim()
      if (version) {
        const space = version.indexOf(' ')
        const word = `${brand}|${norm(space < 0 ? version : version.slice(0, space))}`
        if (!this.modelsByVersionWord.has(word)) this.modelsByVersionWord.set(word, car.model)
      }
      if (!isComparable(car)) continue
      const point = this.point(car, scratch)
      add(this.groups.model, model, car.year, point)
      add(this.groups.fuel, fuel, car.year, point)
      add(this.groups['body-fuel-gearbox'], narrow, car.year, point)
    }
    this.stock = this.withinSlopes()
  }

  /** A car's numbers as the sums take them: age in model years, mileage scaled, log power, log price centred. */
  private point(car: Pick<MarketCar, 'year' | 'mileage' | 'price' | 'power'>, into?: Point): Point {
    const x = into?.x ?? new Float64Array(K)
    x[AGE] = this.referenceYear - car.year
    x[MILEAGE] = car.mileage / this.mileageScale
    x[POWER] = car.power > 0 ? Math.log(car.power) : 0
    const y = car.price > 0 ? Math.log(car.price) - this.logCentre : 0
    if (!into) return { x, y, price: car.price }
    into.y = y
    into.price = car.price
    return into
  }

  /** Depreciation with age and mileage, and the worth of power, in the whole stock, each make-model-fuel group around its own mean. */
  private withinSlopes(): Slopes {
    const cxx = new Float64Array(K * K)
    const cxy = new Float64Array(K)
    let cyy = 0
    let cars = 0
    let groups = 0
    const total = new Float64Array(SUMS)
    for (const { sums } of this.groups.fuel.values()) {
      total.fill(0)
      for (let at = 0; at < sums.length; at += SUMS) for (let k = 0; k < SUMS; k++) total[k]! += sums[at + k]!
      const c = centred(total)
      for (let k = 0; k < K * K; k++) cxx[k]! += c.xx[k]!
      for (let k = 0; k < K; k++) cxy[k]! += c.xy[k]!
      cyy += c.yy
      cars += total[N]!
      groups++
    }
    const slopes = solve(cxx, cxy)
    const freedom = cars - groups - K
    if (slopes === null || freedom <= 0)
      return { slopes: new Float64Array(K), spread: cars > groups ? Math.sqrt(cyy / (cars - groups)) : 0.1 }
    let explained = 0
    for (let k = 0; k < K; k++) explained += slopes[k]! * cxy[k]!
    return { slopes, spread: Math.sqrt(Math.max(0, cyy - explained) / freedom) }
  }

  /** The comparables' sums at a level: the group's model years within the window, without `own` (a car of them). */
  private sumsAt(
    level: ComparableLevel,
    key: string,
    year: number,
    own: Point | null,
  ): { sums: Float64Array; years: [number, number] } | null {
    const group = this.groups[level].get(key)
    if (!group) return null
    const window = MODEL_YEAR_WINDOW[level]
    const total = this.total.fill(0)
    const years = group.sums.length / SUMS
    const from = Math.max(0, year - window - group.first)
    const to = Math.min(years - 1, year + window - group.first)
    let firstYear = Infinity
    let lastYear = -Infinity
    for (let index = from; index <= to; index++) {
      const at = index * SUMS
      // Only the car itself in this year: not a comparable year.
      if (group.sums[at + N]! - (own && group.first + index === year ? 1 : 0) <= 0) continue
      for (let k = 0; k < SUMS; k++) total[k]! += group.sums[at + k]!
      firstYear = Math.min(firstYear, group.first + index)
      lastYear = Math.max(lastYear, group.first + index)
    }
    if (own && year >= group.first && year < group.first + years && group.sums[(year - group.first) * SUMS + N]! > 1)
      accumulate(total, own, -1)
    return total[N]! > 0 ? { sums: total, years: [firstYear, lastYear] } : null
  }

  /**
   * The market value of a car from comparables at the narrowest level with enough of them; `own`: the car is
   * in the stock (its numbers are left out of its comparables). Null: too few comparables.
   */
  private valueOf(query: MarketQuery, keys: Partial<Record<ComparableLevel, string>>, own: Point | null): MarketValue | null {
    const point = own ?? this.point({ year: query.year, mileage: query.mileage, power: query.power ?? 0, price: 0 }, this.query)
    for (const level of levelsOf(query)) {
      const found = this.sumsAt(level, keys[level] ?? groupKey(level, query), query.year, own)
      if (!found || found.sums[N]! < MIN_COMPARABLES) continue
      const line = this.fit(found.sums, point.x, (query.power ?? 0) > 0)
      const log = line.predicted + this.logCentre
      const spread = line.spread
      return {
        level,
        years: found.years,
        comparables: found.sums[N]!,
        averagePrice: found.sums[P]! / found.sums[N]!,
        expected: Math.exp(log),
        low: Math.exp(log - RANGE_SPREADS * spread),
        high: Math.exp(log + RANGE_SPREADS * spread),
        spread,
      }
    }
    return null
  }

  /**
   * The line through the comparables' sums, at the measures `x`: its value and the spread of a price around it.
   * `knownPower`: without it the car is taken to have its comparables' mean power.
   */
  private fit(sums: Float64Array, x: Float64Array, knownPower: boolean): { predicted: number; spread: number } {
    const n = sums[N]!
    const work = this.work
    const c = centred(sums, work)
    const dx = work.dx
    for (let k = 0; k < K; k++) dx[k] = x[k]! - sums[X + k]! / n
    if (!knownPower) dx[POWER] = 0
    let slopes = this.stock.slopes
    let sse: number
    let freedom: number
    let leverage = 1 / n
    const own = n >= OWN_SLOPES_MIN ? solve(c.xx, c.xy, work.slopes, work.system) : null
    // Prices fall with age and mileage: a group whose own line says otherwise is too small or mixed to trust it.
    if (own && own[AGE]! <= 0 && own[MILEAGE]! <= 0 && own[POWER]! >= 0) {
      slopes = own
      let explained = 0
      for (let k = 0; k < K; k++) explained += own[k]! * c.xy[k]!
      sse = c.yy - explained
      freedom = n - 1 - K
      const inverseDx = solve(c.xx, dx, work.inverse, work.system)
      if (inverseDx) for (let k = 0; k < K; k++) leverage += dx[k]! * inverseDx[k]!
    } else {
      // Σ(y − b·x − a)² around the comparables' own level a, with the stock's slopes b.
      sse = c.yy
      for (let i = 0; i < K; i++) {
        sse -= 2 * slopes[i]! * c.xy[i]!
        for (let j = 0; j < K; j++) sse += slopes[i]! * slopes[j]! * c.xx[i * K + j]!
      }
      freedom = n - 1
    }
    let predicted = sums[Y]! / n
    for (let k = 0; k < K; k++) predicted += slopes[k]! * dx[k]!
    const prior = this.stock.spread
    const scatter = (Math.max(0, sse) + PRIOR_SCATTER_WEIGHT * prior * prior) / (Math.max(0, freedom) + PRIOR_SCATTER_WEIGHT)
    return { predicted, spread: Math.sqrt(scatter * (1 + leverage)) }
  }

  /** The insight of the stock's car at `position`: its market value from the others, and its price's rating. */
  rate(position: number): PriceInsight {
    const car = this.cars[position]!
    if (!isComparable(car)) return { rating: null, reason: 'not-rated', value: null, ratio: null }
    const keys = {
      model: this.keys.model[position],
      fuel: this.keys.fuel[position],
      'body-fuel-gearbox': this.keys['body-fuel-gearbox'][position],
    }
    const value = this.valueOf(car, keys, this.point(car, this.own))
    if (!value) return { rating: null, reason: 'too-few', value: null, ratio: null }
    return { rating: ratingOf(car.price, value), value, ratio: car.price / value.expected }
  }

  /** A car that is not in the stock (a visitor's): its market value, or null with too few comparables. */
  value(query: MarketQuery): MarketValue | null {
    return this.valueOf({ ...query, model: this.modelName(query.brand, query.model) }, {}, null)
  }

  /** The stock's name of a model as a register names it: the same, or the model whose versions start with it ('320d'). */
  modelName(brand: string, model: string): string {
    if (this.knownModels.has(`${norm(brand)}|${norm(model)}`)) return model
    return this.modelsByVersionWord.get(`${norm(brand)}|${norm(model.trim().split(/\s+/)[0])}`) ?? model
  }
}

/** A rating from where a price lies against the market value. */
export function ratingOf(price: number, value: Pick<MarketValue, 'expected' | 'spread'>): PriceRating {
  const gap = Math.log(price / value.expected)
  const spreads = value.spread > 0 ? gap / value.spread : gap > 0 ? Infinity : gap < 0 ? -Infinity : 0
  if (spreads <= -RATING_SPREADS && price <= value.expected * (1 - RATING_MIN_GAP)) return 'good'
  if (spreads >= RATING_SPREADS && price >= value.expected * (1 + RATING_MIN_GAP)) return 'high'
  return 'fair'
}

const isComparable = (car: MarketCar): boolean =>
  car.comparable && car.price > 0 && Number.isFinite(car.mileage) && Number.isInteger(car.year)

function add(groups: Map<string, YearSums>, key: string, year: number, point: Point): void {
  let group = groups.get(key)
  if (!group) {
    group = { first: year, sums: new Float64Array(SUMS) }
    groups.set(key, group)
  } else if (year < group.first) {
    const grown = new Float64Array(group.sums.length + (group.first - year) * SUMS)
    grown.set(group.sums, (group.first - year) * SUMS)
    group.first = year
    group.sums = grown
  } else if (year >= group.first + group.sums.length / SUMS) {
    const grown = new Float64Array((year - group.first + 1) * SUMS)
    grown.set(group.sums)
    group.sums = grown
  }
  accumulate(group.sums, point, 1, (year - group.first) * SUMS)
}

/** Adds (sign 1) or takes out (sign −1) a car's numbers to the sums at `at`. */
function accumulate(sums: Float64Array, { x, y, price }: Point, sign: 1 | -1, at = 0): void {
  sums[at + N]! += sign
  for (let i = 0; i < K; i++) {
    sums[at + X + i]! += sign * x[i]!
    sums[at + XY + i]! += sign * x[i]! * y
    for (let j = i; j < K; j++) sums[at + PAIR[i]![j]!]! += sign * x[i]! * x[j]!
  }
  sums[at + Y]! += sign * y
  sums[at + YY]! += sign * y * y
  sums[at + P]! += sign * price
}

/** Sums of squares and products around the means (`xx` as a full K×K matrix). */
function centred(sums: Float64Array, into?: { xx: Float64Array; xy: Float64Array }): { xx: Float64Array; xy: Float64Array; yy: number } {
  const n = sums[N]!
  const xx = into?.xx.fill(0) ?? new Float64Array(K * K)
  const xy = into?.xy.fill(0) ?? new Float64Array(K)
  if (!(n > 0)) return { xx, xy, yy: 0 }
  for (let i = 0; i < K; i++) {
    xy[i] = sums[XY + i]! - (sums[X + i]! * sums[Y]!) / n
    for (let j = 0; j < K; j++) xx[i * K + j] = sums[PAIR[i]![j]!]! - (sums[X + i]! * sums[X + j]!) / n
  }
  return { xx, xy, yy: Math.max(0, sums[YY]! - (sums[Y]! * sums[Y]!) / n) }
}

/**
 * Solves A·b = v for a K×K matrix of sums of squares (Gaussian elimination with pivoting). A measure that does not
 * vary (every comparable of the same power) gets slope 0 rather than failing the whole line. Null: nothing varies.
 */
function solve(
  matrix: Float64Array,
  vector: Float64Array,
  into: Float64Array = new Float64Array(K),
  system: Float64Array = new Float64Array(K * (K + 1)),
): Float64Array | null {
  const used = [0, 0, 0]
  let size = 0
  for (let k = 0; k < K; k++) if (matrix[k * K + k]! > 1e-9) used[size++] = k
  if (size === 0) return null
  const width = size + 1
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) system[row * width + column] = matrix[used[row]! * K + used[column]!]!
    system[row * width + size] = vector[used[row]!]!
  }
  for (let column = 0; column < size; column++) {
    let pivot = column
    for (let row = column + 1; row < size; row++)
      if (Math.abs(system[row * width + column]!) > Math.abs(system[pivot * width + column]!)) pivot = row
    if (!(Math.abs(system[pivot * width + column]!) > 1e-9 * Math.max(1, matrix[used[column]! * K + used[column]!]!))) return null
    if (pivot !== column) {
      for (let k = 0; k < width; k++) {
        const kept = system[column * width + k]!
        system[column * width + k] = system[pivot * width + k]!
        system[pivot * width + k] = kept
      }
    }
    for (let row = 0; row < size; row++) {
      if (row === column) continue
      const factor = system[row * width + column]! / system[column * width + column]!
      if (factor === 0) continue
      for (let k = column; k < width; k++) system[row * width + k]! -= factor * system[column * width + k]!
    }
  }
  into.fill(0)
  for (let row = 0; row < size; row++) into[used[row]!] = system[row * width + size]! / system[row * width + row]!
  return into
}
