import type { Filter } from '@/features/car-search/schema'

import type { SavedCriteria } from './model'

/** A filter an editor fixed on a list (`car_condition=Begagnad`), as the search call takes it. */
type FixedFilter = { name: string } & ({ range: readonly [number, number] } | { values: readonly unknown[] })

/**
 * The criteria of a car list state: its filters and keyphrase (page and sort do not change which cars match),
 * with the list's fixed filters, which its cars always satisfy.
 */
export function criteriaOf(
  state: { filters: SavedCriteria['filters']; keyphrase?: string },
  fixed: readonly FixedFilter[] = [],
): SavedCriteria {
  const filters: Record<string, Filter> = { ...state.filters }
  for (const { name, ...filter } of fixed) filters[name] ??= filter as unknown as Filter
  return { filters, keyphrase: (state.keyphrase ?? '').trim() }
}
