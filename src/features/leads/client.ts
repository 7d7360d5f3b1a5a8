import type { ConsentShown, FieldErrors, FormName } from './form-rules'
import { HONEYPOT_FIELD } from './form-rules'

/** Contact retries and delay (spec 2 §7, §9): up to 3 attempts, 1 s apart. */
export const SUBMIT_ATTEMPTS = 3
export const SUBMIT_RETRY_DELAY_MS = 1000
/** Form reset 3 s after submit (spec 3 §9). */
export const FORM_RESET_MS = 3000

export const COMHUB_PATH = '/api/forms/comhub'

export type LeadPost = {
  formName: FormName
  /** Created once per filled-in form (newSubmissionId) and sent with every retry: the server keeps one lead. */
  formSubmissionId: string
  values: Record<string, unknown>
  consents?: ConsentShown[]
  locale?: string
  /** The honeypot input's value: empty for people. */
  honeypot?: string
}

export type SubmitOutcome =
  | { kind: 'accepted' }
  /** The server refused the form (400/413/422/429): retrying the same body cannot help. */
  | { kind: 'rejected'; status: number; fields: FieldErrors; message: string }
  /** No answer, or the server failed every attempt. */
  | { kind: 'failed' }

export function newSubmissionId(): string {
  return crypto.randomUUID()
}

type Options = { fetch?: typeof fetch; attempts?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> }

/**
 * Sends a lead to `POST /api/forms/comhub`: 202 is success. A network failure or a server error is tried again,
 * up to SUBMIT_ATTEMPTS in all, SUBMIT_RETRY_DELAY_MS apart, with the same submission id.
 */
export async function submitLead(post: LeadPost, options: Options = {}): Promise<SubmitOutcome> {
  const { fetch: send = fetch, attempts = SUBMIT_ATTEMPTS, delayMs = SUBMIT_RETRY_DELAY_MS, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options
  const { honeypot, ...rest } = post
  const body = JSON.stringify({ ...rest, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) })
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await send(COMHUB_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      if (response.status === 202) return { kind: 'accepted' }
      if (response.status >= 400 && response.status < 500 && response.status !== 408) {
        const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: FieldErrors }
        return { kind: 'rejected', status: response.status, fields: answer.fields ?? {}, message: answer.message ?? '' }
      }
    } catch {
      // No answer: try again.
    }
    if (attempt < attempts) await sleep(delayMs)
  }
  return { kind: 'failed' }
}
