import { ScratchBuffers } from './bitset'
import { buildNumericColumn, buildValueColumn, type FieldSource, type NumericColumn, type ValueColumn } from './columns'
import { HIERARCHY_SEPARATOR, type IndexConfig, type SortDirection } from './config'
import { ownDocuments, type OwnedDocuments } from './documents'
import { buildCombinationHierarchy, valueTotals, type CombinationHierarchy } from './facets'
import { MAX_PACK_COMBINATIONS, MAX_RANKS, packColumns, rankColumn, type CodeColumn, type Pack, type RankColumn } from './packs'
import { compilePath } from './paths'
import { idRanks, reverseOrder, sortPermutation, sortValues } from './sorts'
import { buildTextIndex, type TextIndex } from './text-index'

/**
 * An index over one set of documents (a country's stock, a country's dealer sites). Built once, then only
 * read. The index takes ownership of the documents it is given: it keeps them to answer with, after
 * sharing their equal strings (`ownDocuments`), which changes no value but makes a stock several times
 * smaller; the caller must not change them afterwards. Columns of fields that are only filtered on
 * (slug, caroftheweek) are built on the first request that needs them and kept from then on.
 */
export class SearchIndex<Doc extends object> {
  readonly size: number
  readonly docs: readonly Doc[]
  readonly config: IndexConfig<Doc>
  readonly collator: Intl.Collator
  readonly text: TextIndex
  readonly valueFacets: ReadonlySet<string>
  readonly histogramFacets: ReadonlySet<string>
  readonly filterFields: ReadonlySet<string>
  readonly fields: ReadonlySet<string>
  private readonly sortOrders = new Map<string, Int32Array>()
  private readonly valueColumns = new Map<string, ValueColumn>()
  private readonly numericColumns = new Map<string, NumericColumn | { problem: string }>()
  private readonly combinations = new Map<string, CombinationHierarchy | null>()
  private everyDoc: Int32Array | null = null
  /** The flat columns the facets are counted from, by their codes per document, and how they are packed (see `packs.ts`). */
  private readonly codeColumns = new Map<Int32Array, CodeColumn>()
  private readonly rankColumns = new Map<NumericColumn, RankColumn>()
  private readonly packs: ReadonlyMap<Int32Array, Pack>
  /** Sets and lists a search borrows while it runs (never part of an answer). */
  readonly scratch: ScratchBuffers
  /** While the index is built: what the one pass over the documents read of the fields the build needs. */
  private owned: OwnedDocuments | null = null

  constructor(docs: readonly Doc[], config: IndexConfig<Doc>, options: BuildOptions = {}) {
    checkConfig(config)
    const kept = [...docs]
    this.owned = ownDocuments(kept, buildFields(config), new Set(config.valueFacets))
    this.docs = Object.freeze(kept)
    this.size = docs.length
    this.scratch = new ScratchBuffers(this.size)
    this.config = config
    this.collator = new Intl.Collator(config.locale ?? 'en', { numeric: true, sensitivity: 'base' })
    this.valueFacets = new Set(config.valueFacets)
    this.histogramFacets = new Set(config.histogramFacets)
    this.filterFields = new Set([...config.filterFields, ...config.valueFacets, ...config.histogramFacets, config.idField])
    this.fields = new Set(config.fields)

    for (const field of config.valueFacets) this.valueColumn(field)
    this.text = buildTextIndex(
      this.docs,
      config.textFields,
      (field) => (this.valueFacets.has(field) ? this.valueColumn(field) : null),
      (field) => this.topLevel(field),
    )
    this.valueColumn(config.idField)
    for (const field of config.histogramFacets) {
      const column = this.numericColumn(field)
      if ('problem' in column) throw new Error(`Histogram facet ${field}: ${column.problem}`)
      void column.docsByValue
    }
    for (const name of config.hierarchies ?? []) this.combinationHierarchy(name)
    for (const field of config.valueFacets) {
      const column = this.valueColumn(field)
      if (column.single !== null) this.codeColumns.set(column.single, { ids: column.single, codes: column.dictionary.texts.length, totals: valueTotals(column) })
    }
    for (const name of config.hierarchies ?? []) {
      const combination = this.combinationHierarchy(name)
      if (combination !== null) this.codeColumns.set(combination.combinationOf, { ids: combination.combinationOf, codes: combination.paths.length, totals: combination.totals })
    }
    for (const field of config.histogramFacets) {
      const column = this.numericColumn(field) as NumericColumn
      const ranks = rankColumn(column, options.maxRanks ?? MAX_RANKS)
      if (ranks === null) continue
      this.rankColumns.set(column, ranks)
      this.codeColumns.set(ranks.ids, ranks)
    }
    this.packs = packColumns([...this.codeColumns.values()], this.size, options.maxPackCombinations ?? MAX_PACK_COMBINATIONS)

    const ranks = idRanks(this.docs, config.idField, this.topLevel(compilePath(config.idField)[0]!))
    // Sorts share keys (newest and oldest both read the publish date): read each once, and order a key in
    // its second direction by reversing the first.
    const valuesOfKey = new Map<unknown, Float64Array>()
    const oneKeyOrders = new Map<unknown, { order: Int32Array; direction: SortDirection }>()
    for (const [name, definition] of Object.entries(config.sorts)) {
      if (definition === 'relevance') continue
      const keys = definition.map((key) => {
        const source = 'field' in key ? key.field : key.compute
        let values = valuesOfKey.get(source)
        if (values === undefined) {
          values = sortValues(this.docs, key, this.collator, (field) => this.topLevel(field))
          valuesOfKey.set(source, values)
        }
        return { values, direction: key.direction, source }
      })
      const [only] = keys
      const known = keys.length === 1 && only ? oneKeyOrders.get(only.source) : undefined
      if (only && known) {
        this.sortOrders.set(name, known.direction === only.direction ? known.order : reverseOrder(known.order, only.values))
        continue
      }
      const order = sortPermutation(keys, ranks)
      if (keys.length === 1 && only) oneKeyOrders.set(only.source, { order, direction: only.direction })
      this.sortOrders.set(name, order)
    }
    this.owned = null
  }

  /** Each document's value at a top-level field, read in the build's one pass when the build needs the field. */
  private topLevel(field: string): unknown[] | undefined {
    return this.owned?.values.get(field)
  }

  private fieldSource(field: string): FieldSource | undefined {
    const owned = this.owned
    const values = owned?.values.get(field)
    if (owned === null || values === undefined) return undefined
    return { values, strings: owned.strings, stringIds: owned.stringIds.get(field), listIds: owned.listIds.get(field) }
  }

  /** The documents in a named sort's order; undefined for 'relevance' and unknown names. */
  sortOrder(name: string): Int32Array | undefined {
    return this.sortOrders.get(name)
  }

  valueColumn(field: string): ValueColumn {
    let column = this.valueColumns.get(field)
    if (column === undefined) {
      column = buildValueColumn(this.docs, field, this.collator, this.fieldSource(compilePath(field)[0]!))
      this.valueColumns.set(field, column)
    }
    return column
  }

  /** The field as numbers, or why it is not a number field. */
  numericColumn(field: string): NumericColumn | { problem: string } {
    let column = this.numericColumns.get(field)
    if (column === undefined) {
      column = buildNumericColumn(this.docs, field, this.histogramFacets.has(field), this.topLevel(compilePath(field)[0]!))
      this.numericColumns.set(field, column)
    }
    return column
  }

  /** The combinations of a hierarchy of one-value fields, null when a level holds lists. */
  combinationHierarchy(name: string): CombinationHierarchy | null {
    let hierarchy = this.combinations.get(name)
    if (hierarchy === undefined) {
      const columns = name.split(HIERARCHY_SEPARATOR).map((field) => this.valueColumn(field))
      hierarchy = columns.every((column) => column.single !== null) ? buildCombinationHierarchy(columns, this.size) : null
      this.combinations.set(name, hierarchy)
    }
    return hierarchy
  }

  /** The code column of a flat facet column (`single`, a prepared hierarchy's `combinationOf`), when the build prepared one. */
  codeColumn(ids: Int32Array): CodeColumn | undefined {
    return this.codeColumns.get(ids)
  }

  /** A histogram facet's numbers as ranks, unless it has too many distinct numbers. */
  rankColumn(column: NumericColumn): RankColumn | undefined {
    return this.rankColumns.get(column)
  }

  /** The pack a code column is counted in (itself alone when it has no parts). */
  packOf(ids: Int32Array): Pack | undefined {
    return this.packs.get(ids)
  }

  /** 0..n-1. */
  allDocs(): Int32Array {
    this.everyDoc ??= Int32Array.from({ length: this.size }, (_, doc) => doc)
    return this.everyDoc
  }
}

/** How facets are prepared for counting (see `packs.ts`); the defaults suit every index, tests vary them. */
export type BuildOptions = {
  /** The most combinations a pack of facet columns holds (1: every column counted alone). */
  maxPackCombinations?: number
  /** A histogram is counted per distinct number when it has at most this many (0: never). */
  maxRanks?: number
}

/** Builds an index over `docs`, taking ownership of them (see `SearchIndex`). */
export function buildIndex<Doc extends object>(docs: readonly Doc[], config: IndexConfig<Doc>, options?: BuildOptions): SearchIndex<Doc> {
  return new SearchIndex(docs, config, options)
}

/** The top-level fields the build reads: those of the facets, the text, the id and the sorts by field. */
function buildFields<Doc>(config: IndexConfig<Doc>): string[] {
  const fields = [...config.valueFacets, ...config.histogramFacets, ...config.textFields, config.idField]
  for (const definition of Object.values(config.sorts)) {
    if (definition !== 'relevance') for (const key of definition) if ('field' in key) fields.push(key.field)
  }
  return [...new Set(fields.map((field) => compilePath(field)[0]!))]
}

/** A config mistake is a programming error: refuse to build rather than answer wrongly. */
function checkConfig<Doc>(config: IndexConfig<Doc>): void {
  const problems: string[] = []
  const sortNames = Object.keys(config.sorts)
  if (!sortNames.includes(config.defaultSort)) problems.push(`default sort ${config.defaultSort} is not among the sorts`)
  else if (config.sorts[config.defaultSort] === 'relevance') problems.push('the default sort cannot be relevance (it orders equally relevant hits)')
  for (const field of config.histogramFacets) if (config.valueFacets.includes(field)) problems.push(`${field} is both a value and a histogram facet`)
  for (const field of [...config.valueFacets, ...config.histogramFacets]) {
    if (field.includes(HIERARCHY_SEPARATOR)) problems.push(`facet ${field}: hierarchies are requested, not configured as fields`)
  }
  for (const name of config.hierarchies ?? []) {
    for (const level of name.split(HIERARCHY_SEPARATOR)) if (!config.valueFacets.includes(level)) problems.push(`hierarchy ${name}: ${level} is not a value facet`)
  }
  for (const [name, definition] of Object.entries(config.sorts)) {
    if (definition !== 'relevance' && definition.length === 0) problems.push(`sort ${name} has no keys`)
  }
  if (problems.length > 0) throw new Error(`Invalid index config: ${problems.join('; ')}`)
}
