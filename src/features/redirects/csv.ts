import { CsvError, parse, type Options } from 'csv-parse/sync'

import { ruleProblem } from './pattern'

/** One row of an imported file: a rule in file order, with the line it came from. */
export type CsvRule = { line: number; source: string; destination: string; permanent: boolean }
export type CsvProblem = { line: number; message: string }

export const CSV_HEADER = ['source', 'destination', 'permanent'] as const
/** Files above this many rules are refused (the benchmark's 100,000 fit). */
export const MAX_CSV_RULES = 200_000

const TRUE = new Set(['true', '1', 'yes', 'ja', 'y'])
const FALSE = new Set(['false', '0', 'no', 'nej', 'n'])

/** What a file that is not CSV is told, by the parser's code. */
const SYNTAX_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted field is not closed.',
  CSV_INVALID_CLOSING_QUOTE: 'A quoted field goes on after its closing quote: put the whole field in quotes, and write a quote inside it as "".',
  INVALID_OPENING_QUOTE: 'A quote inside a field that does not start with one: put the whole field in quotes, and write a quote inside it as "".',
  CSV_INVALID_OPENING_QUOTE: 'A quote inside a field that does not start with one: put the whole field in quotes, and write a quote inside it as "".',
}

/** Spaces and tabs around a value are not part of it (a line break or CR is, and is refused as such). */
const trimmed = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, '')

/**
 * Reads a redirect table in CSV (RFC 4180, read strictly by csv-parse: comma-separated, lines ending in LF or
 * CRLF — or CR in a file with no LF at all —, fields with commas, quotes or line breaks in double quotes, a
 * quote inside such a field doubled): source, destination, permanent (optional, true when empty). A header
 * line naming the columns is optional. Every bad row is reported by its line number; a file that is not CSV
 * is reported at the line where reading stopped. The caller imports nothing while any problem is reported.
 */
export function parseRedirectCsv(text: string): { rules: CsvRule[]; problems: CsvProblem[] } {
  const rules: CsvRule[] = []
  const problems: CsvProblem[] = []
  const bytes = Buffer.from(text.replace(/^\uFEFF/, ''), 'utf8')
  // A file of old Mac line ends (CR only) is read as such; anywhere else a lone CR is a character of its field.
  const lineBreak = bytes.includes(0x0a) || !bytes.includes(0x0d) ? 0x0a : 0x0d
  // Where each record read so far ends: the next one (and a record that cannot be read) starts there.
  let readUpTo = 0
  let records: { record: string[]; info: { bytes: number } }[]
  try {
    const options: Options = {
      info: true,
      relax_column_count: true,
      record_delimiter: lineBreak === 0x0a ? ['\r\n', '\n'] : ['\r'],
      on_record: (record: string[], context: { bytes: number }) => {
        readUpTo = context.bytes
        return record
      },
    }
    records = parse(bytes, options) as unknown as typeof records
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = 1 + countBreaks(bytes, lineBreak, 0, readUpTo)
    return { rules, problems: [{ line, message: SYNTAX_PROBLEMS[error.code] ?? `The file cannot be read as CSV: ${error.message}` }] }
  }
  let first = true
  let start = 0
  let nextLine = 1
  for (const { record, info } of records) {
    // A record starts where the one before it ended: on the line after the line breaks before it.
    const line = nextLine
    nextLine += countBreaks(bytes, lineBreak, start, info.bytes)
    start = info.bytes
    const fields = record.map(trimmed)
    if (fields.length === 1 && fields[0] === '') continue
    const isFirst = first
    first = false
    if (isFirst && fields[0]?.toLowerCase() === 'source') continue
    const rule = readRule(fields, line)
    if ('message' in rule) problems.push(rule)
    else rules.push(rule)
  }
  if (rules.length > MAX_CSV_RULES) problems.push({ line: rules.at(-1)!.line, message: `A file may hold at most ${MAX_CSV_RULES} rules.` })
  return { rules, problems }
}

function countBreaks(bytes: Buffer, lineBreak: number, from: number, to: number): number {
  let count = 0
  for (let offset = bytes.indexOf(lineBreak, from); offset !== -1 && offset < to; offset = bytes.indexOf(lineBreak, offset + 1)) count++
  return count
}

export const LINE_BREAK_IN_FIELD = 'A field holds a line break or a carriage return (CR): a rule is one line of up to three fields.'

/** One record as a rule, or what is wrong with it. */
function readRule(fields: string[], line: number): CsvRule | CsvProblem {
  if (fields.length < 2) return { line, message: 'Expected source, destination and optionally permanent.' }
  if (fields.length > 3) return { line, message: `Expected at most 3 columns, found ${fields.length}.` }
  if (fields.some((field) => /[\r\n]/.test(field))) return { line, message: LINE_BREAK_IN_FIELD }
  const [source, destination, permanentText = ''] = fields as [string, string, string?]
  const problem = ruleProblem(source, destination)
  if (problem) return { line, message: problem }
  const flag = permanentText.toLowerCase()
  if (flag !== '' && !TRUE.has(flag) && !FALSE.has(flag)) return { line, message: `Permanent must be true or false, not "${permanentText}".` }
  return { line, source, destination, permanent: flag === '' || TRUE.has(flag) }
}

const quote = (value: string) => (/[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value)

/** Writes a table as CSV with a header line, in matching order, readable by parseRedirectCsv. */
export function formatRedirectCsv(rules: readonly { source: string; destination: string; permanent: boolean }[]): string {
  const lines = [CSV_HEADER.join(',')]
  for (const rule of rules) lines.push([quote(rule.source), quote(rule.destination), rule.permanent ? 'true' : 'false'].join(','))
  return `${lines.join('\r\n')}\r\n`
}
