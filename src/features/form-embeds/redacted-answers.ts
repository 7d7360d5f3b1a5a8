import type { JotformAnswers } from './ports'

/** What the log keeps of an answer in place of its value. */
export const REDACTED = '[redacted]'

function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.values(value).some(isAnswered)
  return true
}

/** The answered fields of a submission, by name and type only: the values are personal data. */
export function redactedAnswers(answers: JotformAnswers) {
  const fields = Object.entries(answers)
    .filter(([, field]) => isAnswered(field.answer))
    .map(([id, field]) => ({ id, name: field.name ?? null, type: field.type ?? null, value: REDACTED }))
  return { count: fields.length, fields }
}
