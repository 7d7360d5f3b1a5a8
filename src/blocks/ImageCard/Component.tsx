import type { ReactNode } from 'react'

import { balancedCardsPerRowMode, cardImageSizes } from '@/features/content/cards'
import { resolveLink } from '@/features/content/links'
import { ContactText } from '@/features/content/ui/ContactText'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { ImageCardBlock } from '@/payload-types'

import { CardGridSection } from '../shared/CardGridSection'
import type { BlockProps } from '../types'

/** Cards are landscape while they fill the row alone and portrait once they share it (see cards.ts). */
const CARD_SHAPE = {
  Four: 'aspect-[4/3] min-[1025px]:aspect-[4/5]',
  Three: 'aspect-[4/3] min-[769px]:aspect-[4/5]',
} as const

export function ImageCard({ block, context }: BlockProps<ImageCardBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const cards = block.cards ?? []
  const mode = balancedCardsPerRowMode('Four', cards.length)
  const CardTitle = block.heading ? 'h3' : 'h2'
  const newTabText = shellText(context.dictionary, 'opensInNewTab')
  return (
    <CardGridSection context={context} heading={block.heading} mode={mode} gap="gap-4 md:gap-6">
      {cards.map((card, index) => {
        const link = resolveLink(card.link, site, context.locale)
        const content: ReactNode = (
          <>
            <ResponsiveImage
              media={card.image}
              sizes={cardImageSizes(mode)}
              priority={context.isFirst}
              decorative
              className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-105 motion-safe:group-focus-visible:scale-105"
            />
            <span aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-black/0" />
            <div className="flex items-end justify-between gap-4">
              <div className="min-w-0">
                <CardTitle className="text-xl text-white md:text-2xl">{card.title}</CardTitle>
                {card.text ? <p className="mt-1.5 text-[0.9375rem] leading-snug text-white/85"><ContactText text={card.text} /></p> : null}
              </div>
              {link ? (
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-white/60 text-white transition-colors duration-300 group-hover:border-white group-hover:bg-white group-hover:text-ink group-focus-visible:bg-white group-focus-visible:text-ink"
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M5 12h14M13 6l6 6-6 6" />
                  </svg>
                </span>
              ) : null}
            </div>
            {link?.newTab ? <span className="sr-only"> {newTabText}</span> : null}
          </>
        )
        const shape = ['group relative isolate flex flex-col justify-end overflow-hidden rounded-2xl bg-brand p-5 md:p-6', CARD_SHAPE[mode]].join(' ')
        return (
          <li key={card.id ?? index}>
            {link ? (
              <a href={link.href} className={shape} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {content}
              </a>
            ) : (
              <div className={shape}>{content}</div>
            )}
          </li>
        )
      })}
    </CardGridSection>
  )
}
