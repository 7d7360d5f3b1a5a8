import {
  FinanceUnavailableError,
  type CfdRequest,
  type CfdResponse,
  type DefaultRequest,
  type DefaultResponse,
  type FinanceQuotes,
  type LegalResponse,
} from '@/features/finance/uk/ports'

/** A quoting service that has not answered in this time is given up on: the box shows its apology. */
export const FINANCE_PROVIDER_TIMEOUT_MS = 8_000

type Options = { apiUrl: string; apiKey?: string; timeoutMs?: number; fetch?: typeof fetch }

/**
 * A motor-finance quoting service that speaks the calls of spec 2 §7 itself (FORECOURT_FINANCE_API_URL):
 * `POST {url}/default`, `POST {url}/cfd`, `GET {url}/legal?quoteRef=`, with the key as `x-api-key`. Its
 * quotes, references and terms are its own.
 */
export class FinanceProviderApi implements FinanceQuotes {
  constructor(private readonly options: Options) {}

  private async call<T>(path: string, body?: unknown): Promise<T | null> {
    const { apiUrl, apiKey, timeoutMs = FINANCE_PROVIDER_TIMEOUT_MS, fetch: send = fetch } = this.options
    const signal = AbortSignal.timeout(timeoutMs)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (apiKey) headers['x-api-key'] = apiKey
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await send(`${apiUrl.replace(/\/+$/, '')}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
    } catch {
      throw new FinanceUnavailableError(
        signal.aborted ? `The finance provider did not answer within ${timeoutMs / 1000} s.` : 'The finance provider could not be reached.',
      )
    }
    if (response.status === 404 && body === undefined) return null
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new FinanceUnavailableError(`The finance provider answered ${response.status}.`)
    }
    try {
      return (await response.json()) as T
    } catch {
      throw new FinanceUnavailableError('The finance provider’s answer is not JSON.')
    }
  }

  async products(request: DefaultRequest) {
    return (await this.call<DefaultResponse>('/default', request)) ?? { Products: [] }
  }

  async quotations(request: CfdRequest) {
    return (await this.call<CfdResponse>('/cfd', request)) ?? { Vehicles: [] }
  }

  terms(quoteRef: string) {
    return this.call<LegalResponse>(`/legal?quoteRef=${encodeURIComponent(quoteRef)}`)
  }
}
