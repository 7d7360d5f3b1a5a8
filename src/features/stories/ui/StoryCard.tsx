import type { StoryCard as StoryCardData } from '../queries'
import { shownDate } from '../dates'

type Props = {
  story: StoryCardData
  showDate: boolean
  /** The latest story, shown large across the list. */
  highlight?: boolean
  /** Horizontal card: image beside the text (single-column lists). */
  horizontal?: boolean
  headingLevel?: 'h2' | 'h3'
  latestLabel?: string
  eager?: boolean
}

/** A story card linking to the story. Plain markup: rendered on the server and by the list in the browser. */
export function StoryCard({
  story,
  showDate,
  highlight = false,
  horizontal = false,
  headingLevel = 'h3',
  latestLabel,
  eager = false,
}: Props) {
  const Heading = headingLevel
  const wide = highlight || horizontal
  return (
    <article
      className={[
        'group relative flex h-full overflow-hidden rounded-2xl bg-surface shadow-[0_1px_2px_rgb(16_24_40/0.06),0_8px_24px_-12px_rgb(16_24_40/0.18)] transition-shadow hover:shadow-[0_2px_4px_rgb(16_24_40/0.08),0_16px_32px_-12px_rgb(16_24_40/0.28)]',
        wide ? 'flex-col md:flex-row' : 'flex-col',
        highlight ? 'md:col-span-2' : '',
      ].join(' ')}
      data-story-card=""
    >
      <div className={['relative overflow-hidden bg-surface-2', wide ? 'md:w-1/2 md:shrink-0' : ''].join(' ')}>
        {story.image ? (
          <img
            src={story.image.src}
            srcSet={story.image.srcSet || undefined}
            sizes={
              highlight
                ? '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'
                : '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'
            }
            alt=""
            width={story.image.width ?? undefined}
            height={story.image.height ?? undefined}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={[
              'w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none',
              wide ? 'aspect-[16/10] h-full' : 'aspect-[16/10]',
            ].join(' ')}
            style={{
              objectPosition: story.image.position,
              backgroundImage: story.image.blurDataURL ? `url(${story.image.blurDataURL})` : undefined,
              backgroundSize: 'cover',
            }}
          />
        ) : (
          <div aria-hidden="true" className="aspect-[16/10] bg-gradient-to-br from-surface-2 to-surface-1" />
        )}
        {highlight && latestLabel ? (
          <span className="absolute top-4 left-4 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-ink">
            {latestLabel}
          </span>
        ) : null}
      </div>
      <div className={['flex flex-1 flex-col', highlight ? 'p-6 md:p-10' : 'p-6'].join(' ')}>
        {showDate ? (
          <time dateTime={story.date.value} className="text-sm font-medium text-muted">
            {shownDate(story.date.formattedDateValue)}
          </time>
        ) : null}
        <Heading className={['mt-2 font-heading', highlight ? 'text-2xl md:text-3xl' : 'text-xl'].join(' ')}>
          <a href={story.url.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {story.title.value}
          </a>
        </Heading>
        {story.premble.value ? (
          <p className={['mt-3 text-muted', highlight ? 'md:text-lg' : 'line-clamp-3'].join(' ')}>{story.premble.value}</p>
        ) : null}
        <span aria-hidden="true" className="mt-auto pt-5 font-semibold text-accent">
          →
        </span>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-2xl ring-accent ring-offset-2 group-has-[a:focus-visible]:ring-2"
      />
    </article>
  )
}
