import { balancedCardsPerRowMode, cardImageSizes, cardSideways, cardsPerRowMode, type CardsPerRowMode } from '@/features/content/cards'
import { resolveLink, type ResolvedLink } from '@/features/content/links'
import { ContactText } from '@/features/content/ui/ContactText'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { isMediaDoc } from '@/features/media/urls'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { CardListBlock } from '@/payload-types'

import { CardGridSection } from '../shared/CardGridSection'
import type { BlockProps } from '../types'
import { CardIcon, isCardIconName } from './icons'

type Card = CardListBlock['cards'][number]
type Variant = NonNullable<CardListBlock['variant']>

const CARD_SURFACE: Record<Variant, string> = {
  Default: 'bg-surface shadow-[0_1px_2px_rgb(16_24_40/0.06),0_8px_24px_-12px_rgb(16_24_40/0.18)]',
  'Card With Borders': 'bg-surface border border-line',
  'Gray background': 'bg-surface',
}

const LIFT_ON_HOVER = 'transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(16_24_40/0.08),0_18px_36px_-14px_rgb(16_24_40/0.3)]'

function newTabAttributes(link: ResolvedLink) {
  return link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

export function CardList({ block, context }: BlockProps<CardListBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const variant: Variant = block.variant && block.variant in CARD_SURFACE ? block.variant : 'Default'
  const listStyle = block.cardStyle === 'List card'
  const cards = block.cards ?? []
  const mode = balancedCardsPerRowMode(cardsPerRowMode(block.perRow), cards.length)
  const CardTitle = block.heading ? 'h3' : 'h2'
  const newTabText = shellText(context.dictionary, 'opensInNewTab')

  return (
    <CardGridSection
      context={context}
      heading={block.heading}
      intro={block.intro}
      mode={mode}
      gap={listStyle ? 'gap-4' : 'gap-6'}
      className={variant === 'Gray background' ? 'bg-surface-1' : undefined}
    >
      {cards.map((card, index) => {
        const link = resolveLink(card.link, site, context.locale)
        const props = { card, link, Title: CardTitle, newTabText, surface: CARD_SURFACE[variant] } as const
        return (
          <li key={card.id ?? index} className="flex">
            {listStyle ? <ListCard {...props} /> : <ImageTopCard {...props} mode={mode} priority={context.isFirst} />}
          </li>
        )
      })}
    </CardGridSection>
  )
}

type CardProps = {
  card: Card
  link: ResolvedLink | null
  Title: 'h2' | 'h3'
  newTabText: string
  surface: string
}

/** The card's title: the whole card's link when there is no button text. */
function CardHeading({ card, link, Title, newTabText, className }: Omit<CardProps, 'surface'> & { className: string }) {
  const stretched = link && !card.buttonText
  return (
    <Title className={className}>
      {stretched ? (
        <a href={link.href} className="after:absolute after:inset-0 after:rounded-[inherit] hover:underline hover:decoration-2 hover:underline-offset-4" {...newTabAttributes(link)}>
          {card.title}
          {link.newTab ? <span className="sr-only"> {newTabText}</span> : null}
        </a>
      ) : (
        card.title
      )}
    </Title>
  )
}

function ButtonText({ card, link, newTabText, className }: { card: Card; link: ResolvedLink | null; newTabText: string; className: string }) {
  if (!link || !card.buttonText) return null
  return (
    <a href={link.href} className={className} {...newTabAttributes(link)}>
      {card.buttonText}
      {link.newTab ? <span className="sr-only"> {newTabText}</span> : null}
    </a>
  )
}

function Arrow() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="transition-transform duration-300 motion-safe:group-hover:translate-x-1">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

/** Card: image (or icon) on top, then title, text and the link. */
function ImageTopCard({ card, link, Title, newTabText, surface, mode, priority }: CardProps & { mode: CardsPerRowMode; priority: boolean }) {
  const image = isMediaDoc(card.image) ? card.image : null
  const icon = !image && isCardIconName(card.icon) ? card.icon : null
  // Only a card with a picture lies on its side where it has the row to itself; an icon card stays compact.
  const sideways = image ? cardSideways(mode) : { card: '', media: '' }
  return (
    <article className={['group relative flex w-full flex-col overflow-hidden rounded-2xl', sideways.card, surface, link ? LIFT_ON_HOVER : ''].join(' ')}>
      {image ? (
        <div className={['overflow-hidden bg-surface-1', sideways.media].join(' ')}>
          <ResponsiveImage
            media={image}
            sizes={cardImageSizes(mode, { sideways: true })}
            decorative
            priority={priority}
            className="aspect-[16/10] h-full w-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.04]"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 md:p-7">
        {icon ? (
          <span className="mb-5 grid h-12 w-12 place-items-center rounded-full bg-accent/10 text-accent">
            <CardIcon name={icon} />
          </span>
        ) : null}
        <CardHeading card={card} link={link} Title={Title} newTabText={newTabText} className="text-xl" />
        {card.text ? <p className="mt-3 text-muted"><ContactText text={card.text} /></p> : null}
        {link ? (
          <div className="mt-auto pt-6">
            {card.buttonText ? (
              <ButtonText card={card} link={link} newTabText={newTabText} className="button button-ghost min-h-11 px-5 py-2 text-[0.9375rem]" />
            ) : (
              <span className="inline-flex text-accent">
                <Arrow />
              </span>
            )}
          </div>
        ) : null}
      </div>
    </article>
  )
}

/** List card: a compact row with the icon or a small image beside the text. */
function ListCard({ card, link, Title, newTabText, surface }: CardProps) {
  const image = isMediaDoc(card.image) ? card.image : null
  const icon = !image && isCardIconName(card.icon) ? card.icon : null
  return (
    <article className={['group relative flex w-full items-start gap-4 rounded-xl p-4 md:p-5', surface, link ? LIFT_ON_HOVER : ''].join(' ')}>
      {image ? (
        <ResponsiveImage media={image} sizes="80px" decorative className="h-16 w-16 shrink-0 rounded-lg object-cover md:h-20 md:w-20" />
      ) : icon ? (
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent">
          <CardIcon name={icon} />
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <CardHeading card={card} link={link} Title={Title} newTabText={newTabText} className="text-lg leading-snug" />
        {card.text ? <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-muted"><ContactText text={card.text} /></p> : null}
        <ButtonText
          card={card}
          link={link}
          newTabText={newTabText}
          className="mt-3 inline-flex font-semibold underline decoration-accent decoration-2 underline-offset-4 hover:decoration-ink"
        />
      </div>
      {link && !card.buttonText ? (
        <span className="self-center text-accent">
          <Arrow />
        </span>
      ) : null}
    </article>
  )
}
