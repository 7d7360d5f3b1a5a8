import { describe, expect, it } from 'vitest'

import { readBodyText } from './http'

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
