/** The search answer (spec 2 §3 "Facet", §7), without the validation library: browsers read it too. */

export type FacetValueNode = { text: string; count: number; children?: FacetValueNode[] }
export type HistogramBucket = { min: number; max: number; count: number }

export type FacetResult =
  | { name: string; type: 'value'; values: FacetValueNode[] }
  | { name: string; type: 'histogram'; values: HistogramBucket[] }

export type SearchResponse<Doc = Record<string, unknown>> = {
  facet: FacetResult[]
  content: Doc[]
  total_items: number
  limit: number
  offset: number
}

export const EMPTY_RESULT: SearchResponse<never> = { facet: [], content: [], total_items: 0, limit: 0, offset: 0 }
