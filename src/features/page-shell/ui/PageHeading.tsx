import type { PageBlock } from '@/blocks/registry'

/** A page that does not open with a hero carrying the h1 gets its title as a heading. */
export function startsWithHeroTitle(layout: PageBlock[] | null | undefined): boolean {
  const first = layout?.[0]
  return first?.blockType === 'heroBanner' && (first.titleTag ?? 'h1') === 'h1' && Boolean(first.image)
}

export function PageHeading({ title, editing }: { title: string; editing: boolean }) {
  return (
    <header className="border-b border-line bg-surface-1">
      <div className="container-page py-12 md:py-16">
        <h1 className="max-w-4xl text-display" {...(editing ? { 'data-editable': 'Title' } : {})}>
          {title}
        </h1>
      </div>
    </header>
  )
}
