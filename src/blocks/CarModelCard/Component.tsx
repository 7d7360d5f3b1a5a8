import { balancedCardsPerRowMode, cardImageSizes, cardSideways } from '@/features/content/cards'
import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { ContactText } from '@/features/content/ui/ContactText'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { CarModelCardBlock } from '@/payload-types'

import { CardGridSection } from '../shared/CardGridSection'
import type { BlockProps } from '../types'

/** A model card shows at most four label/value pairs (spec 1 §3, Label1–4). */
export const MAX_MODEL_FACTS = 4


/** The badge of a campaign model: the editor's wording, else the dictionary's "Kampanj". */
export function campaignBadge(card: Pick<CarModelCardBlock['cards'][number], 'isCampaign' | 'campaign'>, dictionary: Record<string, string>): string | null {
  if (!card.isCampaign) return null
  return card.campaign?.trim() || shellText(dictionary, 'campaign')
}

export function CarModelCard({ block, context }: BlockProps<CarModelCardBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const cards = block.cards ?? []
  const mode = balancedCardsPerRowMode('Four', cards.length)
  const sideways = cardSideways(mode)
  const CardTitle = block.heading ? 'h3' : 'h2'
  const newTabText = shellText(context.dictionary, 'opensInNewTab')
  return (
    <CardGridSection context={context} heading={block.heading} mode={mode} gap="gap-6">
      {cards.map((card, index) => {
        const link = resolveLink(card.link, site, context.locale)
        const badge = campaignBadge(card, context.dictionary)
        const facts = (card.labels ?? []).filter((fact) => fact.label?.trim() && fact.value?.trim()).slice(0, MAX_MODEL_FACTS)
        const stretched = link && !link.label
        return (
          <li key={card.id ?? index} className="flex">
            <article
              className={[
                'group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface',
                sideways.card,
                link ? 'transition-[box-shadow,border-color] duration-300 hover:border-transparent hover:shadow-[0_2px_4px_rgb(16_24_40/0.08),0_18px_36px_-14px_rgb(16_24_40/0.3)]' : '',
              ].join(' ')}
            >
              <div className={['relative overflow-hidden bg-gradient-to-b from-surface-1 to-surface-2', sideways.media].join(' ')}>
                <ResponsiveImage
                  media={card.image}
                  sizes={cardImageSizes(mode, { sideways: true })}
                  priority={context.isFirst}
                  className="aspect-[16/10] h-full w-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
                />
                {badge ? (
                  <span className="absolute left-4 top-4 rounded-full bg-accent px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-ink shadow-sm">
                    {badge}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-6">
                <CardTitle className="text-xl md:text-2xl">
                  {stretched ? (
                    <a
                      href={link.href}
                      className="after:absolute after:inset-0 after:rounded-[inherit] hover:underline hover:decoration-2 hover:underline-offset-4"
                      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {card.title}
                      {link.newTab ? <span className="sr-only"> {newTabText}</span> : null}
                    </a>
                  ) : (
                    card.title
                  )}
                </CardTitle>
                {card.text ? <p className="mt-2 text-muted"><ContactText text={card.text} /></p> : null}
                {facts.length > 0 ? (
                  <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-line pt-5">
                    {facts.map((fact, factIndex) => (
                      <div key={fact.id ?? factIndex} className="min-w-0">
                        <dt className="text-xs font-medium uppercase tracking-wider text-muted">{fact.label}</dt>
                        <dd className="mt-1 font-semibold tabular-nums text-ink">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {link && !stretched ? (
                  <div className="mt-auto pt-6">
                    <ButtonLink link={link} type="Ghost" className="w-full" />
                  </div>
                ) : null}
              </div>
            </article>
          </li>
        )
      })}
    </CardGridSection>
  )
}
