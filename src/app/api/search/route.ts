import { answerWriter } from '@/features/car-search/answer-json'
import { SearchRequestError } from '@/features/car-search/engine'
import { searchRequestSchema, type SearchResponse } from '@/features/car-search/schema'
import { UnknownIndexError } from '@/features/car-search/service'
import { SEARCH_KEY_HEADER } from '@/features/car-search/client'
import { bytesResponse, jsonError, readBodyText } from '@/lib/http'
import { isSearchKey } from '@/lib/api-keys'
import { withApiHeaders } from '@/server/api-headers'
import { serveDirectly } from '@/server/direct-routes'
import { searchService } from '@/server/search'

export const dynamic = 'force-dynamic'

/** A search body is a few facets and filters; anything far larger is not a search. */
const MAX_BODY_BYTES = 64 * 1024

/** Cars whose JSON is kept (answer-json.ts): the pages visitors ask for again and again, some 7 KB each. */
const KEPT_CARS = 5_000
const writer = answerWriter({ documents: KEPT_CARS })

/**
 * The bytes of answers, kept while their answer is: the service hands out the same answer object for as long
 * as it caches it, so a car list asked again is not written out again (48 whole cars are some 370 KB). Bytes,
 * not text: a Response made from text checks each of its characters for lone surrogates and encodes it again;
 * and sent as they are (`bytesResponse`).
 */
const answerBytes = new WeakMap<object, readonly Uint8Array[]>()

function jsonOf(answer: SearchResponse<object>, wholeDocuments: boolean): Response {
  let bytes = answerBytes.get(answer)
  if (bytes === undefined) {
    bytes = writer.parts(answer, wholeDocuments)
    answerBytes.set(answer, bytes)
  }
  return bytesResponse(bytes, { headers: { 'Content-Type': 'application/json' } })
}

/**
 * The search call of spec 2 §7: `POST /api/search` with the search key in `x-api-key` and the JSON body
 * index, fields, keyphrase, facets, limit, offset, sort_name, filters; answers `{facet, content,
 * total_items, limit, offset}`. Answers are cached for 60 s and forgotten when the stock changes.
 */
export async function POST(request: Request) {
  // Kept out of the request pipeline (src/proxy.ts): the answer gets the pipeline's API headers here.
  return withApiHeaders(await answer(request))
}

async function answer(request: Request): Promise<Response> {
  if (!isSearchKey(request.headers.get(SEARCH_KEY_HEADER))) return jsonError(401, 'unauthorized', `Send the search key in the ${SEARCH_KEY_HEADER} header.`)
  const text = await readBodyText(request, MAX_BODY_BYTES)
  if (text === null) return jsonError(413, 'body_too_large', `A search body is at most ${MAX_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not JSON.')
  }
  const parsed = searchRequestSchema.safeParse(body)
  if (!parsed.success) {
    return jsonError(400, 'invalid_request', parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '))
  }
  try {
    return jsonOf(await searchService().search(parsed.data), parsed.data.fields === undefined)
  } catch (error) {
    if (error instanceof UnknownIndexError) return jsonError(400, 'unknown_index', error.message)
    if (error instanceof SearchRequestError) return jsonError(400, 'invalid_request', error.message)
    throw error
  }
}

// Every later search is answered by the HTTP server straight from the socket (src/server/direct-routes.ts).
serveDirectly('POST', '/api/search', POST, { maxBodyBytes: MAX_BODY_BYTES })
