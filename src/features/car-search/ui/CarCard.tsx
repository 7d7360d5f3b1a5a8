import type { ReactNode } from 'react'

import type { PriceInsightTexts } from '@/features/price-insight/texts'
import { PriceRatingBadge } from '@/features/price-insight/ui/PriceRatingBadge'
import { fillText } from '@/lib/fill-text'

import type { CarCardView } from '../car-card'
import { type CarListTexts } from '../texts'

export type CarCardTexts = Pick<
  CarListTexts,
  'carCardLoan' | 'carCardPrivateLeasing' | 'carCardRetailPrice' | 'carCardDeductibleVat' | 'missingImageText'
> &
  Partial<Pick<PriceInsightTexts, 'priceRating_good' | 'priceRating_fair' | 'priceRating_high' | 'priceRatingCardHint'>>

type Props = {
  car: CarCardView
  texts: CarCardTexts
  /** The heading level of the car's name in the page's outline. */
  headingLevel?: 'h2' | 'h3'
  /** Pictures of the first row load at once. */
  eager?: boolean
  /** The compare option, drawn over the card's picture. */
  compare?: ReactNode
  /** The favourite heart, drawn over the picture's other corner. */
  favourite?: ReactNode
  /** The card's width in the layout, for choosing the picture's size. */
  sizes?: string
}

/**
 * A car in a list, teaser or carousel: the whole card is one link to the car page (the compare option sits
 * above it); the name is the link's text, so a screen reader hears each car once.
 */
export function CarCard({
  car,
  texts,
  headingLevel: Heading = 'h3',
  eager = false,
  compare,
  favourite,
  sizes = '(min-width: 1280px) 22rem, (min-width: 640px) 45vw, 100vw',
}: Props) {
  return (
    <article data-car-card={car.id} className="group card">
      <div className="card-media">
        {car.image ? (
          <img
            src={car.image.src}
            srcSet={car.image.srcSet ?? undefined}
            sizes={sizes}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="card-picture"
            style={car.image.blur ? { backgroundImage: `url("${car.image.blur}")`, backgroundSize: 'cover' } : undefined}
          />
        ) : (
          <div className="grid h-full place-items-center px-6 text-center text-sm font-medium text-muted">{texts.missingImageText}</div>
        )}
        {car.deductibleVat ? (
          <span data-vat-tag="" className="absolute left-3 top-3 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-ink">
            {texts.carCardDeductibleVat}
          </span>
        ) : null}
      </div>
      <div className="card-body">
        <div>
          <Heading className="text-lg leading-snug">
            <a href={car.href} className="card-link">
              {car.title}
            </a>
          </Heading>
          {car.version ? <p className="card-version">{car.version}</p> : null}
        </div>
        <ul className="card-facts">
          {car.facts.map((fact, index) => (
            <li key={index}>{fact}</li>
          ))}
        </ul>
        <div className="card-foot">
          <div>
            {car.rating && texts[`priceRating_${car.rating}`] ? (
              <p className="mb-1.5">
                <PriceRatingBadge rating={car.rating} label={texts[`priceRating_${car.rating}`]!} hint={texts.priceRatingCardHint} />
              </p>
            ) : null}
            <p className={car.retailPrice ? 'card-price card-price-campaign' : 'card-price'}>{car.price}</p>
            {car.retailPrice ? (
              <p className="card-was">
                <span className="sr-only">{texts.carCardRetailPrice} </span>
                <s>{car.retailPrice}</s>
              </p>
            ) : null}
          </div>
          {car.monthly ? (
            <p className="card-monthly">
              {fillText(car.monthly.kind === 'loan' ? texts.carCardLoan : texts.carCardPrivateLeasing, { amount: car.monthly.amount })}
            </p>
          ) : null}
        </div>
      </div>
      {compare ? <div className="card-compare">{compare}</div> : null}
      {favourite ? (
        <div className={car.deductibleVat ? 'card-favourite card-favourite-below-tag' : 'card-favourite'}>{favourite}</div>
      ) : null}
    </article>
  )
}

/** The grey shape of a card while the list loads. */
export function CarCardSkeleton() {
  return (
    <div
      data-car-skeleton=""
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line"
    >
      <div className="aspect-[16/10] bg-surface-2" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-2/3 rounded bg-surface-2" />
        <div className="h-4 w-1/2 rounded bg-surface-2" />
        <div className="mt-4 h-6 w-1/3 rounded bg-surface-2" />
      </div>
    </div>
  )
}
