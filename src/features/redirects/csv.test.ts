import { describe, expect, it } from 'vitest'

import { CSV_HEADER, formatRedirectCsv, LINE_BREAK_IN_FIELD, parseRedirectCsv, type CsvProblem, type CsvRule } from './csv'

const PASSENGER_CARS = '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil'
const VANS = '/kop-bil/foretag/transportbilar?car_site_region=Stockholm&car_site_region=Uppsala'

const r = (line: number, source: string, destination: string, permanent = true): CsvRule => ({ line, source, destination, permanent })

describe('parseRedirectCsv: reading rules', () => {
  it.each<[string, string, CsvRule[]]>([
    ['with a header', 'source,destination,permanent\n/bilar,/kop-bil,true\n', [r(2, '/bilar', '/kop-bil')]],
    ['without a header', '/bilar,/kop-bil,true\n/meista,/meista/yritys,false\n', [r(1, '/bilar', '/kop-bil'), r(2, '/meista', '/meista/yritys', false)]],
    ['a two-column header in another case', 'Source,Destination\n/bilar,/kop-bil\n', [r(2, '/bilar', '/kop-bil')]],
    ['a quoted header', '"source","destination","permanent"\n/bilar,/kop-bil,true\n', [r(2, '/bilar', '/kop-bil')]],
    ['no final line break', 'source,destination,permanent\n/bilar,/kop-bil', [r(2, '/bilar', '/kop-bil')]],
    ['two columns: permanent by default', '/bilar,/kop-bil\n', [r(1, '/bilar', '/kop-bil')]],
    ['dealer rules', [
      '/bilar?vehicletype=PB,/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil,true',
      '/used/{path*},/buy-car/used-cars/{path*},true',
      '/hitta-oss/{id}/{location},/anlaggningar/{location},true',
      '/foretag/transportbilar?region=1&siteid=22,/kop-bil/foretag/transportbilar?car_site_region=Stockholm&car_site_region=Uppsala,true',
      '/karriar,https://karriar.example.se/jobb,false',
    ].join('\n'), [
      r(1, '/bilar?vehicletype=PB', PASSENGER_CARS),
      r(2, '/used/{path*}', '/buy-car/used-cars/{path*}'),
      r(3, '/hitta-oss/{id}/{location}', '/anlaggningar/{location}'),
      r(4, '/foretag/transportbilar?region=1&siteid=22', VANS),
      r(5, '/karriar', 'https://karriar.example.se/jobb', false),
    ]],
    ['a quoted field with commas', '/kampanj,"/kop-bil?car_brand=Volvo,Polestar",true\n', [r(1, '/kampanj', '/kop-bil?car_brand=Volvo,Polestar')]],
    ['doubled quotes', '"/sok?q=""volvo""",/kop-bil\n', [r(1, '/sok?q="volvo"', '/kop-bil')]],
    ['an empty quoted field', '/bilar,/kop-bil,""\n', [r(1, '/bilar', '/kop-bil')]],
    ['CRLF line ends', 'source,destination,permanent\r\n/bilar,/kop-bil,false\r\n/meista,/meista/yritys\r\n', [r(2, '/bilar', '/kop-bil', false), r(3, '/meista', '/meista/yritys')]],
    ['CR line ends', '/bilar,/kop-bil\r/meista,/meista/yritys\r', [r(1, '/bilar', '/kop-bil'), r(2, '/meista', '/meista/yritys')]],
    ['a BOM before the header', '\uFEFFsource,destination,permanent\r\n/bilar,/kop-bil\r\n', [r(2, '/bilar', '/kop-bil')]],
    ['a BOM before the first rule', '\uFEFF/bilar,/kop-bil\n', [r(1, '/bilar', '/kop-bil')]],
    ['blank lines are skipped but counted', '/bilar,/kop-bil\n\n   \n/meista,/meista/yritys\n', [r(1, '/bilar', '/kop-bil'), r(4, '/meista', '/meista/yritys')]],
    ['spaces around fields', ' /bilar , /kop-bil , TRUE \n', [r(1, '/bilar', '/kop-bil')]],
    ['an empty file', '', []],
    ['only a header', 'source,destination,permanent\r\n', []],
  ])('%s', (_, text, rules) => {
    expect(parseRedirectCsv(text)).toEqual({ rules, problems: [] })
  })

  it.each<[string, string, CsvRule[], number]>([
    ['a quoted field with a line break', '"/bilar\n",/kop-bil\n/meista,/meista/yritys\n', [r(3, '/meista', '/meista/yritys')], 1],
    ['a quoted field with two CRLF line breaks', 'source,destination,permanent\r\n/bilar,/kop-bil,"\r\ntrue\r\n"\r\n/meista,/meista/yritys\r\n', [r(5, '/meista', '/meista/yritys')], 2],
    // A lone CR is not a line end in a file of LF or CRLF lines: the row does not end there.
    ['a lone CR in a file of LF lines', '/bilar,/kop-bil\n/meista\r/salj,/salj-bil\n/a,/b\n', [r(1, '/bilar', '/kop-bil'), r(3, '/a', '/b')], 2],
    ['a lone CR before a comma', '/bilar\r,/kop-bil\r\n/a,/b\r\n', [r(2, '/a', '/b')], 1],
  ])('%s is a row of its own line, refused', (_, text, rules, line) => {
    expect(parseRedirectCsv(text)).toEqual({ rules, problems: [{ line, message: LINE_BREAK_IN_FIELD }] })
  })

  it.each<[string, string, number]>([
    ['text after a closing quote', '/bilar,/kop-bil\n"/a"b,/c\n/d,/e\n', 2],
    ['a quote inside an unquoted field', '/bilar,/kop-bil\r\n/a,/b"c\r\n', 2],
  ])('%s: the file is not CSV, nothing is read', (_, text, line) => {
    const { rules, problems } = parseRedirectCsv(text)
    expect(rules).toEqual([])
    expect(problems).toHaveLength(1)
    expect(problems[0]!.line).toBe(line)
    expect(problems[0]!.message).toMatch(/quote/)
  })
})

describe('parseRedirectCsv: destinations off the site', () => {
  it('refuses a destination with a backslash, which browsers read as a slash', () => {
    const { rules, problems } = parseRedirectCsv('source,destination\n/kampanj,/\\evil.example\n/ok,/kop-bil\n')
    expect(rules.map((rule) => rule.source)).toEqual(['/ok'])
    expect(problems).toEqual([{ line: 2, message: 'Destination must not contain "\\"; write "/" in a path.' }])
  })
})

describe('parseRedirectCsv: permanent', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['1', true],
    ['yes', true],
    ['ja', true],
    ['Y', true],
    ['false', false],
    ['FALSE', false],
    ['0', false],
    ['no', false],
    ['No', false],
    ['nej', false],
    ['n', false],
  ])('%j → %s', (flag, permanent) => {
    expect(parseRedirectCsv(`/bilar,/kop-bil,${flag}\n`)).toEqual({ rules: [r(1, '/bilar', '/kop-bil', permanent)], problems: [] })
  })

  it.each(['kanske', '2', 'sant', 'permanent', 'truee', '-1'])('%j is a problem', (flag) => {
    expect(parseRedirectCsv(`/meista,/meista/yritys\n/bilar,/kop-bil,${flag}\n`)).toEqual({
      rules: [r(1, '/meista', '/meista/yritys')],
      problems: [{ line: 2, message: `Permanent must be true or false, not "${flag}".` }],
    })
  })
})

describe('parseRedirectCsv: problems', () => {
  const lines = [
    /*  1 */ 'source,destination,permanent',
    /*  2 */ '/bilar,/kop-bil,true',
    /*  3 */ 'bilar,/kop-bil,true',
    /*  4 */ '/meista',
    /*  5 */ '/a,/b,true,extra',
    /*  6 */ '"/bilar?vehicletype=PB',
    /*  7 */ '",/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil,true',
    /*  8 */ '/kampanj,//evil.example/kampanj,true',
    /*  9 */ '"/hitta-oss/{id}/x{location}',
    /* 10 */ '",/anlaggningar/{location},true',
    /* 11 */ '/kop-bil,/kop-bil/alla-bilar-i-lager,kanske',
    /* 12 */ '/salj,/salj bil',
    /* 13 */ '/hitta-oss/{id},/anlaggningar/{location}',
    /* 14 */ ',,',
    /* 15 */ '/used/{path*}/bilar,/buy-car/used-cars/{path*}',
    /* 16 */ '/hitta-oss/{id}/{id},/anlaggningar/{id}',
    /* 17 */ '/jobb,https://',
    /* 18 */ '/meista,/meista/yritys',
  ]
  const expectedRules = [r(2, '/bilar', '/kop-bil'), r(18, '/meista', '/meista/yritys')]
  const expectedProblems: CsvProblem[] = [
    { line: 3, message: 'Source must be a path starting with "/".' },
    { line: 4, message: 'Expected source, destination and optionally permanent.' },
    { line: 5, message: 'Expected at most 3 columns, found 4.' },
    { line: 6, message: LINE_BREAK_IN_FIELD },
    { line: 8, message: 'Destination must not start with "//"; write the full https:// address.' },
    { line: 9, message: LINE_BREAK_IN_FIELD },
    { line: 11, message: 'Permanent must be true or false, not "kanske".' },
    { line: 12, message: 'Destination must not contain spaces.' },
    { line: 13, message: 'Destination uses {location}, which the source does not capture.' },
    { line: 14, message: 'Source is empty.' },
    { line: 15, message: 'The wildcard {path*} must be the last segment of the source.' },
    { line: 16, message: 'Source uses {id} twice.' },
    { line: 17, message: 'Destination is not a valid address.' },
  ]

  it.each<[string, string]>([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('reports every bad row by its line (%s)', (_, eol) => {
    const { rules, problems } = parseRedirectCsv(`${lines.join(eol)}${eol}`)
    expect(problems).toEqual(expectedProblems)
    expect(rules).toEqual(expectedRules)
  })

  it.each<[string, string, CsvRule[], CsvProblem[]]>([
    [
      'an unclosed quote',
      '/bilar,/kop-bil\n/meista,"/meista/yritys\n/salj,/salj-bil\n',
      [],
      [{ line: 2, message: 'A quoted field is not closed.' }],
    ],
    [
      'an unclosed quote after a multi-line field',
      'source,destination,permanent\r\n"/bilar\r\n",/kop-bil\r\n/meista,/meista/yritys,"true\r\n',
      [],
      [{ line: 4, message: 'A quoted field is not closed.' }],
    ],
    ['an unclosed quote on the only line', '"/bilar,/kop-bil', [], [{ line: 1, message: 'A quoted field is not closed.' }]],
    [
      'a one-column row after a multi-line field',
      '/bilar,"/kop-bil\n\n\n",true\n/meista\n',
      [],
      [
        { line: 1, message: LINE_BREAK_IN_FIELD },
        { line: 5, message: 'Expected source, destination and optionally permanent.' },
      ],
    ],
    [
      'a header that is not the first line is a bad row',
      '/bilar,/kop-bil\nsource,destination,permanent\n',
      [r(1, '/bilar', '/kop-bil')],
      [{ line: 2, message: 'Source must be a path starting with "/".' }],
    ],
    [
      'a line break inside a quoted source is refused as such',
      '"/om\noss",/om-volvo\n/meista,/meista/yritys\n',
      [r(3, '/meista', '/meista/yritys')],
      [{ line: 1, message: LINE_BREAK_IN_FIELD }],
    ],
  ])('%s', (_, text, rules, problems) => {
    expect(parseRedirectCsv(text)).toEqual({ rules, problems })
  })
})

describe('formatRedirectCsv', () => {
  const table = [
    { source: '/bilar?vehicletype=PB', destination: PASSENGER_CARS, permanent: true },
    { source: '/used/{path*}', destination: '/buy-car/used-cars/{path*}', permanent: true },
    { source: '/hitta-oss/{id}/{location}', destination: '/anlaggningar/{location}', permanent: true },
    { source: '/foretag/transportbilar?region=1&siteid=22', destination: VANS, permanent: false },
    { source: '/kampanj', destination: '/kop-bil?car_brand=Volvo,Polestar&car_fuel=El', permanent: true },
    { source: '/sok?q="volvo"', destination: '/kop-bil?car_brand="Volvo"', permanent: false },
    { source: '/karriar', destination: 'https://karriar.example.se/jobb', permanent: true },
    { source: '/om-oss/kameraövervakning', destination: '/om-volvo/kameraovervakning', permanent: true },
  ]

  it('writes a header and quotes what needs quoting', () => {
    expect(
      formatRedirectCsv([
        { source: '/bilar', destination: '/kop-bil', permanent: true },
        { source: '/kampanj', destination: '/kop-bil?car_brand=Volvo,Polestar', permanent: false },
        { source: '/sok?q="volvo"', destination: '/kop-bil', permanent: true },
      ]),
    ).toBe(
      'source,destination,permanent\r\n/bilar,/kop-bil,true\r\n/kampanj,"/kop-bil?car_brand=Volvo,Polestar",false\r\n"/sok?q=""volvo""",/kop-bil,true\r\n',
    )
    expect(CSV_HEADER.join(',')).toBe('source,destination,permanent')
  })

  it('writes an empty table as a header only', () => {
    expect(formatRedirectCsv([])).toBe('source,destination,permanent\r\n')
    expect(parseRedirectCsv(formatRedirectCsv([]))).toEqual({ rules: [], problems: [] })
  })

  it.each<[string, typeof table]>([
    ['a dealer table', table],
    ['a single rule with a comma', [table[4]!]],
    ['repeated query parameters', [table[3]!, { ...table[3]!, source: '/foretag/lastbilar', permanent: true }]],
  ])('reads back the same rules: %s', (_, rules) => {
    const { rules: parsed, problems } = parseRedirectCsv(formatRedirectCsv(rules))
    expect(problems).toEqual([])
    expect(parsed.map(({ source, destination, permanent }) => ({ source, destination, permanent }))).toEqual(rules)
    expect(parsed.map(({ line }) => line)).toEqual(rules.map((_, index) => index + 2))
  })
})
