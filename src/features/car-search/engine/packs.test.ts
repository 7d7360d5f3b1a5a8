import { describe, expect, it } from 'vitest'

import { NumericColumn } from './columns'
import { addPartCounts, codeTotals, packColumns, rankColumn, type CodeColumn } from './packs'

const code = (ids: number[], codes: number): CodeColumn => {
  const column = Int32Array.from(ids)
  return { ids: column, codes, totals: codeTotals(column, codes) }
}

/** Each column's counts over some documents, read off its pack as search reads them. */
function countedThroughPack(packs: ReturnType<typeof packColumns>, column: CodeColumn, docs: number[]): number[] {
  const pack = packs.get(column.ids)!
  const perCode = new Int32Array(pack.column.codes)
  for (const doc of docs) if (pack.column.ids[doc]! >= 0) perCode[pack.column.ids[doc]!]!++
  const part = pack.parts.get(column.ids)
  if (part === undefined) return Array.from(perCode)
  const own = new Int32Array(column.codes)
  addPartCounts(part, perCode, own)
  return Array.from(own)
}

describe('packColumns', () => {
  // Gearbox (2 codes), condition (2), a town (3) that follows from the site (4), and a year (5); -1 is none.
  const gearbox = code([0, 1, 0, 1, 0, -1, 1, 0], 2)
  const condition = code([0, 0, 1, 1, 0, 1, -1, 0], 2)
  const site = code([0, 1, 2, 3, 0, 1, 2, 3], 4)
  const town = code([0, 0, 1, 2, 0, 0, 1, 2], 3)
  const year = code([4, 3, 2, 1, 0, 4, 3, 2], 5)
  const columns = [year, site, gearbox, town, condition]

  it('packs the columns with fewest codes together while their combinations stay few, and reads every count back exactly', () => {
    const packs = packColumns(columns, 8, 7)
    // At most 7 combinations: gearbox, condition and town make 7, the site adds none (its town follows from
    // it), and the year would make 8, so it starts a pack of its own.
    expect(packs.get(gearbox.ids)).toBe(packs.get(condition.ids))
    expect(packs.get(gearbox.ids)).toBe(packs.get(town.ids))
    expect(packs.get(gearbox.ids)).toBe(packs.get(site.ids))
    expect(packs.get(gearbox.ids)!.column.codes).toBe(7)
    expect(packs.get(year.ids)!.parts.size).toBe(0)
    for (const docs of [
      [0, 1, 2, 3, 4, 5, 6, 7],
      [1, 2, 5, 6],
      [7],
      [],
    ]) {
      for (const column of columns) {
        const naive = Array.from({ length: column.codes }, (_, value) => docs.filter((doc) => column.ids[doc] === value).length)
        expect(countedThroughPack(packs, column, docs)).toEqual(naive)
      }
    }
  })

  it('leaves every column alone when a pack may hold one combination', () => {
    const packs = packColumns(columns, 8, 1)
    for (const column of columns) {
      expect(packs.get(column.ids)!.column).toBe(column)
      expect(packs.get(column.ids)!.parts.size).toBe(0)
    }
  })

  it('counts whole-index totals per combination', () => {
    const packs = packColumns(columns, 8, 64)
    const pack = packs.get(gearbox.ids)!
    expect(Array.from(pack.column.totals).reduce((sum, count) => sum + count, 0)).toBe(8)
  })
})

describe('rankColumn', () => {
  it('numbers the distinct values in ascending order, with none as -1 and totals per value', () => {
    const ranks = rankColumn(new NumericColumn('price', Float64Array.from([300, Number.NaN, 100, 300, 200.5, 100])))!
    expect(Array.from(ranks.distinct)).toEqual([100, 200.5, 300])
    expect(Array.from(ranks.ids)).toEqual([2, -1, 0, 2, 1, 0])
    expect(Array.from(ranks.totals)).toEqual([2, 1, 2])
    expect(ranks.codes).toBe(3)
  })

  it('gives none for a column with more distinct values than allowed', () => {
    const column = new NumericColumn('mileage', Float64Array.from([1, 2, 3, 4]))
    expect(rankColumn(column, 3)).toBeNull()
    expect(rankColumn(column, 4)).not.toBeNull()
    expect(rankColumn(column, 0)).toBeNull()
  })
})
