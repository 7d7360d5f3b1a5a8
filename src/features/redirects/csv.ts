import { ruleProblem } from './pattern'

/** One row of an imported file: a rule in file order, with the line it came from. */
export type CsvRule = { line: number; source: string; destination: string; permanent: boolean }
export type CsvProblem = { line: number; message: string }

export const CSV_HEADER = ['source', 'destination', 'permanent'] as const
/** Files above this many rules are refused (the benchmark's 100,000 fit). */
export const MAX_CSV_RULES = 200_000

const TRUE = new Set(['true', '1', 'yes', 'ja', 'y'])
const FALSE = new Set(['false', '0', 'no', 'nej', 'n'])

/**
 * Reads a redirect table in CSV (RFC 4180: comma-separated, fields with commas, quotes or line breaks in
 * double quotes): source, destination, permanent (optional, true when empty). A header line naming the
 * columns is optional. Every bad row is reported by its line number; the caller imports nothing while any
 * problem is reported.
 */
export function parseRedirectCsv(text: string): { rules: CsvRule[]; problems: CsvProblem[] } {
  const rules: CsvRule[] = []
  const problems: CsvProblem[] = []
  const records = readRecords(text.replace(/^\uFEFF/, ''), problems)
  let first = true
  for (const { line, fields } of records) {
    if (fields.length === 1 && fields[0]!.trim() === '') continue
    const isFirst = first
    first = false
    if (isFirst && fields[0]?.trim().toLowerCase() === 'source') continue
    if (fields.length < 2) {
      problems.push({ line, message: 'Expected source, destination and optionally permanent.' })
      continue
    }
    if (fields.length > 3) {
      problems.push({ line, message: `Expected at most 3 columns, found ${fields.length}.` })
      continue
    }
    const [source, destination, permanentText = ''] = fields.map((field) => field.trim()) as [string, string, string?]
    const problem = ruleProblem(source, destination)
    if (problem) {
      problems.push({ line, message: problem })
      continue
    }
    const flag = permanentText.toLowerCase()
    if (flag !== '' && !TRUE.has(flag) && !FALSE.has(flag)) {
      problems.push({ line, message: `Permanent must be true or false, not "${permanentText}".` })
      continue
    }
    rules.push({ line, source, destination, permanent: flag === '' || TRUE.has(flag) })
  }
  if (rules.length > MAX_CSV_RULES) problems.push({ line: rules.at(-1)!.line, message: `A file may hold at most ${MAX_CSV_RULES} rules.` })
  return { rules, problems }
}

/** Splits CSV text into records, noting where each starts; an unclosed quote is a problem of its line. */
function readRecords(text: string, problems: CsvProblem[]): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index += 2
          continue
        }
        quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      index++
      continue
    }
    if (char === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      fields.push(field)
      records.push({ line: recordLine, fields })
      fields = []
      field = ''
      if (char === '\r' && text[index + 1] === '\n') index++
      line++
      recordLine = line
    } else {
      field += char
    }
    index++
  }
  if (quoted) problems.push({ line: recordLine, message: 'A quoted field is not closed.' })
  else if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  return records
}

const quote = (value: string) => (/[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value)

/** Writes a table as CSV with a header line, in matching order, readable by parseRedirectCsv. */
export function formatRedirectCsv(rules: readonly { source: string; destination: string; permanent: boolean }[]): string {
  const lines = [CSV_HEADER.join(',')]
  for (const rule of rules) lines.push([quote(rule.source), quote(rule.destination), rule.permanent ? 'true' : 'false'].join(','))
  return `${lines.join('\r\n')}\r\n`
}
