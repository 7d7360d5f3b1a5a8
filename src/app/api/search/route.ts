import { answerWriter } from '@/features/car-search/answer-json'
import { SearchRequestError } from '@/features/car-search/engine'
import { searchRequestSchema, type SearchResponse } from '@/features/car-search/schema'
import { UnknownIndexError } from '@/features/car-search/service'
import { SEARCH_KEY_HEADER } from '@/features/car-search/client'
import { plainError, textOf, type PlainAnswer, type PlainRequest } from '@/lib/http'
import { isSearchKey } from '@/lib/api-keys'
import { withPlainApiHeaders } from '@/server/api-headers'
import { routeHandler, serveDirectly } from '@/server/direct-routes'
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
 * and sent in their parts as they are (a PlainAnswer).
 */
const answerBytes = new WeakMap<object, readonly Uint8Array[]>()

function jsonOf(answer: SearchResponse<object>, wholeDocuments: boolean): PlainAnswer {
  let bytes = answerBytes.get(answer)
  if (bytes === undefined) {
    bytes = writer.parts(answer, wholeDocuments)
    answerBytes.set(answer, bytes)
  }
  return { status: 200, headers: { 'content-type': 'application/json' }, body: bytes }
}

/**
 * The search call of spec 2 §7: `POST /api/search` with the search key in `x-api-key` and the JSON body
 * index, fields, keyphrase, facets, limit, offset, sort_name, filters; answers `{facet, content,
 * total_items, limit, offset}`. Answers are cached for 60 s and forgotten when the stock changes.
 */
async function search(request: PlainRequest): Promise<PlainAnswer> {
  // Kept out of the request pipeline (src/proxy.ts): the answer gets the pipeline's API headers here.
  return withPlainApiHeaders(await answer(request))
}

async function answer(request: PlainRequest): Promise<PlainAnswer> {
  if (!isSearchKey(request.header(SEARCH_KEY_HEADER))) return plainError(401, 'unauthorized', `Send the search key in the ${SEARCH_KEY_HEADER} header.`)
  if (request.tooLarge) return plainError(413, 'body_too_large', `A search body is at most ${MAX_BODY_BYTES / 1024} KB.`)
  let body: unknown
  try {
    body = JSON.parse(textOf(request.body))
  } catch {
    return plainError(400, 'invalid_json', 'The body is not JSON.')
  }
  const parsed = searchRequestSchema.safeParse(body)
  if (!parsed.success) {
    return plainError(400, 'invalid_request', parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '))
  }
  try {
    return jsonOf(await searchService().search(parsed.data), parsed.data.fields === undefined)
  } catch (error) {
    if (error instanceof UnknownIndexError) return plainError(400, 'unknown_index', error.message)
    if (error instanceof SearchRequestError) return plainError(400, 'invalid_request', error.message)
    throw error
  }
}

export const POST = routeHandler(search, { maxBodyBytes: MAX_BODY_BYTES })

// Every later search is answered by the HTTP server straight from the socket (src/server/direct-routes.ts).
serveDirectly('POST', '/api/search', search, { maxBodyBytes: MAX_BODY_BYTES })
