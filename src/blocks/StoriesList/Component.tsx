import { shellText } from '@/features/page-shell/dictionary-keys'
import type { StoriesListBlock } from '@/payload-types'
import { getStoriesPage, getStoryTags } from '@/data/stories'

import { StoriesBrowser } from '../client-parts'
import type { BlockProps } from '../types'

/** The stories list (spec 1 §2.6): the stories whose index is this page, newest first, 4 at a time. */
export async function StoriesList({ block, context }: BlockProps<StoriesListBlock>) {
  const indexId = context.page.id
  const [initial, tags] = await Promise.all([getStoriesPage(context.site, context.locale, indexId, null, []), getStoryTags(context.site, context.locale, indexId)])
  const text = (key: Parameters<typeof shellText>[1]) => shellText(context.dictionary, key)
  return (
    <section className="py-12 md:py-16">
      <div className={['container-page', block.layout === 'SingleColumn' ? 'max-w-5xl' : ''].join(' ')}>
        <StoriesBrowser
          query={{ site: context.site.key, locale: context.locale, index: indexId }}
          initial={initial}
          tags={tags}
          layout={block.layout === 'SingleColumn' ? 'SingleColumn' : 'TwoColumns'}
          showDates={block.showDates ?? true}
          highlightLatest={block.highlightLatestStory ?? true}
          texts={{
            all: text('storiesAll'),
            filter: text('storiesFilter'),
            loadMore: text('storiesLoadMore'),
            loading: text('storiesLoading'),
            empty: text('storiesEmpty'),
            error: text('storiesError'),
            count: text('storiesCount'),
            latest: text('storiesLatest'),
          }}
        />
      </div>
    </section>
  )
}
