/**
 * The form provider's stored submissions (spec 3 §7: `POST /api/jotform` reads the latest one). Answers are
 * what a visitor typed: personal data, never logged or sent on as they are.
 */

/** One answer as the provider gives it, keyed by question id in a submission's `answers`. */
export type JotformAnswer = {
  /** The field's name in the form, e.g. "email". */
  name?: string
  /** The field's type, e.g. "control_email". */
  type?: string
  /** The question's text. */
  text?: string
  /** The visitor's answer; absent for headings and buttons. */
  answer?: unknown
}

export type JotformAnswers = Record<string, JotformAnswer>

export interface JotformSubmissions {
  /** The answers of the form's latest submission; empty when the form has none. */
  latestAnswers(formId: string): Promise<JotformAnswers>
}

/** The provider failed, answered something unreadable, or did not answer in time. */
export class JotformUnavailableError extends Error {
  override name = 'JotformUnavailableError'
  constructor(
    message: string,
    readonly reason: 'timeout' | 'unreachable' | 'status' | 'unreadable',
  ) {
    super(message)
  }
}
