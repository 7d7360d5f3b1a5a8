import { describe, expect, it } from 'vitest'

import { analyseRedirects, assertNoLoop, RedirectLoopError, type FindingKind } from './analysis'
import { compileRedirects, type RedirectRule } from './matcher'
import { RedirectRuleError } from './pattern'

type Row = [source: string, destination: string]

/** A table in the order written: ids 1.., order 10, 20, … */
const table = (...rows: Row[]): RedirectRule[] =>
  rows.map(([source, destination], index) => ({ id: index + 1, source, destination, permanent: true, order: (index + 1) * 10 }))

const PASSENGER_CARS = '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil'
const VANS = '/kop-bil/foretag/transportbilar?car_site_region=Stockholm&car_site_region=Uppsala'

/** A realistic table with no findings at all. */
const cleanTable = table(
  ['/bilar?vehicletype=PB', PASSENGER_CARS],
  ['/used/{path*}', '/buy-car/used-cars/{path*}'],
  ['/hitta-oss/{id}/{location}', '/anlaggningar/{location}'],
  ['/foretag/transportbilar?region=1&siteid=22', VANS],
  ['/karriar', 'https://karriar.example.se/jobb'],
  ['/en/{path*}', '/{path*}'],
  ['/404', '/'],
  ['/meista', '/meista/yritys'],
)

type Expected = [kind: FindingKind, ruleId: RedirectRule['id'], otherId?: RedirectRule['id']]

const summary = (rules: RedirectRule[]) =>
  analyseRedirects(rules).map(({ kind, ruleId, otherId }): Expected => (otherId === undefined ? [kind, ruleId] : [kind, ruleId, otherId]))

describe('analyseRedirects', () => {
  it('finds nothing in a clean table', () => {
    expect(analyseRedirects(cleanTable)).toEqual([])
  })

  it.each<[string, RedirectRule[], Expected[]]>([
    // duplicate: same source and destination
    ['duplicate', table(['/bilar', '/kop-bil/alla-bilar-i-lager'], ['/bilar', '/kop-bil/alla-bilar-i-lager']), [['duplicate', 2, 1]]],
    ['duplicate, source written differently', table(['/bilar', '/kop-bil/alla-bilar-i-lager'], ['/Bilar/', '/kop-bil/alla-bilar-i-lager']), [['duplicate', 2, 1]]],
    [
      'duplicate, query parameters in another order',
      table(['/foretag/transportbilar?region=1&siteid=22', VANS], ['/foretag/transportbilar?siteid=22&region=1', VANS]),
      [['duplicate', 2, 1]],
    ],
    [
      'duplicate, percent-encoded source',
      table(['/om-oss/kameraövervakning', '/om-volvo/kameraovervakning'], ['/om-oss/kamera%C3%B6vervakning', '/om-volvo/kameraovervakning']),
      [['duplicate', 2, 1]],
    ],
    ['duplicate pattern', table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/{path*}', '/buy-car/used-cars/{path*}']), [['duplicate', 2, 1]]],
    [
      'three copies: each later one names the first',
      table(['/salj', '/salj-bil'], ['/salj', '/salj-bil'], ['/salj', '/salj-bil']),
      [
        ['duplicate', 2, 1],
        ['duplicate', 3, 1],
      ],
    ],
    // shadowed: same source, another destination
    ['shadowed: same source, another destination', table(['/kop-bil/begagnade', '/kop-bil/alla-begagnade-bilar'], ['/kop-bil/begagnade', '/kop-bil/begagnade-bilar-i-lager']), [['shadowed', 2, 1]]],
    ['shadowed: same pattern, another destination', table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/{path*}', '/kop-bil/{path*}']), [['shadowed', 2, 1]]],
    // The doc promises "an earlier rule catches every request this one would (same source, or a pattern covering it)".
    ['shadowed: same pattern with another placeholder name', table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/{rest*}', '/kop-bil/{rest*}']), [['shadowed', 2, 1]]],
    [
      'shadowed: a narrower pattern behind an earlier wildcard',
      table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/{brand}/{model}', '/buy-car/brands/{brand}/{model}']),
      [['shadowed', 2, 1]],
    ],
    // shadowed: an exact rule behind an earlier pattern
    ['shadowed: exact rule behind an earlier wildcard', table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/volvo', '/buy-car/brands/volvo']), [['shadowed', 2, 1]]],
    ['shadowed: exact rule behind an earlier empty wildcard', table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used', '/buy-car']), [['shadowed', 2, 1]]],
    [
      'shadowed: exact rule behind an earlier named-segment pattern',
      table(['/hitta-oss/{id}/{location}', '/anlaggningar/{location}'], ['/hitta-oss/5f3a/kista', '/anlaggningar/volvo-kista']),
      [['shadowed', 2, 1]],
    ],
    ['shadowed: query-conditioned rule behind an earlier plain one', table(['/bilar', '/kop-bil/alla-bilar-i-lager'], ['/bilar?vehicletype=PB', PASSENGER_CARS]), [['shadowed', 2, 1]]],
    // not shadowed
    ['not shadowed: exact rule before a wildcard', table(['/used/volvo', '/buy-car/brands/volvo'], ['/used/{path*}', '/buy-car/used-cars/{path*}']), []],
    ['not shadowed: query-conditioned rule before a plain one', table(['/bilar?vehicletype=PB', PASSENGER_CARS], ['/bilar', '/kop-bil/alla-bilar-i-lager']), []],
    ['not shadowed: another query value', table(['/bilar?vehicletype=LB', '/kop-bil/foretag/lastbilar'], ['/bilar?vehicletype=PB', PASSENGER_CARS]), []],
    ['not shadowed: a pattern that does not cover it', table(['/hitta-oss/{id}/{location}', '/anlaggningar/{location}'], ['/hitta-oss/kista', '/anlaggningar/volvo-kista']), []],
    // chain
    ['chain', table(['/bilar', '/kop-bil'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager']), [['chain', 1, 2]]],
    ['chain, later rule redirects the earlier one’s destination', table(['/kop-bil', '/kop-bil/alla-bilar-i-lager'], ['/bilar', '/kop-bil']), [['chain', 2, 1]]],
    ['chain into a wildcard', table(['/begagnat', '/used/all'], ['/used/{path*}', '/buy-car/used-cars/{path*}']), [['chain', 1, 2]]],
    ['chain from a wildcard', table(['/en/{path*}', '/used/{path*}'], ['/used/{path*}', '/buy-car/used-cars/{path*}']), [['chain', 1, 2]]],
    ['chain into a query-conditioned rule', table(['/personbilar', '/bilar?vehicletype=PB'], ['/bilar?vehicletype=PB', PASSENGER_CARS]), [['chain', 1, 2]]],
    ['chain, destination written in another case', table(['/bilar', '/Kop-Bil/'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager']), [['chain', 1, 2]]],
    ['no chain: the query condition does not hold', table(['/personbilar', '/bilar?vehicletype=LB'], ['/bilar?vehicletype=PB', PASSENGER_CARS]), []],
    ['an external destination is not followed', table(['/karriar', 'https://karriar.example.se/jobb'], ['/jobb', '/karriar']), [['chain', 2, 1]]],
    // loop
    ['loop A → B → A', table(['/bilar', '/kop-bil'], ['/kop-bil', '/bilar']), [['loop', 1, 2], ['loop', 2, 1]]],
    ['loop to itself', table(['/kop-bil', '/Kop-Bil/']), [['loop', 1, 1]]],
    ['loop to itself through a query', table(['/bilar', '/bilar?vehicletype=PB']), [['loop', 1, 1]]],
    ['loop via wildcards', table(['/a/{p*}', '/b/{p*}'], ['/b/{p*}', '/a/{p*}']), [['loop', 1, 2], ['loop', 2, 1]]],
    ['loop via dealer wildcards', table(['/used/{path*}', '/begagnade/{path*}'], ['/begagnade/{path*}', '/used/{path*}']), [['loop', 1, 2], ['loop', 2, 1]]],
    ['loop of a wildcard into its own prefix', table(['/used/{path*}', '/used']), [['loop', 1, 1]]],
    ['loop of three', table(['/a', '/b'], ['/b', '/c'], ['/c', '/a']), [['loop', 1, 2], ['loop', 2, 3], ['loop', 3, 1]]],
    ['a chain into a loop', table(['/start', '/a'], ['/a', '/b'], ['/b', '/a']), [['chain', 1, 2], ['loop', 2, 3], ['loop', 3, 2]]],
    ['no loop: the way back needs a query the first hop drops', table(['/bilar?vehicletype=PB', '/kop-bil'], ['/kop-bil', '/bilar']), [['chain', 1, 2]]],
    // invalid
    ['invalid rule', table(['bilar', '/kop-bil'], ['/meista', '/meista/yritys']), [['invalid', 1]]],
    ['invalid rule is not followed', table(['/bilar', '/kop-bil'], ['/kop-bil', '//evil.example/bilar']), [['invalid', 2]]],
    // several at once
    [
      'a duplicate of a chaining rule is reported as a duplicate only (it never applies)',
      table(['/bilar', '/kop-bil'], ['/bilar', '/kop-bil'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager']),
      [['chain', 1, 3], ['duplicate', 2, 1]],
    ],
  ])('%s', (_, rules, expected) => {
    expect(summary(rules)).toEqual(expected)
  })

  it('judges by order and id, not by position in the list', () => {
    const rules: RedirectRule[] = [
      { id: 7, order: 2, source: '/kop-bil/begagnade', destination: '/kop-bil/begagnade-bilar-i-lager', permanent: true },
      { id: 3, order: 1, source: '/kop-bil/begagnade', destination: '/kop-bil/alla-begagnade-bilar', permanent: true },
      { id: 12, order: 1, source: '/kop-bil/begagnade', destination: '/kop-bil/alla-begagnade-bilar', permanent: true },
    ]
    expect(summary(rules)).toEqual([
      ['duplicate', 12, 3],
      ['shadowed', 7, 3],
    ])
  })

  it('writes readable messages', () => {
    const messages = (rules: RedirectRule[]) => analyseRedirects(rules).map(({ message }) => message)
    expect(messages(table(['/bilar', '/kop-bil/alla-bilar-i-lager'], ['/bilar', '/kop-bil/alla-bilar-i-lager']))).toEqual([
      'Duplicate of the earlier rule /bilar → /kop-bil/alla-bilar-i-lager; only the first applies.',
    ])
    expect(messages(table(['/bilar', '/kop-bil/alla-bilar-i-lager'], ['/bilar', '/kop-bil']))).toEqual([
      'Never applies: the earlier rule /bilar → /kop-bil/alla-bilar-i-lager has the same source and comes first.',
    ])
    expect(messages(table(['/used/{path*}', '/buy-car/used-cars/{path*}'], ['/used/volvo', '/buy-car/brands/volvo']))).toEqual([
      'Never applies: the earlier rule /used/{path*} → /buy-car/used-cars/{path*} catches this address first.',
    ])
    expect(messages(table(['/bilar', '/kop-bil'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager']))).toEqual([
      'Chain: the destination is redirected again by /kop-bil → /kop-bil/alla-bilar-i-lager. Point this rule at the final address.',
    ])
    expect(messages(table(['/bilar', '/kop-bil'], ['/kop-bil', '/bilar']))).toEqual(['Loop: /bilar → /kop-bil → /bilar.', 'Loop: /kop-bil → /bilar → /kop-bil.'])
    expect(messages(table(['/kop-bil', '/kop-bil/']))).toEqual(['Loop: /kop-bil redirects to itself.'])
    expect(messages(table(['bilar', '/kop-bil']))).toEqual(['Source must be a path starting with "/".'])
  })

  it('uses a matcher it is given', () => {
    const rules = table(['/bilar', '/kop-bil'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager'])
    expect(analyseRedirects(rules, compileRedirects(rules)).map(({ kind }) => kind)).toEqual(['chain'])
  })
})

describe('assertNoLoop', () => {
  it.each<[string, RedirectRule[], string]>([
    ['A → B → A', table(['/bilar', '/kop-bil'], ['/kop-bil', '/bilar']), 'Loop: /bilar → /kop-bil → /bilar. A redirect loop would never reach a page.'],
    ['a rule to itself', table(['/meista', '/meista/yritys'], ['/kop-bil', '/Kop-Bil/']), 'Loop: /kop-bil redirects to itself. A redirect loop would never reach a page.'],
    ['via wildcards', table(['/a/{p*}', '/b/{p*}'], ['/b/{p*}', '/a/{p*}']), 'Loop: /a/{p*} → /b/{p*} → /a/{p*}. A redirect loop would never reach a page.'],
    ['a chain into a loop', table(['/start', '/a'], ['/a', '/b'], ['/b', '/a']), 'Loop: /a → /b → /a. A redirect loop would never reach a page.'],
  ])('refuses a loop: %s', (_, rules, message) => {
    expect(() => assertNoLoop(rules)).toThrow(RedirectLoopError)
    expect(() => assertNoLoop(rules)).toThrow(RedirectRuleError)
    expect(() => assertNoLoop(rules)).toThrow(message)
  })

  it.each<[string, RedirectRule[]]>([
    ['an empty table', []],
    ['a chain-free table', cleanTable],
    ['a table with only a chain', table(['/bilar', '/kop-bil'], ['/kop-bil', '/kop-bil/alla-bilar-i-lager'])],
    ['a long chain', table(['/a', '/b'], ['/b', '/c'], ['/c', '/d'], ['/d', '/e'])],
    ['duplicates and shadowed rules', table(['/bilar', '/kop-bil'], ['/bilar', '/kop-bil'], ['/bilar', '/salj-bil'])],
    ['a loop only through an invalid rule', table(['/bilar', '/kop-bil'], ['/kop-bil', 'bilar'])],
  ])('passes %s', (_, rules) => {
    expect(() => assertNoLoop(rules)).not.toThrow()
  })

  it('on a large table follows the changed rules only', () => {
    const rules: RedirectRule[] = Array.from({ length: 5_001 }, (_, i) => ({
      id: i + 1,
      order: i,
      permanent: true,
      source: `/bilar/modell-${i}`,
      destination: `/kop-bil/modell-${i}`,
    }))
    rules.push({ id: 10_001, order: 10_001, permanent: true, source: '/kampanj', destination: '/erbjudanden' })
    rules.push({ id: 10_002, order: 10_002, permanent: true, source: '/erbjudanden', destination: '/kampanj' })
    expect(() => assertNoLoop(rules, new Set([1, 2]))).not.toThrow()
    expect(() => assertNoLoop(rules, new Set([10_002]))).toThrow('Loop: /erbjudanden → /kampanj → /erbjudanden.')
    expect(() => assertNoLoop(rules)).toThrow(RedirectLoopError)
  })

  it('refuses a loop that only visitors carrying a query parameter run into', () => {
    // /bilar?vehicletype=PB → /kop-bil?vehicletype=PB (the visitor's query is kept) → /bilar?vehicletype=PB → …
    const rules = table(['/bilar', '/kop-bil'], ['/kop-bil?vehicletype=PB', '/bilar?vehicletype=PB'])
    const matcher = compileRedirects(rules)
    expect(matcher.match('/bilar', '?vehicletype=PB')?.location).toBe('/kop-bil?vehicletype=PB')
    expect(matcher.match('/kop-bil', '?vehicletype=PB')?.location).toBe('/bilar?vehicletype=PB')
    expect(() => assertNoLoop(rules)).toThrow(RedirectLoopError)
  })

  it('refuses a rule to itself even where an earlier rule catches its source first', () => {
    // Today /bilar goes to the car list; a row /bilar → /bilar would loop the day the earlier rule is removed.
    const rules = table(['/bilar', '/kop-bil'], ['/bilar', '/Bilar/'])
    expect(() => assertNoLoop(rules, new Set([2]))).toThrow('Loop: /bilar redirects to itself. A redirect loop would never reach a page.')
    expect(() => assertNoLoop(rules)).toThrow(RedirectLoopError)
  })

  it('on a small table follows every rule whatever changed', () => {
    expect(() => assertNoLoop(table(['/bilar', '/kop-bil'], ['/kop-bil', '/bilar']), new Set([99]))).toThrow(RedirectLoopError)
  })
})
