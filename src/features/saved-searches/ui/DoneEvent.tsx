'use client'

import { useEffect } from 'react'

import { pushDataLayer } from '@/lib/analytics/data-layer'

import { savedSearchEvent, type SavedSearchAction } from '../analytics'

/** Pushes a saved search's confirm or unsubscribe event once the page that shows it is up. */
export function DoneEvent({ action, kind }: { action: SavedSearchAction; kind: 'search' | 'car' }) {
  useEffect(() => {
    pushDataLayer(savedSearchEvent(action, { kind }))
  }, [action, kind])
  return null
}
