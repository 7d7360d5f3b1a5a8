import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { carsToCsv, carsToNdjson, testCar, testCars } from '../../../tests/helpers/stock-cars'
import { CAR_FIELDS } from './car'
import { formatFromFileName, MAX_REPORTED_PROBLEMS, parseFeed, type FeedInput } from './feed'

const cars = testCars(3)

/** The text as a byte stream cut into small pieces, so values and lines span chunks. */
function bytes(text: string, size = 7): ReadableStream<Uint8Array> {
  const encoded = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= encoded.length) return controller.close()
      controller.enqueue(encoded.slice(at, at + size))
      at += size
    },
  })
}

const problemsOf = async (input: FeedInput, format?: 'json' | 'ndjson' | 'csv') => {
  const feed = await parseFeed(input, { format })
  return feed.problems.map(({ position, carId, field, message }) => ({ position, carId, field, message }))
}

describe('reading a feed', () => {
  it('reads JSON as an array or as { cars: [...] }', async () => {
    expect((await parseFeed(JSON.stringify(cars))).cars).toEqual(cars)
    const wrapped = await parseFeed(JSON.stringify({ generated: '2026-11-22', count: 3, cars, source: { system: 'dms' } }, null, 2))
    expect(wrapped).toMatchObject({ format: 'json', rows: 3, problemCount: 0 })
    expect(wrapped.cars).toEqual(cars)
    expect((await parseFeed('[]')).cars).toEqual([])
  })

  it('reads NDJSON line by line, skipping blank lines', async () => {
    const feed = await parseFeed(`\n${carsToNdjson(cars).replace('\n', '\r\n\n  \n')}`)
    expect(feed).toMatchObject({ format: 'ndjson', rows: 3, problemCount: 0 })
    expect(feed.cars).toEqual(cars)
  })

  it('reads CSV with plain cells converted by the field type and lists as JSON cells', async () => {
    const feed = await parseFeed(carsToCsv(cars))
    expect(feed).toMatchObject({ format: 'csv', rows: 3, problemCount: 0 })
    expect(feed.cars).toEqual(cars)
    expect(feed.cars[0]!.car_price).toBeTypeOf('number')
    expect(feed.cars[0]!.car_is_used).toBe(true)
    expect(feed.cars[0]!.car_trim_package).toBeNull()
    expect(feed.cars[1]!.car_fuel_consumption).toBeNull()
    expect(feed.cars[1]!.car_campaign_price_text).toBe('')
  })

  it('reads CSV columns in any order, quoted cells with commas, quotes and line breaks', async () => {
    const fields = [...CAR_FIELDS].reverse()
    const car = testCar(7, { car_description: 'Rad ett, "citat"\r\nrad två\nrad tre' })
    const feed = await parseFeed(carsToCsv([car, testCar(8)], fields))
    expect(feed.problems).toEqual([])
    expect(feed.cars).toEqual([car, testCar(8)])
  })

  it('gives the same cars from a stream cut anywhere, in every format', async () => {
    for (const text of [JSON.stringify(cars), JSON.stringify({ cars }), carsToNdjson(cars), carsToCsv(cars)]) {
      for (const size of [1, 7, 4096]) expect((await parseFeed(bytes(text, size))).cars).toEqual(cars)
    }
    const file = Readable.from([Buffer.from(carsToNdjson(cars))])
    expect((await parseFeed(file)).cars).toEqual(cars)
  })

  it('sniffs the format, unless it is given', async () => {
    expect((await parseFeed(carsToNdjson(cars.slice(0, 1)))).format).toBe('ndjson')
    expect((await parseFeed(`  ${JSON.stringify({ cars: cars.slice(0, 1) })}`)).format).toBe('json')
    expect((await parseFeed(`{\n  "cars": []\n}`)).format).toBe('json')
    expect((await parseFeed(carsToCsv([]))).format).toBe('csv')
    const forced = await parseFeed(carsToNdjson(cars), { format: 'json' })
    expect(forced.format).toBe('json')
    expect(forced.problemCount).toBeGreaterThan(0)
  })

  it('takes the format from a file name', () => {
    expect(formatFromFileName('stock-se.json')).toBe('json')
    expect(formatFromFileName('/feeds/stock.NDJSON')).toBe('ndjson')
    expect(formatFromFileName('stock.jsonl')).toBe('ndjson')
    expect(formatFromFileName('stock.csv')).toBe('csv')
    expect(formatFromFileName('stock.txt')).toBeUndefined()
  })
})

describe('problems in a feed', () => {
  it('reports each bad field with the car position, car id and dotted field path', async () => {
    const feed = [
      testCar(0),
      testCar(1, { car_price: '189000' }),
      testCar(2, { car_loan_option: { ...testCar(0).car_loan_option!, contract_durations: [{ months: 0, residual_percentage: 50, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 }] } }),
      testCar(3, { car_colour: 'Blå', car_year: undefined }),
    ]
    expect(await problemsOf(JSON.stringify(feed))).toEqual([
      { position: 2, carId: '1000001', field: 'car_price', message: 'expected number, received string' },
      { position: 3, carId: '1000002', field: 'car_loan_option.contract_durations.0.months', message: expect.stringContaining('>=1') },
      { position: 4, carId: '1000003', field: 'car_year', message: 'missing (expected number)' },
      { position: 4, carId: '1000003', field: 'car_colour', message: 'not a car field' },
    ])
    const parsed = await parseFeed(JSON.stringify(feed))
    expect(parsed).toMatchObject({ rows: 4, problemCount: 4, cars: [] })
  })

  it('drops the price insight a search hit carries, and still reports a bad field beside it', async () => {
    const hit = (n: number, extra: Record<string, unknown> = {}) => ({ ...testCar(n), car_price_rating: 'good', car_price_insight: { rating: null, reason: 'too-few' }, ...extra })
    const parsed = await parseFeed(JSON.stringify([hit(0), hit(1)]))
    expect(parsed).toMatchObject({ rows: 2, problemCount: 0 })
    expect(parsed.cars.map((car) => ['car_price_rating', 'car_price_insight'].filter((field) => field in car))).toEqual([[], []])
    expect(await problemsOf(JSON.stringify([hit(0), hit(1, { car_price: 'cheap' })]))).toEqual([
      { position: 2, carId: '1000001', field: 'car_price', message: 'expected number, received string' },
    ])
  })

  it('counts NDJSON positions as lines, blank lines included', async () => {
    const text = `${JSON.stringify(testCar(0))}\n\n{"car_id": "1000009", broken\n${JSON.stringify(testCar(2, { car_odometer_unit: 'miles' }))}\n[1]\n`
    expect(await problemsOf(text)).toEqual([
      { position: 3, carId: undefined, field: '', message: expect.stringMatching(/^not valid JSON/) },
      { position: 4, carId: '1000002', field: 'car_odometer_unit', message: expect.stringContaining('"km"') },
      { position: 5, carId: undefined, field: '', message: 'expected a car (an object of car fields)' },
    ])
  })

  it('counts CSV positions as the line a row starts on, and reports cells that are not of their type', async () => {
    const good = testCar(0, { car_description: 'två\nrader' })
    const csv = carsToCsv([good, testCar(1), testCar(2)]).split('\r\n')
    const header = csv[0]!.split(',')
    const row = (index: number, field: string, cell: string) => {
      const cells = splitCsvLine(csv[index]!)
      cells[header.indexOf(field)] = cell
      csv[index] = cells.join(',')
    }
    row(2, 'car_price', 'gratis')
    row(2, 'car_is_used', 'ja')
    row(3, 'car_images', `"[{""original"": ""/a.jpg"""`)
    row(3, 'car_year', '')
    expect(await problemsOf(csv.join('\r\n'))).toEqual([
      { position: 4, carId: '1000001', field: 'car_is_used', message: 'expected true or false' },
      { position: 4, carId: '1000001', field: 'car_price', message: 'expected number' },
      { position: 5, carId: '1000002', field: 'car_year', message: 'missing (expected number)' },
      { position: 5, carId: '1000002', field: 'car_images', message: 'expected JSON' },
    ].sort((a, b) => a.position - b.position || header.indexOf(a.field) - header.indexOf(b.field)))
  })

  it('reports a CSV header that does not name the car fields once, and reads no rows', async () => {
    const fields = [...CAR_FIELDS.filter((field) => field !== 'car_price'), 'car_colour']
    const feed = await parseFeed(carsToCsv(cars, fields))
    expect(feed.problems).toEqual([
      { position: 1, field: 'car_colour', message: 'the header names a column that is not a car field' },
      { position: 1, field: 'car_price', message: 'the header has no column for this car field' },
    ])
    expect(feed.rows).toBe(0)
  })

  it('reports CSV rows with the wrong number of cells or broken quoting', async () => {
    const lines = carsToCsv(cars).split('\r\n')
    lines[1] = `${lines[1]},extra`
    lines[2] = lines[2]!.replace(/^1000001,/, '1000001,x"y",')
    const problems = await problemsOf(lines.join('\n'))
    expect(problems).toEqual([
      { position: 2, carId: undefined, field: '', message: `expected ${CAR_FIELDS.length} cells like the header, found ${CAR_FIELDS.length + 1}` },
      { position: 3, carId: undefined, field: '', message: 'a quote inside a cell that is not in quotes' },
    ])
    expect(await problemsOf(`${carsToCsv([])}"1000001,unterminated`)).toEqual([{ position: 2, carId: undefined, field: '', message: 'the feed ends inside a quoted cell' }])
  })

  it('reports a car_id seen before as a problem of the later car', async () => {
    const feed = await parseFeed(carsToNdjson([testCar(0), testCar(1), testCar(0, { car_price: 1 })]))
    expect(feed.problems).toEqual([{ position: 3, carId: '1000000', field: 'car_id', message: 'the same car as row 1' }])
    expect(feed.cars).toEqual([])
  })

  it('reports JSON that is not a list of cars', async () => {
    expect(await problemsOf('{"cars": 5}')).toEqual([{ position: 1, carId: undefined, field: '', message: '"cars" must be an array of cars' }])
    expect(await problemsOf('{"stock": []}', 'json')).toEqual([{ position: 1, carId: undefined, field: '', message: 'the JSON object has no "cars" array' }])
    expect(await problemsOf(`[${JSON.stringify(testCar(0))} ${JSON.stringify(testCar(1))}]`)).toEqual([
      { position: 2, carId: undefined, field: '', message: 'expected a comma after car 1' },
    ])
    expect(await problemsOf(`[${JSON.stringify(testCar(0))},]`)).toEqual([{ position: 2, carId: undefined, field: '', message: 'expected a car after the comma after car 1' }])
    expect(await problemsOf(`[${JSON.stringify(testCar(0))}, {"car_id": "1000001", "car_price": }]`)).toEqual([
      { position: 2, carId: undefined, field: '', message: expect.stringMatching(/^not valid JSON/) },
    ])
    expect(await problemsOf(`[${JSON.stringify(testCar(0))}, {"car_id": "10`)).toEqual([{ position: 2, carId: undefined, field: '', message: 'the JSON ends inside car 2' }])
    expect(await problemsOf(`[] []`)).toEqual([{ position: 1, carId: undefined, field: '', message: 'unexpected text after the end of the JSON' }])
    expect(await problemsOf(`[1, "x", null]`)).toHaveLength(3)
    expect(await problemsOf('', 'json')).toEqual([{ position: 1, carId: undefined, field: '', message: 'the feed is empty: expected a JSON array of cars' }])
  })

  it('lists the first 1,000 problems and counts them all', async () => {
    const bad = Array.from({ length: 1_500 }, (_, n) => testCar(n, { car_price: -1 }))
    const feed = await parseFeed(carsToNdjson(bad))
    expect(feed.problemCount).toBe(1_500)
    expect(feed.problems).toHaveLength(MAX_REPORTED_PROBLEMS)
    expect(feed.problems.at(-1)).toMatchObject({ position: 1_000, field: 'car_price' })
  })

  it('stops reading a feed with more cars than allowed, or a car too long to be one', async () => {
    const many = await parseFeed(carsToNdjson(testCars(5)), { maxCars: 3 })
    expect(many.problems).toEqual([{ position: 4, field: '', message: 'a feed holds at most 3 cars; split it or check for a runaway export' }])
    expect(many.rows).toBe(4)
    expect(many.cars).toEqual([])

    const long = `${JSON.stringify(testCar(0))}\n${'x'.repeat(20_000)}`
    expect((await parseFeed(long, { maxCarChars: 10_000 })).problems).toEqual([{ position: 2, field: '', message: 'the line is longer than 10,000 characters' }])
    expect((await parseFeed(bytes(long, 1_000), { maxCarChars: 10_000 })).problems).toEqual([
      { position: 2, field: '', message: 'the line is longer than 10,000 characters' },
    ])
    expect((await parseFeed(`[${JSON.stringify(testCar(0, { car_description: 'x'.repeat(20_000) }))}]`, { maxCarChars: 10_000 })).problems).toEqual([
      { position: 1, field: '', message: 'car 1 is longer than 10,000 characters' },
    ])
    expect((await parseFeed(bytes(`[${JSON.stringify(testCar(0, { car_description: 'x'.repeat(20_000) }))}]`, 1_000), { maxCarChars: 10_000 })).problems).toEqual([
      { position: 1, field: '', message: 'car 1 is longer than 10,000 characters' },
    ])
    expect((await parseFeed(bytes(carsToCsv([testCar(0, { car_description: 'x'.repeat(20_000) })]), 1_000), { maxCarChars: 10_000 })).problems).toEqual([
      { position: 2, field: '', message: 'the row is longer than 10,000 characters' },
    ])
  })

  it('stops reading the source when it gives up early', async () => {
    let cancelled = false
    const encoded = new TextEncoder().encode(carsToNdjson(testCars(10)))
    let at = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoded.slice(at, at + 500))
        at = (at + 500) % encoded.length
      },
      cancel() {
        cancelled = true
      },
    })
    const feed = await parseFeed(stream, { maxCars: 20 })
    expect(feed.problems.at(-1)!.message).toContain('at most 20 cars')
    expect(cancelled).toBe(true)
  })
})

/** One CSV line's cells, quotes kept (enough for lines without line breaks in cells). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (const char of line) {
    if (char === '"') quoted = !quoted
    if (char === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells
}
