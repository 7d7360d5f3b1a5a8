import { resolveLink } from '@/features/content/links'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import type { CardListBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

export function CardList({ block, context }: BlockProps<CardListBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const gray = block.variant === 'Gray background'
  const bordered = block.variant === 'Card With Borders'
  const cards = block.cards ?? []
  const columns = cards.length >= 4 && cards.length % 3 !== 0 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <section className={['py-12 md:py-20', gray ? 'bg-surface-1' : ''].join(' ')}>
      <div className="container-page">
        {block.heading || block.intro ? (
          <header className="mb-10 max-w-2xl">
            {block.heading ? <h2 className="text-title" {...editable(context, 'Heading')}>{block.heading}</h2> : null}
            {block.intro ? <p className="mt-4 text-lg text-muted" {...editable(context, 'Intro')}>{block.intro}</p> : null}
          </header>
        ) : null}
        <ul className={['grid gap-6 sm:grid-cols-2', columns].join(' ')}>
          {cards.map((card, index) => {
            const link = resolveLink(card.link, site, context.locale)
            const cardLabel = card.buttonText || null
            return (
              <li
                key={card.id ?? index}
                className={[
                  'group relative flex flex-col overflow-hidden rounded-2xl bg-surface transition-shadow',
                  bordered ? 'border border-line' : 'shadow-[0_1px_2px_rgb(16_24_40/0.06),0_8px_24px_-12px_rgb(16_24_40/0.18)]',
                  link ? 'hover:shadow-[0_2px_4px_rgb(16_24_40/0.08),0_16px_32px_-12px_rgb(16_24_40/0.28)]' : '',
                ].join(' ')}
              >
                {card.image ? (
                  <div className="overflow-hidden">
                    <ResponsiveImage
                      media={card.image}
                      sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
                      decorative
                      className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  </div>
                ) : null}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl">
                    {link && !cardLabel ? (
                      <a href={link.href} className="after:absolute after:inset-0" {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {card.title}
                      </a>
                    ) : (
                      card.title
                    )}
                  </h3>
                  {card.text ? <p className="mt-3 text-muted">{card.text}</p> : null}
                  {link && cardLabel ? (
                    <a href={link.href} className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-accent hover:underline" {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {cardLabel}
                      <span aria-hidden="true">→</span>
                    </a>
                  ) : link ? (
                    <span aria-hidden="true" className="mt-auto pt-5 font-semibold text-accent">→</span>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
