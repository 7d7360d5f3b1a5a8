import type { ReactNode } from 'react'

import { cardGridClass, type CardsPerRowMode } from '@/features/content/cards'

import { BlockHeader } from './BlockHeader'
import { editable, type BlockContext } from '../types'

type Props = {
  context: BlockContext
  heading?: string | null
  intro?: string | null
  /** How many cards share a row (see features/content/cards). */
  mode: CardsPerRowMode
  /** The grid's gap classes. */
  gap: string
  /** More classes for the section, such as its background. */
  className?: string
  /** The cards, each an `<li>`. */
  children: ReactNode
}

/** The section of a card block: its heading and intro above the grid of cards. */
export function CardGridSection({ context, heading, intro, mode, gap, className, children }: Props) {
  return (
    <section className={className ? `py-12 md:py-20 ${className}` : 'py-12 md:py-20'}>
      <div className="container-page">
        <BlockHeader context={context} heading={heading} intro={intro} className="mb-10 max-w-2xl md:mb-12" />
        <ul className={`${cardGridClass(mode)} ${gap}`} {...editable(context, 'Cards')}>
          {children}
        </ul>
      </div>
    </section>
  )
}
