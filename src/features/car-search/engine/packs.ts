import type { NumericColumn } from './columns'

/**
 * Counting many facets over one selection with few passes: a car list asks for twenty facets over thousands
 * of cars, and a pass costs about the same whatever it counts, one increment per document.
 *
 * Every facet that holds at most one value per document is counted from a flat column of codes (a value
 * id, a hierarchy's combination, or, for a histogram, the rank of the document's number among the column's
 * distinct numbers; -1 for none). Columns whose codes occur together in few distinct ways (gearbox,
 * condition and vehicle type; the dealer site with its town and region) are packed into one column of
 * combinations: a selection is counted once per combination, and each facet's counts are read off the
 * combinations' counts. A histogram is bucketed from its counts per distinct number.
 */

/** A flat column of codes per document (-1 for none), its number of codes and its documents per code over the whole index. */
export type CodeColumn = { readonly ids: Int32Array; readonly codes: number; readonly totals: Int32Array }

/** A numeric column's numbers as codes: the rank of each document's number among the distinct numbers, ascending. */
export type RankColumn = CodeColumn & { readonly distinct: Float64Array }

/** Several code columns as one: per document the combination of their codes it holds, and per combination each column's code. */
export type Pack = {
  readonly column: CodeColumn
  /** Per packed column (by its `ids`), its code in each combination (-1 for none). */
  readonly parts: ReadonlyMap<Int32Array, Int32Array>
}

/** The most combinations a pack holds: reading a facet's counts off them then costs a few microseconds. */
export const MAX_PACK_COMBINATIONS = 4_096

/** A histogram is counted per distinct number when its column has at most this many. */
export const MAX_RANKS = 65_536

/** Documents per code over the whole index. */
export function codeTotals(ids: Int32Array, codes: number): Int32Array {
  const totals = new Int32Array(codes)
  for (let doc = 0; doc < ids.length; doc++) if (ids[doc]! >= 0) totals[ids[doc]!]!++
  return totals
}

/** The ranks of a numeric column, or null when it has more distinct numbers than `MAX_RANKS`. */
export function rankColumn(column: NumericColumn, maxRanks = MAX_RANKS): RankColumn | null {
  if (maxRanks <= 0) return null
  const { numbers } = column
  const byValue = column.docsByValue
  const ids = new Int32Array(numbers.length).fill(-1)
  const distinct: number[] = []
  const totals: number[] = []
  for (let i = 0; i < byValue.length; i++) {
    const doc = byValue[i]!
    const value = numbers[doc]!
    if (distinct.length === 0 || distinct[distinct.length - 1] !== value) {
      if (distinct.length >= maxRanks) return null
      distinct.push(value)
      totals.push(0)
    }
    totals[totals.length - 1]!++
    ids[doc] = distinct.length - 1
  }
  return { ids, codes: distinct.length, totals: Int32Array.from(totals), distinct: Float64Array.from(distinct) }
}

/**
 * Packs code columns: in order of fewest codes first, each column joins the pack being filled while the
 * documents hold at most `maxCombinations` distinct combinations of the pack's codes, else starts the next
 * pack. A column left alone is its own pack (no parts to read off).
 */
export function packColumns(columns: readonly CodeColumn[], size: number, maxCombinations = MAX_PACK_COMBINATIONS): Map<Int32Array, Pack> {
  const packs = new Map<Int32Array, Pack>()
  const order = [...new Set(columns)].sort((a, b) => a.codes - b.codes)
  let members: CodeColumn[] = []
  // The combination of the members' codes per document, numbered 0..combinations-1.
  let combinationOf: Int32Array = new Int32Array(0)
  let combinations = 0
  const close = () => {
    if (members.length === 1) packs.set(members[0]!.ids, { column: members[0]!, parts: new Map() })
    else if (members.length > 1) {
      const pack = packOf(members, combinationOf, combinations)
      for (const member of members) packs.set(member.ids, pack)
    }
    members = []
  }
  for (const column of order) {
    const joined = members.length === 0 ? null : combine(combinationOf, combinations, column, maxCombinations)
    if (joined === null) {
      // The column starts the next pack, its codes ("none" included) the pack's first combinations.
      close()
      combinationOf = shifted(column.ids)
      combinations = column.codes + 1
    } else {
      combinationOf = joined.ids
      combinations = joined.combinations
    }
    members.push(column)
  }
  close()
  return packs
}

/** A column's codes with "none" (-1) as a code of its own: the combinations of a pack of one, 0..codes. */
function shifted(ids: Int32Array): Int32Array {
  const codes = new Int32Array(ids.length)
  for (let doc = 0; doc < ids.length; doc++) codes[doc] = ids[doc]! + 1
  return codes
}

/** The combinations of `of` (0..known-1 per document) with a column's codes, numbered as first met; null when more than `limit`. */
function combine(of: Int32Array, known: number, column: CodeColumn, limit: number): { ids: Int32Array; combinations: number } | null {
  const width = column.codes + 1
  // Numbering them through a table of every possible pair; columns that large rarely combine into few.
  if (known * width > 1 << 20) return null
  const numberOf = new Int32Array(known * width).fill(-1)
  const ids = new Int32Array(of.length)
  const codes = column.ids
  let combinations = 0
  for (let doc = 0; doc < of.length; doc++) {
    const key = of[doc]! * width + codes[doc]! + 1
    let id = numberOf[key]!
    if (id < 0) {
      if (combinations === limit) return null
      id = combinations++
      numberOf[key] = id
    }
    ids[doc] = id
  }
  return { ids, combinations }
}

function packOf(members: readonly CodeColumn[], combinationOf: Int32Array, combinations: number): Pack {
  const parts = new Map<Int32Array, Int32Array>()
  for (const member of members) {
    const codeOf = new Int32Array(combinations)
    const { ids } = member
    for (let doc = 0; doc < ids.length; doc++) codeOf[combinationOf[doc]!] = ids[doc]!
    parts.set(ids, codeOf)
  }
  return { column: { ids: combinationOf, codes: combinations, totals: codeTotals(combinationOf, combinations) }, parts }
}

/** Adds a packed column's counts, read off its pack's counts per combination, to `into` (counts per code). */
export function addPartCounts(part: Int32Array, combinationCounts: Int32Array, into: Int32Array): void {
  for (let combination = 0; combination < part.length; combination++) {
    const count = combinationCounts[combination]!
    const code = part[combination]!
    if (count !== 0 && code >= 0) into[code]! += count
  }
}
