import type { ClosestMessage } from '@/features/service-booking/ports'
import { closestQuery } from '@/features/service-booking/schema'
import { defineEndpoint } from '@/http/endpoint'
import { logger } from '@/lib/logger'
import { BOOKING_ERRORS, workshopLookups } from '@/app/api/mechmate/edge'
import { workshopSystem } from '@/wiring/service-booking'
import { isSiteHost } from '@/wiring/site-hosts'

const encoder = new TextEncoder()

/** One server-sent event: a workshop as JSON, `{"error": …}`, or `nosites`. */
export function eventOf(message: ClosestMessage): Uint8Array {
  const data =
    message.kind === 'workshop'
      ? JSON.stringify(message.department)
      : message.kind === 'error'
        ? JSON.stringify({ error: message.error })
        : 'nosites'
  return encoder.encode(`data: ${data}\n\n`)
}

/**
 * `GET /api/mechmate/departments/closestAvailable?regNo=&serviceOfferings=&latitude=&longitude=&cursor=&sort=`
 * (spec 3 §7): an event stream of the workshops that service the car, nearest first (or first free time
 * first, `sort=firstAvailable`), each with its first free time for the chosen services; `{error}` when the car
 * or services cannot be booked, `nosites` when no workshop fits. Each workshop is sent as soon as its first time
 * is known, and the stream stops when the page closes it; `cursor` (the last department id received) continues.
 */
export const mechmateClosestAvailable = defineEndpoint({
  method: 'GET',
  path: '/api/mechmate/departments/closestAvailable',
  summary: 'Workshops for a car and services as an event stream, nearest or first free time first',
  site: isSiteHost,
  query: closestQuery,
  rateLimit: workshopLookups,
  errors: BOOKING_ERRORS,
  example: { query: { regNo: 'ABC123', serviceOfferings: 'ORIGINAL_SERVICE', latitude: '59.8586', longitude: '17.6389' } },
  async handle({ query, requestId }) {
    const system = await workshopSystem()
    const closest = system.closestAvailable({
      registrationNumber: query.regNo,
      codes: query.serviceOfferings,
      position: { latitude: query.latitude, longitude: query.longitude },
      cursor: query.cursor,
      sort: query.sort ?? 'nearest',
    })
    const messages = closest[Symbol.asyncIterator]()
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await messages.next()
          if (next.done) controller.close()
          else controller.enqueue(eventOf(next.value))
        } catch (error) {
          logger.error({ err: error, requestId }, 'closest workshops failed')
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ error: 'Något gick fel, försök igen' })}\n\n`))
          controller.close()
        }
      },
      async cancel() {
        await messages.return?.(undefined)
      },
    })
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    })
  },
})
