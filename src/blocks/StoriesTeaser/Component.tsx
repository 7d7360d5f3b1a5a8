import { shellText } from '@/features/page-shell/dictionary-keys'
import { localizedPath } from '@/features/sites/locales'
import { storiesIndexUrl, teaserMoreHref } from '@/features/stories/paths'
import { StoryCard } from '@/features/stories/ui/StoryCard'
import type { Page, StoriesTeaserBlock } from '@/payload-types'
import { getTeaserStories } from '@/data/stories'

import { editable, type BlockProps } from '../types'

/**
 * The 3 newest stories of a stories index with a title and a show-more button (spec 1 §2.6). The button goes
 * to the stories index address minus its last two segments: the index page. Layout 'Variant 2' shows the
 * newest large beside the other two. A failing query renders nothing (spec 1 §8).
 */
export async function StoriesTeaser({ block, context }: BlockProps<StoriesTeaserBlock>) {
  const index = typeof block.storiesIndex === 'object' && block.storiesIndex ? (block.storiesIndex as Page) : null
  if (!index?.path) return null
  const page = await getTeaserStories(context.site, context.locale, index.id)
  if (!page || page.stories.length === 0) return null
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const moreHref = localizedPath(site, context.locale, teaserMoreHref(storiesIndexUrl(index.path)))
  const variant2 = block.layout === 'Variant 2'
  const [first, ...rest] = page.stories
  return (
    <section className={['py-12 md:py-20', variant2 ? 'bg-surface-1' : ''].join(' ')}>
      <div className="container-page">
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-10">
          <h2 className="text-title" {...editable(context, 'Title')}>
            {block.title}
          </h2>
          <a href={moreHref} className="button button-ghost" data-teaser-more="">
            {block.buttonText || shellText(context.dictionary, 'storiesShowMore')}
          </a>
        </header>
        {variant2 && first ? (
          <ul className="grid gap-6 lg:grid-cols-2 lg:gap-8">
            <li>
              <StoryCard story={first} showDate />
            </li>
            <li>
              <ul className="grid h-full gap-6">
                {rest.map((story) => (
                  <li key={story.id}>
                    <StoryCard story={story} showDate horizontal />
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3 md:gap-8">
            {page.stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} showDate />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
