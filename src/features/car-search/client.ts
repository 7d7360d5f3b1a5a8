import { EMPTY_RESULT, type SearchResponse } from './result'
import type { SearchRequest } from './schema'

export const SEARCH_KEY_HEADER = 'x-api-key'
export const SEARCH_PATH = '/api/search'

type Options = { key: string; fetch?: typeof fetch; signal?: AbortSignal; onError?: (error: unknown) => void }

/**
 * The browser's search call (spec 2 §7, §8): a failure is logged and the page goes on with an empty
 * result, so a list shows its empty state instead of breaking.
 */
export async function searchFromBrowser<Doc = Record<string, unknown>>(request: SearchRequest, { key, fetch: send = fetch, signal, onError = console.error }: Options): Promise<SearchResponse<Doc>> {
  try {
    const response = await send(SEARCH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SEARCH_KEY_HEADER]: key },
      body: JSON.stringify(request),
      signal,
    })
    if (!response.ok) throw new Error(`Search answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    return (await response.json()) as SearchResponse<Doc>
  } catch (error) {
    if (signal?.aborted) throw error
    onError(error)
    return { ...EMPTY_RESULT, limit: request.limit ?? 0, offset: request.offset ?? 0 }
  }
}
