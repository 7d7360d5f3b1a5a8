/**
 * What a search request can get wrong. The HTTP layer answers every `SearchRequestError` with 400; the
 * message names the field, facet or sort so the caller can fix the request.
 */
const SEARCH_REQUEST_ERROR = Symbol.for('forecourt.SearchRequestError')

export class SearchRequestError extends Error {
  /**
   * The search service is one per process, but Next.js bundles this module into each route and page apart: an
   * error made by the copy a page loaded is still a SearchRequestError to a route's copy, by this global mark.
   */
  readonly [SEARCH_REQUEST_ERROR] = true

  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== SearchRequestError) return Function.prototype[Symbol.hasInstance].call(this, value)
    return typeof value === 'object' && value !== null && SEARCH_REQUEST_ERROR in value
  }
}

/** A facet (or a level of a hierarchy `a>b`) that the index does not offer. */
export class UnknownFacetError extends SearchRequestError {}

/** A filter or a projection (`fields`) on a field the index does not know. */
export class UnknownFieldError extends SearchRequestError {}

/** A `sort_name` the index does not define. */
export class UnknownSortError extends SearchRequestError {}

/** A filter whose shape does not fit its field: a range on a text facet, values on a histogram, min above max. */
export class InvalidFilterError extends SearchRequestError {}
