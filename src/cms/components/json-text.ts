/** A JSON field's value as the text an editor reads and edits: indented by two spaces; empty for none. */
export function jsonText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return JSON.stringify(value, null, 2)
}

/** The value of a JSON field's text: null when empty, or what is wrong with it, with the line. */
export function readJsonText(text: string): { value: unknown } | { error: string } {
  if (text.trim() === '') return { value: null }
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(message)
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : null
    return { error: `This is not valid JSON${line ? ` (line ${line})` : ''}: ${message}` }
  }
}
