import { CAR_OF_THE_WEEK_LIMIT, carOfTheWeekFilter, chosenCarsOfTheWeek } from '@/features/car-search/car-of-the-week'
import { inIdOrder } from '@/features/car-search/teasers'
import { carListTexts } from '@/features/car-search/texts'
import type { CarOfTheWeekBlock } from '@/payload-types'
import { searchCards } from '@/data/car-list'
import { vehicleIndexOf } from '@/features/car-search/indices'

import { CarCardsSection } from '../shared/CarCardsSection'
import type { BlockProps } from '../types'

/** Carousel card width (spec 2 §9). */
export const CAR_OF_THE_WEEK_CARD_WIDTH_PX = 330

/**
 * Car of the week (spec 2 §2, §7): a carousel of the site's cars of the week with the card's fields — those its
 * editors chose, in their order, else the cars whose caroftheweek is true.
 */
export async function CarOfTheWeek({ block, context }: BlockProps<CarOfTheWeekBlock>) {
  let index: string
  try {
    index = vehicleIndexOf(context.site)
  } catch {
    return null
  }
  const chosen = chosenCarsOfTheWeek(context.site.carsOfTheWeek, index)
  let cars = await searchCards({
    index,
    limit: chosen.length || CAR_OF_THE_WEEK_LIMIT,
    sort_name: 'newest',
    filters: [carOfTheWeekFilter(chosen)],
  })
  if (chosen.length > 0) cars = inIdOrder(cars, chosen)
  if (cars.length === 0) return null
  return (
    <CarCardsSection
      name="car-of-the-week"
      context={context}
      cars={cars}
      title={block.title || carListTexts(context.dictionary).carOfTheWeek}
      text={block.text}
      buttonLink={block.buttonLink}
      layout={{ row: CAR_OF_THE_WEEK_CARD_WIDTH_PX }}
    />
  )
}
