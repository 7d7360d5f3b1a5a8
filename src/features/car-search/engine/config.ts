/**
 * What an index offers: its text, facets, filters and sorts. A config is plain data (plus computed sort
 * keys) so the vehicle and site indices are declared beside their documents, not inside the engine.
 *
 * Field names are top-level fields or dotted paths; a path walks through arrays
 * (`site_departments.brands.name` is every brand name of every department).
 */

export type SortDirection = 'asc' | 'desc'

/** One key of a sort: a field, or a value computed from the document (the effective price). Missing values sort last either way. */
export type SortKey<Doc> =
  | { field: string; direction: SortDirection }
  | { compute: (doc: Doc) => number | string | null | undefined; direction: SortDirection }

/** A named sort: keys in order of importance, or 'relevance' (keyphrase hits, then the default sort). */
export type SortDefinition<Doc> = readonly SortKey<Doc>[] | 'relevance'

export type IndexConfig<Doc> = {
  /** Every top-level field of a document: the names a request may project with `fields`. */
  fields: readonly string[]
  /** Identifies a document; breaks sort ties, ascending (numerically when the ids are digits). */
  idField: string
  /** Searched by the keyphrase; strings, numbers and lists of them. */
  textFields: readonly string[]
  /** Facets counted per value; any '>' chain of them is a hierarchical facet. */
  valueFacets: readonly string[]
  /** Numeric facets answered as histogram buckets and filtered by range. */
  histogramFacets: readonly string[]
  /** Fields a request may filter on besides the facets. */
  filterFields: readonly string[]
  /** Hierarchies asked for on every list, prepared when the index is built rather than on first use. */
  hierarchies?: readonly string[]
  sorts: Readonly<Record<string, SortDefinition<Doc>>>
  /** The sort without `sort_name` and without keyphrase; it also orders equally relevant hits. */
  defaultSort: string
  /** Collation for facet values and text sorts (BCP 47), e.g. 'sv' so that Ö follows Z. */
  locale?: string
}

export const HIERARCHY_SEPARATOR = '>'
