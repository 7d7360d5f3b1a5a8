import type { PriceRating } from '../market-value'

/** Each band's colours: green for a good price, the neutral surface for a fair one, amber for a high one (text contrast ≥ 4.5:1). */
const BAND_STYLE: Record<PriceRating, { pill: string; dot: string }> = {
  good: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  fair: { pill: 'bg-surface-2 text-ink ring-line', dot: 'bg-sky-600' },
  high: { pill: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-600' },
}

/** Three bars, as many filled as the price is good: the band reads without its colour too. */
const FILLED: Record<PriceRating, number> = { good: 3, fair: 2, high: 1 }

type Props = {
  rating: PriceRating
  label: string
  /** Spoken and shown on hover: what the rating compares with. */
  hint?: string
  size?: 'sm' | 'md'
}

/** A car's price rating (issue 46): 'Bra pris', 'Rimligt pris', 'Högt pris' in the site's words. */
export function PriceRatingBadge({ rating, label, hint, size = 'sm' }: Props) {
  const style = BAND_STYLE[rating]
  return (
    <span
      data-price-rating={rating}
      title={hint}
      className={['rating-badge', style.pill, size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'].join(' ')}
    >
      <span aria-hidden="true" className="flex items-end gap-px">
        {[0, 1, 2].map((bar) => (
          <span
            key={bar}
            className={['rating-bar', bar < FILLED[rating] ? style.dot : 'bg-current opacity-20'].join(' ')}
            style={{ height: `${5 + bar * 2}px` }}
          />
        ))}
      </span>
      {hint ? <span className="sr-only">{hint}: </span> : null}
      {label}
    </span>
  )
}
