import { carListTexts } from '@/features/car-search/texts'
import type { CarOfTheWeekBlock } from '@/payload-types'
import { searchCards, vehicleIndexOf } from '@/data/car-list'

import { CarCardsSection } from '../CarTeasers/CarCardsSection'
import type { BlockProps } from '../types'

/** How many cars of the week the carousel shows at most. */
export const CAR_OF_THE_WEEK_LIMIT = 12
/** Carousel card width (spec 2 §9). */
export const CAR_OF_THE_WEEK_CARD_WIDTH_PX = 330

/** Car of the week (spec 2 §2, §7): a carousel of the cars whose caroftheweek is true, with the card's fields. */
export async function CarOfTheWeek({ block, context }: BlockProps<CarOfTheWeekBlock>) {
  let index: string
  try {
    index = vehicleIndexOf(context.site)
  } catch {
    return null
  }
  const cars = await searchCards({ index, limit: CAR_OF_THE_WEEK_LIMIT, sort_name: 'newest', filters: [{ name: 'caroftheweek', values: [{ value: true }] }] })
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
