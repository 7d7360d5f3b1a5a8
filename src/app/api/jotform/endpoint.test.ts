import { Writable } from 'node:stream'

import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { JotformApi } from '@/integrations/jotform/api'
import { startTestProvider, submissionsBody, type TestProvider } from '@/integrations/jotform/test-provider'

import { MemoryRateLimitStore } from '@/integrations/rate-limit/memory'
import { routeOf } from '@/http/next-route'

import { jotformEndpoint, type JotformContext } from './endpoint'

const FORM = '241234567890123'
const KEY = 'test-key-0123456789'
const ANSWERS = {
  '1': { name: 'heading', type: 'control_head', text: 'Boka provkörning' },
  '3': { name: 'fullName', type: 'control_fullname', answer: { first: 'Anna', last: 'Svensson' } },
  '4': { name: 'email', type: 'control_email', answer: 'anna@example.se' },
  '5': { name: 'phone', type: 'control_phone', answer: { full: '0701234567' } },
}

let provider: TestProvider
let lines: Record<string, unknown>[]

beforeAll(async () => {
  provider = await startTestProvider()
})
afterAll(async () => {
  await provider.close()
})
beforeEach(() => {
  provider.requests.length = 0
  lines = []
  provider.reply((_request, _url, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(submissionsBody(ANSWERS)))
})

/** A real pino logger whose lines the test reads back. */
function capturingLogger() {
  return pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    }),
  )
}

function dependencies(overrides: Partial<JotformContext> = {}): JotformContext {
  const api = new JotformApi({ apiUrl: provider.url, apiKey: KEY, timeoutMs: 2000 }) // Room for a busy machine; the provider that never answers takes this long.
  const log = capturingLogger()
  const store = new MemoryRateLimitStore()
  return { submissions: () => api, log: () => log, reportsPerWindow: () => 100, rateLimit: async () => store, ...overrides }
}

/** The endpoint as Next.js's route serves it, with the edge's checks around the handler. */
const handleJotformSubmission = (request: Request, context: JotformContext) => routeOf(jotformEndpoint(context)).POST(request)

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/jotform', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('POST /api/jotform (spec 3 §7)', () => {
  it('reads the form’s latest submission and answers with the number of answers', async () => {
    const response = await handleJotformSubmission(post({ formId: FORM }), dependencies())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ answers: 3 })
    expect(provider.requests.map((url) => url.pathname)).toEqual([`/form/${FORM}/submissions`])
  })

  it('logs the answers by field name and type with every value redacted', async () => {
    await handleJotformSubmission(post({ formId: FORM }), dependencies())
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      formId: FORM,
      answerCount: 3,
      answers: [
        { id: '3', name: 'fullName', type: 'control_fullname', value: '[redacted]' },
        { id: '4', name: 'email', type: 'control_email', value: '[redacted]' },
        { id: '5', name: 'phone', type: 'control_phone', value: '[redacted]' },
      ],
    })
    const logged = JSON.stringify(lines)
    for (const personal of ['Anna', 'Svensson', 'anna@example.se', '0701234567', KEY]) expect(logged).not.toContain(personal)
  })

  it('answers 503 when the provider is not configured', async () => {
    const response = await handleJotformSubmission(post({ formId: FORM }), dependencies({ submissions: () => null }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'not_configured', message: 'The form provider is not configured (JOTFORM_API_KEY).' })
    expect(provider.requests).toEqual([])
  })

  it('answers 400 with the field’s problem for a bad body, and asks the provider nothing', async () => {
    for (const body of [{}, { formId: '1234' }, { formId: '12345a' }, { formId: '1'.repeat(26) }, { formId: 12345 }]) {
      const response = await handleJotformSubmission(post(body), dependencies())
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { error: string; message: string; fields: Record<string, string> }
      expect(answer.error).toBe('invalid_request')
      expect(answer.message).toBeTruthy()
      expect(Object.keys(answer.fields)).toEqual(['formId'])
    }
    const notJson = await handleJotformSubmission(post('formId=12345'), dependencies())
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ error: 'invalid_json' })
    const notDeclaredJson = await handleJotformSubmission(post('formId=12345', { 'content-type': 'text/plain' }), dependencies())
    expect(notDeclaredJson.status).toBe(415)
    expect(await notDeclaredJson.json()).toMatchObject({ error: 'unsupported_media_type' })
    const notAnObject = await handleJotformSubmission(post('[]'), dependencies())
    expect(await notAnObject.json()).toMatchObject({ error: 'invalid_request', fields: { body: expect.any(String) } })
    expect(provider.requests).toEqual([])
  })

  it('answers 413 for a body over 4 KB, declared or not', async () => {
    const large = JSON.stringify({ formId: FORM, padding: 'x'.repeat(5000) })
    const declared = await handleJotformSubmission(post(large), dependencies())
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ error: 'payload_too_large' })
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 5; index++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)))
        controller.close()
      },
    })
    const undeclared = new Request('http://localhost/api/jotform', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect((await handleJotformSubmission(undeclared, dependencies())).status).toBe(413)
    expect(provider.requests).toEqual([])
  })

  it('answers 502 with a clear message when the provider fails', async () => {
    provider.reply((_request, _url, response) => response.writeHead(500).end('{}'))
    const response = await handleJotformSubmission(post({ formId: FORM }), dependencies())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'provider_failed', message: 'The form provider answered 500.' })
    expect(lines[0]).toMatchObject({ level: 40, formId: FORM, reason: 'status' })
  })

  it('answers 502 when the provider does not answer in time', async () => {
    provider.reply(() => {})
    const response = await handleJotformSubmission(post({ formId: FORM }), dependencies())
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'provider_timeout', message: 'The form provider did not answer within 2 s.' })
  })

  it('answers 429 when the client has sent too many reports, before asking the provider', async () => {
    const response = await handleJotformSubmission(post({ formId: FORM }), dependencies({ reportsPerWindow: () => 0 }))
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(provider.requests).toEqual([])
  })
})
