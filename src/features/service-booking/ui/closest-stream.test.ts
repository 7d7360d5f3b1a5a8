import { describe, expect, it } from 'vitest'

import { parseMessage, readClosest, splitEvents } from './closest-stream'

const workshop = (id: string) => ({ departmentId: id, siteId: '1', siteName: `Verkstad ${id}`, address: 'Gatan 1', latitude: 59, longitude: 17, brands: ['Volvo'], distance: 1, firstTimeSlot: null })

function streamOf(chunks: string[]) {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(new TextEncoder().encode(next))
    },
    cancel() {
      cancelled = true
    },
  })
  return { response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }), cancelled: () => cancelled }
}

describe('the closest-workshops stream in the page', () => {
  it('splits events across chunk boundaries', () => {
    expect(splitEvents('data: a\n\ndata: b\n\ndata: c')).toEqual({ data: ['a', 'b'], rest: 'data: c' })
    expect(parseMessage('nosites')).toEqual({ kind: 'nosites' })
    expect(parseMessage('{"error":"Nej"}')).toEqual({ kind: 'error', error: 'Nej' })
    expect(parseMessage('{"x":1}')).toBeNull()
    expect(parseMessage('not json')).toBeNull()
  })

  it('stops reading once enough workshops arrived', async () => {
    const events = Array.from({ length: 8 }, (_, index) => `data: ${JSON.stringify(workshop(`D${index}`))}\n\n`)
    const { response } = streamOf([events.slice(0, 3).join('').slice(0, 100), events.slice(0, 3).join('').slice(100), ...events.slice(3)])
    const result = await readClosest('/x', 5, { fetcher: async () => response })
    expect(result.workshops.map((entry) => entry.departmentId)).toEqual(['D0', 'D1', 'D2', 'D3', 'D4'])
    expect(result.exhausted).toBe(false)
  })

  it('tells when the stream ended early, had no workshops, or an error', async () => {
    const ended = await readClosest('/x', 5, { fetcher: async () => streamOf([`data: ${JSON.stringify(workshop('D1'))}\n\n`]).response })
    expect(ended).toMatchObject({ exhausted: true, nosites: false })
    expect(await readClosest('/x', 5, { fetcher: async () => streamOf(['data: nosites\n\n']).response })).toMatchObject({ nosites: true, workshops: [] })
    expect(await readClosest('/x', 5, { fetcher: async () => streamOf(['data: {"error":"Vi kan inte"}\n\n']).response })).toMatchObject({ error: 'Vi kan inte' })
    const refused = await readClosest('/x', 5, { fetcher: async () => Response.json({ error: 'invalid_query', message: 'Fel' }, { status: 400 }) })
    expect(refused).toMatchObject({ error: 'Fel', exhausted: true })
  })

  it('words a 429 in the page’s Swedish, with the minutes to wait, not the API’s English', async () => {
    const limited = await readClosest('/x', 5, { fetcher: async () => Response.json({ error: 'too_many_requests', message: 'Too many requests from this address. Try again in 90 seconds.' }, { status: 429, headers: { 'retry-after': '90' } }) })
    expect(limited).toMatchObject({ error: 'För många försök från din uppkoppling. Försök igen om 2 minuter.', exhausted: true })
  })
})
