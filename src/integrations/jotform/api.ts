import { z } from 'zod'

import { JotformUnavailableError, type JotformAnswers, type JotformSubmissions } from '@/features/form-embeds/ports'

/** How long the provider has to answer before the call gives up. */
export const JOTFORM_TIMEOUT_MS = 5000

const answer = z.looseObject({ name: z.string().optional(), type: z.string().optional(), text: z.string().optional(), answer: z.unknown().optional() })
const submissionsAnswer = z.looseObject({
  content: z.array(
    z.looseObject({
      // The provider writes an empty answer set as [] rather than {}.
      answers: z.union([z.record(z.string(), answer), z.array(z.unknown()).transform((): JotformAnswers => ({}))]).optional(),
    }),
  ),
})

type Options = { apiUrl: string; apiKey: string; timeoutMs?: number; fetch?: typeof fetch }

/** The provider's REST API: a form's submissions, newest first, with the key as the `apiKey` query parameter. */
export class JotformApi implements JotformSubmissions {
  constructor(private readonly options: Options) {}

  async latestAnswers(formId: string): Promise<JotformAnswers> {
    const { apiUrl, apiKey, timeoutMs = JOTFORM_TIMEOUT_MS, fetch: send = fetch } = this.options
    const url = new URL(`${apiUrl.replace(/\/+$/, '')}/form/${encodeURIComponent(formId)}/submissions`)
    url.searchParams.set('limit', '1')
    url.searchParams.set('orderby', 'created_at')
    url.searchParams.set('apiKey', apiKey)
    const signal = AbortSignal.timeout(timeoutMs)
    const timedOut = () => new JotformUnavailableError(`The form provider did not answer within ${timeoutMs / 1000} s.`, 'timeout')
    let response: Response
    try {
      response = await send(url, { headers: { accept: 'application/json' }, signal })
    } catch {
      // The address carries the key: it is never part of an error.
      throw signal.aborted ? timedOut() : new JotformUnavailableError('The form provider could not be reached.', 'unreachable')
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new JotformUnavailableError(`The form provider answered ${response.status}.`, 'status')
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw signal.aborted ? timedOut() : new JotformUnavailableError('The form provider’s answer is not JSON.', 'unreadable')
    }
    const parsed = submissionsAnswer.safeParse(body)
    if (!parsed.success) throw new JotformUnavailableError('The form provider’s answer has no submission list.', 'unreadable')
    return parsed.data.content[0]?.answers ?? {}
  }
}
