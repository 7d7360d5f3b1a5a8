import { fillText } from '@/lib/fill-text'
import type { CarPriceInsight } from '../car-insight'
import { CHART_SIZE, chartLayout, type ChartPoint } from '../chart'
import type { PriceInsightTexts } from '../texts'
import { valuationStep } from '../valuation'
import { PriceRatingBadge } from './PriceRatingBadge'

export type PriceInsightPanelData = {
  insight: CarPriceInsight
  /** The car itself and up to CHART_POINTS of its comparables, for the picture. */
  car: ChartPoint
  comparables: ChartPoint[]
  currency: string
}

type Props = PriceInsightPanelData & { locale: string; texts: PriceInsightTexts; mileageText: string }

/**
 * The car page's price panel (issue 46, part 2): the car's rating, what it was compared with ("jämfört med 23
 * liknande bilar, snittpris 284 000 kr"), the range such cars are priced in, and a picture of price against
 * mileage among them. With too few comparables it says that the price is not rated.
 */
export function PriceInsightPanel({ insight, car, comparables, currency, locale, texts, mileageText }: Props) {
  if (insight.rating === null) {
    return (
      <div data-price-insight="too-few" className="rounded-2xl bg-surface-1 p-5 ring-1 ring-line md:p-6">
        <p className="text-base text-ink">{texts.priceInsightTooFew}</p>
      </div>
    )
  }
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
  // Estimates are written as prices are: whole thousands of kronor, hundreds of pounds or euros.
  const step = valuationStep(currency)
  const money = { format: (value: number) => format.format(Math.round(value / step) * step) }
  const label = texts[`priceRating_${insight.rating}`]
  const average = money.format(insight.average_price)
  return (
    <div data-price-insight={insight.rating} className="rounded-2xl p-5 ring-1 ring-line md:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <PriceRatingBadge rating={insight.rating} label={label} size="md" />
        <p className="text-base font-semibold text-ink" data-price-insight-compared>
          {fillText(texts.priceInsightCompared, { count: insight.comparables, average })}
        </p>
      </div>
      <p className="mt-2 text-base text-muted" data-price-insight-range>
        {fillText(texts.priceInsightRange, {
          low: money.format(insight.low),
          high: money.format(insight.high),
          expected: money.format(insight.expected),
        })}
      </p>
      {comparables.length > 0 ? (
        <figure className="mt-5">
          <PriceChart
            comparableCount={insight.comparables}
            averagePrice={insight.average_price}
            car={car}
            comparables={comparables}
            format={format}
            locale={locale}
            texts={texts}
            mileageText={mileageText}
          />
          <ChartLegend texts={texts} average={average} />
        </figure>
      ) : null}
      <p className="mt-4 text-sm text-muted">{texts.priceInsightDisclaimer}</p>
    </div>
  )
}

type PriceChartProps = Pick<Props, 'car' | 'comparables' | 'locale' | 'texts' | 'mileageText'> & {
  comparableCount: number
  averagePrice: number
  format: Intl.NumberFormat
}

/** Price against mileage: the comparables as dots, their average price as a dashed line, the car marked. */
function PriceChart({ comparableCount, averagePrice, car, comparables, format, locale, texts, mileageText }: PriceChartProps) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
  const layout = chartLayout(car, comparables, averagePrice)
  const prices = comparables.map((point) => point.price)
  const { width, height, left, right, top, bottom } = CHART_SIZE
  // Axis labels sit this far from the plot (in the chart's units).
  const gap = 10
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="price-insight-chart-title price-insight-chart-desc"
      className="h-auto w-full overflow-visible text-muted"
      data-price-insight-chart
    >
      <title id="price-insight-chart-title">{fillText(texts.priceInsightChartTitle, { count: comparableCount })}</title>
      <desc id="price-insight-chart-desc">
        {fillText(texts.priceInsightChartDescription, {
          price: format.format(car.price),
          mileage: mileageText,
          lowest: format.format(Math.min(...prices)),
          highest: format.format(Math.max(...prices)),
        })}
      </desc>
      {layout.yTicks.map((tick) => (
        <g key={`y${tick.value}`}>
          <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity="0.18" />
          <text x={left - gap} y={tick.y} dy="0.32em" textAnchor="end" fontSize="15" fill="currentColor">
            {compact.format(tick.value)}
          </text>
        </g>
      ))}
      {layout.xTicks.map((tick) => (
        <text key={`x${tick.value}`} x={tick.x} y={height - bottom + 20} textAnchor="middle" fontSize="15" fill="currentColor">
          {number.format(tick.value)}
        </text>
      ))}
      <text x={(left + width - right) / 2} y={height - 6} textAnchor="middle" fontSize="15" fill="currentColor">
        {texts.priceInsightAxisMileage}
      </text>
      <text
        x={14}
        y={(top + height - bottom) / 2}
        textAnchor="middle"
        fontSize="15"
        fill="currentColor"
        transform={`rotate(-90 14 ${(top + height - bottom) / 2})`}
      >
        {texts.priceInsightAxisPrice}
      </text>
      <line
        x1={left}
        x2={width - right}
        y1={layout.averageY}
        y2={layout.averageY}
        stroke="currentColor"
        strokeDasharray="6 5"
        strokeOpacity="0.7"
      />
      {layout.points.map((point) => (
        <circle key={point.id} cx={point.x} cy={point.y} r="4.5" fill="currentColor" fillOpacity="0.35" />
      ))}
      <circle
        cx={layout.car.x}
        cy={layout.car.y}
        r="8"
        fill="var(--fc-accent)"
        stroke="var(--fc-surface)"
        strokeWidth="3"
        data-price-insight-car
      />
    </svg>
  )
}

function ChartLegend({ texts, average }: { texts: PriceInsightTexts; average: string }) {
  return (
    <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent" />
        {texts.priceInsightThisCar}
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-muted opacity-60" />
        {texts.priceInsightOtherCars}
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-muted" />
        {fillText(texts.priceInsightAverage, { average })}
      </span>
    </figcaption>
  )
}
