'use client'

import { FAVOURITES_PAGE_PATH } from '../paths'
import type { SavedSearchTexts } from '../texts'
import { useFavourites } from './favourites-store'

/** A link to the favourites page with how many cars are hearted; hidden while there are none. */
export function FavouritesLink({ texts }: { texts: Pick<SavedSearchTexts, 'favouritesLink'> }) {
  const count = useFavourites().length
  if (count === 0) return null
  return (
    <a href={FAVOURITES_PAGE_PATH} data-favourites-link="" className="button button-ghost min-h-11 gap-2 px-4 text-sm">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" className="text-[#d1242f]">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.5 0 5.6 3.5 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
      </svg>
      {texts.favouritesLink.replace('{count}', String(count))}
    </a>
  )
}
