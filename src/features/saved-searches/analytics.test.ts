import { describe, expect, it } from 'vitest'

import { favouriteEvent, savedSearchEvent } from './analytics'

describe('saved searches’ analytics events', () => {
  it('names the action and kind, and never an address', () => {
    expect(savedSearchEvent('save', { kind: 'search', frequency: 'daily', filters: 2 })).toEqual({
      event: 'saved_search',
      action: 'save',
      saved_search_kind: 'search',
      frequency: 'daily',
      search_filters: 2,
    })
    expect(savedSearchEvent('confirm', { kind: 'car' })).toEqual({ event: 'saved_search', action: 'confirm', saved_search_kind: 'car' })
    expect(favouriteEvent('add', '1000123')).toEqual({ event: 'favourite', action: 'add', item_id: '1000123' })
  })
})
