import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { isMediaDoc } from '@/features/media/urls'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import type { HeroBannerBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

const PLACEMENT = { Top: 'justify-start', Center: 'justify-center', Bottom: 'justify-end' } as const

export function HeroBanner({ block, context }: BlockProps<HeroBannerBlock>) {
  // Without an image there is nothing to show (spec 1 §5).
  if (!isMediaDoc(block.image)) return null
  const link = resolveLink(block.link, context.site, context.locale)
  const light = block.textColor === 'Black'
  const Title = (block.titleTag ?? 'h1') as 'h1'
  const fullScreen = block.variant === 'FullScreen'
  const placement = PLACEMENT[(block.contentPlacement as keyof typeof PLACEMENT) ?? 'Center'] ?? PLACEMENT.Center
  return (
    <section
      className={[
        'relative isolate flex overflow-hidden bg-brand',
        fullScreen ? 'min-h-[100svh]' : 'min-h-[34rem] md:min-h-[38rem] xl:min-h-[44rem]',
        block.hasMarginTop ? 'mt-10' : '',
      ].join(' ')}
    >
      <ResponsiveImage
        media={block.image}
        phoneMedia={block.imagePhone}
        sizes="100vw"
        priority={context.isFirst}
        decorative
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className={[
          'absolute inset-0 -z-10',
          light
            ? 'bg-gradient-to-r from-white/85 via-white/55 to-white/0'
            : 'bg-gradient-to-t from-black/70 via-black/35 to-black/10 md:bg-gradient-to-r md:from-black/70 md:via-black/35 md:to-black/0',
        ].join(' ')}
      />
      <div className={['container-page flex flex-col py-16 md:py-24', placement].join(' ')}>
        <div className={['max-w-2xl', block.centerContent ? 'mx-auto text-center' : '', light ? 'text-ink' : 'text-white'].join(' ')}>
          <Title className="text-display drop-shadow-sm" {...editable(context, 'Title')}>
            {block.title}
          </Title>
          {block.text ? (
            <p className={['mt-5 text-lg md:text-xl', light ? 'text-ink/80' : 'text-white/90'].join(' ')} {...editable(context, 'Text')}>
              {block.text}
            </p>
          ) : null}
          {link?.label ? (
            <div className="mt-8" {...editable(context, 'Link')}>
              <ButtonLink link={link} type={block.buttonType} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
