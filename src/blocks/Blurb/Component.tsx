import type { ReactNode } from 'react'

import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import { Video } from '@/features/media/ui/Video'
import { YouTube } from '@/features/media/ui/YouTube'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { isMediaDoc, mediaSrcSet } from '@/features/media/urls'
import { posterUrl, videoLabels } from '@/features/media/video'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { localizedPath } from '@/features/sites/locales'
import type { BlurbBlock } from '@/payload-types'

import { editable, type BlockContext, type BlockProps } from '../types'
import { blurbMedia, type BlurbMedia } from './media'
import { Reveal } from './Reveal'

type Background = NonNullable<BlurbBlock['backgroundColor']>

const BACKGROUND: Record<Background, string> = {
  None: 'bg-surface',
  BackgroundColor1: 'bg-surface-1',
  BackgroundColor2: 'bg-surface-2',
  BackgroundColor3: 'bg-surface-3 text-white rich-text-invert',
}

/** The text follows the media when both rise into view, so the eye lands on the picture first. */
const TEXT_AFTER_MEDIA_MS = 150

export function Blurb({ block, context }: BlockProps<BlurbBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const link = resolveLink(block.link, site, context.locale)
  const background: Background = block.backgroundColor && block.backgroundColor in BACKGROUND ? block.backgroundColor : 'None'
  const dark = background === 'BackgroundColor3'
  const halves = block.variant === '50/50'
  const media = blurbMedia(block)
  const Title = block.titleTag ?? 'h2'
  // Editors see everything at once in the preview; visitors see it rise into view.
  const animateText = Boolean(block.useTextAnimations) && !context.editing
  const animateMedia = Boolean(block.useMediaAnimations) && !context.editing && media.kind !== 'none'

  const text = (
    <>
      {halves ? <span aria-hidden="true" className="mb-6 block h-1 w-12 rounded-full bg-accent" /> : null}
      <Title className="text-title" {...editable(context, 'Title')}>
        {block.title}
      </Title>
      {block.richText ? (
        <div className="mt-5 md:mt-6" {...editable(context, 'RichText')}>
          {renderRichText(block.richText as RichTextValue, { pageHref: (page) => localizedPath(site, context.locale, page.path ?? '/') })}
        </div>
      ) : null}
      {link?.label ? (
        <div className="mt-8" {...editable(context, 'Link')}>
          <ButtonLink link={link} type={dark ? 'Ghost Contrast' : 'Primary'} />
        </div>
      ) : null}
    </>
  )
  const textDelay = animateMedia ? TEXT_AFTER_MEDIA_MS : 0

  if (halves) {
    const fullHeight = media.kind !== 'youtube'
    return (
      <section data-variant="50/50" className={['md:grid md:grid-cols-2', BACKGROUND[background]].join(' ')}>
        {media.kind === 'none' ? null : (
          <div
            className={[
              'relative overflow-hidden',
              fullHeight ? 'min-h-[18rem] sm:min-h-[26rem] md:min-h-[36rem] xl:min-h-[42rem]' : 'md:flex md:items-center',
              block.reverse ? 'md:order-first' : 'md:order-last',
            ].join(' ')}
            {...editable(context, mediaField(media))}
          >
            <Animated enabled={animateMedia} className={fullHeight ? 'absolute inset-0' : 'w-full'}>
              <BlurbMediaView block={block} media={media} context={context} fill={fullHeight} sizes="(min-width: 768px) 50vw, 100vw" />
            </Animated>
          </div>
        )}
        <div
          className={[
            'flex items-center px-5 py-14 md:px-8 md:py-20 lg:py-24',
            media.kind === 'none' ? 'md:col-span-2' : block.reverse ? 'md:pl-12 lg:pl-20' : 'md:pr-12 lg:pr-20',
          ].join(' ')}
        >
          {/* The outer side lines the text up with the page container (80rem wide, 2rem padding). */}
          <Animated
            enabled={animateText}
            delayMs={textDelay}
            className={[
              'w-full',
              block.reverse ? 'md:pr-[max(0rem,calc((100vw_-_80rem)/2))]' : 'md:pl-[max(0rem,calc((100vw_-_80rem)/2))]',
            ].join(' ')}
          >
            <div className="max-w-xl">{text}</div>
          </Animated>
        </div>
      </section>
    )
  }

  return (
    <section data-variant="Default" className={['py-14 md:py-24', BACKGROUND[background]].join(' ')}>
      <div className={['container-page grid items-center gap-8 md:gap-12 lg:gap-20', media.kind === 'none' ? '' : 'md:grid-cols-2'].join(' ')}>
        {media.kind === 'none' ? null : (
          <div className={block.reverse ? 'md:order-first' : 'md:order-last'} {...editable(context, mediaField(media))}>
            <Animated enabled={animateMedia}>
              <BlurbMediaView block={block} media={media} context={context} fill={false} sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" />
            </Animated>
          </div>
        )}
        <Animated enabled={animateText} delayMs={textDelay} className={media.kind === 'none' ? 'max-w-3xl' : 'max-w-xl'}>
          {text}
        </Animated>
      </div>
    </section>
  )
}

function mediaField(media: BlurbMedia): string {
  return media.kind === 'youtube' ? 'YoutubeID' : media.kind === 'video' ? 'VideoDesktop' : 'ImageDesktop'
}

function Animated({ enabled, className, delayMs, children }: { enabled: boolean; className?: string; delayMs?: number; children: ReactNode }) {
  if (!enabled) return <div className={className}>{children}</div>
  return (
    <Reveal className={className} delayMs={delayMs}>
      {children}
    </Reveal>
  )
}

type MediaViewProps = {
  block: BlurbMediaFields
  media: BlurbMedia
  context: BlockContext
  /** 50/50: the media covers its whole half, edge to edge. Default: a framed picture with rounded corners. */
  fill: boolean
  sizes: string
}

type BlurbMediaFields = Pick<BlurbBlock, 'title' | 'imageDesktop' | 'imagePhone' | 'hasControlBar'>

function BlurbMediaView({ block, media, context, fill, sizes }: MediaViewProps) {
  const frame = fill ? 'absolute inset-0' : 'relative aspect-[4/3] w-full overflow-hidden rounded-2xl'
  switch (media.kind) {
    case 'youtube': {
      const image = isMediaDoc(block.imageDesktop) ? block.imageDesktop : null
      const poster = image ? { src: posterUrl(image)!, srcSet: mediaSrcSet(image) || undefined } : null
      return (
        <YouTube
          id={media.id}
          title={block.title}
          poster={poster?.src ? poster : null}
          playLabel={shellText(context.dictionary, 'playYoutube')}
          className={fill ? 'w-full rounded-none!' : 'w-full'}
        />
      )
    }
    case 'video':
      return (
        <Video
          desktop={media.desktop}
          phone={media.phone}
          poster={posterUrl(block.imageDesktop)}
          controls={block.hasControlBar ?? true}
          className={[frame, fill ? '' : 'bg-surface-2'].join(' ')}
          labels={videoLabels(context.dictionary)}
        />
      )
    case 'image':
      return (
        <div className={[frame, fill ? '' : 'bg-surface-2'].join(' ')}>
          <ResponsiveImage
            media={block.imageDesktop}
            phoneMedia={block.imagePhone}
            sizes={sizes}
            priority={context.isFirst}
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
      )
    default:
      return null
  }
}
