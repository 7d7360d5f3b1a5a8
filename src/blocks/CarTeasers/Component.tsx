import { CAR_LIST_FACETS } from '@/features/car-search/list-facets'
import { inIdOrder, teaserSearch, teaserSelection, TEASER_QUERY_CARD_WIDTH_PX } from '@/features/car-search/teasers'
import type { CarTeasersBlock } from '@/payload-types'
import { carListVocabulary, searchCards } from '@/data/car-list'
import { vehicleIndexOf } from '@/features/car-search/indices'
import { logger } from '@/lib/logger'

import type { BlockProps } from '../types'
import { CarCardsSection } from '../shared/CarCardsSection'

/**
 * Car teasers (spec 2 §2, §7): the cars of a comma-separated id list in the order given, or of a predefined query
 * (limit 8 unless set, optional sort) in a row of 315 px cards. No ids, no cars or a failed search: nothing.
 */
export async function CarTeasers({ block, context }: BlockProps<CarTeasersBlock>) {
  const selection = teaserSelection(block)
  if (!selection) return null
  let cars
  try {
    const index = vehicleIndexOf(context.site)
    const vocabulary = selection.kind === 'query' ? await carListVocabulary(index) : []
    cars = await searchCards({ index, ...teaserSearch(selection, CAR_LIST_FACETS, vocabulary) })
  } catch (error) {
    logger.error({ err: error, site: context.site.key }, 'car teasers failed')
    return null
  }
  if (selection.kind === 'ids') cars = inIdOrder(cars, selection.ids)
  if (cars.length === 0) return null
  return (
    <CarCardsSection
      name="teasers"
      context={context}
      cars={cars}
      title={block.title ?? null}
      buttonLink={block.buttonLink}
      layout={selection.kind === 'query' ? { row: TEASER_QUERY_CARD_WIDTH_PX } : { columns: block.numberOfCars === '3' ? 3 : 4 }}
    />
  )
}
