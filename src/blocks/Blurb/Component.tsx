import { localizedPath } from '@/features/sites/locales'
import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import type { BlurbBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

const BACKGROUND = {
  None: 'bg-surface',
  BackgroundColor1: 'bg-surface-1',
  BackgroundColor2: 'bg-surface-2',
  BackgroundColor3: 'bg-surface-3 text-white rich-text-invert',
} as const

export function Blurb({ block, context }: BlockProps<BlurbBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const link = resolveLink(block.link, site, context.locale)
  const Title = (block.titleTag ?? 'h2') as 'h2'
  const dark = block.backgroundColor === 'BackgroundColor3'
  return (
    <section className={['py-12 md:py-20', BACKGROUND[(block.backgroundColor as keyof typeof BACKGROUND) ?? 'None'] ?? BACKGROUND.None].join(' ')}>
      <div className="container-page grid items-center gap-8 md:grid-cols-2 md:gap-14">
        <div className={['overflow-hidden rounded-2xl', block.reverse ? 'md:order-first' : 'md:order-last'].join(' ')} {...editable(context, 'ImageDesktop')}>
          <ResponsiveImage
            media={block.imageDesktop}
            phoneMedia={block.imagePhone}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            priority={context.isFirst}
            className="aspect-[4/3] h-full w-full object-cover"
          />
        </div>
        <div>
          <Title className="text-title" {...editable(context, 'Title')}>
            {block.title}
          </Title>
          {block.richText ? (
            <div className="mt-5" {...editable(context, 'RichText')}>
              {renderRichText(block.richText as RichTextValue, { pageHref: (page) => localizedPath(site, context.locale, page.path ?? '/') })}
            </div>
          ) : null}
          {link?.label ? (
            <div className="mt-8" {...editable(context, 'Link')}>
              <ButtonLink link={link} type={dark ? 'Ghost Contrast' : 'Primary'} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
