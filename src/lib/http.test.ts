import { describe, expect, it } from 'vitest'

import { bytesOf, bytesResponse, jsonError, jsonResponse, readBodyText, withBodyRead } from './http'

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

describe('bodies read or written elsewhere', () => {
  it('a request whose body the server read beforehand gives that body, within the limit', async () => {
    const request = withBodyRead(new Request('http://localhost/', { method: 'POST' }), new TextEncoder().encode('{"ä":1}'))
    expect(await readBodyText(request, 16)).toBe('{"ä":1}')
    expect(await readBodyText(withBodyRead(new Request('http://localhost/', { method: 'POST' }), new Uint8Array(20)), 16)).toBeNull()
  })

  it('a bytes response hands its bytes to a server that writes them itself, and the same bytes to a reader', async () => {
    const bytes = new TextEncoder().encode('{"content":[]}')
    const response = bytesResponse(bytes, { status: 201, headers: { 'content-type': 'application/json' } })
    expect(bytesOf(response)).toHaveLength(1)
    expect(bytesOf(response)![0]).toBe(bytes)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(await response.text()).toBe('{"content":[]}')
    // Read once, it is an ordinary response.
    expect(bytesOf(response)).toBeUndefined()
    expect(bytesOf(new Response('x'))).toBeUndefined()
  })

  it('a JSON response is Response.json with its bytes kept', async () => {
    const response = jsonResponse({ status: 'accepted', name: 'Åsa' }, { status: 202, headers: { 'x-kept': '1' } })
    expect(response.status).toBe(202)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('x-kept')).toBe('1')
    expect(Buffer.concat(bytesOf(response)!).toString('utf8')).toBe('{"status":"accepted","name":"Åsa"}')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"status":"accepted","name":"Åsa"}')))
    expect(await response.json()).toEqual({ status: 'accepted', name: 'Åsa' })
    const error = jsonError(429, 'too_many_requests', 'Try again later.', { 'Retry-After': '60' })
    expect(error.headers.get('retry-after')).toBe('60')
    expect(await error.json()).toEqual({ error: 'too_many_requests', message: 'Try again later.' })
  })
})
