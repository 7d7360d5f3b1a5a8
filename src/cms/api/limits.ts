/**
 * What one call of the CMS's own API (REST under /api/<collection>, GraphQL at /api/graphql) may ask for. Work that
 * grows with what a caller asks for is capped, so no request holds an instance (ARCHITECTURE.md); a request over a
 * cap gets a 400 saying which. The admin and the sites stay well inside them: the sites read through the server
 * (the in-process API, depth 2 at most), the admin asks for depth 0 and pages of at most 100. docs/edge.md lists them.
 */
export const CMS_API_LIMITS = {
  /** How deep related documents are filled in (`depth`); Payload's `maxDepth` for every caller. */
  maxDepth: 2,
  /** Documents per page (`limit`), 1 to this. */
  maxLimit: 100,
  /**
   * `limit` of a read whose `where` is only a list of ids (`where[id][in]`): its answer holds no more documents
   * than ids (maxValues), whatever the limit. The admin's list columns load related documents so, with 250.
   */
  maxLimitById: 250,
  /** The last page that may be asked for (`page`). */
  maxPage: 10_000,
  /** Conditions in one `where`, counting every field's operator. */
  maxConditions: 50,
  /** `and`/`or` inside one another. */
  maxNesting: 4,
  /** Values of one `in`, `not_in` or `all`. */
  maxValues: 100,
  /** Characters of one value compared. */
  maxValueLength: 1_000,
  /** Fields one `sort` orders by. */
  maxSortFields: 3,
  /** A query sent in a request's body (the admin's `X-Payload-HTTP-Method-Override: GET`). */
  maxQueryBodyBytes: 64 * 1024,
  graphQL: {
    /** A GraphQL request's body. */
    maxBodyBytes: 64 * 1024,
    /** Fields inside one another. */
    maxDepth: 10,
    /** Payload's own estimate: 1 a field, 10 a relationship, summed. */
    maxComplexity: 1_000,
    /**
     * Values a query can answer at most: every field counts once for each object it is asked of, a list of
     * documents as many times as its `limit` (other lists as ten).
     */
    maxCost: 25_000,
  },
} as const
