import { describe, expect, it } from 'vitest'

import { compileRedirects } from '../src/features/redirects/matcher'
import { ruleProblem } from '../src/features/redirects/pattern'

import { generateRedirectTables, isPatternSource, siteSizes } from './redirect-tables'

const BENCH_OPTIONS = { sites: 10, rules: 100_000, patternShare: 0.1, seed: 1 }

// Generating and compiling 100,000 rules takes seconds on a busy machine.
describe('generated redirect tables', { timeout: 120_000 }, () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const options = { sites: 3, rules: 3000, patternShare: 0.1, seed: 42 }
    expect(generateRedirectTables(options)).toEqual(generateRedirectTables(options))
    expect(generateRedirectTables({ ...options, seed: 43 })[0]!.rules).not.toEqual(generateRedirectTables(options)[0]!.rules)
  })

  it('splits the rules over the sites, one large site first', () => {
    const sizes = siteSizes(10, 100_000)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(100_000)
    expect(sizes[0]).toBeGreaterThan(sizes[9]! * 5)
    expect(siteSizes(1, 100_000)).toEqual([100_000])
  })

  const tables = generateRedirectTables(BENCH_OPTIONS)

  it('gives the asked counts, pattern share and about 1% repeated sources', () => {
    expect(tables).toHaveLength(10)
    expect(new Set(tables.map((table) => table.site)).size).toBe(10)
    expect(tables.reduce((sum, table) => sum + table.rules.length, 0)).toBe(100_000)
    let patterns = 0
    for (const table of tables) {
      const count = table.rules.filter((rule) => isPatternSource(rule.source)).length
      expect(count).toBe(Math.round(table.rules.length * 0.1))
      patterns += count
      expect(table.rules.map((rule) => rule.order)).toEqual(table.rules.map((_, index) => index + 1))
      expect(new Set(table.rules.map((rule) => rule.id)).size).toBe(table.rules.length)
    }
    expect(patterns / 100_000).toBeCloseTo(0.1, 3)
    const all = tables.flatMap((table) => table.rules)
    const kinds = (pattern: RegExp) => all.filter((rule) => pattern.test(rule.source)).length
    expect(kinds(/\{[a-z]+\}/)).toBeGreaterThan(3000)
    expect(kinds(/\{[a-z]+\*\}$/)).toBeGreaterThan(2000)
    expect(kinds(/\?/)).toBeGreaterThan(1000)
    const segments = all.filter((rule) => !isPatternSource(rule.source)).map((rule) => rule.source.replace(/\/$/, '').split('/').length - 1)
    expect(segments.reduce((min, count) => Math.min(min, count))).toBe(2)
    expect(segments.reduce((max, count) => Math.max(max, count))).toBe(5)
    for (const table of tables) {
      expect(compileRedirects(table.rules).invalid).toEqual([])
      const keys = table.rules.map((rule) => rule.source.toLowerCase().replace(/\/$/, ''))
      const repeated = keys.length - new Set(keys).size
      expect(repeated / table.rules.length).toBeGreaterThan(0.007)
      expect(repeated / table.rules.length).toBeLessThan(0.013)
    }
  })

  it('every rule is one the CMS accepts', () => {
    for (const rule of tables[9]!.rules) expect(ruleProblem(rule.source, rule.destination), `${rule.source} → ${rule.destination}`).toBeNull()
  })

  it('every hit is answered by its rule and every miss by none', () => {
    for (const table of tables) {
      const matcher = compileRedirects(table.rules)
      const exactHits = table.hits.filter((hit) => hit.kind === 'exact').length
      expect(table.hits.length).toBeGreaterThan(table.rules.length * 0.97)
      expect(exactHits).toBeGreaterThan(table.hits.length * 0.85)
      expect(table.misses.length).toBeGreaterThan(table.rules.length * 0.9)
      const wrongHits = table.hits.filter((hit) => matcher.match(hit.pathname, hit.search)?.rule.id !== hit.ruleId)
      expect(wrongHits.slice(0, 5)).toEqual([])
      const answeredMisses = table.misses.filter((miss) => matcher.match(miss.pathname, miss.search) !== null)
      expect(answeredMisses.slice(0, 5)).toEqual([])
    }
  })
})
