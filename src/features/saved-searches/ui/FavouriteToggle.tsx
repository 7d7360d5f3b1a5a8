'use client'

import { pushDataLayer } from '@/lib/analytics/data-layer'
import { fillText } from '@/lib/fill-text'

import { favouriteEvent } from '../analytics'
import { isFavourite } from '../favourites'
import type { SavedSearchTexts } from '../texts'
import { toggle, useFavourites } from './favourites-store'

type Car = { car_id: string; car_brand: string; car_model: string; car_price: number; car_campaign_price: number }

/** The heart on a car card and the car page: a toggle button that keeps the car in this browser's favourites. */
export function FavouriteToggle({
  car,
  texts,
  size = 'card',
}: {
  car: Car
  texts: Pick<SavedSearchTexts, 'favouriteAdd' | 'favouriteRemove'>
  size?: 'card' | 'page'
}) {
  const list = useFavourites()
  const saved = isFavourite(list, car.car_id)
  const name = `${car.car_brand} ${car.car_model}`.trim()
  const price = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
  return (
    <button
      type="button"
      data-favourite={car.car_id}
      aria-pressed={saved}
      aria-label={fillText(texts.favouriteAdd, { car: name })}
      title={fillText(saved ? texts.favouriteRemove : texts.favouriteAdd, { car: name })}
      onClick={() => pushDataLayer(favouriteEvent(toggle({ carId: car.car_id, price, title: name }) ? 'add' : 'remove', car.car_id))}
      className={[
        'card-toggle favourite-toggle',
        size === 'page' ? 'favourite-toggle-page' : '',
        saved ? 'favourite-toggle-on' : 'card-toggle-idle',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.5 0 5.6 3.5 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
      </svg>
    </button>
  )
}
