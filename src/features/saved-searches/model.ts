import type { SelectedFilters } from '@/features/car-search/filter-state'

/** What a visitor follows: a car list's search, or one car (a price-drop notice). */
export const SAVED_SEARCH_KINDS = ['search', 'car'] as const
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number]

/** Double opt-in: pending until the confirmation link is opened; unsubscribed by the e-mails' one-click link. */
export const SAVED_SEARCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number]

/** At once (after each stock import) or in the daily digest. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/** The filters and keyphrase a saved search is matched by: the car list's state without page and sort. */
export type SavedCriteria = { filters: SelectedFilters; keyphrase: string }

/** A confirmed saved search as the matcher reads it. */
export type MatchableSearch = { id: number; criteria: SavedCriteria }

/** The days an unconfirmed or unsubscribed saved search is kept when its site sets nothing (issue 45 §5). */
export const DEFAULT_SAVED_SEARCH_RETENTION_DAYS = 30

/** The version of the consent text the dialog shows; stored with every saved search (as the lead forms store theirs). */
export const SAVED_SEARCH_CONSENT_VERSION = 'saved-search-2026-12'

/** A visitor may follow at most this many searches and cars per site and address. */
export const MAX_SAVED_SEARCHES_PER_SUBSCRIBER = 50
