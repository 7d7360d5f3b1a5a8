import { resolveLink } from '@/features/content/links'
import { searchTarget } from '@/features/car-search/search-bar'
import { SearchBar } from '@/features/car-search/ui/SearchBar'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import { posterUrl, videoLabels, videoSource } from '@/features/media/video'
import type { HeroCarouselBlock } from '@/payload-types'
import { heroCarSearch } from '@/data/car-list'

import { heroTextClass, heroTone, scrimClass, type HeroAlign } from '../shared/hero-style'
import { HeroCopy } from '../shared/HeroCopy'
import type { BlockContext, BlockProps } from '../types'
import { CarouselFrame } from './CarouselFrame'
import { CarouselVideo } from './CarouselVideo'

type Slide = HeroCarouselBlock['slides'][number]

const HEIGHT = {
  Default: 'min-h-[34rem] md:min-h-[38rem] xl:min-h-[44rem]',
  Medium: 'min-h-[26rem] md:min-h-[30rem] xl:min-h-[34rem]',
  FullHeight: 'min-h-svh',
} as const

const ALIGN_X = {
  Left: { align: 'left', className: 'mr-auto items-start text-left' },
  Center: { align: 'center', className: 'mx-auto items-center text-center' },
  Right: { align: 'right', className: 'ml-auto items-end text-right' },
} as const satisfies Record<string, { align: HeroAlign; className: string }>

const ALIGN_Y = { Top: 'justify-start', Center: 'justify-center', Bottom: 'justify-end' } as const

/**
 * Where the carousel's own buttons sit. A search bar overlaps the carousel's lower edge, so everything moves
 * up above it; on phones a slide's video buttons sit above the dots, beside them from 768 px.
 */
function layout(withSearch: boolean) {
  return withSearch
    ? { controls: 'bottom-14 md:bottom-16', videoControls: 'bottom-28 right-4 md:bottom-16 md:right-8', contentBottom: 'pb-36 md:pb-40' }
    : { controls: 'bottom-5 md:bottom-7', videoControls: 'bottom-20 right-4 md:bottom-7 md:right-8', contentBottom: 'pb-24 md:pb-28' }
}

export function HeroCarousel({ block, context }: BlockProps<HeroCarouselBlock>) {
  const slides = block.slides ?? []
  if (slides.length === 0) return null
  const search = block.hasSearchBar ? searchTarget(block.searchUrl, context.site, context.locale) : null
  const place = layout(Boolean(search))
  const x = ALIGN_X[(block.contentPlacementXAxis as keyof typeof ALIGN_X) ?? 'Left'] ?? ALIGN_X.Left
  const y = ALIGN_Y[(block.contentPlacementYAxis as keyof typeof ALIGN_Y) ?? 'Center'] ?? ALIGN_Y.Center

  return (
    <div
      data-hero-carousel-block=""
      // The first section may lie below a header that takes its own room: see site.css.
      data-full-screen-first={block.height === 'FullHeight' && context.isFirst ? '' : undefined}
    >
      <CarouselFrame
        label={slides[0]!.title}
        labels={{
          previous: shellText(context.dictionary, 'previousSlide'),
          next: shellText(context.dictionary, 'nextSlide'),
          goTo: shellText(context.dictionary, 'goToSlide'),
        }}
        className={HEIGHT[(block.height as keyof typeof HEIGHT) ?? 'Default'] ?? HEIGHT.Default}
        controlsClassName={place.controls}
        slides={slides.map((slide, index) => (
          <CarouselSlide
            key={slide.id ?? index}
            slide={slide}
            index={index}
            context={context}
            mediaButtons={block.hasMediaButtons !== false}
            align={x}
            justify={y}
            place={place}
          />
        ))}
      />
      {search ? (
        <div className="container-page relative z-20 -mt-8">
          <SearchBar
            searchUrl={search}
            placeholder={block.searchPlaceholder?.trim() || shellText(context.dictionary, 'searchPlaceholder')}
            placeholderDesktop={block.searchPlaceholderDesktop?.trim() || null}
            carList={heroCarSearch(context.site, context.locale, search)}
            labels={{
              label: shellText(context.dictionary, 'searchLabel'),
              button: shellText(context.dictionary, 'searchButton'),
              clear: shellText(context.dictionary, 'clearSearch'),
            }}
            className="mx-auto max-w-3xl"
          />
        </div>
      ) : null}
    </div>
  )
}

type SlideProps = {
  slide: Slide
  index: number
  context: BlockContext
  mediaButtons: boolean
  align: (typeof ALIGN_X)[keyof typeof ALIGN_X]
  justify: string
  place: ReturnType<typeof layout>
}

function CarouselSlide({ slide, index, context, mediaButtons, align, justify, place }: SlideProps) {
  const tone = heroTone(slide.textColor)
  const link = resolveLink(slide.link, context.site, context.locale)
  const video = videoSource(slide.video) ?? videoSource(slide.videoPhone)
  // The first slide of the page's first section is the page's heading (the page shows no other then).
  const Heading = context.isFirst && index === 0 ? 'h1' : 'h2'
  return (
    <div className="relative flex h-full">
      <ResponsiveImage
        media={slide.image}
        phoneMedia={slide.imagePhone}
        sizes="100vw"
        priority={context.isFirst && index === 0}
        decorative
        className="absolute inset-0 h-full w-full object-cover"
      />
      {video ? (
        <CarouselVideo
          desktop={video}
          phone={videoSource(slide.videoPhone)}
          poster={posterUrl(slide.image)}
          labels={videoLabels(context.dictionary)}
          controls={mediaButtons}
          className="absolute inset-0"
          controlsClassName={place.videoControls}
        />
      ) : null}
      <div aria-hidden="true" className={['absolute inset-0', scrimClass(tone, align.align)].join(' ')} />
      <div
        className={[
          'container-page relative z-10 flex flex-col',
          justify,
          context.isFirst ? 'pt-28 md:pt-32' : 'pt-14 md:pt-20',
          place.contentBottom,
        ].join(' ')}
      >
        <div className={['flex max-w-2xl flex-col', align.className, heroTextClass(tone, Boolean(slide.textShadow))].join(' ')}>
          <HeroCopy
            context={context}
            Title={Heading}
            title={slide.title}
            text={slide.text}
            link={link}
            buttonType={slide.buttonType}
            tone={tone}
            linkField="Button"
          />
        </div>
      </div>
    </div>
  )
}
