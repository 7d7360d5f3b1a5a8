/**
 * Jotform's iframe embed as the browser sees it (spec 3 §2.6): the form's address, the messages its frame
 * posts to the page, and the report of a finished submission to `POST /api/jotform`.
 */

/** The only origin whose messages the block believes. */
export const JOTFORM_ORIGIN = 'https://form.jotform.com'
export const JOTFORM_PATH = '/api/jotform'
/** The frame's height until the form reports its own. */
export const JOTFORM_DEFAULT_HEIGHT_PX = 640
const MIN_HEIGHT_PX = 200
const MAX_HEIGHT_PX = 10_000

/** `isIframeEmbed=1` makes the form post its height and its submission to the page, as Jotform's own embed code does. */
export function jotformFormUrl(formId: string): string {
  return `${JOTFORM_ORIGIN}/${encodeURIComponent(formId)}?isIframeEmbed=1`
}

export type JotformMessage = { kind: 'submitted' } | { kind: 'height'; pixels: number }

/**
 * What a window message from the form says: a finished submission (`{ action: 'submission-completed', formID }`)
 * or its height (`setHeight:{px}:{formId}`). Anything from another origin or about another form is null.
 */
export function readJotformMessage(message: { origin: string; data: unknown }, formId: string): JotformMessage | null {
  if (message.origin !== JOTFORM_ORIGIN) return null
  const { data } = message
  if (typeof data === 'object' && data !== null) {
    const { action, formID } = data as { action?: unknown; formID?: unknown }
    if (action !== 'submission-completed') return null
    return formID === undefined || String(formID) === formId ? { kind: 'submitted' } : null
  }
  if (typeof data === 'string') {
    const [action, value, id] = data.split(':')
    if (action !== 'setHeight' || (id !== undefined && id !== formId)) return null
    const pixels = Number(value)
    return Number.isFinite(pixels) && pixels > 0 ? { kind: 'height', pixels: Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, Math.round(pixels))) } : null
  }
  return null
}

/** Tells the server a form was sent, so it reads and logs the submission. A failure is logged only (spec 3 §8). */
export async function reportJotformSubmission(formId: string, send: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await send(JOTFORM_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formId }) })
    if (response.ok) return true
    console.error(`The form submission could not be reported: ${JOTFORM_PATH} answered ${response.status}.`)
  } catch (error) {
    console.error('The form submission could not be reported.', error)
  }
  return false
}
