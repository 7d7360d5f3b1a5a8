import { z } from 'zod'

/**
 * The search call of spec 2 §7: the request every car list, car page, teaser, dealer-site page and
 * workshop list sends, and the answer. Served in process by the engine (`engine/`) and over HTTP by
 * `POST /api/search`.
 */

/** A value of a facet filter; on a hierarchical facet (`car_brand>car_model`) a value may narrow to children. */
export type NestedValue = { value: string | number | boolean; children?: NestedValue[] }
export const nestedValueSchema: z.ZodType<NestedValue> = z.lazy(() =>
  z.strictObject({
    value: z.union([z.string().max(300), z.number().finite(), z.boolean()]),
    children: z.array(nestedValueSchema).max(1_000).optional(),
  }),
)

/**
 * A filter: a closed range [min, max] on a numeric field, or values (any of them matches; on a hierarchy
 * a value without children matches all its children). A range needs exactly two values (spec 2 §5).
 */
export const filterSchema = z.union([
  z.strictObject({ range: z.tuple([z.number().finite(), z.number().finite()]) }),
  z.strictObject({ values: z.array(nestedValueSchema).min(1).max(1_000) }),
])
export type Filter = z.infer<typeof filterSchema>

export const facetRequestSchema = z.strictObject({
  /** A field, or fields joined by '>' for a hierarchy. */
  name: z.string().min(1).max(200),
  sort_order: z.enum(['asc', 'desc', 'count']).default('asc'),
  filters: filterSchema.optional(),
  /** Histogram facets: how many buckets (default 20). */
  buckets: z.number().int().min(1).max(200).optional(),
})
export type FacetRequest = z.input<typeof facetRequestSchema>

export const SEARCH_DEFAULT_LIMIT = 24
export const SEARCH_MAX_LIMIT = 1_000

export const searchRequestSchema = z.strictObject({
  index: z.string().min(1).max(100),
  fields: z.array(z.string().min(1).max(100)).max(300).optional(),
  keyphrase: z.string().max(500).optional(),
  facets: z.array(facetRequestSchema).max(50).optional(),
  limit: z.number().int().min(0).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  sort_name: z.string().min(1).max(100).optional(),
  /** Filters on fields that are not asked for as facets (car_id, caroftheweek, slug, …). */
  filters: z.array(z.strictObject({ name: z.string().min(1).max(100) }).and(filterSchema)).max(50).optional(),
})
export type SearchRequest = z.input<typeof searchRequestSchema>
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>

export { EMPTY_RESULT, type FacetResult, type FacetValueNode, type HistogramBucket, type SearchResponse } from './result'
