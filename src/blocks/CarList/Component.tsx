import { carCardView, showsDeductibleVat } from '@/features/car-search/car-card'
import { carListTexts } from '@/features/car-search/texts'
import { ratingTexts, showsPriceRating } from '@/features/price-insight/texts'
import { CAR_LIST_TEXT_KEYS, savedSearchTextsOf } from '@/features/saved-searches/texts'
import { jsonLdScript } from '@/features/page-shell/metadata'
import { searchApiKey } from '@/lib/api-keys'
import type { CarListBlock } from '@/payload-types'
import { carDetailBase, loadCarList } from '@/data/car-list'
import { currencyOf } from '@/features/car-search/indices'

import { CarListApp } from '../client-parts'
import type { BlockProps } from '../types'

/**
 * The car list block: its first page is drawn on the server from the address (query and facet segments), so
 * the list and its links work and are read by crawlers before any script runs; CarListApp takes over in the
 * browser.
 */
export async function CarList({ block, context }: BlockProps<CarListBlock>) {
  const data = await loadCarList(context.site, block, context.carList)
  const texts = carListTexts(context.dictionary)
  const detailBase = carDetailBase(context.site, context.locale)
  const deductibleVat = showsDeductibleVat(context.site.name)
  const priceRating = showsPriceRating(context.site)
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: data.response.total_items,
    itemListElement: data.response.content.map((car, position) => {
      const card = carCardView(car, { locale: context.locale, detailBase, deductibleVat, priceRating })
      return {
        '@type': 'ListItem',
        position: position + 1,
        name: `${card.title} ${card.version}`.trim(),
        url: new URL(card.href, context.site.url).toString(),
      }
    }),
  }
  return (
    <section data-car-list-block="" className="bg-surface">
      <CarListApp
        // Another make or model is another list address: the list starts anew with the server's first page.
        key={context.carList?.pathFacets?.segments.join('/') ?? ''}
        index={data.index}
        searchKey={searchApiKey()}
        basePath={context.page.publicPath}
        initialState={data.state}
        initialResponse={data.response}
        initialFailed={data.failed}
        fixed={data.fixed}
        locale={context.locale}
        currency={currencyOf(data.index)}
        detailBase={detailBase}
        deductibleVat={deductibleVat}
        texts={texts}
        priceTexts={priceRating ? ratingTexts(context.dictionary) : null}
        savedSearchTexts={savedSearchTextsOf(context.dictionary, CAR_LIST_TEXT_KEYS)}
      />
      {data.response.content.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(itemList) }} />
      ) : null}
    </section>
  )
}
