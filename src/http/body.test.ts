import { describe, expect, it } from 'vitest'

import { plainError, plainJson } from './answer'
import { boundedChunks, BodyTooLargeError, jsonDepth, MAX_JSON_DEPTH, parseJson, readBody, UnreadableBodyError, utf8Text } from './body'

/** A body sent in chunks, without a Content-Length (as a chunked upload arrives). */
function streamed(parts: string[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })
  return new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

const text = (bytes: Uint8Array | null) => (bytes === null ? null : Buffer.from(bytes).toString('utf8'))

describe('readBody', () => {
  it('gives the bytes up to the limit, in one piece', async () => {
    expect(text(await readBody(streamed(['{"ä":', '1}']), 16))).toBe('{"ä":1}')
    expect(text(await readBody(new Request('http://localhost/', { method: 'POST', body: 'åäö' }), 6))).toBe('åäö')
    expect((await readBody(new Request('http://localhost/', { method: 'POST' }), 16))?.byteLength).toBe(0)
  })

  it('stops at the limit, whether or not the length was declared', async () => {
    expect(await readBody(streamed(['x'.repeat(10), 'x'.repeat(10)]), 16)).toBeNull()
    expect(await readBody(new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(20), headers: { 'content-length': '20' } }), 16)).toBeNull()
  })
})

describe('boundedChunks', () => {
  it('passes chunks on until the limit, then throws without reading on', async () => {
    async function* source() {
      yield new Uint8Array(10)
      yield new Uint8Array(10)
      throw new Error('read past the limit')
    }
    const seen: number[] = []
    await expect(
      (async () => {
        for await (const chunk of boundedChunks(source(), 15)) seen.push(chunk.byteLength)
      })(),
    ).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(seen).toEqual([10])
  })
})

describe('utf8Text', () => {
  it('reads UTF-8, also from a part of a larger buffer', () => {
    const buffer = Buffer.from('xx{"å":1}yy')
    expect(utf8Text(buffer.subarray(2, buffer.byteLength - 2))).toBe('{"å":1}')
  })

  it.each([
    ['a lone continuation byte', [0x7b, 0x80, 0x7d]],
    ['a cut character', [0x22, 0xc3]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses %s', (_, bytes) => {
    expect(() => utf8Text(new Uint8Array(bytes))).toThrow(expect.objectContaining({ code: 'invalid_encoding' }))
  })
})

describe('parseJson', () => {
  it('parses JSON as deep as a search body', () => {
    const search = { facets: [{ name: 'car_brand>car_model', filters: { values: [{ value: 'Volvo', children: [{ value: 'XC60' }] }] } }] }
    expect(parseJson(JSON.stringify(search))).toEqual(search)
  })

  it('refuses JSON nested deeper than the limit before parsing it', () => {
    const deep = `${'['.repeat(700)}1${']'.repeat(700)}`
    expect(() => parseJson(deep)).toThrow(UnreadableBodyError)
    expect(() => parseJson(deep)).toThrow(expect.objectContaining({ code: 'too_deep' }))
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`
    expect(parseJson(atLimit)).toBeInstanceOf(Array)
  })

  it('counts only the brackets outside strings', () => {
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1)
    expect(jsonDepth('[{"a":[1,{"b":2}]}]')).toBe(4)
    expect(jsonDepth('"no brackets"')).toBe(0)
  })

  it('refuses text that is not JSON', () => {
    for (const text of ['', '{', '{"a":1,}', "{'a':1}", 'NaN', '{"a":1}x']) expect(() => parseJson(text)).toThrow(expect.objectContaining({ code: 'invalid_json' }))
  })
})

describe('plain answers', () => {
  it('a JSON answer has its bytes, its status and its headers in lower case', () => {
    const answer = plainJson(202, { status: 'accepted', name: 'Åsa' }, { 'x-kept': '1' })
    expect(answer.status).toBe(202)
    expect(answer.headers).toEqual({ 'content-type': 'application/json', 'x-kept': '1' })
    expect(Buffer.concat(answer.body).toString('utf8')).toBe('{"status":"accepted","name":"Åsa"}')
  })

  it('an error has the error body, its details and its headers', () => {
    const error = plainError(400, 'invalid_request', 'values.phone: required', { 'retry-after': '1' }, { fields: { 'values.phone': 'required' } })
    expect(JSON.parse(Buffer.concat(error.body).toString('utf8'))).toEqual({ error: 'invalid_request', message: 'values.phone: required', fields: { 'values.phone': 'required' } })
    expect(error.headers['retry-after']).toBe('1')
  })
})
