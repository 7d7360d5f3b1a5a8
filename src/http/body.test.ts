import { describe, expect, it } from 'vitest'

import { jsonError, plainError, plainJson, readBody, readBodyText, textOf } from './http'

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

describe('readBodyText', () => {
  it('reads a body up to the limit', async () => {
    expect(await readBodyText(streamed(['{"a":', '1}']), 16)).toBe('{"a":1}')
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST', body: 'åäö' }), 6)).toBe('åäö')
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST' }), 6)).toBe('')
  })

  it('stops at the limit, whether or not the length was declared', async () => {
    expect(await readBodyText(streamed(['x'.repeat(10), 'x'.repeat(10)]), 16)).toBeNull()
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(20), headers: { 'content-length': '20' } }), 16)).toBeNull()
  })
})

describe('readBody', () => {
  it('gives the bytes up to the limit, in one piece, and null past it', async () => {
    const bytes = await readBody(streamed(['{"ä":', '1}']), 16)
    expect(bytes && textOf(bytes)).toBe('{"ä":1}')
    expect(await readBody(streamed(['x'.repeat(10), 'x'.repeat(10)]), 16)).toBeNull()
    expect((await readBody(new Request('http://localhost/', { method: 'POST' }), 16))?.byteLength).toBe(0)
  })

  it('reads text from a part of a larger buffer without its neighbours', () => {
    const buffer = Buffer.from('xx{"å":1}yy')
    expect(textOf(buffer.subarray(2, buffer.byteLength - 2))).toBe('{"å":1}')
  })
})

describe('JSON answers', () => {
  it('a plain JSON answer has its bytes, its status and its headers in lower case', () => {
    const answer = plainJson(202, { status: 'accepted', name: 'Åsa' }, { 'x-kept': '1' })
    expect(answer.status).toBe(202)
    expect(answer.headers).toEqual({ 'content-type': 'application/json', 'x-kept': '1' })
    expect(Buffer.concat(answer.body).toString('utf8')).toBe('{"status":"accepted","name":"Åsa"}')
    const error = plainError(413, 'payload_too_large', 'A form is at most 32 KB.')
    expect(JSON.parse(Buffer.concat(error.body).toString('utf8'))).toEqual({ error: 'payload_too_large', message: 'A form is at most 32 KB.' })
  })

  it('a JSON error response has the error body and the given headers', async () => {
    const error = jsonError(429, 'too_many_requests', 'Try again later.', { 'Retry-After': '60' })
    expect(error.status).toBe(429)
    expect(error.headers.get('retry-after')).toBe('60')
    expect(await error.json()).toEqual({ error: 'too_many_requests', message: 'Try again later.' })
  })
})
