import { resolveLink } from '@/features/content/links'
import { searchTarget, START_PAGE_SEARCH_TYPE } from '@/features/car-search/search-bar'
import { SearchBar } from '@/features/car-search/ui/SearchBar'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { isMediaDoc } from '@/features/media/urls'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { Video } from '@/features/media/ui/Video'
import { posterUrl, videoLabels, videoSource } from '@/features/media/video'
import type { HeroBannerBlock } from '@/payload-types'
import { heroCarSearch } from '@/data/car-list'

import { editable, type BlockProps } from '../types'
import { heroTextClass, heroTone, scrimClass } from '../shared/hero-style'
import { HeroCopy } from '../shared/HeroCopy'
import { ScrollDownButton } from './ScrollDownButton'

const PLACEMENT = { Top: 'justify-start', Center: 'justify-center', Bottom: 'justify-end' } as const

export function HeroBanner({ block, context }: BlockProps<HeroBannerBlock>) {
  const video = block.content === 'Video' ? (videoSource(block.videoDesktop) ?? videoSource(block.videoPhone)) : null
  const image = isMediaDoc(block.image) && block.image.filename ? block.image : null
  // Spec 1 §5: without an image (or, for a video banner, a video) there is nothing to show.
  if (!video && !image) return null

  const link = resolveLink(block.link, context.site, context.locale)
  const tone = heroTone(block.textColor)
  const Title = (block.titleTag ?? 'h1') as 'h1'
  const fullScreen = block.variant === 'FullScreen'
  const centered = Boolean(block.centerContent)
  const placement = PLACEMENT[(block.contentPlacement as keyof typeof PLACEMENT) ?? 'Center'] ?? PLACEMENT.Center
  const search = block.hasSearchBar ? searchTarget(block.searchUrl, context.site, context.locale) : null

  return (
    <section
      data-hero-banner=""
      // The first section may lie below a header that takes its own room: see site.css.
      data-full-screen-first={fullScreen && context.isFirst ? '' : undefined}
      className={[
        'relative isolate flex overflow-hidden bg-brand',
        fullScreen ? 'min-h-svh' : 'min-h-[34rem] md:min-h-[38rem] xl:min-h-[44rem]',
        block.hasMarginTop ? 'mt-10 md:mt-16' : '',
      ].join(' ')}
    >
      {video ? (
        <Video
          desktop={video}
          phone={videoSource(block.videoPhone)}
          poster={posterUrl(image)}
          labels={videoLabels(context.dictionary)}
          className="absolute inset-0"
          controlsClassName={fullScreen ? 'bottom-6 right-4 md:bottom-8 md:right-8' : undefined}
        />
      ) : (
        <ResponsiveImage
          media={image}
          phoneMedia={block.imagePhone}
          sizes="100vw"
          priority={context.isFirst}
          decorative
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      <div aria-hidden="true" className={['absolute inset-0', scrimClass(tone, centered ? 'center' : 'left')].join(' ')} />
      <div
        className={[
          'container-page relative z-10 flex flex-col',
          placement,
          // The first section lies under a transparent header on the home page: its text starts below it.
          context.isFirst ? 'pt-28 md:pt-32' : 'pt-16 md:pt-24',
          fullScreen ? 'pb-28 md:pb-32' : 'pb-16 md:pb-24',
        ].join(' ')}
      >
        <div
          className={['flex max-w-2xl flex-col', centered ? 'mx-auto items-center text-center' : 'items-start', heroTextClass(tone)].join(
            ' ',
          )}
        >
          <HeroCopy
            context={context}
            Title={Title}
            title={block.title}
            text={block.text}
            link={link}
            buttonType={block.buttonType}
            tone={tone}
            linkField="Link"
          />
          {search ? (
            <div className="mt-8 w-full max-w-xl [text-shadow:none]" {...editable(context, 'SearchUrl')}>
              <SearchBar
                searchUrl={search}
                placeholder={block.searchPlaceholder?.trim() || shellText(context.dictionary, 'searchPlaceholder')}
                placeholderDesktop={block.searchPlaceholderDesktop?.trim() || null}
                labels={{
                  label: shellText(context.dictionary, 'searchLabel'),
                  button: shellText(context.dictionary, 'searchButton'),
                  clear: shellText(context.dictionary, 'clearSearch'),
                }}
                trackAs={START_PAGE_SEARCH_TYPE}
                carList={heroCarSearch(context.site, context.locale, search)}
              />
            </div>
          ) : null}
        </div>
      </div>
      {fullScreen ? <ScrollDownButton label={shellText(context.dictionary, 'scrollDown')} tone={tone} /> : null}
    </section>
  )
}
