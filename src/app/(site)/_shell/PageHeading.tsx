import type { ReactNode } from 'react'

import type { PageBlock } from '@/blocks/registry'

/**
 * A page that does not open with a section carrying the h1 gets its title as a heading: a hero banner with
 * an h1 that shows (an image, or a video), a hero carousel (its first slide's title) or a not-found hero.
 */
export function startsWithHeroTitle(layout: PageBlock[] | null | undefined): boolean {
  const first = layout?.[0]
  if (!first) return false
  if (first.blockType === 'heroCarousel' || first.blockType === 'notFoundHero') return true
  if (first.blockType !== 'heroBanner' || (first.titleTag ?? 'h1') !== 'h1') return false
  return Boolean(first.image) || (first.content === 'Video' && Boolean(first.videoDesktop))
}

export function PageHeading({ title, editing, breadcrumbs }: { title: string; editing: boolean; breadcrumbs?: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface-1">
      <div className={['container-page', breadcrumbs ? 'pb-12 pt-6 md:pb-16 md:pt-8' : 'py-12 md:py-16'].join(' ')}>
        {breadcrumbs}
        <h1 className="max-w-4xl text-display" {...(editing ? { 'data-editable': 'Title' } : {})}>
          {title}
        </h1>
      </div>
    </header>
  )
}
