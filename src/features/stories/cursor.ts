/**
 * The stories list pages by cursor (spec 1 §7, query 6): the cursor is the position of the last story shown —
 * its date and id — so the next page starts right after it even when stories are published in between.
 */
export type StoryCursor = { date: string; id: number }

export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not one this list gave out.')
    this.name = 'InvalidCursorError'
  }
}

export function encodeCursor(cursor: StoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id]), 'utf8').toString('base64url')
}

export function decodeCursor(value: string): StoryCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && !Number.isNaN(Date.parse(parsed[0])) && Number.isInteger(parsed[1])) {
      return { date: new Date(parsed[0]).toISOString(), id: parsed[1] as number }
    }
  } catch {
    // fall through
  }
  throw new InvalidCursorError()
}
