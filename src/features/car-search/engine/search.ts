import type { Filter, FacetResult, NestedValue, ParsedSearchRequest, SearchResponse } from '../schema'
import { andInto, countDocs, docsNotIn, docsOf, hasDoc, intersectAll, orInto, type Bitset, type ScratchBuffers } from './bitset'
import type { SearchIndex } from './build'
import { addValueDocs, type NumericColumn, type ValueColumn } from './columns'
import { HIERARCHY_SEPARATOR } from './config'
import {
  combinationNodeCounts,
  countColumns,
  DEFAULT_HISTOGRAM_BUCKETS,
  hierarchyNodes,
  histogramOfRanks,
  histograms,
  listNodeCounts,
  valueNodes,
  valueTotals,
  type CombinationHierarchy,
  type CountSelection,
  type FacetSortOrder,
} from './facets'
import { addPartCounts, type CodeColumn } from './packs'
import { InvalidFilterError, UnknownFacetError, UnknownFieldError, UnknownSortError } from './errors'
import { valueKey, words } from './fold'
import { docsWithPrefix, docsWithWord } from './text-index'

type FilterPlan =
  | { kind: 'values'; name: string; columns: readonly ValueColumn[]; values: readonly NestedValue[] }
  | { kind: 'range'; name: string; column: NumericColumn; min: number; max: number }

type FacetPlan =
  | { kind: 'value'; name: string; sortOrder: FacetSortOrder; columns: readonly ValueColumn[]; filter: FilterPlan | null }
  | { kind: 'histogram'; name: string; buckets: number; column: NumericColumn; filter: FilterPlan | null }

type SortPlan = { kind: 'order'; order: Int32Array } | { kind: 'relevance'; fallback: Int32Array }

/**
 * Answers a search request: the matching documents in the requested order and page, and every asked facet
 * counted over the documents that match everything except that facet's own filter, so a visitor who
 * picked Volvo still sees how many cars each other brand would give.
 *
 * Throws a `SearchRequestError` subclass for names the index does not know and filters that do not fit.
 */
export function search<Doc extends object>(index: SearchIndex<Doc>, request: ParsedSearchRequest): SearchResponse<Doc> {
  try {
    return searchWith(index, request, index.scratch)
  } finally {
    index.scratch.release()
  }
}

function searchWith<Doc extends object>(index: SearchIndex<Doc>, request: ParsedSearchRequest, scratch: ScratchBuffers): SearchResponse<Doc> {
  const limit = request.limit
  const offset = request.offset
  const projection = planProjection(index, request.fields)
  const facetPlans = (request.facets ?? []).map((facet) => planFacet(index, facet))
  const filterPlans = (request.filters ?? []).map((filter) => planFilter(index, filter))
  const keyphraseWords = request.keyphrase === undefined ? [] : words(request.keyphrase)
  const sort = planSort(index, request.sort_name, keyphraseWords.length > 0)

  // Each filter is worked out only within what the keyphrase and the filters before it left.
  let base = keyphraseWords.length === 0 ? null : matchKeyphrase(index, keyphraseWords, scratch)
  for (const plan of filterPlans) {
    const docs = filterDocs(index, plan, base === null ? null : new Selection(base, index, scratch), scratch)
    if (base === null) base = docs
    else andInto(base, docs)
  }
  // Every set a facet filter takes part in includes the base, so facet filters too need only be right within it.
  const within = base === null ? null : new Selection(base, index, scratch)
  const facetFilterDocs = facetPlans.map((plan) => (plan.filter === null ? null : filterDocs(index, plan.filter, within, scratch)))
  const intersect = (sets: ReadonlyArray<Bitset | null>) => (sets.some((set) => set !== null) ? intersectAll(sets, scratch.bitset()) : null)
  const matching = new Selection(intersect([base, ...facetFilterDocs]), index, scratch)

  // With k facets filtered there are only k + 1 distinct sets to count over: all filters, or all but one.
  const allButOwn = new Map<number, Selection>()
  const facetSelection = (position: number): Selection => {
    if (facetFilterDocs[position] === null) return matching
    let selection = allButOwn.get(position)
    if (selection === undefined) {
      selection = new Selection(intersect([base, ...facetFilterDocs.filter((_, other) => other !== position)]), index, scratch)
      // It holds every matching document and lies within the base, so holding as many as either means it is
      // that set: counted with the matching documents, or over the base's list, already read for the filters.
      if (selection.count === matching.count) selection = matching
      else if (within !== null && selection.count === within.count) selection = within
      allButOwn.set(position, selection)
    }
    return selection
  }
  const facet = countFacets(
    index,
    facetPlans,
    facetPlans.map((_, position) => facetSelection(position)),
  )

  const page = limit === 0 ? [] : pageOfDocs(index, sort, matching.bits, keyphraseWords, offset, limit, scratch)
  const content = page.map((doc) => project(index.docs[doc]!, projection))
  return { facet, content, total_items: matching.count, limit, offset }
}

/** A set of matching documents with its count and, when a facet needs them, its documents as a list. */
class Selection {
  readonly count: number
  private docs: Int32Array | null = null
  private missing: Int32Array | null = null

  constructor(
    readonly bits: Bitset | null,
    private readonly index: Pick<SearchIndex<object>, 'size' | 'allDocs'>,
    private readonly scratch: ScratchBuffers,
  ) {
    this.count = bits === null ? index.size : countDocs(bits)
  }

  /** The documents in the set, ascending (every document when unfiltered). */
  readonly list = (): Int32Array => {
    if (this.bits === null) return this.index.allDocs()
    this.docs ??= docsOf(this.bits, this.count, this.scratch.list())
    return this.docs
  }

  /** The documents outside the set, ascending. */
  readonly rest = (): Int32Array => {
    if (this.bits === null) return new Int32Array(0)
    this.missing ??= docsNotIn(this.bits, this.index.size, this.count, this.scratch.list())
    return this.missing
  }

  /** How an additive count should walk the set: the set itself, or the smaller rest of the index. */
  forCounting(): CountSelection {
    if (this.bits === null) return { kind: 'all' }
    if (this.count * 2 <= this.index.size) return { kind: 'docs', docs: this.list(), bits: this.bits }
    return { kind: 'complement', docs: this.rest(), bits: this.bits }
  }
}

function planProjection<Doc extends object>(index: SearchIndex<Doc>, fields: readonly string[] | undefined): readonly string[] | null {
  if (fields === undefined) return null
  const unknown = fields.filter((field) => !index.fields.has(field))
  if (unknown.length > 0) throw new UnknownFieldError(`Unknown field in fields: ${unknown.join(', ')}`)
  return [...new Set(fields)]
}

function planSort<Doc extends object>(index: SearchIndex<Doc>, sortName: string | undefined, hasKeyphrase: boolean): SortPlan {
  const fallback = index.sortOrder(index.config.defaultSort)!
  if (sortName === undefined) return hasKeyphrase ? { kind: 'relevance', fallback } : { kind: 'order', order: fallback }
  const definition = index.config.sorts[sortName]
  if (definition === undefined || !Object.hasOwn(index.config.sorts, sortName)) {
    throw new UnknownSortError(`Unknown sort_name ${sortName}; this index sorts by ${Object.keys(index.config.sorts).join(', ')}`)
  }
  if (definition === 'relevance') return hasKeyphrase ? { kind: 'relevance', fallback } : { kind: 'order', order: fallback }
  return { kind: 'order', order: index.sortOrder(sortName)! }
}

function planFacet<Doc extends object>(index: SearchIndex<Doc>, facet: NonNullable<ParsedSearchRequest['facets']>[number]): FacetPlan {
  const { name, filters } = facet
  const levels = name.split(HIERARCHY_SEPARATOR)
  if (levels.length === 1 && index.histogramFacets.has(name)) {
    if (filters !== undefined && 'values' in filters) {
      throw new InvalidFilterError(`Facet ${name} is a histogram: filter it with a range [min, max], not values`)
    }
    const column = index.numericColumn(name) as NumericColumn
    const filter = filters === undefined ? null : rangePlan(name, column, filters.range)
    return { kind: 'histogram', name, buckets: facet.buckets ?? DEFAULT_HISTOGRAM_BUCKETS, column, filter }
  }
  for (const level of levels) {
    if (!index.valueFacets.has(level)) {
      throw new UnknownFacetError(levels.length === 1 ? `Unknown facet ${name}` : `Unknown facet ${level} in hierarchy ${name}`)
    }
  }
  const columns = levels.map((level) => index.valueColumn(level))
  let filter: FilterPlan | null = null
  if (filters !== undefined) {
    if ('range' in filters) throw new InvalidFilterError(`Facet ${name} counts values: filter it with values, not a range`)
    filter = valuesPlan(name, columns, filters.values)
  }
  return { kind: 'value', name, sortOrder: facet.sort_order, columns, filter }
}

function planFilter<Doc extends object>(index: SearchIndex<Doc>, filter: NonNullable<ParsedSearchRequest['filters']>[number]): FilterPlan {
  const { name } = filter
  const levels = name.split(HIERARCHY_SEPARATOR)
  for (const level of levels) {
    if (!index.filterFields.has(level)) throw new UnknownFieldError(`Unknown filter field ${level}${levels.length > 1 ? ` in ${name}` : ''}`)
  }
  if ('range' in filter) {
    if (levels.length > 1) throw new InvalidFilterError(`Filter ${name}: a range applies to one field, not a hierarchy`)
    const column = index.numericColumn(name)
    if ('problem' in column) throw new InvalidFilterError(`Filter ${name}: a range needs a number field, but ${column.problem}`)
    return rangePlan(name, column, filter.range)
  }
  return valuesPlan(
    name,
    levels.map((level) => index.valueColumn(level)),
    filter.values,
  )
}

function rangePlan(name: string, column: NumericColumn, [min, max]: Extract<Filter, { range: unknown }>['range']): FilterPlan {
  if (min > max) throw new InvalidFilterError(`Filter ${name}: range minimum ${min} is above its maximum ${max}`)
  return { kind: 'range', name, column, min, max }
}

function valuesPlan(name: string, columns: readonly ValueColumn[], values: readonly NestedValue[]): FilterPlan {
  const checkDepth = (nodes: readonly NestedValue[], depth: number): void => {
    for (const node of nodes) {
      if (node.children === undefined || node.children.length === 0) continue
      if (depth + 1 >= columns.length) throw new InvalidFilterError(`Filter ${name}: value ${String(node.value)} has children, but ${columns[depth]!.field} is the last level`)
      checkDepth(node.children, depth + 1)
    }
  }
  checkDepth(values, 0)
  return { kind: 'values', name, columns, values }
}

/**
 * The documents passing a filter, exact within `within` (every document when null) and possibly loose
 * outside it: with a keyphrase narrowing the stock to a few thousand cars, a price range is checked on
 * those cars only.
 */
function filterDocs<Doc extends object>(index: SearchIndex<Doc>, plan: FilterPlan, within: Selection | null, scratch: ScratchBuffers): Bitset {
  const bits = scratch.bitset()
  if (plan.kind === 'range') {
    const { column, min, max } = plan
    if (!(min <= max)) return bits
    // The documents with a value in [min, max] are one run of the column's documents in value order;
    // when checking each candidate costs less (a keyphrase matched a few hundred cars), each is checked.
    const from = column.rankOf(min, false)
    const to = column.rankOf(max, true)
    if (within === null || within.count >= column.rankedCost(from, to, bits.length)) {
      column.addRanked(bits, from, to)
      return bits
    }
    const { numbers } = column
    const candidates = within.list()
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i]!
      const value = numbers[doc]!
      if (value >= min && value <= max) bits[doc >>> 5]! |= 1 << (doc & 31)
    }
    return bits
  }
  const candidates = within !== null && within.count * 4 < index.size ? within.list() : null
  const column = plan.columns[0]!
  const flat = column.single !== null && plan.values.every((node) => node.children === undefined || node.children.length === 0)
  if (candidates !== null && flat) {
    const accepted = new Uint8Array(column.dictionary.texts.length)
    let postings = 0
    for (const node of plan.values) {
      const id = column.dictionary.idOfKey.get(valueKey(node.value))
      if (id === undefined) continue
      accepted[id] = 1
      postings += column.postingOffsets[id + 1]! - column.postingOffsets[id]!
    }
    // Reading the value of each candidate beats walking the value's documents only when the candidates are fewer.
    if (candidates.length < postings) {
      const single = column.single!
      for (let i = 0; i < candidates.length; i++) {
        const doc = candidates[i]!
        const value = single[doc]!
        if (value >= 0 && accepted[value] === 1) bits[doc >>> 5]! |= 1 << (doc & 31)
      }
      return bits
    }
  }
  return nestedValueDocs(bits, plan.columns, plan.values, 0, scratch)
}

/** Any of the values matches; a value with children matches only its documents having one of the children. */
function nestedValueDocs(bits: Bitset, columns: readonly ValueColumn[], values: readonly NestedValue[], depth: number, scratch: ScratchBuffers): Bitset {
  const column = columns[depth]!
  for (const node of values) {
    const id = column.dictionary.idOfKey.get(valueKey(node.value))
    if (id === undefined) continue
    if (node.children === undefined || node.children.length === 0) {
      addValueDocs(column, id, bits)
      continue
    }
    const narrowed = scratch.bitset()
    addValueDocs(column, id, narrowed)
    andInto(narrowed, nestedValueDocs(scratch.bitset(), columns, node.children, depth + 1, scratch))
    orInto(bits, narrowed)
  }
  return bits
}

/** Every word must start a word of the document ('volv' finds Volvo, 'auto' finds automat). */
function matchKeyphrase<Doc extends object>(index: SearchIndex<Doc>, keyphraseWords: readonly string[], scratch: ScratchBuffers): Bitset {
  let result: Bitset | null = null
  for (const word of keyphraseWords) {
    const docs = docsWithPrefix(index.text, word, scratch.bitset())
    if (result === null) result = docs
    else andInto(result, docs)
  }
  return result!
}

/** Counts every facet; facets counted over the same selection share their passes over it. */
function countFacets<Doc extends object>(index: SearchIndex<Doc>, plans: readonly FacetPlan[], selections: readonly Selection[]): FacetResult[] {
  const results: FacetResult[] = new Array<FacetResult>(plans.length)
  const groups = new Map<Selection, number[]>()
  selections.forEach((selection, position) => {
    const group = groups.get(selection)
    if (group === undefined) groups.set(selection, [position])
    else group.push(position)
  })
  for (const [selection, positions] of groups) {
    // The columns counted over the selection, each once: packs of flat columns, flat columns and list columns.
    const columns: Array<Int32Array | ValueColumn> = []
    const totals: Int32Array[] = []
    const columnAt = new Map<Int32Array | ValueColumn, number>()
    const counted = (column: Int32Array | ValueColumn, total: Int32Array): number => {
      let at = columnAt.get(column)
      if (at === undefined) {
        at = columns.length
        columnAt.set(column, at)
        columns.push(column)
        totals.push(total)
      }
      return at
    }
    /** Per facet: the column it is counted in, its part of that column when packed, and its result from its counts. */
    const readings: Array<{ position: number; at: number; part: Int32Array | null; codes: number; result: (counts: Int32Array) => FacetResult }> = []
    const read = (position: number, code: CodeColumn, result: (counts: Int32Array) => FacetResult) => {
      const pack = index.packOf(code.ids)
      const part = pack?.parts.get(code.ids)
      if (pack === undefined || part === undefined) readings.push({ position, at: counted(code.ids, code.totals), part: null, codes: code.codes, result })
      else readings.push({ position, at: counted(pack.column.ids, pack.column.totals), part, codes: code.codes, result })
    }
    const histogramPositions: number[] = []
    for (const position of positions) {
      const plan = plans[position]!
      if (plan.kind === 'histogram') {
        const ranks = index.rankColumn(plan.column)
        if (ranks === undefined) histogramPositions.push(position)
        else read(position, ranks, (counts) => ({ name: plan.name, type: 'histogram', values: histogramOfRanks(ranks.distinct, counts, plan.column.integral, plan.buckets) }))
        continue
      }
      const { columns: levels, name, sortOrder } = plan
      if (levels.length === 1) {
        const column = levels[0]!
        const code = column.single === null ? undefined : index.codeColumn(column.single)
        if (code !== undefined) read(position, code, (counts) => valueResult(plan, null, counts))
        else {
          const total = valueTotals(column)
          readings.push({ position, at: counted(column.single ?? column, total), part: null, codes: total.length, result: (counts) => valueResult(plan, null, counts) })
        }
        continue
      }
      const combination = index.combinationHierarchy(name)
      if (combination === null) {
        results[position] = { name, type: 'value', values: hierarchyNodes(levels, listNodeCounts(levels, selection.list()), sortOrder) }
        continue
      }
      const code = index.codeColumn(combination.combinationOf) ?? { ids: combination.combinationOf, codes: combination.paths.length, totals: combination.totals }
      read(position, code, (counts) => valueResult(plan, combination, counts))
    }
    if (columns.length > 0) {
      const counts = countColumns(columns, totals, selection.forCounting())
      for (const { position, at, part, codes, result } of readings) {
        let own = counts[at]!
        if (part !== null) {
          own = new Int32Array(codes)
          addPartCounts(part, counts[at]!, own)
        }
        results[position] = result(own)
      }
    }
    if (histogramPositions.length > 0) {
      const histogramPlans = histogramPositions.map((position) => plans[position] as Extract<FacetPlan, { kind: 'histogram' }>)
      const buckets = histograms(
        histogramPlans.map((plan) => plan.column),
        histogramPlans.map((plan) => plan.buckets),
        selection,
      )
      histogramPositions.forEach((position, k) => {
        results[position] = { name: histogramPlans[k]!.name, type: 'histogram', values: buckets[k]! }
      })
    }
  }
  return results
}

/** A value facet's result from its counts per value id (per combination for a hierarchy of one-value levels). */
function valueResult(plan: Extract<FacetPlan, { kind: 'value' }>, combination: CombinationHierarchy | null, counts: Int32Array): FacetResult {
  const values =
    combination === null ? valueNodes(plan.columns[0]!, counts, plan.sortOrder) : hierarchyNodes(plan.columns, combinationNodeCounts(combination, counts), plan.sortOrder)
  return { name: plan.name, type: 'value', values }
}

/** The documents of the page: a walk down the sort's precomputed order, keeping the matching ones. */
function pageOfDocs<Doc extends object>(
  index: SearchIndex<Doc>,
  sort: SortPlan,
  matching: Bitset | null,
  keyphraseWords: readonly string[],
  offset: number,
  limit: number,
  scratch: ScratchBuffers,
): number[] {
  if (sort.kind === 'relevance') return relevancePage(index, sort.fallback, matching!, keyphraseWords, offset, limit, scratch)
  const { order } = sort
  if (matching === null) return Array.from(order.subarray(offset, offset + limit))
  const page: number[] = []
  let skip = offset
  for (let i = 0; i < order.length; i++) {
    const doc = order[i]!
    if (!hasDoc(matching, doc)) continue
    if (skip > 0) skip--
    else if (page.push(doc) === limit) break
  }
  return page
}

/** More keyphrase words found as whole words first ('volvo' before 'volvoxc'), then the default sort. */
function relevancePage<Doc extends object>(
  index: SearchIndex<Doc>,
  fallback: Int32Array,
  matching: Bitset,
  keyphraseWords: readonly string[],
  offset: number,
  limit: number,
  scratch: ScratchBuffers,
): number[] {
  const whole = keyphraseWords.map((word) => docsWithWord(index.text, word, scratch.bitset()))
  const best = whole.length
  const byScore: number[][] = Array.from({ length: best + 1 }, () => [])
  const wanted = offset + limit
  for (let i = 0; i < fallback.length; i++) {
    const doc = fallback[i]!
    if (!hasDoc(matching, doc)) continue
    let score = 0
    for (const bits of whole) if (hasDoc(bits, doc)) score++
    // Nothing can rank above the best score, so the page is known once it alone fills it.
    if (byScore[score]!.push(doc) >= wanted && score === best) break
  }
  const ranked: number[] = []
  for (let score = best; score >= 0 && ranked.length < wanted; score--) ranked.push(...byScore[score]!)
  return ranked.slice(offset, wanted)
}

function project<Doc extends object>(doc: Doc, fields: readonly string[] | null): Doc {
  if (fields === null) return doc
  const source = doc as Record<string, unknown>
  const projected: Record<string, unknown> = {}
  for (const field of fields) if (Object.hasOwn(source, field)) projected[field] = source[field]
  return projected as Doc
}
