import { shownFacets } from '@/features/dealer-sites/site-list'
import { dealerSiteTexts } from '@/features/dealer-sites/texts'
import { searchApiKey } from '@/lib/api-keys'
import type { DealerSiteListBlock } from '@/payload-types'
import { loadSiteList } from '@/data/dealer-sites'

import { DealerSiteListApp } from '../client-parts'
import type { BlockProps } from '../types'

/**
 * The dealer site list (spec 2 §2): its first page, sorted by website_sort_order, is drawn on the server so the
 * cards and their links work before any script runs; the facets, the search box and 'show more' take over in
 * the browser.
 */
export async function DealerSiteList({ block, context }: BlockProps<DealerSiteListBlock>) {
  const facets = shownFacets(block)
  const data = await loadSiteList(context.site, { filters: {}, keyphrase: '' }, facets)
  return (
    <section data-dealer-site-list-block="" className="bg-surface">
      <DealerSiteListApp
        index={data.index}
        searchKey={searchApiKey()}
        facets={facets}
        basePath={context.page.publicPath}
        initialResponse={data.response}
        initialFailed={data.failed}
        totalSites={data.response.total_items}
        texts={dealerSiteTexts(context.dictionary)}
        title={block.title ?? null}
      />
    </section>
  )
}
