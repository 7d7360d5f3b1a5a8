import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import { jsonLdScript } from '@/features/page-shell/metadata'
import { localizedPath } from '@/features/sites/locales'
import type { Site } from '@/payload-types'

import { shownDate } from '../dates'
import { articleJsonLd } from '../json-ld'
import { parentPath } from '../paths'
import type { LoadedStory, SequentialArticles } from '../queries'

type Texts = { back: string; previous: string; next: string; by: string; published: string }

type Card = LoadedStory['card']
/** The attribute that marks a field for the CMS's editing view; none outside it. */
type Editable = (field: string) => { 'data-editable'?: string }

/**
 * A story (spec 1 §2.6): back button to the parent path (the path minus its last two segments), the title and
 * preamble, a publish-info bar with author and date, the image and text, and the previous and next article.
 */
export function StoryDetail({
  loaded,
  site,
  locale,
  sequence,
  texts,
  editing,
}: {
  loaded: LoadedStory
  site: Site
  locale: string
  sequence: SequentialArticles
  texts: Texts
  editing: boolean
}) {
  const { card, story, tags } = loaded
  const localeSite = { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
  const edit: Editable = (field) => (editing ? { 'data-editable': field } : {})
  return (
    <article className="pb-16 md:pb-24">
      <StoryHeader card={card} tags={tags} texts={texts} edit={edit} />
      {card.image ? <StoryImage image={card.image} /> : null}
      {story.body ? (
        // The text keeps a reading measure, starting where the header's lines start.
        <div className="container-page mt-10 max-w-4xl text-lg" {...edit('Body')}>
          <div className="max-w-3xl">
            {renderRichText(story.body as RichTextValue, { pageHref: (page) => localizedPath(localeSite, locale, page.path ?? '/') })}
          </div>
        </div>
      ) : null}
      {sequence.prevArticle || sequence.nextArticle ? <StorySequence sequence={sequence} texts={texts} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(articleJsonLd(card, site, locale)) }} />
    </article>
  )
}

function StoryHeader({ card, tags, texts, edit }: { card: Card; tags: LoadedStory['tags']; texts: Texts; edit: Editable }) {
  const back = parentPath(card.url.path)
  return (
    <header className="container-page max-w-4xl pt-8 md:pt-12">
      <a href={back} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline" data-story-back="">
        <span aria-hidden="true">←</span>
        {texts.back}
      </a>
      {tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.id} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-ink">
              {tag.value}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="mt-4 text-display" {...edit('Title')}>
        {card.title.value}
      </h1>
      {card.premble.value ? (
        <p className="mt-6 text-xl text-muted md:text-2xl" {...edit('Premble')}>
          {card.premble.value}
        </p>
      ) : null}
      <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-line py-4 text-sm text-muted" data-publish-info="">
        {card.author ? (
          <span>
            {texts.by} <span className="font-semibold text-ink">{card.author}</span>
          </span>
        ) : null}
        <span>
          {texts.published}{' '}
          <time dateTime={card.date.value} className="font-semibold text-ink">
            {shownDate(card.date.formattedDateValue)}
          </time>
        </span>
      </p>
    </header>
  )
}

function StoryImage({ image }: { image: NonNullable<Card['image']> }) {
  return (
    <div className="container-page mt-10 max-w-6xl">
      <img
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes="(min-width: 1280px) 1152px, 100vw"
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-2xl object-cover"
        style={{
          objectPosition: image.position,
          backgroundImage: image.blurDataURL ? `url(${image.blurDataURL})` : undefined,
          backgroundSize: 'cover',
        }}
      />
    </div>
  )
}

function StorySequence({ sequence, texts }: { sequence: SequentialArticles; texts: Texts }) {
  return (
    <nav aria-label={`${texts.previous} / ${texts.next}`} className="container-page mt-16 grid max-w-4xl gap-4 md:grid-cols-2">
      {sequence.prevArticle ? (
        <a
          href={sequence.prevArticle.url.path}
          rel="prev"
          className="group rounded-2xl border border-line p-6 hover:border-accent"
          data-story-previous=""
        >
          <span className="text-sm font-semibold text-accent">← {texts.previous}</span>
          <span className="mt-2 block font-heading text-lg text-ink group-hover:underline">{sequence.prevArticle.title}</span>
        </a>
      ) : (
        <span className="hidden md:block" />
      )}
      {sequence.nextArticle ? (
        <a
          href={sequence.nextArticle.url.path}
          rel="next"
          className="group rounded-2xl border border-line p-6 text-right hover:border-accent"
          data-story-next=""
        >
          <span className="text-sm font-semibold text-accent">{texts.next} →</span>
          <span className="mt-2 block font-heading text-lg text-ink group-hover:underline">{sequence.nextArticle.title}</span>
        </a>
      ) : null}
    </nav>
  )
}
