/**
 * The stock as a feed file: NDJSON (one car a line), a JSON array, or CSV with a header row of the Car
 * fields in schema order (RFC 4180: CRLF rows, fields with quotes, commas or line breaks quoted).
 */

import { CAR_FIELDS, type Car } from '../../../src/features/stock/car'

export const FEED_FORMATS = ['ndjson', 'json', 'csv'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

const CSV_ROW_END = '\r\n'
const NEEDS_QUOTES = /[",\r\n]/

/** One CSV cell: scalars as they are, booleans as true/false, null as empty, objects and lists as JSON. */
export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value)
  else text = JSON.stringify(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvHeader(): string {
  return CAR_FIELDS.map(csvCell).join(',') + CSV_ROW_END
}

export function csvRow(car: Car): string {
  return CAR_FIELDS.map((field) => csvCell(car[field])).join(',') + CSV_ROW_END
}

/** The feed's text in pieces: what comes before the first car, each car, and what closes the file. */
export function feedWriter(format: FeedFormat): { start: string; car: (car: Car, index: number) => string; end: (count: number) => string } {
  switch (format) {
    case 'ndjson':
      return { start: '', car: (car) => `${JSON.stringify(car)}\n`, end: () => '' }
    case 'json':
      return { start: '[', car: (car, index) => `${index === 0 ? '\n' : ',\n'}${JSON.stringify(car)}`, end: (count) => (count === 0 ? ']\n' : '\n]\n') }
    case 'csv':
      return { start: csvHeader(), car: (car) => csvRow(car), end: () => '' }
  }
}

/** Parses one CSV record set (RFC 4180) into rows of cells; for reading a written feed back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i)
    if (quoted) {
      if (char === '"') {
        if (text.charAt(i + 1) === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}
