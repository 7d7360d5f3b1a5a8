import type { Department } from '@/features/service-booking/ports'

import { tooManyRequestsMessage } from '../errors-client'

/**
 * The page's side of the closest-workshops event stream (spec 3 §7): messages are workshops, `{error}` or
 * `nosites`; the page awaits the first few and closes the stream once enough have arrived.
 */

/** A workshop as the stream sends it (spec 3 §3.1 "Workshop/department"). */
export type StreamedWorkshop = Department

export type StreamMessage = { kind: 'workshop'; workshop: StreamedWorkshop } | { kind: 'error'; error: string } | { kind: 'nosites' }

/** 'stream loads 5 workshops first' (spec 3 §9). */
export const WORKSHOPS_FIRST_LOADED = 5

/** Splits the text received so far into complete events' data, and what is left for the next chunk. */
export function splitEvents(buffer: string): { data: string[]; rest: string } {
  const parts = buffer.split('\n\n')
  const rest = parts.pop() ?? ''
  const data = parts.flatMap((event) => {
    const lines = event.split('\n').filter((line) => line.startsWith('data:'))
    return lines.length ? [lines.map((line) => line.slice(5).replace(/^ /, '')).join('\n')] : []
  })
  return { data, rest }
}

export function parseMessage(data: string): StreamMessage | null {
  if (data.trim() === 'nosites') return { kind: 'nosites' }
  try {
    const value = JSON.parse(data) as Partial<StreamedWorkshop> & { error?: string }
    if (typeof value.error === 'string') return { kind: 'error', error: value.error }
    if (typeof value.departmentId === 'string') return { kind: 'workshop', workshop: value as StreamedWorkshop }
  } catch {
    // Not a message of ours.
  }
  return null
}

export type StreamResult = { workshops: StreamedWorkshop[]; nosites: boolean; error: string | null; exhausted: boolean }

/** Reads the stream until `wanted` workshops have arrived (then closes it), or it ends. */
export async function readClosest(
  url: string,
  wanted: number,
  options: { signal?: AbortSignal; fetcher?: typeof fetch } = {},
): Promise<StreamResult> {
  const controller = new AbortController()
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const response = await (options.fetcher ?? fetch)(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } })
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    const error =
      response.status === 429
        ? tooManyRequestsMessage(response.headers.get('retry-after'))
        : (body?.message ?? 'Något gick fel, vänligen försök igen senare')
    return { workshops: [], nosites: false, error, exhausted: true }
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const result: StreamResult = { workshops: [], nosites: false, error: null, exhausted: false }
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) {
        result.exhausted = true
        break
      }
      buffer += decoder.decode(value, { stream: true })
      const { data, rest } = splitEvents(buffer)
      buffer = rest
      for (const message of data.map(parseMessage)) {
        if (!message) continue
        if (message.kind === 'workshop') result.workshops.push(message.workshop)
        else if (message.kind === 'nosites') result.nosites = true
        else result.error = message.error
      }
      if (result.workshops.length >= wanted || result.error || result.nosites) break
    }
  } finally {
    if (!result.exhausted) controller.abort()
    reader.releaseLock?.()
  }
  return result
}
