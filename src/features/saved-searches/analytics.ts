/**
 * Saved searches' and favourites' events for the tag manager's data layer, in the shape of the product's other
 * events (`event` and snake_case fields; no address or other personal data).
 */

export type SavedSearchAction = 'save' | 'confirm' | 'unsubscribe'

export function savedSearchEvent(
  action: SavedSearchAction,
  details: { kind: 'search' | 'car'; frequency?: 'instant' | 'daily'; filters?: number },
) {
  return {
    event: 'saved_search',
    action,
    saved_search_kind: details.kind,
    ...(details.frequency ? { frequency: details.frequency } : {}),
    ...(details.filters !== undefined ? { search_filters: details.filters } : {}),
  } as const
}

export function favouriteEvent(action: 'add' | 'remove', carId: string) {
  return { event: 'favourite', action, item_id: carId } as const
}
