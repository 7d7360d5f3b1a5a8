import { answerWriter } from '@/features/car-search/answer-json'
import { SearchRequestError } from '@/features/car-search/engine'
import { searchRequestSchema, type SearchResponse } from '@/features/car-search/schema'
import { UnknownIndexError } from '@/features/car-search/search-service'
import type { PlainAnswer } from '@/http/answer'
import { searchKey } from '@/http/auth'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { searchService } from '@/wiring/search'

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
export const search = defineEndpoint({
  method: 'POST',
  path: '/api/search',
  summary: 'Cars or dealer sites of an index, with facets (spec 2 §7)',
  auth: searchKey,
  body: jsonBody(searchRequestSchema, { maxBytes: MAX_BODY_BYTES, tooLarge: `A search body is at most ${MAX_BODY_BYTES / 1024} KB.` }),
  errors: [
    { error: UnknownIndexError, status: 400, code: 'unknown_index' },
    { error: SearchRequestError, status: 400, code: 'invalid_request' },
  ],
  example: {
    body: {
      index: 'vehicles-se',
      keyphrase: 'volvo automat',
      limit: 24,
      offset: 0,
      sort_name: 'price_asc',
      facets: [
        { name: 'car_brand>car_model', filters: { values: [{ value: 'Volvo' }] } },
        { name: 'car_price', filters: { range: [150000, 400000] } },
        { name: 'car_fuel' },
      ],
      filters: [{ name: 'car_is_used', values: [{ value: true }] }],
      fields: ['car_id', 'slug', 'car_price'],
    },
  },
  direct: true,
  handle: async ({ body }) => jsonOf(await searchService().search(body), body.fields === undefined),
})
