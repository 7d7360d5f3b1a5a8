import { carCardView, showsDeductibleVat, type CarCardDoc } from '@/features/car-search/car-card'
import { carListTexts } from '@/features/car-search/texts'
import { CarCard } from '@/features/car-search/ui/CarCard'
import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { carDetailBase } from '@/data/car-list'

import { CarRowScroller } from '../client-parts'
import { editable, type BlockContext } from '../types'

type Props = {
  context: BlockContext
  cars: CarCardDoc[]
  title: string | null
  text?: string | null
  buttonLink: unknown
  /** A sideways-scrolling row of cards this wide, or a grid of this many columns on wide screens. */
  layout: { row: number } | { columns: 3 | 4 }
  name: string
}

const COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-3 xl:grid-cols-4' } as const

/** Car cards under a title, with the editor's button: the car teasers and car-of-the-week sections. */
export function CarCardsSection({ context, cars, title, text, buttonLink, layout, name }: Props) {
  const texts = carListTexts(context.dictionary)
  const options = {
    locale: context.locale,
    detailBase: carDetailBase(context.site, context.locale),
    deductibleVat: showsDeductibleVat(context.site.name),
  }
  const link = resolveLink(buttonLink as Parameters<typeof resolveLink>[0], context.site, context.locale)
  const Heading = title ? 'h3' : 'h2'
  const cards = cars.map((car, position) => (
    <li key={car.car_id} className={'row' in layout ? 'w-[min(var(--car-card-width),82vw)] shrink-0 snap-start' : ''}>
      <CarCard
        car={carCardView(car, options)}
        texts={texts}
        headingLevel={Heading}
        eager={context.isFirst && position < 2}
        sizes={'row' in layout ? `${layout.row}px` : undefined}
      />
    </li>
  ))
  return (
    <section data-car-section={name} className="py-12 md:py-16">
      <div className="container-page">
        {title || link?.label ? (
          <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-2xl">
              {title ? (
                <h2 className="text-title" {...editable(context, 'Title')}>
                  {title}
                </h2>
              ) : null}
              {text ? <p className="mt-3 text-lg text-muted">{text}</p> : null}
            </div>
            {link?.label ? <ButtonLink link={link} type="Ghost" /> : null}
          </header>
        ) : null}
        {'row' in layout ? (
          <CarRowScroller
            cardWidth={layout.row}
            labels={{
              previous: shellText(context.dictionary, 'previousSlide'),
              next: shellText(context.dictionary, 'nextSlide'),
              list: title ?? texts.carListCars,
            }}
          >
            {cards}
          </CarRowScroller>
        ) : (
          <ul className={['grid gap-5 sm:grid-cols-2', COLUMNS[layout.columns]].join(' ')}>{cards}</ul>
        )}
      </div>
    </section>
  )
}
