import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { graphQLQueryLimits } from './graphql-limits'

/** The shape of Payload's schema: a list query with `limit`, its `docs`, blocks, and relationships to documents. */
const schema = buildSchema(`
  type Site { id: Int, name: String, home: Page }
  type Hero { heading: String, page: Page }
  union Block = Hero
  type Page { id: Int, title: String, site: Site, parent: Page, layout: [Block], tags: [Site] }
  type Pages { docs: [Page], totalDocs: Int }
  type Query { Pages(limit: Int, page: Int, pagination: Boolean): Pages, Page(id: Int!): Page }
`)

const limits = { maxDepth: 10, maxCost: 25_000, maxLimit: 100, maxPage: 10_000 }
const problems = (query: string, variables: Record<string, unknown> = {}) =>
  validate(schema, parse(query), [...specifiedRules, graphQLQueryLimits(variables, limits)]).map((error) => error.message)

describe('the caps of a GraphQL query', () => {
  it('takes what a headless client asks for', () => {
    expect(problems('{ Pages(limit: 100) { docs { id title site { name } layout { ... on Hero { heading page { title } } } } totalDocs } }')).toEqual([])
    expect(problems('query ($n: Int) { Pages(limit: $n) { docs { title } } }', { n: 50 })).toEqual([])
  })

  it('refuses a page of documents beyond the caps, as the REST API does', () => {
    expect(problems('{ Pages(limit: 1000) { totalDocs } }')).toEqual(['limit is a whole number from 1 to 100.'])
    expect(problems('{ Pages(limit: 0) { totalDocs } }')).toEqual(['limit is a whole number from 1 to 100.'])
    expect(problems('query ($n: Int) { Pages(limit: $n) { totalDocs } }', { n: -1 })).toEqual(['limit is a whole number from 1 to 100.'])
    expect(problems('{ Pages(page: 10001) { totalDocs } }')).toEqual(['page is a whole number from 1 to 10000.'])
    expect(problems('{ Pages(pagination: false) { totalDocs } }')).toEqual(['pagination stays on: ask for pages of at most 100.'])
  })

  it('refuses fields nested deeper than the cap', () => {
    let selection = 'title'
    for (let level = 0; level < 12; level++) selection = `parent { ${selection} }`
    expect(problems(`{ Page(id: 1) { ${selection} } }`)).toEqual(['The query nests its fields more than 10 deep; ask for fewer related documents inside one another.'])
  })

  it('refuses a query whose lists multiply beyond the cap, counting each list of documents by its limit', () => {
    const blocks = 'layout { ... on Hero { heading page { title layout { ... on Hero { heading page { title layout { ... on Hero { heading } } } } } } } }'
    expect(problems(`{ Pages(limit: 100) { docs { ${blocks} } } }`)).toEqual([
      'The query could answer more than 25,000 values; ask for fewer documents (limit) or fewer fields inside lists.',
    ])
    // The same with ten documents stays within it.
    expect(problems(`{ Pages(limit: 10) { docs { ${blocks} } } }`)).toEqual([])
    // A limit from a variable counts as sent; one not sent as the most a page may hold.
    expect(problems(`query ($n: Int) { Pages(limit: $n) { docs { ${blocks} } } }`, { n: 10 })).toEqual([])
    expect(problems(`query ($n: Int) { Pages(limit: $n) { docs { ${blocks} } } }`)).toHaveLength(1)
  })

  it('counts every alias and every use of a fragment, and stops counting once over the cap', () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: Pages(limit: 100) { docs { id title } }`).join(' ')
    expect(problems(`{ ${aliases} }`)).toHaveLength(1)
    // Fragments that double at every level: 2^30 fields if expanded (the walk stops at the cap, or this never ends).
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Page { a: parent { ...F${i + 1} } b: parent { ...F${i + 1} } }`).join(' ')
    expect(problems(`{ Page(id: 1) { ...F0 } } ${fragments} fragment F30 on Page { title }`).length).toBeGreaterThan(0)
  })
})
