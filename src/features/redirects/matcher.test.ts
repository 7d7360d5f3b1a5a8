import { describe, expect, it } from 'vitest'

import { compileRedirects, tableOrder, type RedirectRule } from './matcher'
import { fillDestination, normalizePath, parseDestination, parseSource, RedirectRuleError, ruleProblem } from './pattern'

type Row = [source: string, destination: string, permanent?: boolean]

/** A table in the order written: ids 1.., order 10, 20, … */
const table = (...rows: Row[]): RedirectRule[] =>
  rows.map(([source, destination, permanent = true], index) => ({ id: index + 1, source, destination, permanent, order: (index + 1) * 10 }))

const VANS = '/kop-bil/foretag/transportbilar?car_site_region=Stockholm&car_site_region=Uppsala'
const PASSENGER_CARS = '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil'

const dealerTable = table(
  ['/bilar?vehicletype=PB', PASSENGER_CARS],
  ['/used/{path*}', '/buy-car/used-cars/{path*}'],
  ['/hitta-oss/{id}/{location}', '/anlaggningar/{location}'],
  ['/foretag/transportbilar?region=1&siteid=22', VANS],
  ['/karriar', 'https://karriar.example.se/jobb'],
  ['/meista', '/meista/yritys'],
  ['/en/{path*}', '/{path*}'],
  ['/404', '/'],
  ['/dackdepa/success', '/dack-och-biltillbehor/dackhotell/tack'],
  ['/foretag?typ=lastbil', '/kop-bil/foretag/lastbilar'],
  ['/kampanj', '/kop-bil/kampanjer/bilkampanjer', false],
  ['/om-oss/kameraövervakning', '/om-volvo/kameraovervakning'],
  ['/hitta-oss/{id}/{location}/{page*}', '/anlaggningar/{location}/{page*}'],
)

describe('compileRedirects: matching a dealer table', () => {
  const matcher = compileRedirects(dealerTable)

  it('compiles every rule of the table', () => {
    expect(matcher.invalid).toEqual([])
    expect(matcher.size).toBe(dealerTable.length)
  })

  it.each<[string, string, string, string | null]>([
    // exact
    ['exact', '/meista', '', '/meista/yritys'],
    ['exact to the home page', '/404', '', '/'],
    ['exact, two segments', '/dackdepa/success', '', '/dack-och-biltillbehor/dackhotell/tack'],
    // wildcard
    ['wildcard, several segments', '/used/volvo/xc60/2021', '', '/buy-car/used-cars/volvo/xc60/2021'],
    ['wildcard, one segment', '/used/volvo', '', '/buy-car/used-cars/volvo'],
    ['wildcard, empty rest: no trailing slash', '/used', '', '/buy-car/used-cars'],
    ['wildcard, empty rest with a trailing slash', '/used/', '', '/buy-car/used-cars'],
    ['wildcard to the root, empty rest', '/en', '', '/'],
    ['wildcard to the root', '/en/buy-car/new-cars', '', '/buy-car/new-cars'],
    // named segments
    ['named segments', '/hitta-oss/5f3a9c/stockholm-city', '', '/anlaggningar/stockholm-city'],
    ['named segments and a wildcard', '/hitta-oss/5f3a9c/stockholm-city/verkstad/boka', '', '/anlaggningar/stockholm-city/verkstad/boka'],
    ['a named segment is required', '/hitta-oss/5f3a9c', '', null],
    // query conditions
    ['required parameter present', '/bilar', '?vehicletype=PB', PASSENGER_CARS],
    ['required parameter missing', '/bilar', '', null],
    ['required parameter with another value', '/bilar', '?vehicletype=LB', null],
    ['query values are compared as written', '/bilar', '?vehicletype=pb', null],
    ['other parameters are fine', '/bilar', '?utm_source=newsletter&vehicletype=PB', PASSENGER_CARS],
    ['a repeated parameter holding the value', '/bilar', '?vehicletype=LB&vehicletype=PB', PASSENGER_CARS],
    ['search without "?"', '/bilar', 'vehicletype=PB', PASSENGER_CARS],
    ['two required parameters in any order', '/foretag/transportbilar', '?siteid=22&region=1', VANS],
    ['only one of two required parameters', '/foretag/transportbilar', '?region=1', null],
    // letter case, trailing slash, percent-encoding
    ['case and trailing slash insensitive', '/Bilar/', '?vehicletype=PB', PASSENGER_CARS],
    ['upper case exact path', '/MEISTA/', '', '/meista/yritys'],
    ['upper case literal of a pattern', '/HITTA-OSS/12/stockholm-city/', '', '/anlaggningar/stockholm-city'],
    ['percent-encoded request, literal source', '/om-oss/kamera%C3%B6vervakning', '', '/om-volvo/kameraovervakning'],
    ['lower-case percent escapes', '/om-oss/kamera%c3%b6vervakning', '', '/om-volvo/kameraovervakning'],
    ['upper case non-ASCII letter', '/om-oss/KAMERAÖVERVAKNING', '', '/om-volvo/kameraovervakning'],
    ['percent-encoded capture stays encoded', '/hitta-oss/12/g%C3%B6teborg-hisingen', '', '/anlaggningar/g%C3%B6teborg-hisingen'],
    ['raw non-ASCII capture is encoded', '/hitta-oss/12/göteborg-hisingen', '', '/anlaggningar/g%C3%B6teborg-hisingen'],
    // external
    ['external destination', '/karriar', '', 'https://karriar.example.se/jobb'],
    // no match
    ['no rule', '/kop-bil', '', null],
    ['the home page', '/', '', null],
    ['a longer exact path', '/meista/yritys', '', null],
    ['a prefix of a literal is not a match', '/usedcars', '', null],
  ])('%s: %s%s → %s', (_, pathname, search, location) => {
    expect(matcher.match(pathname, search)?.location ?? null).toBe(location)
  })

  it.each<[string, string, string]>([
    ['visitor query kept when the destination has none', '/used/volvo?utm_source=x', '/buy-car/used-cars/volvo?utm_source=x'],
    ['visitor query kept on an empty wildcard', '/used?utm_source=x', '/buy-car/used-cars?utm_source=x'],
    ['visitor query kept on an external destination', '/karriar?utm_source=x', 'https://karriar.example.se/jobb?utm_source=x'],
    ['required parameters dropped', '/foretag?typ=lastbil', '/kop-bil/foretag/lastbilar'],
    ['required parameters dropped, others kept', '/foretag?utm_source=x&typ=lastbil&utm_medium=mail', '/kop-bil/foretag/lastbilar?utm_source=x&utm_medium=mail'],
    ['a destination query replaces the visitor’s', '/bilar?vehicletype=PB&utm_source=x', PASSENGER_CARS],
    ['repeated destination parameters in order', '/foretag/transportbilar?region=1&siteid=22&utm_campaign=var', VANS],
    [
      'repeated visitor parameters in order',
      '/used/volvo?car_site_region=Stockholm&car_site_region=Uppsala&utm_source=x',
      '/buy-car/used-cars/volvo?car_site_region=Stockholm&car_site_region=Uppsala&utm_source=x',
    ],
  ])('%s: %s → %s', (_, url, location) => {
    const [pathname, search = ''] = url.split('?') as [string, string?]
    expect(matcher.match(pathname, search)?.location).toBe(location)
    expect(matcher.match(pathname, new URLSearchParams(search))?.location).toBe(location)
  })

  it.each<[string, RedirectRule['permanent'], 307 | 308]>([
    ['/meista', true, 308],
    ['/kampanj', false, 307],
  ])('%s (permanent: %s) answers %i', (pathname, permanent, status) => {
    const found = matcher.match(pathname)
    expect(found?.rule.permanent).toBe(permanent)
    expect(found?.status).toBe(status)
  })

  it('answers the matching rule itself', () => {
    expect(matcher.match('/used/volvo')?.rule).toBe(dealerTable[1])
    expect(matcher.match('/hitta-oss/1/kista')?.rule).toBe(dealerTable[2])
  })

  it('answers null for an empty table', () => {
    expect(compileRedirects([]).match('/bilar', '?vehicletype=PB')).toBeNull()
  })

  it('lists the query parameters its rules ask for, each once', () => {
    expect([...matcher.queryNames].sort()).toEqual(['region', 'siteid', 'typ', 'vehicletype'])
    expect(compileRedirects([]).queryNames).toEqual([])
  })
})

describe('compileRedirects: the first matching rule wins', () => {
  const rule = (id: RedirectRule['id'], order: number, source: string, destination: string): RedirectRule => ({ id, order, source, destination, permanent: true })

  it.each<[string, RedirectRule[], string, string]>([
    [
      'same source: the lower order wins',
      [rule(1, 20, '/kop-bil/begagnade', '/kop-bil/alla-begagnade-bilar'), rule(2, 10, '/kop-bil/begagnade', '/kop-bil/begagnade-bilar-i-lager')],
      '/kop-bil/begagnade',
      '/kop-bil/begagnade-bilar-i-lager',
    ],
    [
      'same source written differently: the lower order wins',
      [rule(1, 10, '/Bilagande/', '/bilagande/garantiavtal'), rule(2, 20, '/bilagande', '/bilagande/serviceavtal')],
      '/bilagande',
      '/bilagande/garantiavtal',
    ],
    [
      'equal order: the lower numeric id wins (9 before 10)',
      [rule(10, 5, '/salj', '/salj-bil'), rule(9, 5, '/salj', '/salj-din-bil')],
      '/salj',
      '/salj-din-bil',
    ],
    [
      'equal order: the lower string id wins',
      [rule('b', 5, '/salj', '/salj-bil'), rule('a', 5, '/salj', '/salj-din-bil')],
      '/salj',
      '/salj-din-bil',
    ],
    [
      'an earlier wildcard beats a later exact rule',
      [rule(1, 10, '/used/{path*}', '/buy-car/used-cars/{path*}'), rule(2, 20, '/used/volvo', '/buy-car/brands/volvo')],
      '/used/volvo',
      '/buy-car/used-cars/volvo',
    ],
    [
      'an earlier exact rule beats a later wildcard',
      [rule(1, 20, '/used/{path*}', '/buy-car/used-cars/{path*}'), rule(2, 10, '/used/volvo', '/buy-car/brands/volvo')],
      '/used/volvo',
      '/buy-car/brands/volvo',
    ],
    [
      'an earlier named-segment pattern beats a later exact rule',
      [rule(1, 10, '/hitta-oss/{id}/{location}', '/anlaggningar/{location}'), rule(2, 20, '/hitta-oss/1/kista', '/anlaggningar/volvo-kista')],
      '/hitta-oss/1/kista',
      '/anlaggningar/kista',
    ],
    [
      'an earlier wildcard beats a later named-segment pattern',
      [rule(1, 20, '/hitta-oss/{id}/{location}', '/anlaggningar/{location}'), rule(2, 10, '/hitta-oss/{rest*}', '/anlaggningar')],
      '/hitta-oss/1/kista',
      '/anlaggningar',
    ],
    [
      'an earlier literal pattern beats a later param pattern',
      [rule(1, 20, '/hitta-oss/{id}/{location}', '/anlaggningar/{location}'), rule(2, 10, '/hitta-oss/{id}/kista', '/anlaggningar/volvo-kista')],
      '/hitta-oss/1/kista',
      '/anlaggningar/volvo-kista',
    ],
    [
      'an earlier query-conditioned rule beats a later plain one when the query holds',
      [rule(1, 10, '/bilar?vehicletype=PB', PASSENGER_CARS), rule(2, 20, '/bilar', '/kop-bil/alla-bilar-i-lager')],
      '/bilar?vehicletype=PB',
      PASSENGER_CARS,
    ],
    [
      'a later plain rule applies when the query does not hold',
      [rule(1, 10, '/bilar?vehicletype=PB', PASSENGER_CARS), rule(2, 20, '/bilar', '/kop-bil/alla-bilar-i-lager')],
      '/bilar?vehicletype=LB',
      '/kop-bil/alla-bilar-i-lager?vehicletype=LB',
    ],
    [
      'an earlier plain rule beats a later query-conditioned one',
      [rule(1, 20, '/bilar?vehicletype=PB', PASSENGER_CARS), rule(2, 10, '/bilar', '/kop-bil/alla-bilar-i-lager')],
      '/bilar?vehicletype=PB',
      '/kop-bil/alla-bilar-i-lager?vehicletype=PB', // the plain rule requires nothing, so the visitor's query is kept
    ],
    [
      'a query-conditioned wildcard does not catch a request without the query',
      [rule(1, 10, '/used/{path*}?lang=en', '/buy-car/used-cars/{path*}'), rule(2, 20, '/used/{path*}', '/kop-bil/alla-begagnade-bilar')],
      '/used/volvo',
      '/kop-bil/alla-begagnade-bilar',
    ],
  ])('%s', (_, rules, url, location) => {
    const [pathname, search = ''] = url.split('?') as [string, string?]
    // Deterministic whatever the order the rules arrive in.
    for (const arrangement of [rules, [...rules].reverse()]) {
      expect(compileRedirects(arrangement).match(pathname, search)?.location).toBe(location)
    }
  })

  it('sorts by order, then id (numbers numerically)', () => {
    const rules = [rule(10, 1, '/a', '/b'), rule(9, 1, '/a', '/b'), rule(1, 2, '/a', '/b'), rule(2, 0, '/a', '/b')]
    expect([...rules].sort(tableOrder).map((r) => r.id)).toEqual([2, 9, 10, 1])
  })
})

describe('compileRedirects: invalid rules', () => {
  const rules = table(
    ['bilar', '/kop-bil'],
    ['/a/x{id}', '/b/{id}'],
    ['/kampanj', '//evil.example/kampanj'],
    ['/hitta-oss/{id}', '/anlaggningar/{location}'],
    ['/jobb', 'https://'],
    ['/meista', '/meista/yritys'],
  )
  const matcher = compileRedirects(rules)

  it('lists them with their problem', () => {
    expect(matcher.size).toBe(6)
    expect(matcher.invalid.map(({ rule, problem }) => [rule.id, problem])).toEqual([
      [1, 'Source must be a path starting with "/".'],
      [2, '"x{id}": a placeholder must be a whole segment, like /{id}/ or /{path*}.'],
      [3, 'Destination must not start with "//"; write the full https:// address.'],
      [4, 'Destination uses {location}, which the source does not capture.'],
      [5, 'Destination is not a valid address.'],
    ])
  })

  it.each(['/bilar', 'bilar', '/a/x{id}', '/a/x1', '/kampanj', '/hitta-oss/1', '/jobb'])('never matches %s', (pathname) => {
    expect(matcher.match(pathname)).toBeNull()
  })

  it('still matches the valid rules', () => {
    expect(matcher.match('/meista')?.location).toBe('/meista/yritys')
  })
})

describe('compileRedirects: destinations that would leave the site', () => {
  it('refuses a backslash, which browsers read as a slash (`/\\evil.example` is `//evil.example`)', () => {
    for (const destination of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/kop-bil\\..\\x', '/a?next=\\evil']) {
      expect(ruleProblem('/kampanj', destination), destination).toBe('Destination must not contain "\\"; write "/" in a path.')
    }
    const matcher = compileRedirects(table(['/kampanj', '/\\evil.example'], ['/ok', '/kop-bil']))
    expect(matcher.invalid.map(({ rule }) => rule.id)).toEqual([1])
    expect(matcher.match('/kampanj')).toBeNull()
  })

  it('keeps a filled-in path on the site: captured slashes never make it start with //', () => {
    const matcher = compileRedirects(table(['/gammal/{path*}', '/{path*}'], ['/arkiv/{id}', '/{id}/sida']))
    for (const pathname of ['/gammal//evil.example', '/gammal///evil.example/x', '/gammal/%2F%2Fevil.example', '/gammal/%5Cevil.example', '/gammal/%2F%5Cevil.example']) {
      const location = matcher.match(pathname)?.location
      expect(location, pathname).toMatch(/^\/(?![/\\])/)
      expect(new URL(location!, 'http://se2.localhost').host, pathname).toBe('se2.localhost')
    }
    expect(new URL(matcher.match('/arkiv/%5C')!.location, 'http://se2.localhost').host).toBe('se2.localhost')
  })
})

describe('compileRedirects: a large table', () => {
  it('finds the right rule among 10,000', () => {
    const rules: RedirectRule[] = []
    for (let i = 0; i < 10_000; i++) {
      const id = i + 1
      const order = i
      if (i % 3 === 0) rules.push({ id, order, permanent: true, source: `/bilar/modell-${i}`, destination: `/kop-bil/modell-${i}` })
      else if (i % 3 === 1) rules.push({ id, order, permanent: true, source: `/hitta-oss/{id}/plats-${i}`, destination: `/anlaggningar/plats-${i}?id={id}` })
      else rules.push({ id, order, permanent: i % 2 === 0, source: `/arkiv-${i}/{path*}`, destination: `/nyheter/${i}/{path*}` })
    }
    const matcher = compileRedirects(rules)
    expect(matcher.invalid).toEqual([])
    expect(matcher.size).toBe(10_000)
    expect(matcher.match('/bilar/modell-9999')?.location).toBe('/kop-bil/modell-9999')
    expect(matcher.match('/bilar/modell-9999')?.rule.id).toBe(10_000)
    expect(matcher.match('/Bilar/Modell-3/')?.location).toBe('/kop-bil/modell-3')
    expect(matcher.match('/hitta-oss/abc/plats-7777')?.location).toBe('/anlaggningar/plats-7777?id=abc')
    expect(matcher.match('/arkiv-5000/2020/mars')?.location).toBe('/nyheter/5000/2020/mars')
    expect(matcher.match('/arkiv-5000')?.location).toBe('/nyheter/5000')
    expect(matcher.match('/bilar/modell-10000')).toBeNull()
    expect(matcher.match('/hitta-oss/abc/plats-7776')).toBeNull() // 7776 is an exact /bilar rule
  })
})

describe('pattern: rule problems', () => {
  it.each<[string, string, string, string]>([
    ['empty source', '', '/kop-bil', 'Source is empty.'],
    ['blank source', '   ', '/kop-bil', 'Source is empty.'],
    ['no leading slash', 'bilar', '/kop-bil', 'Source must be a path starting with "/".'],
    ['a full address as source', 'https://www.example.se/bilar', '/kop-bil', 'Source must be a path starting with "/".'],
    ['wildcard not last', '/used/{path*}/bilar', '/buy-car/used-cars/{path*}', 'The wildcard {path*} must be the last segment of the source.'],
    ['placeholder inside a segment', '/a/x{id}', '/b', '"x{id}": a placeholder must be a whole segment, like /{id}/ or /{path*}.'],
    ['placeholder with a suffix', '/hitta-oss/{id}-volvo', '/b', '"{id}-volvo": a placeholder must be a whole segment, like /{id}/ or /{path*}.'],
    ['a stray brace', '/kop-bil/{', '/b', '"{": a placeholder must be a whole segment, like /{id}/ or /{path*}.'],
    ['same placeholder twice', '/hitta-oss/{id}/{id}', '/anlaggningar/{id}', 'Source uses {id} twice.'],
    ['same name as param and wildcard', '/hitta-oss/{id}/{id*}', '/anlaggningar/{id}', 'Source uses {id} twice.'],
    ['empty segment', '/kop-bil//begagnade', '/kop-bil', 'Source has an empty segment ("//").'],
    ['fragment in the source', '/om-oss#kontakt', '/om-volvo', 'Source must not contain "#".'],
    ['space in the source', '/kop bil', '/kop-bil', 'Source must not contain spaces.'],
    ['tab in the source', '/kop\tbil', '/kop-bil', 'Source must not contain spaces.'],
    ['malformed source query', '/bilar?vehicletype=%E0%A4%A', '/kop-bil', 'Source has a malformed query parameter "vehicletype=%E0%A4%A".'],
    ['source query without a name', '/bilar?=PB', '/kop-bil', 'Source has a query parameter without a name.'],
    ['empty destination', '/bilar', '', 'Destination is empty.'],
    ['destination not captured', '/hitta-oss/{id}', '/anlaggningar/{location}', 'Destination uses {location}, which the source does not capture.'],
    ['external destination not captured', '/jobb/{id}', 'https://karriar.example.se/jobb/{slug}', 'Destination uses {slug}, which the source does not capture.'],
    ['destination starting with //', '/kampanj', '//evil.example/kampanj', 'Destination must not start with "//"; write the full https:// address.'],
    ['relative destination', '/bilar', 'kop-bil', 'Destination must be a path starting with "/" or an http(s):// address.'],
    ['other scheme', '/bilar', 'ftp://files.example.se/bilar', 'Destination must be a path starting with "/" or an http(s):// address.'],
    ['external URL without a host', '/jobb', 'https://', 'Destination is not a valid address.'],
    ['external URL with a bad port', '/jobb', 'https://karriar.example.se:99999/jobb', 'Destination is not a valid address.'],
    ['external URL with a bad host', '/jobb', 'http://[karriar/jobb', 'Destination is not a valid address.'],
    ['space in the destination', '/bilar', '/kop bil', 'Destination must not contain spaces.'],
    ['space in an external destination', '/jobb', 'https://karriar.example.se/lediga jobb', 'Destination must not contain spaces.'],
    ['malformed destination query', '/bilar', '/kop-bil?car_brand=%E0%A4%A', 'Destination has a malformed query parameter "car_brand=%E0%A4%A".'],
    ['too long source', `/${'a'.repeat(2048)}`, '/kop-bil', 'Source is longer than 2048 characters.'],
  ])('%s: %j → %j', (_, source, destination, problem) => {
    expect(ruleProblem(source, destination)).toBe(problem)
  })

  it.each<[string, string]>([
    ['/bilar?vehicletype=PB', PASSENGER_CARS],
    ['/used/{path*}', '/buy-car/used-cars/{path*}'],
    ['/hitta-oss/{id}/{location}', '/anlaggningar/{location}'],
    ['/foretag/transportbilar?region=1&siteid=22', VANS],
    ['/karriar', 'https://karriar.example.se/jobb'],
    ['/jobb/{slug}', 'https://karriar.example.se/jobb/{slug}?ref=forecourt'],
    ['  /meista/  ', '  /meista/yritys  '],
    ['/404', '/'],
    ['/', '/kop-bil'],
    ['/en/{path*}', '/{path*}'],
    ['/hitta-oss/{site_id}/{location-slug}', '/anlaggningar/{location-slug}?site={site_id}'],
  ])('accepts %s → %s', (source, destination) => {
    expect(ruleProblem(source, destination)).toBeNull()
  })

  it('throws RedirectRuleError from the parsers', () => {
    expect(() => parseSource('bilar')).toThrow(RedirectRuleError)
    expect(() => parseDestination('//evil.example')).toThrow(RedirectRuleError)
    expect(() => parseDestination('/anlaggningar/{location}', parseSource('/hitta-oss/{id}'))).toThrow(
      'Destination uses {location}, which the source does not capture.',
    )
    // Without a source the placeholders are not checked.
    expect(parseDestination('/anlaggningar/{location}').uses).toEqual(['location'])
  })
})

describe('pattern: parseSource', () => {
  it.each<[string, string, string | null, ReturnType<typeof parseSource>['segments'], [string, string][]]>([
    ['/Bilagande/Garantiavtal/', '/bilagande/garantiavtal', '/bilagande/garantiavtal', [{ kind: 'literal', value: 'bilagande' }, { kind: 'literal', value: 'garantiavtal' }], []],
    ['/', '/', '/', [], []],
    ['/used/{path*}', '/used/{path*}', null, [{ kind: 'literal', value: 'used' }, { kind: 'wildcard', name: 'path' }], []],
    [
      '/hitta-oss/{id}/{location}',
      '/hitta-oss/{id}/{location}',
      null,
      [{ kind: 'literal', value: 'hitta-oss' }, { kind: 'param', name: 'id' }, { kind: 'param', name: 'location' }],
      [],
    ],
    ['/bilar?vehicletype=PB', '/bilar?vehicletype=PB', '/bilar', [{ kind: 'literal', value: 'bilar' }], [['vehicletype', 'PB']]],
    [
      '/foretag/transportbilar?siteid=22&region=1',
      '/foretag/transportbilar?region=1&siteid=22',
      '/foretag/transportbilar',
      [{ kind: 'literal', value: 'foretag' }, { kind: 'literal', value: 'transportbilar' }],
      [['siteid', '22'], ['region', '1']],
    ],
    ['/om-oss/kamera%C3%B6vervakning', '/om-oss/kameraövervakning', '/om-oss/kameraövervakning', [{ kind: 'literal', value: 'om-oss' }, { kind: 'literal', value: 'kameraövervakning' }], []],
    ['/sok?q=begagnad+volvo', '/sok?q=begagnad volvo', '/sok', [{ kind: 'literal', value: 'sok' }], [['q', 'begagnad volvo']]],
  ])('%s', (source, key, exactPath, segments, query) => {
    const parsed = parseSource(source)
    expect(parsed.key).toBe(key)
    expect(parsed.exactPath).toBe(exactPath)
    expect(parsed.segments).toEqual(segments)
    expect(parsed.query).toEqual(query)
  })

  it.each<[string, string]>([
    ['/Bilar/', '/bilar'],
    ['/om-oss/kameraövervakning', '/om-oss/kamera%C3%B6vervakning'],
    ['/foretag/transportbilar?region=1&siteid=22', '/Foretag/Transportbilar/?siteid=22&region=1'],
  ])('%s and %s are one source', (a, b) => {
    expect(parseSource(a).key).toBe(parseSource(b).key)
  })

  it('keeps query values apart by case', () => {
    expect(parseSource('/bilar?vehicletype=PB').key).not.toBe(parseSource('/bilar?vehicletype=pb').key)
  })
})

describe('pattern: parseDestination', () => {
  it.each<[string, boolean, string[], boolean, string | null]>([
    ['/meista/yritys', false, [], false, '/meista/yritys'],
    ['/Kop-Bil/', false, [], false, '/kop-bil'],
    [PASSENGER_CARS, false, [], true, '/kop-bil/alla-bilar-i-lager'],
    ['/buy-car/used-cars/{path*}', false, ['path'], false, null],
    ['/anlaggningar/{location}?site={id}', false, ['location', 'id'], true, null],
    ['https://karriar.example.se/jobb', true, [], false, null],
    ['HTTPS://karriar.example.se/jobb?ref=site', true, [], true, null],
    ['/kop-bil?', false, [], false, '/kop-bil'],
  ])('%s', (destination, external, uses, hasQuery, literalPath) => {
    expect(parseDestination(destination)).toEqual({ external, template: destination, uses, hasQuery, literalPath })
  })
})

describe('pattern: normalizePath', () => {
  it.each<[string, string]>([
    ['/Bilar/', '/bilar'],
    ['/bilar', '/bilar'],
    ['/bilar///', '/bilar'],
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
    ['/KOP-BIL/Alla-Bilar-I-Lager', '/kop-bil/alla-bilar-i-lager'],
    ['/hitta-oss/G%C3%B6teborg', '/hitta-oss/göteborg'],
    ['/hitta-oss/g%c3%b6teborg/', '/hitta-oss/göteborg'],
    ['/om%20oss', '/om oss'],
    ['/rabatt-50%', '/rabatt-50%'],
    ['/rabatt-50%/Bilar', '/rabatt-50%/bilar'],
    ['/ÅTERFÖRSÄLJARE', '/återförsäljare'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})

describe('pattern: fillDestination', () => {
  it.each<[string, Record<string, string>, string]>([
    ['/anlaggningar/{location}', { location: 'stockholm-city' }, '/anlaggningar/stockholm-city'],
    ['/anlaggningar/{location}', { location: 'göteborg hisingen' }, '/anlaggningar/g%C3%B6teborg%20hisingen'],
    ['/anlaggningar/{location}', { location: 'a?b#c&d' }, '/anlaggningar/a%3Fb%23c%26d'],
    ['/buy-car/used-cars/{path*}', { path: 'volvo/xc60/2021' }, '/buy-car/used-cars/volvo/xc60/2021'],
    ['/buy-car/used-cars/{path*}', { path: 'volvo/xc 60/å' }, '/buy-car/used-cars/volvo/xc%2060/%C3%A5'],
    ['/buy-car/used-cars/{path*}', { path: '' }, '/buy-car/used-cars/'],
    ['/anlaggningar/{location}?site={id}', { location: 'kista', id: '5f3a' }, '/anlaggningar/kista?site=5f3a'],
    ['/anlaggningar/{location}', {}, '/anlaggningar/'],
    ['https://karriar.example.se/jobb/{slug}', { slug: 'säljare' }, 'https://karriar.example.se/jobb/s%C3%A4ljare'],
    ['/meista/yritys', { id: 'x' }, '/meista/yritys'],
  ])('%s with %j → %s', (template, captures, expected) => {
    expect(fillDestination(template, captures)).toBe(expected)
  })
})

describe('compileRedirects: edge cases', () => {
  it('puts kept query parameters before a destination’s fragment', () => {
    const matcher = compileRedirects(table(['/kontakt', '/om-oss#kontakta-oss']))
    expect(matcher.match('/kontakt', '?utm_source=x')?.location).toBe('/om-oss?utm_source=x#kontakta-oss')
  })

  it('keeps the letter case of placeholder names (camelCase names are allowed by the syntax)', () => {
    const matcher = compileRedirects(table(['/hitta-oss/{siteId}/{location}', '/anlaggningar/{location}?site={siteId}']))
    expect(matcher.invalid).toEqual([])
    expect(matcher.match('/hitta-oss/5f3a/kista')?.location).toBe('/anlaggningar/kista?site=5f3a')
  })
})

describe('compileRedirects: letter case of captured parts', () => {
  const matcher = compileRedirects([
    { id: 1, source: '/gamla-bilar/{path*}', destination: '/kop-bil/{path*}', permanent: true, order: 1 },
    { id: 2, source: '/arkiv/{id}/{path*}', destination: 'https://arkiv.example.se/{id}/{path*}', permanent: true, order: 2 },
  ])

  it('puts parts in lower case on the site’s own paths (one hop, no case redirect after)', () => {
    expect(matcher.match('/Gamla-Bilar/Volvo/XC60')?.location).toBe('/kop-bil/volvo/xc60')
  })

  it('keeps the parts as the visitor wrote them for an external address', () => {
    expect(matcher.match('/ARKIV/AbC123/Volvo/XC60/')?.location).toBe('https://arkiv.example.se/AbC123/Volvo/XC60')
    expect(matcher.match('/arkiv/Id%20Sju/X')?.location).toBe('https://arkiv.example.se/Id%20Sju/X')
  })
})

describe('compileRedirects: agrees with a plain scan of the table', () => {
  /** The definition itself: every rule in table order, segment by segment; the first that matches wins. */
  function reference(rules: readonly RedirectRule[], pathname: string, search: string): RedirectRule | null {
    const path = normalizePath(pathname)
    const parts = path === '/' ? [] : path.slice(1).split('/')
    const query = new URLSearchParams(search)
    for (const rule of [...rules].sort(tableOrder)) {
      const source = parseSource(rule.source)
      if (!source.query.every(([key, value]) => query.getAll(key).includes(value))) continue
      const segments = source.segments
      const wildcard = segments.at(-1)?.kind === 'wildcard'
      const fixed = wildcard ? segments.length - 1 : segments.length
      if (wildcard ? parts.length < fixed : parts.length !== fixed) continue
      if (segments.slice(0, fixed).every((segment, index) => segment.kind !== 'literal' || segment.value === parts[index])) return rule
    }
    return null
  }

  /** A small deterministic generator (mulberry32). */
  function random(seed: number) {
    let state = seed >>> 0
    return () => {
      state = (state + 0x6d2b79f5) >>> 0
      let t = Math.imul(state ^ (state >>> 15), state | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('on a random table of overlapping patterns (seed %i)', (seed) => {
    const next = random(seed)
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
    const words = ['a', 'b', 'bilar', 'used', 'x']
    const segment = (index: number, last: boolean) => {
      const roll = next()
      if (roll < 0.2) return `{p${index}}`
      if (roll < 0.3 && last) return `{rest${index}*}`
      return pick(words)
    }
    const rows: Row[] = Array.from({ length: 60 }, () => {
      const depth = Math.floor(next() * 4)
      const parts = Array.from({ length: depth }, (_, index) => segment(index, index === depth - 1))
      const query = next() < 0.15 ? `?typ=${pick(['pb', 'lb'])}` : ''
      return [`/${parts.join('/')}${query}`, `/ny/${Math.floor(next() * 1000)}`]
    })
    const rules = table(...rows)
    const matcher = compileRedirects(rules)
    expect(matcher.invalid).toEqual([])
    for (let probe = 0; probe < 400; probe++) {
      const depth = Math.floor(next() * 5)
      const pathname = `/${Array.from({ length: depth }, () => pick(words)).join('/')}${next() < 0.1 ? '/' : ''}`
      const search = pick(['', '', '?typ=pb', '?typ=lb&utm=1'])
      expect(matcher.match(pathname, search)?.rule.id ?? null, `${pathname}${search}`).toBe(reference(rules, pathname, search)?.id ?? null)
    }
  })
})

describe('pattern: the quick parse of plain rules', () => {
  // A leading space takes the parsers' general path (they trim), which must give the same result.
  it.each(['/', '/bilar', '/bilar/', '/bilar/begagnade/volvo-xc60.html', '/a/b-c/d_e/f~g', '/2024/03'])('source %s', (source) => {
    expect(parseSource(source)).toEqual(parseSource(` ${source}`))
  })

  it.each(['/', '/kop-bil', '/Kop-Bil/Volvo/', '/nyheter/2024/mars.html'])('destination %s', (destination) => {
    expect(parseDestination(destination)).toEqual(parseDestination(` ${destination}`))
  })
})
