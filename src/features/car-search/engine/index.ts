/** The in-process search engine behind the search call of spec 2 §7 (vehicle and site indices). */
export { buildIndex, SearchIndex } from './build'
export type { BuildOptions } from './build'
export type { IndexConfig, SortDefinition, SortDirection, SortKey } from './config'
export { InvalidFilterError, SearchRequestError, UnknownFacetError, UnknownFieldError, UnknownSortError } from './errors'
export { fold } from './fold'
export { search } from './search'
